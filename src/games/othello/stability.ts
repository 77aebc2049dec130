// Stable discs for the exact solver: discs that no sequence of moves can flip any more.
// The opponent's stable discs bound our final score from above (64 − 2 × stable), which
// lets the solver cut a node without searching it (solver.ts).
//
// The count is a lower bound on the true number of stable discs (the method Edax
// describes): discs on an edge that the edge alone keeps (a table over all 3^8 edge
// fillings), discs whose four lines are all full, and then, repeatedly, inner discs that
// in each of the four directions have a full line or a stable own neighbour.
// Bitboards as in rules.ts: two int32 halves, a1 = bit 0 … h8 = bit 63.

import * as bitboard from './bitboard';
import * as DIAGONALS from './diagonals';

// Hot imports bound locally (see solver.ts: Vitest turns named imports into property reads).
const { popcount64 } = bitboard;

// ---------------------------------------------------------------------------------------
// Edge table: EDGE_STABLE[p * 256 + o] = discs of p (8-bit line) that stay p forever
// ---------------------------------------------------------------------------------------

const EDGE_STABLE = new Uint8Array(256 * 256);

/** Places a disc of `me` on square x of a line and flips along it; returns [me, them]. */
function placeOnLine(me: number, them: number, x: number): [number, number] {
  me |= 1 << x;
  for (const dir of [-1, 1]) {
    let y = x + dir;
    let run = 0;
    while (y >= 0 && y < 8 && (them >> y) & 1) {
      run |= 1 << y;
      y += dir;
    }
    if (y >= 0 && y < 8 && (me >> y) & 1) {
      me |= run;
      them &= ~run;
    }
  }
  return [me, them];
}

{
  // T(p, o) = p ∩ T(every child) over every empty square filled by either side (a square
  // may always be filled: the move can flip in another direction). Children have one
  // empty less, so a memoised recursion terminates quickly (3^8 states).
  const memo = new Int16Array(256 * 256).fill(-1);
  const stableOf = (p: number, o: number): number => {
    const k = p * 256 + o;
    if (memo[k] >= 0) return memo[k];
    let s = p;
    const empty = ~(p | o) & 0xff;
    for (let x = 0; x < 8 && s !== 0; x++) {
      if (!((empty >> x) & 1)) continue;
      const [p1, o1] = placeOnLine(p, o, x);
      s &= stableOf(p1, o1);
      const [o2, p2] = placeOnLine(o, p, x);
      s &= stableOf(p2, o2);
    }
    memo[k] = s;
    return s;
  };
  for (let p = 0; p < 256; p++) {
    for (let o = 0; o < 256; o++) if ((p & o) === 0) EDGE_STABLE[p * 256 + o] = stableOf(p, o);
  }
}

/** File a (or h after >>> 7) of a board as an 8-bit line, rank 1 = bit 0. */
const fileA = (lo: number, hi: number): number =>
  (lo & 1) |
  ((lo >>> 7) & 2) |
  ((lo >>> 14) & 4) |
  ((lo >>> 21) & 8) |
  ((hi << 4) & 16) |
  ((hi >>> 3) & 32) |
  ((hi >>> 10) & 64) |
  ((hi >>> 17) & 128);

/** An 8-bit line back onto file a: the low and high halves. */
const FILE_A_LO = new Int32Array(256);
const FILE_A_HI = new Int32Array(256);
for (let b = 0; b < 256; b++) {
  for (let i = 0; i < 4; i++) {
    if ((b >> i) & 1) FILE_A_LO[b] |= 1 << (8 * i);
    if ((b >> (i + 4)) & 1) FILE_A_HI[b] |= 1 << (8 * i);
  }
}

// ---------------------------------------------------------------------------------------
// Full lines
// ---------------------------------------------------------------------------------------

/** Per square: its diagonal (a1–h8 direction) and anti-diagonal (diagonals.ts). */
const DIAG_LO = DIAGONALS.DIAG_LO;
const DIAG_HI = DIAGONALS.DIAG_HI;
const ANTI_LO = DIAGONALS.ANTI_LO;
const ANTI_HI = DIAGONALS.ANTI_HI;

/** Inner squares (b2..g7): only they can use the neighbour rule without wrapping. */
const INNER_LO = 0x7e7e7e00;
const INNER_HI = 0x007e7e7e;

/**
 * Lower bound on the number of stable discs of the side owning `p` (see top of file).
 */
