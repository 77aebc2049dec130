// Stable discs for the WebAssembly solver: the count of src/games/othello/stability.ts
// (edges from a table over all edge fillings, full lines, then inner discs leaning on
// stable neighbours) on u64 bitboards.

import { ANTI, DIAG, FILE_A, FILE_SPREAD, count, fileBits } from './bits';

/** EDGE_STABLE[p * 256 + o]: discs of p (an 8-bit line) that stay p forever. */
const EDGE_STABLE = new StaticArray<u8>(256 * 256);
const MEMO = new StaticArray<i16>(256 * 256);

/** Places a disc of `me` on square x of a line and flips along it; the new `me` (and THEM). */
let THEM = 0;
function placeOnLine(me: i32, them: i32, x: i32): i32 {
  me |= 1 << x;
  for (let dir = -1; dir <= 1; dir += 2) {
    let y = x + dir;
    let run = 0;
    while (y >= 0 && y < 8 && ((them >> y) & 1) != 0) {
      run |= 1 << y;
      y += dir;
    }
    if (y >= 0 && y < 8 && ((me >> y) & 1) != 0) {
      me |= run;
      them &= ~run;
    }
  }
  THEM = them;
  return me;
}

function stableOf(p: i32, o: i32): i32 {
  const k = p * 256 + o;
  if (MEMO[k] >= 0) return MEMO[k];
  let s = p;
  const empty = ~(p | o) & 0xff;
  for (let x = 0; x < 8 && s != 0; x++) {
    if (((empty >> x) & 1) == 0) continue;
    const p1 = placeOnLine(p, o, x);
    s &= stableOf(p1, THEM);
    const o2 = placeOnLine(o, p, x);
    s &= stableOf(THEM, o2);
  }
  MEMO[k] = <i16>s;
  return s;
}

for (let i = 0; i < 65536; i++) MEMO[i] = -1;
for (let p = 0; p < 256; p++) {
  for (let o = 0; o < 256; o++) if ((p & o) == 0) EDGE_STABLE[p * 256 + o] = <u8>stableOf(p, o);
}

/** Inner squares (b2..g7). */
const INNER_SQ: u64 = 0x007e7e7e7e7e7e00;

/** Lower bound on the number of stable discs of the side owning P. */
export function stableCount(P: u64, O: u64): i32 {
  const A = P | O;
  let s = <u64>unchecked(EDGE_STABLE[((<i32>P & 0xff) << 8) | (<i32>O & 0xff)]);
  s |= (<u64>unchecked(EDGE_STABLE[(<i32>(P >> 56) << 8) | <i32>(O >> 56)])) << 56;
  s |= unchecked(FILE_SPREAD[unchecked(EDGE_STABLE[(fileBits(P, 0) << 8) | fileBits(O, 0)])]);
  s |= unchecked(FILE_SPREAD[unchecked(EDGE_STABLE[(fileBits(P, 7) << 8) | fileBits(O, 7)])]) << 7;

  // Full ranks, full files.
  let t = A & (A >> 4);
  t &= t >> 2;
  t &= t >> 1;
  const h = (t & FILE_A) * 0xff;
  t = A & (A >> 32);
  t &= t >> 16;
  t &= t >> 8;
  const v = (t & 0xff) * FILE_A;
  // Full diagonals: all but those through an empty square.
  let d9: u64 = ~(<u64>0);
  let d7: u64 = ~(<u64>0);
  for (let e = ~A; e != 0; e &= e - 1) {
    const sq = <i32>ctz(e);
    d9 &= ~unchecked(DIAG[sq]);
    d7 &= ~unchecked(ANTI[sq]);
  }
  const c = P & INNER_SQ;
  s |= c & h & v & d9 & d7;
  if (c == 0 || s == 0) return count(s);
  for (;;) {
    const n = s | (((s << 1) | (s >> 1) | h) & ((s << 8) | (s >> 8) | v) &
      ((s << 7) | (s >> 7) | d7) & ((s << 9) | (s >> 9) | d9) & c);
    if (n == s) break;
    s = n;
  }
  return count(s);
}

/** Stability is only computed when alpha is at least this for the number of empties (Edax's table). */
export const STABILITY_ALPHA = new StaticArray<i32>(65);
const SA: i32[] = [99, 99, 99, 4, 6, 8, 10, 12, 14, 16, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46,
  48, 48, 50, 50, 52, 52, 54, 54, 56, 56, 58, 58, 60, 60, 62, 62];
for (let n = 0; n < 65; n++) STABILITY_ALPHA[n] = n < SA.length ? min(SA[n], 64) : 64;
