// Which daily puzzles the player solved, by date: kept in the game's safe storage (it never
// throws; blocked storage keeps them for the visit). A corrupt entry reads as nothing solved.
import { isPuzzleDate } from './date';

export interface KeyValue {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

const KEY = 'puzzles.solved';
/** Dates kept: older ones are dropped so the entry stays small. */
const KEEP_DATES = 60;

type Solved = Record<string, string[]>;

function read(store: KeyValue): Solved {
  try {
    const raw = JSON.parse(store.get(KEY) ?? '{}') as unknown;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
    const out: Solved = {};
    for (const [date, games] of Object.entries(raw as Record<string, unknown>)) {
      if (isPuzzleDate(date) && Array.isArray(games)) out[date] = games.filter((g): g is string => typeof g === 'string').slice(0, 16);
    }
    return out;
  } catch {
    return {};
  }
}

export function isSolved(store: KeyValue, game: string, date: string): boolean {
  return read(store)[date]?.includes(game) ?? false;
}

export function markSolved(store: KeyValue, game: string, date: string): void {
  const solved = read(store);
  const games = solved[date] ?? [];
  if (!games.includes(game)) games.push(game);
  solved[date] = games;
  const dates = Object.keys(solved).sort().slice(-KEEP_DATES);
  const kept: Solved = {};
  for (const d of dates) kept[d] = solved[d];
  store.set(KEY, JSON.stringify(kept));
}
