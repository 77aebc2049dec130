// The records' home: one key of the game's safe storage (src/storage/storage.ts, which a
// portal build points at the portal's data module; main.ts hands it over), versioned like the match save and
// validated on load. A corrupt or old record is replaced by an empty one with a calm notice,
// never a crash; with storage blocked the records live for this visit only. The backend is
// an interface, so anything that can keep a string under a key may hold them.
import { GAME_IDS, isGameId, type GameId } from '../games/registry';
import { PANDAS } from '../game/players';
import { ACHIEVEMENT_IDS } from './achievements';
import { copyProgress, emptyProgress, PROGRESS_VERSION, type ProgressData, type RivalStats } from './record';

/** What the records need of a store (the game's SafeStorage is one; so is a Map's get and set). */
export interface ProgressBackend {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export const PROGRESS_KEY = 'progress';
/** i18n key of the notice shown when stored records could not be read and start afresh. */
export const PROGRESS_RESET_NOTICE = 'progress:notice.reset';

export type ProgressLoad = { status: 'none' | 'ok'; data: ProgressData } | { status: 'reset'; data: ProgressData; reason: string };

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
  const margin = raw.bestMargin;
  if (margin !== null && (typeof margin !== 'number' || !Number.isFinite(margin) || Math.abs(margin) > MAX_COUNT)) throw new ShapeError(`bad ${what}.bestMargin`);
  const stats: RivalStats = {
    won: count(raw.won, `${what}.won`),
    drawn: count(raw.drawn, `${what}.drawn`),
    lost: count(raw.lost, `${what}.lost`),
    streak: count(raw.streak, `${what}.streak`),
    bestStreak: count(raw.bestStreak, `${what}.bestStreak`),
    bestMargin: margin as number | null,
  };
  if (stats.streak > stats.won || stats.bestStreak > stats.won || stats.streak > stats.bestStreak) throw new ShapeError(`bad ${what} streaks`);
  return stats;
}

function readGames(raw: unknown, what: string): GameId[] {
  if (!Array.isArray(raw) || raw.length > 100) throw new ShapeError(`bad ${what}`);
  const out: GameId[] = [];
  // a game that no longer exists is dropped quietly, like an achievement that no longer exists
  for (const g of raw) if (isGameId(g) && !out.includes(g)) out.push(g);
  return out;
}

/** Parses and checks stored records. Never throws. */
export function decodeProgress(text: string | null): ProgressLoad {
  if (text === null || text === '') return { status: 'none', data: emptyProgress() };
  try {
    if (text.length > MAX_TEXT) throw new ShapeError('too long');
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      throw new ShapeError('not JSON');
    }
    if (!isObject(raw)) throw new ShapeError('not an object');
    if (raw.v !== PROGRESS_VERSION) throw new ShapeError(`version ${String(raw.v)}`);
    if (!isObject(raw.games)) throw new ShapeError('bad games');
    const data = emptyProgress();
    for (const id of GAME_IDS) {
      const game = raw.games[id];
      if (game === undefined) continue; // a game added since: it starts empty
      if (!isObject(game)) throw new ShapeError(`bad games.${id}`);
      for (const p of PANDAS) if (game[p] !== undefined) data.games[id][p] = readStats(game[p], `${id}.${p}`);
    }
    if (!Array.isArray(raw.achievements) || raw.achievements.length > 100) throw new ShapeError('bad achievements');
    data.achievements = ACHIEVEMENT_IDS.filter((id) => (raw.achievements as unknown[]).includes(id));
    // keep the order they were earned in
    data.achievements.sort((a, b) => (raw.achievements as unknown[]).indexOf(a) - (raw.achievements as unknown[]).indexOf(b));
    data.tours = readGames(raw.tours, 'tours');
    data.puzzles = readGames(raw.puzzles, 'puzzles');
    // (records kept before online play have none: they start empty)
    if (raw.online !== undefined) {
      if (!isObject(raw.online)) throw new ShapeError('bad online');
      for (const id of GAME_IDS) if (raw.online[id] !== undefined) data.online[id] = readStats(raw.online[id], `online.${id}`);
    }
    return { status: 'ok', data };
  } catch (e) {
    return { status: 'reset', data: emptyProgress(), reason: (e as Error)?.message ?? String(e) };
  }
}

export function encodeProgress(data: ProgressData): string {
  return JSON.stringify(data);
}

/** The records of this player: read once, written after every change. */
export class ProgressStore {
  private data: ProgressData;
  /** Set when the stored records were unreadable and started afresh (shown once). */
  resetNotice: string | null = null;

  constructor(private readonly backend: ProgressBackend) {
    const loaded = decodeProgress(safeGet(backend));
    this.data = loaded.data;
    if (loaded.status === 'reset') {
      this.resetNotice = PROGRESS_RESET_NOTICE;
      this.write();
    }
  }

  /** A copy of the records. */
  get(): ProgressData {
    return copyProgress(this.data);
  }

  /** Replaces the records and writes them (kept in memory if the write fails). */
  set(next: ProgressData): void {
    this.data = copyProgress(next);
    this.write();
  }

  private write(): void {
    try {
      this.backend.set(PROGRESS_KEY, encodeProgress(this.data));
    } catch {
      // a backend that throws (SafeStorage never does): the records still serve this visit
    }
  }
}

function safeGet(backend: ProgressBackend): string | null {
  try {
    return backend.get(PROGRESS_KEY);
  } catch {
    return null;
  }
}