export function stableCount(pLo: number, pHi: number, oLo: number, oHi: number): number {
  const aLo = pLo | oLo;
  const aHi = pHi | oHi;

  // Edges: rank 1, rank 8, file a, file h.
  let sLo = EDGE_STABLE[((pLo & 0xff) << 8) | (oLo & 0xff)];
  let sHi = EDGE_STABLE[((pHi >>> 24) << 8) | (oHi >>> 24)] << 24;
  let e = EDGE_STABLE[(fileA(pLo, pHi) << 8) | fileA(oLo, oHi)];
  sLo |= FILE_A_LO[e];
  sHi |= FILE_A_HI[e];
  e = EDGE_STABLE[(fileA(pLo >>> 7, pHi >>> 7) << 8) | fileA(oLo >>> 7, oHi >>> 7)];
  sLo |= FILE_A_LO[e] << 7;
  sHi |= FILE_A_HI[e] << 7;

  // Full ranks: a byte of all ones. Full files: set in all eight ranks.
  let t = aLo & (aLo >>> 4);
  t &= t >>> 2;
  t &= t >>> 1;
  const hLo = Math.imul(t & 0x01010101, 0xff);
  t = aHi & (aHi >>> 4);
  t &= t >>> 2;
  t &= t >>> 1;
  const hHi = Math.imul(t & 0x01010101, 0xff);
  t = aLo & aHi;
  t &= t >>> 16;
  t &= t >>> 8;
  const vAll = Math.imul(t & 0xff, 0x01010101);
  // Full diagonals: every diagonal but those through an empty square (a handful in the
  // endgame: cheaper than testing all 30 diagonals; docs/ai.md, "Othello's exact solver").
  let d9Lo = -1;
  let d9Hi = -1;
  let d7Lo = -1;
  let d7Hi = -1;
  for (let e = ~aLo; e !== 0; e &= e - 1) {
    const sq = 31 - Math.clz32(e & -e);
    d9Lo &= ~DIAG_LO[sq];
    d9Hi &= ~DIAG_HI[sq];
    d7Lo &= ~ANTI_LO[sq];
    d7Hi &= ~ANTI_HI[sq];
  }
  for (let e = ~aHi; e !== 0; e &= e - 1) {
    const sq = 63 - Math.clz32(e & -e);
    d9Lo &= ~DIAG_LO[sq];
    d9Hi &= ~DIAG_HI[sq];
    d7Lo &= ~ANTI_LO[sq];
    d7Hi &= ~ANTI_HI[sq];
  }

  const cLo = pLo & INNER_LO;
  const cHi = pHi & INNER_HI;
  sLo |= cLo & hLo & vAll & d9Lo & d7Lo;
  sHi |= cHi & hHi & vAll & d9Hi & d7Hi;
  if ((cLo | cHi) === 0 || (sLo | sHi) === 0) return popcount64(sLo, sHi);

  // Spread: an inner disc is stable when each direction has a full line or a stable
  // neighbour of its own colour. Shifts by 1, 7, 8, 9 across the two halves.
  for (;;) {
    const hL = (sLo << 1) | (sLo >>> 1) | (sHi << 31) | hLo;
    const hH = (sHi << 1) | (sHi >>> 1) | (sLo >>> 31) | hHi;
    const vL = (sLo << 8) | (sLo >>> 8) | (sHi << 24) | vAll;
    const vH = (sHi << 8) | (sHi >>> 8) | (sLo >>> 24) | vAll;
    const aL = (sLo << 7) | (sLo >>> 7) | (sHi << 25) | d7Lo;
    const aH = (sHi << 7) | (sHi >>> 7) | (sLo >>> 25) | d7Hi;
    const bL = (sLo << 9) | (sLo >>> 9) | (sHi << 23) | d9Lo;
    const bH = (sHi << 9) | (sHi >>> 9) | (sLo >>> 23) | d9Hi;
    const nLo = sLo | (hL & vL & aL & bL & cLo);
    const nHi = sHi | (hH & vH & aH & bH & cHi);
    if (nLo === sLo && nHi === sHi) break;
    sLo = nLo;
    sHi = nHi;
  }
  return popcount64(sLo, sHi);
}

/**
 * Stability is only worth computing when alpha is this high for the number of empties:
 * with many empties few discs are stable, so only a high alpha can be cut (Edax's table).
 */
export const STABILITY_ALPHA = new Int8Array(65).fill(64);
[
  99, 99, 99, 4, 6, 8, 10, 12, 14, 16, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 48, 50, 50, 52, 52, 54, 54, 56, 56, 58,
  58, 60, 60, 62, 62,
].forEach((a, n) => {
  STABILITY_ALPHA[n] = Math.min(a, 64);
});
