// The match in progress, saved after every move so that a reload (or a portal that drops
// the iframe) never loses a game. Versioned and strictly validated: a save is trusted only
// after its moves have been replayed through the rules; anything else (corrupt JSON, an
// old format, an illegal move, a game that no longer exists) is discarded with a short
// notice, never a crash. Storage itself never throws (storage.ts).

import { GameRecord, type DrawRules } from '../engine/record';
import type { AnyRules, RuleOptions, Side } from '../engine/types';
import { storage, type SafeStorage } from '../storage/storage';
import { isGameId, kitOf, rulesFor, type GameId } from '../games/registry';
import { isOpponent, type Opponent } from '../game/players';

export const SAVE_KEY = 'match';
export const SAVE_VERSION = 1;

/** The game's variant flags that are on (and nothing else). */
function variantFlags(game: GameId, options: Record<string, unknown>): RuleOptions {
  const own: RuleOptions = {};
  for (const v of kitOf(game).variants) if (options[v.option] === true) own[v.option] = true;
  return own;
}

export interface MatchSave {
  v: typeof SAVE_VERSION;
  game: GameId;
  options: RuleOptions;
  /** Start position, docs/rules.md §0 notation. */
  startText: string;
  /** Moves played from the start, docs/rules.md §0 notation (`pass` for a timer pass). */
  moves: string[];
  drawRules: DrawRules;
  opponent: Opponent;
  /** The side the human plays against a panda; null in a game between two people. */
  humanSide: Side | null;
  /** Turn clock in seconds; 0 when off. */
  timerSeconds: number;
  /** Date.now() of the save. */
  savedAt: number;
}

/** What the match controller hands over after each move. */
export type MatchSnapshot = Omit<MatchSave, 'v' | 'savedAt'>;

/** i18n key (common namespace) of the notice shown when a save is discarded. */
export const SAVE_DISCARDED_NOTICE = 'notice.saveDiscarded';

export type DiscardReason = 'corrupt' | 'old-format' | 'invalid';

export type LoadResult =
  | { status: 'none' }
  | { status: 'ok'; save: MatchSave; record: GameRecord<unknown> }
  | { status: 'discarded'; reason: DiscardReason; detail: string; notice: typeof SAVE_DISCARDED_NOTICE };

/** Limits that keep a hostile or runaway save from costing time. */
const MAX_TEXT = 200_000;
const MAX_MOVES = 5_000;
const MAX_MOVE_TEXT = 24;

class SaveError extends Error {
  constructor(
    readonly reason: DiscardReason,
    message: string,
  ) {
    super(message);
  }
}

type RulesLookup = (id: GameId, options: RuleOptions) => AnyRules;

/** The save as a string (what goes into storage). */
export function encodeMatch(snapshot: MatchSnapshot, now: number = Date.now()): string {
  const save: MatchSave = {
    v: SAVE_VERSION,
    game: snapshot.game,
    options: variantFlags(snapshot.game, { ...snapshot.options }),
    startText: snapshot.startText,
    moves: [...snapshot.moves],
    drawRules: { repetition: snapshot.drawRules.repetition, noProgress: snapshot.drawRules.noProgress },
    opponent: snapshot.opponent,
    humanSide: snapshot.humanSide,
    timerSeconds: snapshot.timerSeconds,
    savedAt: now,
  };
  return JSON.stringify(save);
}

/**
 * Parses and validates a stored save: shape first, then a full replay of the moves.
 * A finished game is not worth resuming and counts as no save. Never throws.
 */
