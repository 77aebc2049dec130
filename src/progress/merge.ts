// Two copies of the records that went their own ways (the portal's data module and this
// device's localStorage, after a visit with the portal's SDK blocked): merged so that
// nothing is dropped. The counts only ever grow, so of two copies of one line the one with
// more games played is the later; the lists (achievements, tours, puzzles) are joined.
// Pure; docs/architecture.md, "Saves and storage".
import { GAME_IDS } from '../games/registry';
import { PANDAS } from '../match/players';
import { decodeProgress, encodeProgress } from './decode';
import { copyProgress, type ProgressData, type RivalStats } from './record';

const played = (s: RivalStats): number => s.won + s.drawn + s.lost;

function union<T>(a: readonly T[], b: readonly T[]): T[] {
  return [...a, ...b.filter((x) => !a.includes(x))];
}

/** Both copies' records in one: per game and panda the line with more games, the lists joined. */
export function mergeProgress(a: ProgressData, b: ProgressData): ProgressData {
  const out = copyProgress(a);
  for (const id of GAME_IDS) {
    for (const p of PANDAS) {
      const x = a.games[id][p];
      const y = b.games[id][p];
      if (played(y) > played(x)) out.games[id][p] = { ...y };
    }
  }
  out.achievements = union(a.achievements, b.achievements);
  out.tours = union(a.tours, b.tours);
  out.puzzles = union(a.puzzles, b.puzzles);
  return out;
}

/**
 * The stored texts of two copies, merged. A copy a newer build wrote is kept whole (this
 * build would lose what it cannot read); one that cannot be read gives way to the other.
 */
export function mergeProgressTexts(a: string | null, b: string | null): string | null {
  if (a === b || b === null) return a;
  if (a === null) return b;
  const x = decodeProgress(a);
  const y = decodeProgress(b);
  if (x.status === 'newer') return a;
  if (y.status === 'newer') return b;
  if (x.status !== 'ok') return y.status === 'ok' ? b : a;
  if (y.status !== 'ok') return a;
  return encodeProgress(mergeProgress(x.data, y.data));
}
