// The player's records, as plain data: per game and per panda the games won, drawn and lost,
// the current and best winning streak and (where the game keeps one, Othello) the best
// winning margin; the achievements earned; the games whose tour and daily puzzle were
// finished. Pure functions, no storage, no Phaser (docs/architecture.md, "Progress and
// achievements").
import { GAME_IDS, type GameId } from '../games/registry';
import { PANDAS, type PandaName } from '../match/players';

export const PROGRESS_VERSION = 1;

export interface RivalStats {
  won: number;
  drawn: number;
  lost: number;
  /** Wins in a row up to the last game (a draw or a loss ends it). */
  streak: number;
  bestStreak: number;
  /** The widest win, for games that keep a margin; null before the first such win. */
  bestMargin: number | null;
}

export interface ProgressData {
  v: typeof PROGRESS_VERSION;
  games: Record<GameId, Record<PandaName, RivalStats>>;
  /** Achievement ids in the order they were earned. */
  achievements: string[];
  /** Games whose tour was followed to its last step. */
  tours: GameId[];
  /** Games with a daily puzzle solved at least once. */
  puzzles: GameId[];
  /** Games against players online, per game: apart from the pandas' (no achievement counts them). */
  online: Partial<Record<GameId, RivalStats>>;
}

export type PlayerResult = 'won' | 'drawn' | 'lost';

export function emptyStats(): RivalStats {
  return { won: 0, drawn: 0, lost: 0, streak: 0, bestStreak: 0, bestMargin: null };
}

export function emptyProgress(): ProgressData {
  const games = {} as ProgressData['games'];
  for (const id of GAME_IDS) {
    games[id] = {} as Record<PandaName, RivalStats>;
    for (const p of PANDAS) games[id][p] = emptyStats();
  }
  return { v: PROGRESS_VERSION, games, achievements: [], tours: [], puzzles: [], online: {} };
}

/** A deep copy (the store hands out copies, so nobody edits its data by accident). */
export function copyProgress(data: ProgressData): ProgressData {
  return JSON.parse(JSON.stringify(data)) as ProgressData;
}

/** The stats after one more game: `margin` counts only for a win, and only where the game keeps one. */
export function addGame(stats: RivalStats, result: PlayerResult, margin?: number): RivalStats {
  const next = { ...stats };
  if (result === 'won') {
    next.won++;
    next.streak++;
    next.bestStreak = Math.max(next.bestStreak, next.streak);
    if (margin !== undefined && (next.bestMargin === null || margin > next.bestMargin)) next.bestMargin = margin;
  } else {
    if (result === 'drawn') next.drawn++;
    else next.lost++;
    next.streak = 0;
  }
  return next;
}

/** The records after a finished game against a panda (a new object; `data` is left as it was). */
export function recordGame(data: ProgressData, game: GameId, panda: PandaName, result: PlayerResult, margin?: number): ProgressData {
  const next = copyProgress(data);
  next.games[game][panda] = addGame(next.games[game][panda], result, margin);
  return next;
}

/** The records after a finished online game (a new object). */
export function recordOnline(data: ProgressData, game: GameId, result: PlayerResult): ProgressData {
  const next = copyProgress(data);
  next.online = { ...next.online, [game]: addGame(next.online[game] ?? emptyStats(), result) };
  return next;
}

/** Whether the player has beaten this panda in this game (the select card's badge). */
export function hasBeaten(data: ProgressData, game: GameId, panda: PandaName): boolean {
  return data.games[game][panda].won > 0;
}

/** Adds a game to a list of games once. */
export function withGame(list: readonly GameId[], game: GameId): GameId[] {
  return list.includes(game) ? [...list] : [...list, game];
}
