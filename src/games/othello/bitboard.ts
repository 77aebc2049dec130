// Othello's bitboards (docs/rules.md §1): move generation, flips, counting. The hot
// functions of the midgame search, the exact solver and perft.
//
// Board representation. Each side's discs are a 64-bit set held as two 32-bit halves,
// because JavaScript has no fast 64-bit integer (BigInt is far too slow for search):
//   bit i of the set = point index i in notation order: a1 = 0, b1 = 1, … h1 = 7, a2 = 8, …
//   h8 = 63. Rank 1 is the TOP row (docs/rules.md §0). `Lo` holds bits 0–31 (ranks 1–4),
//   `Hi` bits 32–63 (ranks 5–8), both as signed int32 values (bit 31 is the sign).
// Positions are stored from the mover's point of view: `p*` are the discs of the side to
// move, `o*` those of its opponent, and `turn` says who that is (0 = X / Black).
// Playing a move therefore swaps the two sets, which keeps every hot function colour-blind.
//
// Directions on the bit index: E = +1, W = −1, S (down) = +8, N (up) = −8, SE = +9,
// SW = +7, NE = −7, NW = −9. A shift towards higher indexes moves "south/east".
//
// Hot-path functions (movesLo/flipsLo here, perftFast in perft.ts) take and return plain
// int32 numbers and pass the second half of a 64-bit result through a module variable
// (lastHi()), so they allocate nothing.

import { popcount } from '../../engine/hash';

// ---------------------------------------------------------------------------------------
// Move generation (Kogge-Stone style, as in Edax's get_moves, on 32-bit halves)
// ---------------------------------------------------------------------------------------

/** Files b..g: discs on files a and h can never be flipped horizontally or diagonally. */
const INNER = 0x7e7e7e7e;

/**
 * High half of the last 64-bit result of movesLo / flipsLo: the allocation-free second
 * return value. A module variable, because it measured 15% faster in perft than an
 * Int32Array slot. Read it (via lastHi() outside this module) right after the call.
 */
let HI = 0;

/** High half (bits 32–63) of the result of the last movesLo / flipsLo call. */
export const lastHi = (): number => HI;

/**
 * Legal placements for the side owning `p` against `o`: returns the low half (bits 0–31)
 * and leaves the high half in lastHi().
 */
