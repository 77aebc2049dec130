// The online game of this tab, if any: its room (client.ts), what the test hook and the
// screens read (`onlineInfo`), and the live match it keeps in step with the room's
// snapshots. A new round (the first, a rematch, a reload) makes a new match and asks the
// page to show the board (`onOnline`).
import { GameRecord } from '../engine/record';
import type { Outcome, Side } from '../engine/types';
import { Channel } from '../match/events';
import type { Match } from '../match/match';
import { currentMatch, endMatch, newMatch } from '../match/session';
import { isGameId, rulesFor, type GameId } from '../games/registry';
import { settings } from '../settings';
import { OnlineClient, type Link } from './client';
import { onlineName } from './nickname';
import { isRoomCode, type ClientMessage, type OnlineSnapshot } from './protocol';
import { portalInviteButton, portalInviteLink } from './portal-invite';
import { inviteLink, onlineServer } from './server';

export type OnlineStatus = 'connecting' | 'waiting' | 'playing' | 'opponent-away' | 'ended' | 'offline';
export interface OnlineInfo {
  code: string | null;
  link: string | null;
  seat: number | null;
  status: OnlineStatus;
  opponent: string | null;
}
/** What the screens hear: a new round to show, a change to draw, an emote, a failure to tell. */
export type OnlineEvent =
  | { type: 'round' }
  | { type: 'changed' }
  | { type: 'emote'; n: number }
  /** The room refused something this page sent (too fast, out of turn…). */
  | { type: 'refused'; reason: string }
  | { type: 'failed'; key: string; params?: Record<string, string> };

const channel = new Channel<OnlineEvent>();
export const onOnline = (fn: (e: OnlineEvent) => void): (() => void) => channel.on(fn);

/** The turn clock of online games: 60 s, as offline. */
const TURN_SEC = 60;

class OnlineGame {
  status: OnlineStatus = 'connecting';
  snap: OnlineSnapshot | null = null;
  code: string | null = null;
  match: Match | null = null;
  /** The link is gone for good (the server closed it, or the SDK stopped trying again). */
  closed = false;
  private round = -1;
  /** When the snapshot came (for the away countdown). */
  snapAt = 0;
  /** The portal's invitation to this room, once it gave one (else the page's own link serves). */
  portalLink: string | null = null;
  readonly client: OnlineClient;

  constructor(
    origin: string,
    readonly game: GameId,
    readonly kind: 'invite' | 'quick' | 'join',
  ) {
    this.client = new OnlineClient(origin, {
      snapshot: (s) => this.onSnapshot(s),
      emote: (n) => channel.emit({ type: 'emote', n }),
      refused: (reason) => {
        console.info(`[online] refused: ${reason}`);
        channel.emit({ type: 'refused', reason });
      },
      link: (state, why) => this.onLink(state, why),
    });
  }

  private onLink(state: Link, why?: string): void {
    if (state === 'reconnecting') this.status = 'offline';
    else if (state === 'open') this.status = this.snap ? this.statusOf(this.snap) : 'connecting';
    else if (state === 'closed' && active === this) {
      this.status = 'offline';
      this.closed = true;
      console.info(`[online] closed: ${why ?? ''}`);
      channel.emit({ type: 'failed', key: 'online:errors.gone' });
    }
    channel.emit({ type: 'changed' });
  }

  private statusOf(s: OnlineSnapshot): OnlineStatus {
    if (s.status === 'ended') return 'ended';
    if (s.away && s.away.side !== s.side) return 'opponent-away';
    return s.status;
  }

  get opponent(): string | null {
    const s = this.snap;
    if (!s) return null;
    return s.names[1 - s.seat] || null;
  }

  private onSnapshot(s: OnlineSnapshot): void {
    // a snapshot still on its way after the player left (the result of their resignation) opens nothing
    if (active !== this || !isGameId(s.game) || !Array.isArray(s.moves)) return;
    this.snap = s;
    this.snapAt = performance.now();
    if (this.code !== s.code) {
      addressRoom(s.code);
      this.askPortalLink(s.code);
    }
    this.code = s.code;
    this.status = this.statusOf(s);
    // the portal's invite button says "joinable" only while a private room waits for its friend
    portalInviteButton(this.kind === 'invite' && s.status === 'waiting' && active === this ? s.code : null);
    if (s.status !== 'waiting') this.keepMatch(s);
    channel.emit({ type: 'changed' });
  }

  private askPortalLink(code: string): void {
    if (this.kind !== 'invite') return;
    void portalInviteLink(code).then((url) => {
      if (!url || this.code !== code) return;
      this.portalLink = url;
      channel.emit({ type: 'changed' });
    });
  }

