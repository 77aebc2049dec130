// Pairing Chess's board (docs/rules.md §2): 5×5 points as 25-bit masks (bit i = point i
// in notation order, a1 = bit 0 at the top left; X starts at the bottom), and the pairing
// test on a side's mask. See src/engine/grid-masks.ts for the shift conventions.

import { gridMasks } from '../../engine/grid-masks';

export const GRID = gridMasks(5, 5);

const W = 5;
const NOT_FIRST = GRID.notFirstFile;
const NOT_LAST = GRID.notLastFile;

/**
 * Paired (docs/rules.md §2): every piece has exactly one own orthogonal neighbour. For each
 * direction a mask marks the pieces with an own neighbour that way; "exactly one" is
 * "at least one and not two". Pieces meeting that form disjoint pairs, so the count is
 * even by itself, and an empty side is never paired.
 */
export function isPaired(m: number): boolean {
  const n = m & (m << W);
  const s = m & (m >>> W);
  const e = m & (m >>> 1) & NOT_LAST;
  const w = m & (m << 1) & NOT_FIRST;
  const ns = n | s;
  const ew = e | w;
  const two = (n & s) | (e & w) | (ns & ew);
  return m !== 0 && ((ns | ew) & ~two) === m;
}
