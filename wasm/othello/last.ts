// The WebAssembly solver's last plies (SHALLOW empties or fewer): src/games/othello/
// solver-last.ts on u64 bitboards, the same order and cutoffs (so the same nodes):
// the empty squares in parity order, the stability cutoff down to 3 empties, dedicated
// functions for the last 5, 4, 3, 2 squares, and the last square only counts flips.

import { count, finalScore, flips, lastFlipCount } from './bits';
import { countNode, tick } from './budget';
import { STABILITY_ALPHA, stableCount } from './stable';

export const SHALLOW = 6;

/** Neighbours of each square: a placement must touch an opponent disc. */
const NEIGH = new StaticArray<u64>(64);
/** The squares of each static class (corners, A, B edges, …, C, X squares). */
const CLASSES = 7;
const CLASS = new StaticArray<u64>(CLASSES);
/** The order of four squares, odd ones first, per 4-bit oddness key (solver-squares.ts). */
const ORDER4 = new StaticArray<u8>(16);

function squareClass(sq: i32): i32 {
  const f = sq & 7;
  const r = sq >> 3;
  const ef = min(f, 7 - f);
  const er = min(r, 7 - r);
  if (ef == 0 && er == 0) return 0;
  if (ef + er == 1) return 5;
  if (ef == 1 && er == 1) return 6;
  if (ef == 0 || er == 0) return ef == 2 || er == 2 ? 1 : 2;
  return 3 + (ef == 1 || er == 1 ? 1 : 0);
}
for (let sq = 0; sq < 64; sq++) {
  const f = sq & 7;
  const r = sq >> 3;
  let m: u64 = 0;
  for (let dr = -1; dr <= 1; dr++) {
    for (let df = -1; df <= 1; df++) {
      const nf = f + df;
      const nr = r + dr;
      if ((df == 0 && dr == 0) || nf < 0 || nf > 7 || nr < 0 || nr > 7) continue;
      m |= (<u64>1) << <u64>(nr * 8 + nf);
    }
  }
  NEIGH[sq] = m;
  CLASS[squareClass(sq)] |= (<u64>1) << <u64>sq;
}
for (let key = 0; key < 16; key++) {
  let order = 0;
  let k = 0;
  for (let odd = 1; odd >= 0; odd--) {
    for (let i = 0; i < 4; i++) {
      if (((key >> (3 - i)) & 1) != odd) continue;
      order |= i << (6 - 2 * k);
      k++;
    }
  }
  ORDER4[key] = <u8>order;
}

@inline function quadrant(sq: i32): i32 {
  return ((sq >> 2) & 1) | ((sq >> 4) & 2);
}

/** Empty-square lists of the shallow search, one slice per ply. */
const EMP = new StaticArray<i32>(64 * 16);

/** Flips with the placed disc of the last tryMove. */
let F: u64 = 0;

@inline function tryMove(sq: i32, P: u64, O: u64): bool {
  if ((unchecked(NEIGH[sq]) & O) == 0) return false;
  const f = flips(sq, P, O);
  if (f == 0) return false;
  F = f | ((<u64>1) << <u64>sq);
  return true;
}

function solve1(sq: i32, P: u64, O: u64, alpha: i32): i32 {
  countNode();
  const diff = 2 * count(P) - 63;
  let n = lastFlipCount(sq, P);
  if (n > 0) return diff + 1 + 2 * n;
  const noMove = diff > 0 ? diff + 1 : diff - 1;
  if (noMove <= alpha) return noMove;
  n = lastFlipCount(sq, O);
  return n > 0 ? diff - 1 - 2 * n : noMove;
}

function solve2(P: u64, O: u64, alpha: i32, beta: i32, s1: i32, s2: i32, passed: bool): i32 {
  countNode();
  let best = -100;
  if (tryMove(s1, P, O)) {
    best = -solve1(s2, O & ~F, P | F, -beta);
    if (best >= beta) return best;
  }
  if (tryMove(s2, P, O)) {
    const v = -solve1(s1, O & ~F, P | F, -beta);
    if (v > best) best = v;
  }
  if (best != -100) return best;
  if (passed) return finalScore(P, O);
  return -solve2(O, P, -beta, -alpha, s1, s2, true);
}

