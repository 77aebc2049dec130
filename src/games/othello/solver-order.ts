// Move ordering of the exact solver's deep search (more than SHALLOW empties, solver-deep.ts):
// fastest first, i.e. the moves that leave the opponent the fewest replies are searched
// first, because they are the likeliest to cut and their subtrees are the smallest.

import * as bitboard from './bitboard';

// Hot imports bound locally (see solver.ts: Vitest turns named imports into property reads).
const { lastHi, movesLo, popcount64 } = bitboard;

const NOT_A = 0xfefefefe | 0;
const NOT_H = 0x7f7f7f7f;
const CORNERS_LO = (1 << 0) | (1 << 7);
const CORNERS_HI = (1 << 24) | (1 << 31);

/** Ordering bonus per square for fastest-first (corners only; more measured no better). */
const SQUARE_BONUS = new Int32Array(64);
for (const c of [0, 7, 56, 63]) SQUARE_BONUS[c] = 8;

/** Own discs in the 2x2 / edge-run neighbourhood of own corners: a cheap stability proxy. */
function cornerStable(xLo: number, xHi: number): number {
  // Corners and the squares next to them along the edges, where the corner is ours.
  let n = 0;
  if (xLo & 1) n += 1 + ((xLo >>> 1) & 1) + ((xLo >>> 8) & 1);
  if (xLo & 0x80) n += 1 + ((xLo >>> 6) & 1) + ((xLo >>> 15) & 1);
  if (xHi & 0x01000000) n += 1 + ((xHi >>> 25) & 1) + ((xHi >>> 16) & 1);
  if (xHi & 0x80000000) n += 1 + ((xHi >>> 30) & 1) + ((xHi >>> 23) & 1);
  return n;
}
/** Ordering weight of one corner-anchored disc (one opponent reply weighs 1024). */
const CSTAB_W = 64;

/**
 * Sort key of a move (lower = searched earlier), from the position after it (`n*` = our
 * discs, `t*` = theirs): fastest first, i.e. few opponent replies (a corner reply counts
 * double), then few empty squares next to our discs (their potential replies), then
 * corners for us.
 */
export function orderKey(sq: number, nLo: number, nHi: number, tLo: number, tHi: number): number {
  const rLo = movesLo(tLo, tHi, nLo, nHi);
  const rHi = lastHi();
  const replies = popcount64(rLo, rHi) + popcount64(rLo & CORNERS_LO, rHi & CORNERS_HI);
  // Squares next to our discs: spread along the rank, then up and down.
  const hLo = nLo | ((nLo << 1) & NOT_A) | ((nLo >>> 1) & NOT_H);
  const hHi = nHi | ((nHi << 1) & NOT_A) | ((nHi >>> 1) & NOT_H);
  const aLo = hLo | (hLo << 8) | (hLo >>> 8) | (hHi << 24);
  const aHi = hHi | (hHi << 8) | (hLo >>> 24) | (hHi >>> 8);
  const potential = popcount64(aLo & ~(nLo | tLo), aHi & ~(nHi | tHi));
  return (replies << 10) + (potential << 3) - SQUARE_BONUS[sq] - CSTAB_W * cornerStable(nLo, nHi);
}
