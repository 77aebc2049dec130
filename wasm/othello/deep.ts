// The WebAssembly solver's deep search (more than SHALLOW empties): src/games/othello/
// solver-deep.ts and solver-order.ts on u64 bitboards, the same order, table use, enhanced
// transposition cutoff and stability cutoff (so the same nodes). A stop (budget.ts) unwinds
// through the STOPPED checks after each child, storing nothing.

import { count, finalScore, flips, moves } from './bits';
import { STOPPED, tick } from './budget';
import { SHALLOW, solveShallow } from './last';
import { STABILITY_ALPHA, stableCount } from './stable';
import { hashOf, lowerAt, moveAt, probe, record, upperAt } from './table';

const TT_MIN_EMPTIES = 7;
const PARITY_W = 4;
const CSTAB_W = 64;
const NOT_A: u64 = 0xfefefefefefefefe;
const NOT_H: u64 = 0x7f7f7f7f7f7f7f7f;
const CORNERS: u64 = 0x8100000000000081;
const Q0: u64 = 0x000000000f0f0f0f;
const Q1: u64 = 0x00000000f0f0f0f0;
const Q2: u64 = 0x0f0f0f0f00000000;
const Q3: u64 = 0xf0f0f0f000000000;

/** Bit q set when quadrant q has an odd number of empties. */
@inline function oddQuadrants(e: u64): i32 {
  return (count(e & Q0) & 1) | ((count(e & Q1) & 1) << 1) | ((count(e & Q2) & 1) << 2) | ((count(e & Q3) & 1) << 3);
}

/** Own discs on and next to own corners along the edges: a cheap stability proxy. */
@inline function cornerStable(x: u64): i32 {
  let n = 0;
  if (x & 1) n += 1 + <i32>((x >> 1) & 1) + <i32>((x >> 8) & 1);
  if (x & 0x80) n += 1 + <i32>((x >> 6) & 1) + <i32>((x >> 15) & 1);
  if (x & 0x0100000000000000) n += 1 + <i32>((x >> 57) & 1) + <i32>((x >> 48) & 1);
  if (x & 0x8000000000000000) n += 1 + <i32>((x >> 62) & 1) + <i32>((x >> 55) & 1);
  return n;
}

/** Sort key (lower = earlier) from the position after the move: src/games/othello/solver-order.ts. */
export function orderKey(sq: i32, N: u64, T: u64): i32 {
  const r = moves(T, N);
  const replies = count(r) + count(r & CORNERS);
  const h = N | ((N << 1) & NOT_A) | ((N >> 1) & NOT_H);
  const a = h | (h << 8) | (h >> 8);
  const potential = count(a & ~(N | T));
  const bonus = ((<u64>1 << <u64>sq) & CORNERS) != 0 ? 8 : 0;
  return (replies << 10) + (potential << 3) - bonus - CSTAB_W * cornerStable(N);
}

const MAX_MOVES = 34;
const mvSq = new StaticArray<i32>(64 * MAX_MOVES);
const mvKey = new StaticArray<i32>(64 * MAX_MOVES);
const mvF = new StaticArray<u64>(64 * MAX_MOVES);

