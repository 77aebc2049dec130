// Counts finished games into the player's records by listening to the session channel
// (src/match/session.ts), never by editing the match, and lines up the achievements earned
// for the toast. What counts (docs/architecture.md, "Progress and achievements"):
// - a round that ends with a result, played from the game's standard start (the daily
//   puzzle and the analysis board start elsewhere, so they do not count);
// - against a panda only: a game between two friends on one device has no "player" whose
//   record it would be, and counting it would hand out every achievement for playing both
//   sides. The panda credited is the weakest that sat in the round (switching to PAPA for
//   the last move does not beat PAPA);
// - a game against a player online counts in its own record (progress.online), never for
//   the pandas' records or achievements;
// - each round once: a result reached after an undo counts once, as any other.
import type { GameEnd } from '../games/kit';
import type { GameRecord } from '../engine/record';
import { kitOf, type GameId } from '../games/registry';
import type { Match } from '../match/match';
import { PANDAS, type Opponent, type PandaName } from '../match/players';
import type { SessionEvent } from '../match/session';
import { newlyEarned, type LastGame } from './achievements';
import { recordGame, recordOnline, withGame, type PlayerResult, type ProgressData } from './record';
import { ProgressStore, type ProgressBackend } from './store';

/** Something for the toast: an achievement earned, or the calm notice that records started afresh. */
export type Announcement = { kind: 'achievement'; id: string } | { kind: 'notice'; key: string; title?: string };

export class ProgressTracker {
  private readonly queue: Announcement[] = [];
  /** The opponents that sat in each round (a round is one record: start() makes a new one). */
  private readonly seated = new WeakMap<GameRecord<unknown>, Set<Opponent>>();
  private readonly counted = new WeakSet<GameRecord<unknown>>();

  constructor(readonly store: ProgressStore) {
    if (store.loadNotice) this.queue.push({ kind: 'notice', key: store.loadNotice });
  }

  /** The records (a copy). */
  progress(): ProgressData {
    return this.store.get();
  }

  /** The achievement ids earned, in the order they were earned. */
  achievements(): string[] {
    return this.store.get().achievements;
  }

  /** The next thing to announce, taken off the queue (the toast asks when it may show one). */
  takeAnnouncement(): Announcement | null {
    return this.queue.shift() ?? null;
  }

  hasAnnouncement(): boolean {
    return this.queue.length > 0;
  }

  /** Feed of the session channel. */
  onSessionEvent(e: SessionEvent): void {
    if (e.type !== 'match') return;
    const m = e.match;
    switch (e.event.type) {
      case 'start':
        this.seated.set(m.record, new Set([m.config.opponent]));
        break;
      case 'opponent':
        this.seatsOf(m).add(m.config.opponent);
        break;
      case 'end':
        this.countRound(m);
        break;
      default:
        break;
    }
  }

  private seatsOf(m: Match): Set<Opponent> {
    let set = this.seated.get(m.record);
    if (!set) {
      set = new Set([m.config.opponent]);
      this.seated.set(m.record, set);
    }
    return set;
  }

  /**
   * An online game the player gave up by leaving the board: a loss, counted at once (the
   * room's result comes after the page has left the room). Each round once, as any other.
   */
  countResignation(m: Match): void {
    if (!m.online || m.outcome || this.counted.has(m.record)) return;
    this.counted.add(m.record);
    if (m.record.startText !== m.rules.format(m.rules.start())) return;
    this.update((data) => recordOnline(data, m.game, 'lost'), null);
  }

  private countRound(m: Match): void {
    const outcome = m.outcome;
    if (!outcome || this.counted.has(m.record)) return;
    this.counted.add(m.record);
    if (m.record.startText !== m.rules.format(m.rules.start())) return;
    if (m.online) {
      // a game against a player online: its own record, apart from the pandas'
      const result: PlayerResult = outcome.winner === 'draw' ? 'drawn' : outcome.winner === m.config.humanSide ? 'won' : 'lost';
      this.update((data) => recordOnline(data, m.game, result), null);
      return;
    }
    const seats = [...this.seatsOf(m)];
    if (seats.includes('human')) return;
    const panda = PANDAS.find((p) => seats.includes(p)) as PandaName;
    const side = m.config.humanSide;
    const index = m.rules.sides.indexOf(side);
    if (index < 0) return;
    const end: GameEnd = { outcome, side, index: index as 0 | 1, tally: m.rules.tally(m.record.position) };
    const result: PlayerResult = outcome.winner === 'draw' ? 'drawn' : outcome.winner === side ? 'won' : 'lost';
    const margin = result === 'won' ? kitOf(m.game).progress?.margin?.(end) : undefined;
    this.update((data) => recordGame(data, m.game, panda, result, margin), { game: m.game, panda, end });
  }

  /** The tour of a game was followed to its last step. */
  tourFinished(game: GameId): void {
    this.update((data) => ({ ...data, tours: withGame(data.tours, game) }), null);
  }

  /** A daily puzzle of a game was solved. */
  puzzleSolved(game: GameId): void {
    this.update((data) => ({ ...data, puzzles: withGame(data.puzzles, game) }), null);
  }

  /** Changes the records as stored now (another tab's included); the achievements it earns are announced. */
  private update(change: (data: ProgressData) => ProgressData, last: LastGame | null): void {
    let earned: string[] = [];
    this.store.update((data) => {
      const next = change(data);
      earned = newlyEarned(next, last);
      next.achievements = [...next.achievements, ...earned];
      return next;
    });
    for (const id of earned) this.queue.push({ kind: 'achievement', id });
  }
}

/**
 * Whether the toast may show an announcement now: never while the opponent moves or a piece
 * is on its way; on the board only on the player's turn or once the game is over; never over
 * a dialog, whose text it would cover (the tour's last step earns an achievement: its toast
 * comes once the tour has closed).
 */
export function mayAnnounce(scene: string, match: Pick<Match, 'outcome' | 'canAct'> | null, dialogOpen = false): boolean {
  if (scene === 'boot' || dialogOpen) return false;
  if (scene !== 'board') return true;
  return !match || match.outcome !== null || match.canAct;
}

let tracker: ProgressTracker | null = null;

/** Makes the game's one tracker over this store (main.ts, at start: the platform's storage). */
export function installTracker(backend: ProgressBackend): ProgressTracker {
  tracker = new ProgressTracker(new ProgressStore(backend));
  return tracker;
}

/** The game's one tracker (one that keeps its records in memory until installTracker runs). */
export function progressTracker(): ProgressTracker {
  if (!tracker) {
    const memory = new Map<string, string>();
    tracker = new ProgressTracker(new ProgressStore({ get: (k) => memory.get(k) ?? null, set: (k, v) => void memory.set(k, v) }));
  }
  return tracker;
}

/** For the daily puzzle: call when the player solves one (it may earn the puzzle achievement). */
export function recordPuzzleSolved(game: GameId): void {
  progressTracker().puzzleSolved(game);
}
