// The stored form of the records: parsed and checked line by line. A line is one game's
// record against one panda, the achievements, the tours, the puzzles: a line that does not
// read (a count of -1, 1.5 or null, a streak above the wins) is dropped alone and starts
// empty, and every other line stays. Records written by a newer build are read the same
// way, leniently, for display only: the store never writes over them (store.ts).
import { GAME_IDS, isGameId, type GameId } from '../games/registry';
import { PANDAS } from '../match/players';
import { ACHIEVEMENT_IDS } from './achievements';
import { emptyProgress, PROGRESS_VERSION, type ProgressData, type RivalStats } from './record';

export type ProgressLoad =
  /** `dropped` names the lines that did not read (empty when all did). */
  | { status: 'none' | 'ok'; data: ProgressData; dropped: string[] }
  /** Nothing could be read (not JSON, not an object, too long, an old or unknown version). */
  | { status: 'reset'; data: ProgressData; reason: string }
  /** Written by a newer build: what could be read of it; never to be written over. */
  | { status: 'newer'; data: ProgressData; version: number; dropped: string[] };

const MAX_TEXT = 100_000;
const MAX_COUNT = 1_000_000;

class ShapeError extends Error {}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const count = (v: unknown, what: string): number => {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > MAX_COUNT) throw new ShapeError(`bad ${what}`);
  return v;
};

function readStats(raw: unknown, what: string): RivalStats {
  if (!isObject(raw)) throw new ShapeError(`bad ${what}`);
  const margin = raw.bestMargin ?? null;
  if (margin !== null && (typeof margin !== 'number' || !Number.isFinite(margin) || Math.abs(margin) > MAX_COUNT))
    throw new ShapeError(`bad ${what}.bestMargin`);
  const stats: RivalStats = {
    won: count(raw.won, `${what}.won`),
    drawn: count(raw.drawn, `${what}.drawn`),
    lost: count(raw.lost, `${what}.lost`),
    streak: count(raw.streak, `${what}.streak`),
    bestStreak: count(raw.bestStreak, `${what}.bestStreak`),
    bestMargin: margin as number | null,
  };
  if (stats.streak > stats.won || stats.bestStreak > stats.won || stats.streak > stats.bestStreak)
    throw new ShapeError(`bad ${what} streaks`);
  return stats;
}

function readGames(raw: unknown, what: string): GameId[] {
  if (!Array.isArray(raw) || raw.length > 100) throw new ShapeError(`bad ${what}`);
  const out: GameId[] = [];
  // a game that no longer exists is dropped quietly, like an achievement that no longer exists
  for (const g of raw) if (isGameId(g) && !out.includes(g)) out.push(g);
  return out;
}

function readAchievements(raw: unknown): string[] {
  if (!Array.isArray(raw) || raw.length > 100) throw new ShapeError('bad achievements');
  // known ids only, in the order they were earned
  const known = ACHIEVEMENT_IDS.filter((id) => raw.includes(id));
  return known.sort((a, b) => raw.indexOf(a) - raw.indexOf(b));
}

/** Reads each line of `raw` into `data`; returns the names of the lines that did not read. */
function readLines(raw: Record<string, unknown>, data: ProgressData): string[] {
  const dropped: string[] = [];
  const line = (name: string, read: () => void): void => {
    try {
      read();
    } catch (e) {
      if (!(e instanceof ShapeError)) throw e;
      dropped.push(name);
    }
  };
  const games = isObject(raw.games) ? raw.games : null;
  if (!games) dropped.push('games');
  for (const id of GAME_IDS) {
    const game = games?.[id];
    if (game === undefined) continue; // a game added since: it starts empty
    if (!isObject(game)) {
      dropped.push(id);
      continue;
    }
    for (const p of PANDAS) if (game[p] !== undefined) line(`${id}.${p}`, () => (data.games[id][p] = readStats(game[p], `${id}.${p}`)));
  }
  line('achievements', () => (data.achievements = readAchievements(raw.achievements)));
  line('tours', () => (data.tours = readGames(raw.tours, 'tours')));
  line('puzzles', () => (data.puzzles = readGames(raw.puzzles, 'puzzles')));
  // online games, per game (records kept before online play have none: they start empty)
  const online = raw.online === undefined ? {} : isObject(raw.online) ? raw.online : null;
  if (!online) dropped.push('online');
  for (const id of GAME_IDS) {
    const stats = online?.[id];
    if (stats !== undefined) line(`online.${id}`, () => (data.online[id] = readStats(stats, `online.${id}`)));
  }
  return dropped;
}

/** Parses and checks stored records, line by line. Never throws. */
export function decodeProgress(text: string | null): ProgressLoad {
  if (text === null || text === '') return { status: 'none', data: emptyProgress(), dropped: [] };
  try {
    if (text.length > MAX_TEXT) throw new ShapeError('too long');
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      throw new ShapeError('not JSON');
    }
    if (!isObject(raw)) throw new ShapeError('not an object');
    const data = emptyProgress();
    if (typeof raw.v === 'number' && Number.isFinite(raw.v) && raw.v > PROGRESS_VERSION) {
      return { status: 'newer', data, version: raw.v, dropped: readLines(raw, data) };
    }
    if (raw.v !== PROGRESS_VERSION) throw new ShapeError(`version ${String(raw.v)}`);
    return { status: 'ok', data, dropped: readLines(raw, data) };
  } catch (e) {
    return { status: 'reset', data: emptyProgress(), reason: (e as Error)?.message ?? String(e) };
  }
}

export function encodeProgress(data: ProgressData): string {
  return JSON.stringify(data);
}