function solve3(P: u64, O: u64, alpha: i32, beta: i32, s1: i32, s2: i32, s3: i32, passed: bool): i32 {
  countNode();
  if (alpha >= unchecked(STABILITY_ALPHA[3]) && 2 * count(O) >= 64 - alpha) {
    const cap = 64 - 2 * stableCount(O, P);
    if (cap <= alpha) return cap;
  }
  const q1 = quadrant(s1);
  const q2 = quadrant(s2);
  const q3 = quadrant(s3);
  if (q1 == q3 && q2 != q1) {
    const t = s1;
    s1 = s2;
    s2 = t;
  } else if (q1 == q2 && q3 != q1) {
    const t = s3;
    s3 = s2;
    s2 = s1;
    s1 = t;
  }
  let best = -100;
  if (tryMove(s1, P, O)) {
    best = -solve2(O & ~F, P | F, -beta, -alpha, s2, s3, false);
    if (best >= beta) return best;
    if (best > alpha) alpha = best;
  }
  if (tryMove(s2, P, O)) {
    const v = -solve2(O & ~F, P | F, -beta, -alpha, s1, s3, false);
    if (v > best) {
      if (v >= beta) return v;
      best = v;
      if (v > alpha) alpha = v;
    }
  }
  if (tryMove(s3, P, O)) {
    const v = -solve2(O & ~F, P | F, -beta, -alpha, s1, s2, false);
    if (v > best) best = v;
  }
  if (best != -100) return best;
  if (passed) return finalScore(P, O);
  return -solve3(O, P, -beta, -alpha, s1, s2, s3, true);
}

function solve4(P: u64, O: u64, alpha: i32, beta: i32, s1: i32, s2: i32, s3: i32, s4: i32, passed: bool): i32 {
  countNode();
  let best = -100;
  for (let i = 0; i < 4; i++) {
    const sq = i == 0 ? s1 : i == 1 ? s2 : i == 2 ? s3 : s4;
    if (!tryMove(sq, P, O)) continue;
    const a = i == 0 ? s2 : s1;
    const b = i <= 1 ? s3 : s2;
    const c = i <= 2 ? s4 : s3;
    const v = -solve3(O & ~F, P | F, -beta, -alpha, a, b, c, false);
    if (v > best) {
      if (v >= beta) return v;
      best = v;
      if (v > alpha) alpha = v;
    }
  }
  if (best != -100) return best;
  if (passed) return finalScore(P, O);
  return -solve4(O, P, -beta, -alpha, s1, s2, s3, s4, true);
}

function four(P: u64, O: u64, alpha: i32, beta: i32, a: i32, b: i32, c: i32, d: i32, parity: i32, passed: bool): i32 {
  if (alpha >= unchecked(STABILITY_ALPHA[4]) && 2 * count(O) >= 64 - alpha) {
    const cap = 64 - 2 * stableCount(O, P);
    if (cap <= alpha) return cap;
  }
  const key = (((parity >> quadrant(a)) & 1) << 3) | (((parity >> quadrant(b)) & 1) << 2) |
    (((parity >> quadrant(c)) & 1) << 1) | ((parity >> quadrant(d)) & 1);
  if (key == 0 || key == 15) return solve4(P, O, alpha, beta, a, b, c, d, passed);
  const order = <i32>unchecked(ORDER4[key]);
  const o0 = order >> 6;
  const o1 = (order >> 4) & 3;
  const o2 = (order >> 2) & 3;
  const o3 = order & 3;
  return solve4(P, O, alpha, beta, pick(o0, a, b, c, d), pick(o1, a, b, c, d), pick(o2, a, b, c, d), pick(o3, a, b, c, d), passed);
}

@inline function pick(i: i32, a: i32, b: i32, c: i32, d: i32): i32 {
  return i == 0 ? a : i == 1 ? b : i == 2 ? c : d;
}