export function decodeMatch(text: string | null, lookup: RulesLookup = rulesFor): LoadResult {
  if (text === null || text === '') return { status: 'none' };
  try {
    const save = validateShape(text);
    const rules = lookup(save.game, save.options);
    if (save.humanSide !== null && !rules.sides.includes(save.humanSide)) {
      throw new SaveError('invalid', `side ${save.humanSide} does not play ${save.game}`);
    }
    let record: GameRecord<unknown>;
    try {
      record = GameRecord.replay(rules, save.startText, save.moves, save.drawRules);
    } catch (e) {
      throw new SaveError('invalid', `replay: ${(e as Error)?.message ?? String(e)}`);
    }
    if (record.isOver) return { status: 'none' };
    return { status: 'ok', save, record };
  } catch (e) {
    const reason = e instanceof SaveError ? e.reason : 'corrupt';
    const detail = (e as Error)?.message ?? String(e);
    return { status: 'discarded', reason, detail, notice: SAVE_DISCARDED_NOTICE };
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function validateShape(text: string): MatchSave {
  if (text.length > MAX_TEXT) throw new SaveError('corrupt', 'too long');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new SaveError('corrupt', 'not JSON');
  }
  if (!isObject(raw)) throw new SaveError('corrupt', 'not an object');
  if (raw.v !== SAVE_VERSION) throw new SaveError('old-format', `version ${String(raw.v)}`);
  const bad = (field: string): never => {
    throw new SaveError('corrupt', `bad ${field}`);
  };
  const { game, options, startText, moves, drawRules, opponent, humanSide, timerSeconds, savedAt } = raw;
  if (!isGameId(game)) bad('game');
  if (!isObject(options)) bad('options');
  const opts = options as Record<string, unknown>;
  for (const value of Object.values(opts)) if (typeof value !== 'boolean') bad('options');
  if (typeof startText !== 'string' || startText.length === 0 || startText.length > 1000) bad('startText');
  if (!Array.isArray(moves) || moves.length > MAX_MOVES) bad('moves');
  for (const m of moves as unknown[]) {
    if (typeof m !== 'string' || m.length === 0 || m.length > MAX_MOVE_TEXT) bad('moves');
  }
  if (!isObject(drawRules) || typeof drawRules.repetition !== 'boolean' || typeof drawRules.noProgress !== 'boolean') {
    bad('drawRules');
  }
  if (!isOpponent(opponent)) bad('opponent');
  if (humanSide !== null && !['X', 'O', 'D', 'T'].includes(humanSide as string)) bad('humanSide');
  if (opponent !== 'human' && humanSide === null) bad('humanSide');
  if (typeof timerSeconds !== 'number' || !Number.isFinite(timerSeconds) || timerSeconds < 0 || timerSeconds > 3600) {
    bad('timerSeconds');
  }
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) bad('savedAt');
  const dr = drawRules as Record<string, boolean>;
  return {
    v: SAVE_VERSION,
    game: game as GameId,
    options: variantFlags(game as GameId, opts),
    startText: startText as string,
    moves: [...(moves as string[])],
    drawRules: { repetition: dr.repetition, noProgress: dr.noProgress },
    opponent: opponent as Opponent,
    humanSide: humanSide as Side | null,
    timerSeconds: timerSeconds as number,
    savedAt: savedAt as number,
  };
}

/** Saves the match in progress (after every move). Never throws. */
export function saveMatch(snapshot: MatchSnapshot, store: SafeStorage = storage): void {
  try {
    store.set(SAVE_KEY, encodeMatch(snapshot));
  } catch {
    // storage never throws; encoding a snapshot the controller built cannot either
  }
}

/** Forgets the saved match (it ended, or the player chose a new game). */
export function clearMatch(store: SafeStorage = storage): void {
  store.remove(SAVE_KEY);
}

/**
 * The saved match, if there is one worth resuming. A save that fails validation is removed
 * at once (so the notice shows once) and reported as 'discarded' with its notice key.
 */
/** The save as loadMatch would find it, but a bad one stays where it is (its notice is shown once, at start). */
export function peekMatch(store: SafeStorage = storage): LoadResult {
  return decodeMatch(store.get(SAVE_KEY));
}

export function loadMatch(store: SafeStorage = storage, lookup: RulesLookup = rulesFor): LoadResult {
  const result = decodeMatch(store.get(SAVE_KEY), lookup);
  if (result.status !== 'ok' && store.get(SAVE_KEY) !== null) store.remove(SAVE_KEY);
  return result;
}