export function movesLo(pLo: number, pHi: number, oLo: number, oHi: number): number {
  const eLo = ~(pLo | oLo);
  const eHi = ~(pHi | oHi);

  // Horizontal (±1): a shift by 1 or 2 never needs to carry between the halves, because
  // anything it would carry lands on file a and is masked off by INNER.
  let mLo: number, mHi: number;
  {
    const hL = oLo & INNER;
    const hH = oHi & INNER;
    let lL = hL & (pLo << 1);
    let lH = hH & (pHi << 1);
    let rL = hL & (pLo >>> 1);
    let rH = hH & (pHi >>> 1);
    lL |= hL & (lL << 1);
    lH |= hH & (lH << 1);
    rL |= hL & (rL >>> 1);
    rH |= hH & (rH >>> 1);
    const mlL = hL & (hL << 1);
    const mlH = hH & (hH << 1);
    const mrL = mlL >>> 1;
    const mrH = mlH >>> 1;
    lL |= mlL & (lL << 2);
    lH |= mlH & (lH << 2);
    rL |= mrL & (rL >>> 2);
    rH |= mrH & (rH >>> 2);
    lL |= mlL & (lL << 2);
    lH |= mlH & (lH << 2);
    rL |= mrL & (rL >>> 2);
    rH |= mrH & (rH >>> 2);
    mLo = (lL << 1) | (rL >>> 1);
    mHi = (lH << 1) | (rH >>> 1);
  }

  // Vertical (±8), diagonals (±7, ±9): the 64-bit shifts carry between halves.
  // Left shifts (towards higher bits) update Hi first because Hi reads the old Lo;
  // right shifts update Lo first for the same reason.
  {
    // ±8, mask = all opponent discs
    let lL = oLo & (pLo << 8);
    let lH = oHi & ((pHi << 8) | (pLo >>> 24));
    let rL = oLo & ((pLo >>> 8) | (pHi << 24));
    let rH = oHi & (pHi >>> 8);
    lH |= oHi & ((lH << 8) | (lL >>> 24));
    lL |= oLo & (lL << 8);
    rL |= oLo & ((rL >>> 8) | (rH << 24));
    rH |= oHi & (rH >>> 8);
    const mlL = oLo & (oLo << 8);
    const mlH = oHi & ((oHi << 8) | (oLo >>> 24));
    const mrL = (mlL >>> 8) | (mlH << 24);
    const mrH = mlH >>> 8;
    lH |= mlH & ((lH << 16) | (lL >>> 16));
    lL |= mlL & (lL << 16);
    rL |= mrL & ((rL >>> 16) | (rH << 16));
    rH |= mrH & (rH >>> 16);
    lH |= mlH & ((lH << 16) | (lL >>> 16));
    lL |= mlL & (lL << 16);
    rL |= mrL & ((rL >>> 16) | (rH << 16));
    rH |= mrH & (rH >>> 16);
    mHi |= (lH << 8) | (lL >>> 24) | (rH >>> 8);
    mLo |= (lL << 8) | (rL >>> 8) | (rH << 24);
  }
  const dL = oLo & INNER;
  const dH = oHi & INNER;
  {
    // ±7
    let lL = dL & (pLo << 7);
    let lH = dH & ((pHi << 7) | (pLo >>> 25));
    let rL = dL & ((pLo >>> 7) | (pHi << 25));
    let rH = dH & (pHi >>> 7);
    lH |= dH & ((lH << 7) | (lL >>> 25));
    lL |= dL & (lL << 7);
    rL |= dL & ((rL >>> 7) | (rH << 25));
    rH |= dH & (rH >>> 7);
    const mlL = dL & (dL << 7);
    const mlH = dH & ((dH << 7) | (dL >>> 25));
    const mrL = (mlL >>> 7) | (mlH << 25);
    const mrH = mlH >>> 7;
    lH |= mlH & ((lH << 14) | (lL >>> 18));
    lL |= mlL & (lL << 14);
    rL |= mrL & ((rL >>> 14) | (rH << 18));
    rH |= mrH & (rH >>> 14);
    lH |= mlH & ((lH << 14) | (lL >>> 18));
    lL |= mlL & (lL << 14);
    rL |= mrL & ((rL >>> 14) | (rH << 18));
    rH |= mrH & (rH >>> 14);
    mHi |= (lH << 7) | (lL >>> 25) | (rH >>> 7);
    mLo |= (lL << 7) | (rL >>> 7) | (rH << 25);
  }
  {
    // ±9
    let lL = dL & (pLo << 9);
    let lH = dH & ((pHi << 9) | (pLo >>> 23));
    let rL = dL & ((pLo >>> 9) | (pHi << 23));
    let rH = dH & (pHi >>> 9);
    lH |= dH & ((lH << 9) | (lL >>> 23));
    lL |= dL & (lL << 9);
    rL |= dL & ((rL >>> 9) | (rH << 23));
    rH |= dH & (rH >>> 9);
    const mlL = dL & (dL << 9);
    const mlH = dH & ((dH << 9) | (dL >>> 23));
    const mrL = (mlL >>> 9) | (mlH << 23);
    const mrH = mlH >>> 9;
    lH |= mlH & ((lH << 18) | (lL >>> 14));
    lL |= mlL & (lL << 18);
    rL |= mrL & ((rL >>> 18) | (rH << 14));
    rH |= mrH & (rH >>> 18);
    lH |= mlH & ((lH << 18) | (lL >>> 14));
    lL |= mlL & (lL << 18);
    rL |= mrL & ((rL >>> 18) | (rH << 14));
    rH |= mrH & (rH >>> 18);
    mHi |= (lH << 9) | (lL >>> 23) | (rH >>> 9);
    mLo |= (lL << 9) | (rL >>> 9) | (rH << 23);
  }
  mLo &= eLo;
  mHi &= eHi;
  HI = mHi;
  return mLo;
}

/** Population count of a 64-bit set given as two halves. */
export function popcount64(lo: number, hi: number): number {
  lo = lo - ((lo >>> 1) & 0x55555555);
  hi = hi - ((hi >>> 1) & 0x55555555);
  lo = (lo & 0x33333333) + ((lo >>> 2) & 0x33333333) + (hi & 0x33333333) + ((hi >>> 2) & 0x33333333);
  lo = (lo & 0x0f0f0f0f) + ((lo >>> 4) & 0x0f0f0f0f);
  return Math.imul(lo, 0x01010101) >>> 24;
}
// (Each nibble holds at most 4 + 4 after the second step, so the halves can merge there.)

/** Number of legal placements (0 when the side must pass or the game is over). */
export function mobility(pLo: number, pHi: number, oLo: number, oHi: number): number {
  const lo = movesLo(pLo, pHi, oLo, oHi);
  return popcount64(lo, HI);
}

/** True when the side owning `p` has at least one placement. */
export function canMove(pLo: number, pHi: number, oLo: number, oHi: number): boolean {
  return (movesLo(pLo, pHi, oLo, oHi) | HI) !== 0;
}

// ---------------------------------------------------------------------------------------
// Flips: per square and direction, a precomputed ray; the first non-opponent square along
// the ray decides (own disc: everything before it flips).
// ---------------------------------------------------------------------------------------