  get link(): string | null {
    return this.code ? (this.portalLink ?? inviteLink(this.code)) : null;
  }

  /** Keeps the live match in step; a new round, or a record that does not continue, makes a new one. */
  private keepMatch(s: OnlineSnapshot): void {
    const result = s.result as Outcome | null;
    const m = currentMatch();
    const same = m && m === this.match && s.round === this.round && m.config.humanSide === s.side;
    if (same && m.receive(s.moves, result)) {
      if (s.away) m.pauseClock('away');
      else m.resumeClock('away');
      return;
    }
    const game = s.game as GameId;
    const rules = rulesFor(game);
    let record: GameRecord<unknown>;
    try {
      record = GameRecord.replay(rules, rules.startText, s.moves);
    } catch {
      return; // a snapshot this page cannot read: the next one may
    }
    const seat = {
      send: (move: string, ply: number) => this.send({ type: 'move', move, ply }),
      turnMsLeft: () => this.turnMsLeft(),
      opponent: () => this.opponent,
    };
    const config = {
      ...settings.matchConfig(game, 'human', s.side as Side),
      options: {},
      drawRules: true,
      timerSec: TURN_SEC,
      online: seat,
      noAssists: true,
      transient: true,
    };
    const next = newMatch(config);
    next.resumeFrom = record;
    next.receive(s.moves, result);
    this.match = next;
    this.round = s.round;
    channel.emit({ type: 'round' });
  }

  turnMsLeft(): number | null {
    const s = this.snap;
    if (!s || s.turnMsLeft === null) return null;
    return Math.max(0, s.turnMsLeft - (s.away ? 0 : performance.now() - this.snapAt));
  }

  /** Seconds until the absent player's seat is given up (null when nobody is away). */
  awaySecondsLeft(): number | null {
    const a = this.snap?.away;
    if (!a) return null;
    return Math.max(0, Math.ceil((a.msLeft - (performance.now() - this.snapAt)) / 1000));
  }

  send(m: ClientMessage): void {
    this.client.send(m);
  }
}

let active: OnlineGame | null = null;

/** The page's address names the room while in it, so a reload comes back to it (and not after). */
function addressRoom(code: string | null): void {
  try {
    const url = new URL(location.href);
    if (code) url.searchParams.set('room', code);
    else url.searchParams.delete('room');
    if (url.href !== location.href) history.replaceState(history.state, '', url.href);
  } catch {
    // an address that cannot change (a sandboxed frame): a reload starts afresh
  }
}

export function onlineGame(): OnlineGame | null {
  return active;
}

export function onlineInfo(): OnlineInfo | null {
  const g = active;
  if (!g) return null;
  return { code: g.code, link: g.link, seat: g.snap?.seat ?? null, status: g.status, opponent: g.opponent };
}

/** Makes a private room, quick-matches, or joins room `code`; tells a failure through `onOnline`. */
export async function goOnline(kind: 'invite' | 'quick' | 'join', game: GameId, code?: string): Promise<void> {
  leaveOnline();
  const origin = await onlineServer();
  const g = new OnlineGame(origin ?? '', game, kind);
  active = g;
  channel.emit({ type: 'changed' });
  const fail = (key: string, params?: Record<string, string>) => {
    if (active !== g) return;
    g.status = 'offline';
    channel.emit({ type: 'failed', key, params });
    channel.emit({ type: 'changed' });
  };
  if (!origin) return fail('online:errors.noServer');
  if (kind === 'join' && !isRoomCode(code)) return fail('online:errors.badCode');
  try {
    if (kind === 'invite') await g.client.create(game, onlineName());
    else if (kind === 'quick') await g.client.quick(game, onlineName());
    else if (!(await g.client.rejoin(code as string))) await g.client.join(code as string, onlineName());
    if (active !== g) g.client.leave();
  } catch (e) {
    const msg = String((e as Error)?.message ?? e);
    console.info(`[online] ${kind} failed: ${msg}`);
    if (kind === 'join' && !/fetch|network|ECONN|Failed|WebSocket/i.test(msg)) fail('online:errors.noRoom', { code: code as string });
    else fail('online:errors.noServer');
  }
}

/** Leaves the online game for good (its seat is given up); the live match ends too. */
export function leaveOnline(): void {
  const g = active;
  if (!g) return;
  active = null;
  g.client.leave();
  portalInviteButton(null);
  addressRoom(null);
  if (g.match && currentMatch() === g.match) endMatch();
  channel.emit({ type: 'changed' });
}
