// Which daily puzzles the player solved, by date: kept in the game's safe storage (it never
// throws; blocked storage keeps them for the visit). A corrupt entry reads as nothing solved.
import { isPuzzleDate } from './date';

export interface KeyValue {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export const SOLVED_KEY = 'puzzles.solved';
const KEY = SOLVED_KEY;
/** Dates kept: older ones are dropped so the entry stays small. */
const KEEP_DATES = 60;

type Solved = Record<string, string[]>;

function read(store: KeyValue): Solved {
  return parse(store.get(KEY));
}

function parse(text: string | null): Solved {
  try {
    const raw = JSON.parse(text ?? '{}') as unknown;
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
  store.set(KEY, JSON.stringify(keepRecent(solved)));
}

/** The most recent dates only, so the entry stays small. */
function keepRecent(solved: Solved): Solved {
  const kept: Solved = {};
  for (const d of Object.keys(solved).sort().slice(-KEEP_DATES)) kept[d] = solved[d];
  return kept;
}

/** Two stored copies (a portal's and this device's) in one: every date's solved games joined. */
export function mergeSolvedTexts(a: string | null, b: string | null): string | null {
  if (a === b || b === null) return a;
  if (a === null) return b;
  const x = parse(a);
  const y = parse(b);
  for (const [date, games] of Object.entries(y)) x[date] = [...new Set([...(x[date] ?? []), ...games])];
  return JSON.stringify(keepRecent(x));
}