function shallow5(P: u64, O: u64, alpha: i32, beta: i32, s0: i32, s1: i32, s2: i32, s3: i32, s4: i32, parity: i32, passed: bool): i32 {
  tick();
  if (alpha >= unchecked(STABILITY_ALPHA[5]) && 2 * count(O) >= 64 - alpha) {
    const cap = 64 - 2 * stableCount(O, P);
    if (cap <= alpha) return cap;
  }
  let best = -100;
  for (let pass = 1; pass >= 0; pass--) {
    for (let i = 0; i < 5; i++) {
      const sq = i == 0 ? s0 : i == 1 ? s1 : i == 2 ? s2 : i == 3 ? s3 : s4;
      if (((parity >> quadrant(sq)) & 1) != pass) continue;
      if (!tryMove(sq, P, O)) continue;
      const v = -four(O & ~F, P | F, -beta, -alpha,
        i == 0 ? s1 : s0, i <= 1 ? s2 : s1, i <= 2 ? s3 : s2, i <= 3 ? s4 : s3, parity ^ (1 << quadrant(sq)), false);
      if (v > best) {
        best = v;
        if (v > alpha) {
          if (v >= beta) return v;
          alpha = v;
        }
      }
    }
  }
  if (best != -100) return best;
  if (passed) return finalScore(P, O);
  return -shallow5(O, P, -beta, -alpha, s0, s1, s2, s3, s4, parity, true);
}

function shallow(P: u64, O: u64, alpha: i32, beta: i32, n: i32, base: i32, parity: i32, passed: bool): i32 {
  const e = base;
  if (n <= 5) {
    if (n == 5) return shallow5(P, O, alpha, beta, EMP[e], EMP[e + 1], EMP[e + 2], EMP[e + 3], EMP[e + 4], parity, passed);
    if (n == 4) return four(P, O, alpha, beta, EMP[e], EMP[e + 1], EMP[e + 2], EMP[e + 3], parity, passed);
    if (n == 3) return solve3(P, O, alpha, beta, EMP[e], EMP[e + 1], EMP[e + 2], passed);
    if (n == 2) return solve2(P, O, alpha, beta, EMP[e], EMP[e + 1], passed);
    return n == 1 ? solve1(EMP[e], P, O, alpha) : finalScore(P, O);
  }
  tick();
  if (alpha >= unchecked(STABILITY_ALPHA[n]) && 2 * count(O) >= 64 - alpha) {
    const cap = 64 - 2 * stableCount(O, P);
    if (cap <= alpha) return cap;
  }
  let best = -100;
  const child = base + n;
  for (let pass = 1; pass >= 0; pass--) {
    for (let i = 0; i < n; i++) {
      const sq = unchecked(EMP[base + i]);
      if (((parity >> quadrant(sq)) & 1) != pass) continue;
      if (!tryMove(sq, P, O)) continue;
      const f = F;
      let k = child;
      for (let j = 0; j < n; j++) if (j != i) unchecked(EMP[k++] = EMP[base + j]);
      const v = -shallow(O & ~f, P | f, -beta, -alpha, n - 1, child, parity ^ (1 << quadrant(sq)), false);
      if (v > best) {
        best = v;
        if (v > alpha) {
          if (v >= beta) return v;
          alpha = v;
        }
      }
    }
  }
  if (best != -100) return best;
  if (passed) return finalScore(P, O);
  return -shallow(O, P, -beta, -alpha, n, base, parity, true);
}

/** Exact score (fail-soft in [alpha, beta]) of a position with SHALLOW empties or fewer. */
export function solveShallow(P: u64, O: u64, alpha: i32, beta: i32, passed: bool): i32 {
  const empty = ~(P | O);
  let parity = 0;
  let n = 0;
  for (let c = 0; c < CLASSES; c++) {
    for (let m = empty & unchecked(CLASS[c]); m != 0; m &= m - 1) {
      const sq = <i32>ctz(m);
      unchecked(EMP[n++] = sq);
      parity ^= 1 << quadrant(sq);
    }
  }
  return shallow(P, O, alpha, beta, n, 0, parity, passed);
}
