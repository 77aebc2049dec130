// Shareable links (docs/architecture.md, "Browser contract"): `?game=<id>&replay=<code>`
// opens the review of a game, `?game=<id>&position=<notation>` an analysis board. This
// module reads such a link into what to open, or into the notice that says what was wrong
// with it; it builds a link's parameters from a game; and it holds the host's way of
// making a link (a portal's own share URL), handed in by the portal layer.
import type { Prophecy } from '../ai/protocol';
import type { PlayedMove } from '../engine/record';
import { GameRecord } from '../engine/record';
import { decodeReplay, encodeReplay, type ReplayMeta, type ReplayProblem } from '../engine/replay-code';
import type { AnyRules, Side } from '../engine/types';
import { isGameId, replayGame, rulesFor, type GameId } from '../games/registry';

/** A notice for the menu: an i18n key and its parameters (`gameId` stands for the game's name). */
export interface LinkNotice {
  key: string;
  params?: Record<string, string>;
}

/** A finished game shown in the review without a live match (what a replay link carries). */
export interface SharedGame {
  game: GameId;
  rules: AnyRules;
  record: GameRecord<unknown>;
  verdicts: ReadonlyMap<number, Prophecy>;
  sideOf(p: PlayedMove<unknown>): Side;
  /** Who played and when, where the link says (links made before it did not). */
  meta: ReplayMeta | null;
}

export type LinkOpen =
  | { kind: 'none' }
  | { kind: 'replay'; shared: SharedGame }
  | { kind: 'analysis'; game: GameId; startText: string }
  | { kind: 'invalid'; notice: LinkNotice; detail: string };

const NO_VERDICTS: ReadonlyMap<number, Prophecy> = new Map();

export function sharedGame(game: GameId, record: GameRecord<unknown>, meta: ReplayMeta | null = null): SharedGame {
  const rules = record.rules;
  return { game, rules, record, verdicts: NO_VERDICTS, sideOf: (p) => rules.sides[rules.toMove(p.before)], meta };
}

/** Who sat where in a match (the player's side against a panda, or friends on both) and today's date. */
export function matchMeta(
  config: { opponent: 'baby' | 'mama' | 'papa' | 'human'; humanSide: Side },
  sides: readonly Side[],
  today: Date = new Date(),
): ReplayMeta {
  const players = sides.slice(0, 2).map((side) => (config.opponent === 'human' || side === config.humanSide ? 'player' : config.opponent));
  const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return { players, date };
}

const invalid = (key: string, detail: string, params?: Record<string, string>): LinkOpen => ({
  kind: 'invalid',
  notice: { key, params },
  detail,
});

/**
 * What the page's query asks to open. A position is checked with the game's standard
 * rules (a variant changes which moves exist, never whether one does). Never throws.
 */
export function readLink(search: string): LinkOpen {
  const q = new URLSearchParams(search);
  // the page's own query first; a portal's share link carries them on the portal's page
  const param = (name: string): string | null => q.get(name) ?? safeParam(name);
  const replay = param('replay');
  const position = param('position');
  if (replay === null && position === null) return { kind: 'none' };
  const game = param('game');
  if (game === null || game === '') return invalid('share:bad.noGame', 'no game= in the link');
  if (!isGameId(game)) return invalid('share:bad.game', `unknown game ${game}`, { game: game.slice(0, 24) });
  if (replay !== null) {
    const read = decodeReplay(replay.trim(), replayGame(game));
    if (!read.ok) return invalid(`share:bad.replay.${read.problem satisfies ReplayProblem}`, read.detail, { gameId: game });
    return { kind: 'replay', shared: sharedGame(game, read.record, read.meta) };
  }
  let record: GameRecord<unknown>;
  try {
    record = new GameRecord(rulesFor(game), (position as string).trim());
  } catch (e) {
    return invalid('share:bad.position', (e as Error)?.message ?? String(e), { gameId: game });
  }
  if (record.isOver) return invalid('share:bad.finished', 'the position is already over', { gameId: game });
  return { kind: 'analysis', game, startText: record.startText };
}

/** The parameters of a link to a game: its id and its replay code (with who played and when, where known). */
export function replayParams(game: GameId, record: GameRecord<unknown>, meta?: ReplayMeta | null): Record<string, string> {
  return { game, replay: encodeReplay(record, meta ?? undefined) };
}

/** The host's share link for these parameters (a portal's), or null to build our own. */
export type ShareUrlSource = (params: Record<string, string>) => Promise<string | null>;

let source: ShareUrlSource = async () => null;
let linkParam: (name: string) => string | null = () => null;
let paramsReady: Promise<unknown> = Promise.resolve();

/**
 * The host's link maker, where it keeps the parameters of a link the page was opened from,
 * and when that can be asked (a portal's adapter is attached a moment after start).
 */
export function setShareUrlSource(
  s: ShareUrlSource,
  params: (name: string) => string | null = () => null,
  ready: Promise<unknown> = Promise.resolve(),
): void {
  source = s;
  linkParam = params;
  paramsReady = ready;
}

/** Resolves once a link's parameters can be read (at most `maxMs`: a stuck host never holds the game). */
export function linkParamsReady(maxMs = 3000): Promise<void> {
  return Promise.race([
    paramsReady.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((r) => setTimeout(r, maxMs)),
  ]);
}

function safeParam(name: string): string | null {
  try {
    return linkParam(name);
  } catch {
    return null;
  }
}

/** A link to this page carrying `params`: the host's when it offers one, else `base?params`. */
export async function shareLink(params: Record<string, string>, base: string): Promise<string> {
  let url: string | null = null;
  try {
    url = await source(params);
  } catch {
    url = null;
  }
  return url ?? `${base}?${new URLSearchParams(params).toString()}`;
}
