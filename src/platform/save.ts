// The matches in progress, one per game (key `match.<game>`), saved after every move so that
// a reload (or a portal that drops the iframe) never loses a game, and starting one game
// never touches another's. Versioned and strictly validated: a save is trusted only after
// its moves have been replayed through the rules; anything else (corrupt JSON, an old
// format, an illegal move, a game that no longer exists) is discarded with a short notice,
// one save at a time, never a crash. A save written by a newer build is left as it is and
// never written over. The single save of earlier builds (key `match`) moves to its game's
// key (migrateLegacy). Storage itself never throws (storage.ts).

import { GameRecord, type DrawRules } from '../engine/record';
import type { AnyRules, RuleOptions, Side } from '../engine/types';
import { storage, type SafeStorage } from '../storage/storage';
import { GAME_IDS, isGameId, kitOf, rulesFor, type GameId } from '../games/registry';
import { isOpponent, type Opponent } from '../match/players';
import { isNewerRecord } from '../match/stored-version';

import { SAVE_KEY, SAVE_VERSION, saveKey } from '../storage/store-keys';

export { SAVE_KEY, SAVE_VERSION, saveKey } from '../storage/store-keys';

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
  /** Written by a newer build: kept as it is, not offered, never written over. */
  | { status: 'newer'; version: number }
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
  if (isNewerRecord(text, SAVE_VERSION)) return { status: 'newer', version: (JSON.parse(text) as { v: number }).v };
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
  if (humanSide !== null && !GAME_IDS.some((id) => kitOf(id).sides.includes(humanSide as Side))) bad('humanSide');
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

/** Saves the match in progress (after every move); false when a newer build's save of that game stays. Never throws. */
export function saveMatch(snapshot: MatchSnapshot, store: SafeStorage = storage): boolean {
  try {
    const key = saveKey(snapshot.game);
    if (isNewerRecord(store.get(key), SAVE_VERSION)) return false;
    store.set(key, encodeMatch(snapshot));
    return true;
  } catch {
    // storage never throws; encoding a snapshot the controller built cannot either
    return false;
  }
}

/** Forgets a game's saved match (it ended, or the player chose a new game); a newer build's stays. */
export function clearMatch(game: GameId, store: SafeStorage = storage): void {
  const key = saveKey(game);
  if (!isNewerRecord(store.get(key), SAVE_VERSION)) store.remove(key);
}

/** A save that can be resumed (moves played, replayed through the rules). */
export type ResumableSave = Extract<LoadResult, { status: 'ok' }>;

export interface SavesFound {
  /** Saves worth resuming, the most recent first. */
  saves: ResumableSave[];
  /** Saves that failed validation (removed by loadSaves, left by peekSaves). */
  discarded: { game: GameId; reason: DiscardReason; detail: string }[];
  /** Games whose save a newer build wrote. */
  newer: GameId[];
}

const decoded = new Map<string, LoadResult>();
/** decodeMatch, remembered for the last texts seen (the menu asks at every build). */
function decodeCached(text: string | null, lookup: RulesLookup): LoadResult {
  if (text === null || lookup !== rulesFor) return decodeMatch(text, lookup);
  let r = decoded.get(text);
  if (!r) {
    if (decoded.size > 20) decoded.clear();
    r = decodeMatch(text, lookup);
    decoded.set(text, r);
  }
  return r;
}

/** Every game's save as it is stored. A save under another game's key is corrupt. */
export function peekSaves(store: SafeStorage = storage, lookup: RulesLookup = rulesFor): SavesFound {
  const found: SavesFound = { saves: [], discarded: [], newer: [] };
  for (const game of GAME_IDS) {
    let r = decodeCached(store.get(saveKey(game)), lookup);
    if (r.status === 'ok' && r.save.game !== game)
      r = { status: 'discarded', reason: 'corrupt', detail: `a ${r.save.game} save under ${game}`, notice: SAVE_DISCARDED_NOTICE };
    if (r.status === 'ok' && r.save.moves.length > 0) found.saves.push(r);
    else if (r.status === 'discarded') found.discarded.push({ game, reason: r.reason, detail: r.detail });
    else if (r.status === 'newer') found.newer.push(game);
  }
  found.saves.sort((a, b) => b.save.savedAt - a.save.savedAt);
  return found;
}

/** As peekSaves, and the saves that failed validation are removed (so their notice shows once). */
export function loadSaves(store: SafeStorage = storage, lookup: RulesLookup = rulesFor): SavesFound {
  const found = peekSaves(store, lookup);
  for (const d of found.discarded) store.remove(saveKey(d.game));
  return found;
}

/** One game's save, if it can be resumed; a save that fails validation is removed. */
export function loadMatch(game: GameId, store: SafeStorage = storage, lookup: RulesLookup = rulesFor): LoadResult {
  const text = store.get(saveKey(game));
  const result = decodeMatch(text, lookup);
  if (result.status === 'ok' && result.save.game !== game) {
    store.remove(saveKey(game));
    return { status: 'discarded', reason: 'corrupt', detail: `a ${result.save.game} save under ${game}`, notice: SAVE_DISCARDED_NOTICE };
  }
  // a save that failed validation goes at once (its notice shows once), and so does a finished game
  if (text !== null && (result.status === 'discarded' || result.status === 'none')) store.remove(saveKey(game));
  return result;
}

/**
 * Moves the single save of earlier builds to its game's key, unless that game has a more
 * recent save there already (or a newer build's). A newer build's single save stays where
 * it is. Returns what was wrong with a save that could not be moved (it is removed).
 */
export function migrateLegacy(store: SafeStorage = storage, lookup: RulesLookup = rulesFor): LoadResult {
  const text = store.get(SAVE_KEY);
  if (text === null) return { status: 'none' };
  const old = decodeMatch(text, lookup);
  if (old.status === 'newer') return old;
  if (old.status === 'ok') {
    const key = saveKey(old.save.game);
    const there = decodeMatch(store.get(key), lookup);
    const keepThere = there.status === 'newer' || (there.status === 'ok' && there.save.savedAt >= old.save.savedAt);
    if (!keepThere) store.set(key, text);
  }
  store.remove(SAVE_KEY);
  return old;
}
