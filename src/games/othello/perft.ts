// perft for Othello (docs/rules.md §0): counts the leaves of the move tree on raw bitboards,
// the engine's speed figure in `cli perft` / `cli bench` and a check of move generation.

import { canMove, flipsLo, lastHi, movesLo, popcount64 } from './bitboard';

/**
 * perft per docs/rules.md §0 on raw bitboards (side owning `p` to move): a forced pass is one
 * ply, a finished game counts 0 at depth > 0. Bulk-counts the last ply.
 */
export function perftFast(pLo: number, pHi: number, oLo: number, oHi: number, depth: number): number {
  if (depth <= 0) return 1;
  let mLo = movesLo(pLo, pHi, oLo, oHi);
  let mHi = lastHi();
  if ((mLo | mHi) === 0) {
    if (!canMove(oLo, oHi, pLo, pHi)) return 0; // game over
    return depth === 1 ? 1 : perftFast(oLo, oHi, pLo, pHi, depth - 1);
  }
  if (depth === 1) return popcount64(mLo, mHi);
  let sum = 0;
  if (depth === 2) {
    // Count each child's moves directly instead of recursing.
    while (mLo !== 0) {
      const b = mLo & -mLo;
      mLo ^= b;
      const fL = flipsLo(31 - Math.clz32(b), pLo, pHi, oLo, oHi) | b;
      const fH = lastHi();
      sum += leafCount(oLo & ~fL, oHi & ~fH, pLo | fL, pHi | fH);
    }
    while (mHi !== 0) {
      const b = mHi & -mHi;
      mHi ^= b;
      const fL = flipsLo(63 - Math.clz32(b), pLo, pHi, oLo, oHi);
      const fH = lastHi() | b;
      sum += leafCount(oLo & ~fL, oHi & ~fH, pLo | fL, pHi | fH);
    }
    return sum;
  }
  while (mLo !== 0) {
    const b = mLo & -mLo;
    mLo ^= b;
    const fL = flipsLo(31 - Math.clz32(b), pLo, pHi, oLo, oHi) | b;
    const fH = lastHi();
    sum += perftFast(oLo & ~fL, oHi & ~fH, pLo | fL, pHi | fH, depth - 1);
  }
  while (mHi !== 0) {
    const b = mHi & -mHi;
    mHi ^= b;
    const fL = flipsLo(63 - Math.clz32(b), pLo, pHi, oLo, oHi);
    const fH = lastHi() | b;
    sum += perftFast(oLo & ~fL, oHi & ~fH, pLo | fL, pHi | fH, depth - 1);
  }
  return sum;
}

/** perft(…, 1): number of moves, a forced pass counting 1, a finished game 0. */
function leafCount(pLo: number, pHi: number, oLo: number, oHi: number): number {
  const lo = movesLo(pLo, pHi, oLo, oHi);
  const hi = lastHi();
  if ((lo | hi) !== 0) return popcount64(lo, hi);
  return canMove(oLo, oHi, pLo, pHi) ? 1 : 0;
}