/** Exact score, fail-soft (src/games/othello/solver-deep.ts). 0 once STOPPED. */
export function pvs(P: u64, O: u64, alpha: i32, beta: i32, empties: i32, ply: i32, passed: bool): i32 {
  if (empties <= SHALLOW) return solveShallow(P, O, alpha, beta, passed);
  tick();
  if (STOPPED) return 0;

  let bucket = -1;
  let hashMove = -1;
  let failedLow = false;
  if (empties >= TT_MIN_EMPTIES) {
    bucket = hashOf(P, O);
    const slot = probe(bucket, P, O);
    if (slot >= 0) {
      const lower = lowerAt(slot);
      const upper = upperAt(slot);
      if (lower >= beta) return lower;
      if (upper <= alpha) return upper;
      if (lower == upper) return lower;
      if (lower > alpha) alpha = lower;
      if (upper < beta) beta = upper;
      hashMove = moveAt(slot);
      failedLow = lower == -64;
    }
  }

  if (alpha >= unchecked(STABILITY_ALPHA[empties]) && 2 * count(O) >= 64 - alpha) {
    const cap = 64 - 2 * stableCount(O, P);
    if (cap <= alpha) return cap;
    if (cap < beta) beta = cap;
  }

  const alpha0 = alpha;
  let m = moves(P, O);
  if (m == 0) {
    if (passed) return finalScore(P, O);
    return -pvs(O, P, -beta, -alpha, empties, ply, true);
  }

  const start = ply * MAX_MOVES;
  let n = 0;
  for (; m != 0; m &= m - 1) {
    const sq = <i32>ctz(m);
    const i = start + n++;
    unchecked(mvSq[i] = sq);
    unchecked(mvF[i] = flips(sq, P, O) | ((<u64>1) << <u64>sq));
  }
  const end = start + n;
  if (empties - 1 >= TT_MIN_EMPTIES && !failedLow) {
    for (let i = start; i < end; i++) {
      const f = unchecked(mvF[i]);
      const cP = O & ~f;
      const cO = P | f;
      const cs = probe(hashOf(cP, cO), cP, cO);
      if (cs >= 0) {
        const v = -upperAt(cs);
        if (v >= beta) {
          if (bucket >= 0) record(bucket, P, O, empties, v, alpha0, beta, unchecked(mvSq[i]));
          return v;
        }
      }
    }
  }

  let best = -100;
  let bestSq = unchecked(mvSq[start]);
  let first = start;
  if (hashMove >= 0 && n > 1) {
    let h = start;
    while (h < end && unchecked(mvSq[h]) != hashMove) h++;
    if (h < end) {
      const f = unchecked(mvF[h]);
      for (let j = h; j > start; j--) {
        unchecked(mvSq[j] = mvSq[j - 1]);
        unchecked(mvF[j] = mvF[j - 1]);
      }
      unchecked(mvSq[start] = hashMove);
      unchecked(mvF[start] = f);
      const v = -pvs(O & ~f, P | f, -beta, -alpha, empties - 1, ply + 1, false);
      if (STOPPED) return 0;
      best = v;
      bestSq = hashMove;
      if (v > alpha) {
        alpha = v;
        if (v >= beta) {
          if (bucket >= 0) record(bucket, P, O, empties, best, alpha0, beta, bestSq);
          return best;
        }
      }
      first = start + 1;
    }
  }
  if (end - first > 1) {
    const odd = oddQuadrants(~(P | O));
    for (let i = first; i < end; i++) {
      const sq = unchecked(mvSq[i]);
      const f = unchecked(mvF[i]);
      unchecked(mvKey[i] = orderKey(sq, P | f, O & ~f) - ((odd >> (((sq >> 2) & 1) | ((sq >> 4) & 2))) & 1) * PARITY_W);
    }
  }
  for (let i = first; i < end; i++) {
    let mi = i;
    for (let j = i + 1; j < end; j++) if (unchecked(mvKey[j]) < unchecked(mvKey[mi])) mi = j;
    if (mi != i) {
      const k = unchecked(mvKey[mi]);
      const q = unchecked(mvSq[mi]);
      const ff = unchecked(mvF[mi]);
      for (let j = mi; j > i; j--) {
        unchecked(mvKey[j] = mvKey[j - 1]);
        unchecked(mvSq[j] = mvSq[j - 1]);
        unchecked(mvF[j] = mvF[j - 1]);
      }
      unchecked(mvKey[i] = k);
      unchecked(mvSq[i] = q);
      unchecked(mvF[i] = ff);
    }
    const f = unchecked(mvF[i]);
    const cP = O & ~f;
    const cO = P | f;
    let v: i32;
    if (i == start) {
      v = -pvs(cP, cO, -beta, -alpha, empties - 1, ply + 1, false);
    } else {
      v = -pvs(cP, cO, -alpha - 1, -alpha, empties - 1, ply + 1, false);
      if (!STOPPED && v > alpha && v < beta) v = -pvs(cP, cO, -beta, -v, empties - 1, ply + 1, false);
    }
    if (STOPPED) return 0;
    if (v > best) {
      best = v;
      bestSq = unchecked(mvSq[i]);
      if (v > alpha) {
        alpha = v;
        if (v >= beta) break;
      }
    }
  }

  if (bucket >= 0) record(bucket, P, O, empties, best, alpha0, beta, bestSq);
  return best;
}