/** [df, dr] per ray slot: slots 0–3 go to higher bit indexes, 4–7 to lower ones. */
const RAY_DIRS: readonly (readonly [number, number])[] = [
  [1, 0], // E  +1
  [-1, 1], // SW +7
  [0, 1], // S  +8
  [1, 1], // SE +9
  [-1, 0], // W  -1
  [1, -1], // NE -7
  [0, -1], // N  -8
  [-1, -1], // NW -9
];
const RAY_LO = new Int32Array(64 * 8);
const RAY_HI = new Int32Array(64 * 8);
for (let sq = 0; sq < 64; sq++) {
  for (let d = 0; d < 8; d++) {
    const [df, dr] = RAY_DIRS[d];
    let f = (sq & 7) + df;
    let r = (sq >> 3) + dr;
    while (f >= 0 && f < 8 && r >= 0 && r < 8) {
      const i = r * 8 + f;
      if (i < 32) RAY_LO[sq * 8 + d] |= 1 << i;
      else RAY_HI[sq * 8 + d] |= 1 << (i - 32);
      f += df;
      r += dr;
    }
  }
}
/**
 * Discs flipped by the side owning `p` placing on empty square `sq`: returns the low half,
 * the high half in lastHi(). Zero (both halves) means the placement is illegal.
 * Does not check that `sq` is empty.
 *
 * Branch-free on purpose: which half holds the blocker is unpredictable, and on midgame
 * positions the version with branches measured twice as slow. Squares in Lo and in Hi
 * are split because half of the rays then never leave the square's own half. `(x | -x) >> 31` is -1 when
 * x != 0, else 0; it turns "found / not found" into masks.
 */
export function flipsLo(sq: number, pLo: number, pHi: number, oLo: number, oHi: number): number {
  let fLo = 0;
  let fHi = 0;
  const base = sq << 3;
  if (sq < 32) {
    // Square in Lo. East stays in Lo; SW, S, SE may continue into Hi.
    {
      const rl = RAY_LO[base];
      const bl = rl & ~oLo;
      const ob = bl & -bl;
      const hit = ob & pLo;
      fLo = rl & (ob - 1) & ((hit | -hit) >> 31);
    }
    for (let k = base + 1; k < base + 4; k++) {
      const rl = RAY_LO[k];
      const rh = RAY_HI[k];
      const bl = rl & ~oLo;
      const bh = rh & ~oHi;
      const inLo = (bl | -bl) >> 31;
      const obL = bl & -bl;
      const obH = bh & -bh & ~inLo;
      const hit = (obL & pLo) | (obH & pHi);
      const ok = (hit | -hit) >> 31;
      fLo |= rl & (obL - 1) & ok;
      fHi |= rh & (obH - 1) & ~inLo & ok;
    }
    // W, NE, N, NW stay in Lo.
    for (let k = base + 4; k < base + 8; k++) {
      const rl = RAY_LO[k];
      const bl = rl & ~oLo;
      const ob = bl & (0x80000000 >>> Math.clz32(bl));
      const hit = ob & pLo;
      fLo |= rl & -(ob << 1) & ((hit | -hit) >> 31);
    }
  } else {
    // Square in Hi. E, SW, S, SE stay in Hi.
    for (let k = base; k < base + 4; k++) {
      const rh = RAY_HI[k];
      const bh = rh & ~oHi;
      const ob = bh & -bh;
      const hit = ob & pHi;
      fHi |= rh & (ob - 1) & ((hit | -hit) >> 31);
    }
    // West stays in Hi; NE, N, NW may continue into Lo.
    {
      const rh = RAY_HI[base + 4];
      const bh = rh & ~oHi;
      const ob = bh & (0x80000000 >>> Math.clz32(bh));
      const hit = ob & pHi;
      fHi |= rh & -(ob << 1) & ((hit | -hit) >> 31);
    }
    for (let k = base + 5; k < base + 8; k++) {
      const rl = RAY_LO[k];
      const rh = RAY_HI[k];
      const bl = rl & ~oLo;
      const bh = rh & ~oHi;
      const inHi = (bh | -bh) >> 31;
      const obH = bh & (0x80000000 >>> Math.clz32(bh));
      const obL = bl & (0x80000000 >>> Math.clz32(bl)) & ~inHi;
      const hit = (obL & pLo) | (obH & pHi);
      const ok = (hit | -hit) >> 31;
      fHi |= rh & (-(obH << 1) | ~inHi) & ok;
      fLo |= rl & -(obL << 1) & ok;
    }
  }
  HI = fHi;
  return fLo;
}

/** Index of the lowest set bit of a nonzero int32. */
export const lowBit = (x: number): number => 31 - Math.clz32(x & -x);

/**
 * Final score of a finished game for the side to move (docs/rules.md §1): disc difference,
 * empty squares going to the winner, a draw 0.
 */
export function finalScore(pLo: number, pHi: number, oLo: number, oHi: number): number {
  const p = popcount(pLo) + popcount(pHi);
  const o = popcount(oLo) + popcount(oHi);
  const empties = 64 - p - o;
  if (p > o) return p - o + empties;
  if (p < o) return p - o - empties;
  return 0;
}
