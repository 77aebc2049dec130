// Exact Othello endgame solver for PAPA (docs/rules.md §1 scoring: final disc difference for the
// side to move, empty squares to the winner, a draw 0).
//
// Negamax alpha-beta (principal variation search) on the engine's bitboards:
// - root: null-window tests "score >= t" (scores are even), first the sign, then steps of
//   2 towards the answer; each test refills the transposition table for the next;
// - more than SHALLOW empties: generated moves sorted fastest-first (fewest replies for the
//   opponent, then fewest potential replies, corners and corner-anchored discs), the
//   table's move before all; a transposition table of bounds in two-entry buckets,
//   enhanced transposition cutoff, and a cutoff on the opponent's stable discs
//   (stability.ts: edges, full lines and what leans on them);
// - SHALLOW empties or fewer: no move generation, the list of empty squares in parity
//   order (squares of quadrants with an odd number of empties first), tried directly, the
//   same stability cutoff down to 5 empties, with
//   dedicated functions for the last 4, 3, 2 squares; the last square only counts flips.
// Everything in the hot path works on plain int32 numbers and preallocated typed arrays;
// the search state is module-level, so one solve runs at a time (fine in a worker).

import * as engine from './rules';
import type { OthelloPosition } from './rules';
import { stableCount } from './stability';

// Local bindings of the engine's hot functions, so that no module loader can put a
// namespace property read between the search and these calls.
const { PASS, canMove, finalScore, flipsLo, lastHi, movesLo, popcount64 } = engine;

export interface SolveOptions {
  /** Stop (complete: false) after about this many nodes. */
  maxNodes?: number;
  /** Stop (complete: false) at this performance.now() timestamp, in ms. */
  deadline?: number;
}

export interface SolveResult {
  /** Exact final disc difference for the side to move (when complete), empties to the winner. */
  score: number;
  /** Best placement (0..63), PASS when the side must pass, -1 when the game is over. */
  bestMove: number;
  nodes: number;
  /** False when stopped by maxNodes / deadline: then score and bestMove are only the best found so far. */
  complete: boolean;
}

// ---------------------------------------------------------------------------------------
// Tuning constants (measured on FFO #40–#42 and 30 random 16-empty positions)
// ---------------------------------------------------------------------------------------

/** At or below this many empties, search the empty-square list instead of generating moves. */
const SHALLOW = 6;
/** The transposition table is used at or above this many empties (below, it costs more than it saves). */
const TT_MIN_EMPTIES = 7;
const TT_BITS = 19;

// ---------------------------------------------------------------------------------------
// Static tables
// ---------------------------------------------------------------------------------------

/** Neighbour mask of each square: a placement must touch an opponent disc. */
const NEIGH_LO = new Int32Array(64);
const NEIGH_HI = new Int32Array(64);
for (let sq = 0; sq < 64; sq++) {
  const f = sq & 7;
  const r = sq >> 3;
  for (let dr = -1; dr <= 1; dr++) {
    for (let df = -1; df <= 1; df++) {
      const nf = f + df;
      const nr = r + dr;
      if ((df === 0 && dr === 0) || nf < 0 || nf > 7 || nr < 0 || nr > 7) continue;
      const i = nr * 8 + nf;
      if (i < 32) NEIGH_LO[sq] |= 1 << i;
      else NEIGH_HI[sq] |= 1 << (i - 32);
    }
  }
}

const NOT_A = 0xfefefefe | 0;
const NOT_H = 0x7f7f7f7f;
const CORNERS_LO = (1 << 0) | (1 << 7);
const CORNERS_HI = (1 << 24) | (1 << 31);

/** Quadrant of each square (0..3), the regions used for parity ordering. */
const QUADRANT = new Int8Array(64);
for (let sq = 0; sq < 64; sq++) QUADRANT[sq] = ((sq >> 2) & 1) | ((sq >> 4) & 2);

/** Ordering bonus per square for fastest-first (corners only; more measured no better). */
const SQUARE_BONUS = new Int32Array(64);
{
  const corners = [0, 7, 56, 63];
  for (const c of corners) SQUARE_BONUS[c] = 8;
}

/** Static order of squares for the shallow search: corners, edges, … (a tie-break after parity). */
const SQUARE_ORDER: number[] = (() => {
  const value = (sq: number): number => {
    const f = sq & 7;
    const r = sq >> 3;
    const ef = Math.min(f, 7 - f);
    const er = Math.min(r, 7 - r);
    if (ef === 0 && er === 0) return 0; // corner
    if (ef + er === 1) return 5; // C square
    if (ef === 1 && er === 1) return 6; // X square
    if (ef === 0 || er === 0) return ef === 2 || er === 2 ? 1 : 2; // A / B edge squares
    return 3 + (ef === 1 || er === 1 ? 1 : 0);
  };
  return Array.from({ length: 64 }, (_, i) => i).sort((a, b) => value(a) - value(b) || a - b);
})();

// ---------------------------------------------------------------------------------------
// Stability: discs that can never be flipped bound the score from above
// ---------------------------------------------------------------------------------------

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
 * Stability is only worth computing when alpha is this high for the number of empties:
 * with many empties few discs are stable, so only a high alpha can be cut (Edax's table).
 */
const STABILITY_ALPHA = new Int8Array(65).fill(64);
[99, 99, 99, 99, 6, 8, 10, 12, 14, 16, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46,
  48, 48, 50, 50, 52, 52, 54, 54, 56, 56, 58, 58, 60, 60, 62, 62].forEach((a, n) => { STABILITY_ALPHA[n] = Math.min(a, 64); });

// ---------------------------------------------------------------------------------------
// Mutable search state (module level: one solve at a time, no allocation per node)
// ---------------------------------------------------------------------------------------

const TT_SIZE = 1 << TT_BITS;
const TT_MASK = TT_SIZE - 1;
let ttKey: Int32Array | null = null; // 4 ints per entry: the full position
let ttBound: Int8Array | null = null; // lower, upper per entry
let ttMove: Int8Array | null = null;
let ttGen: Uint8Array | null = null;
let ttDepth: Int8Array | null = null; // empties of the position stored
let generation = 0;

/** Per-ply move buffers for the deep search: square, sort key, flips. */
const MAX_MOVES = 34; // slots per ply: no Othello position is known with more than 33 moves
const BUF = 64 * MAX_MOVES;
const mvSq = new Int32Array(BUF);
const mvKey = new Int32Array(BUF);
const mvFLo = new Int32Array(BUF);
const mvFHi = new Int32Array(BUF);
/** Empty-square lists of the shallow search, one slice per ply. */
const EMP = new Int32Array(64 * 16);

let nodes = 0;
let nodeLimit = Infinity;
let deadline = Infinity;
let nextCheck = 0;

/** Thrown (and caught at the root) to stop a search at the node or time limit. */
const STOP = { stop: true };

function tick(): void {
  if (++nodes >= nextCheck) {
    if (nodes >= nodeLimit || performance.now() >= deadline) throw STOP;
    nextCheck = nodes + 4096;
  }
}

function ensureTable(): void {
  if (ttKey) return;
  ttKey = new Int32Array(TT_SIZE * 4);
  ttBound = new Int8Array(TT_SIZE * 2);
  ttMove = new Int8Array(TT_SIZE);
  ttGen = new Uint8Array(TT_SIZE);
  ttDepth = new Int8Array(TT_SIZE);
}

function hashOf(pLo: number, pHi: number, oLo: number, oHi: number): number {
  let h = Math.imul(pLo, 0x9e3779b1) ^ Math.imul(pHi, 0x85ebca77) ^ Math.imul(oLo, 0xc2b2ae3d) ^ Math.imul(oHi, 0x27d4eb2f);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 13)) & TT_MASK & ~1; // the first entry of a two-entry bucket
}

// ---------------------------------------------------------------------------------------
// The last four empty squares: no move generation, no lists, squares passed as arguments
// ---------------------------------------------------------------------------------------

/**
 * Score with one empty square `sq` left (63 discs on the board): exact, or when it is at
 * most `alpha`, possibly just an upper bound that is at most `alpha` (fail-low).
 */
function solve1(sq: number, pLo: number, pHi: number, oLo: number, oHi: number, alpha: number): number {
  nodes++;
  const diff = 2 * popcount64(pLo, pHi) - 63; // own − opponent discs
  let n = popcount64(flipsLo(sq, pLo, pHi, oLo, oHi), lastHi());
  if (n > 0) return diff + 1 + 2 * n;
  // We cannot fill it. If nobody can, the empty square goes to the winner (no draw with
  // 63 discs); if the opponent can, we end lower still, so a fail-low needs no more work.
  const noMove = diff > 0 ? diff + 1 : diff - 1;
  if (noMove <= alpha) return noMove;
  n = popcount64(flipsLo(sq, oLo, oHi, pLo, pHi), lastHi());
  return n > 0 ? diff - 1 - 2 * n : noMove;
}

/** Can the side owning `p` place on `sq`? A cheap neighbour test, then the flips. */
const touches = (sq: number, oLo: number, oHi: number): boolean =>
  ((NEIGH_LO[sq] & oLo) | (NEIGH_HI[sq] & oHi)) !== 0;

// In solve2/3/4, F_LO/F_HI receive the flips plus the placed disc of the last try().
let F_LO = 0;
let F_HI = 0;

/** Flips (with the new disc) of placing on `sq` into F_LO/F_HI; false if illegal. */
function tryMove(sq: number, pLo: number, pHi: number, oLo: number, oHi: number): boolean {
  if (!touches(sq, oLo, oHi)) return false;
  let fLo = flipsLo(sq, pLo, pHi, oLo, oHi);
  let fHi = lastHi();
  if ((fLo | fHi) === 0) return false;
  if (sq < 32) fLo |= 1 << sq;
  else fHi |= 1 << (sq - 32);
  F_LO = fLo;
  F_HI = fHi;
  return true;
}

function solve2(
  pLo: number, pHi: number, oLo: number, oHi: number,
  alpha: number, beta: number, s1: number, s2: number, passed: boolean,
): number {
  nodes++;
  let best = -100;
  if (tryMove(s1, pLo, pHi, oLo, oHi)) {
    best = -solve1(s2, oLo & ~F_LO, oHi & ~F_HI, pLo | F_LO, pHi | F_HI, -beta);
    if (best >= beta) return best;
  }
  if (tryMove(s2, pLo, pHi, oLo, oHi)) {
    const v = -solve1(s1, oLo & ~F_LO, oHi & ~F_HI, pLo | F_LO, pHi | F_HI, -beta);
    if (v > best) best = v;
  }
  if (best !== -100) return best;
  if (passed) return finalScore(pLo, pHi, oLo, oHi);
  return -solve2(oLo, oHi, pLo, pHi, -beta, -alpha, s1, s2, true);
}

function solve3(
  pLo: number, pHi: number, oLo: number, oHi: number,
  alpha: number, beta: number, s1: number, s2: number, s3: number, passed: boolean,
): number {
  tick();
  let best = -100;
  if (tryMove(s1, pLo, pHi, oLo, oHi)) {
    best = -solve2(oLo & ~F_LO, oHi & ~F_HI, pLo | F_LO, pHi | F_HI, -beta, -alpha, s2, s3, false);
    if (best >= beta) return best;
    if (best > alpha) alpha = best;
  }
  if (tryMove(s2, pLo, pHi, oLo, oHi)) {
    const v = -solve2(oLo & ~F_LO, oHi & ~F_HI, pLo | F_LO, pHi | F_HI, -beta, -alpha, s1, s3, false);
    if (v > best) {
      if (v >= beta) return v;
      best = v;
      if (v > alpha) alpha = v;
    }
  }
  if (tryMove(s3, pLo, pHi, oLo, oHi)) {
    const v = -solve2(oLo & ~F_LO, oHi & ~F_HI, pLo | F_LO, pHi | F_HI, -beta, -alpha, s1, s2, false);
    if (v > best) best = v;
  }
  if (best !== -100) return best;
  if (passed) return finalScore(pLo, pHi, oLo, oHi);
  return -solve3(oLo, oHi, pLo, pHi, -beta, -alpha, s1, s2, s3, true);
}

function solve4(
  pLo: number, pHi: number, oLo: number, oHi: number,
  alpha: number, beta: number, s1: number, s2: number, s3: number, s4: number, passed: boolean,
): number {
  tick();
  let best = -100;
  for (let i = 0; i < 4; i++) {
    // Rotate through the squares, keeping the other three in order.
    const sq = i === 0 ? s1 : i === 1 ? s2 : i === 2 ? s3 : s4;
    if (!tryMove(sq, pLo, pHi, oLo, oHi)) continue;
    const a = i === 0 ? s2 : s1;
    const b = i <= 1 ? s3 : s2;
    const c = i <= 2 ? s4 : s3;
    const v = -solve3(oLo & ~F_LO, oHi & ~F_HI, pLo | F_LO, pHi | F_HI, -beta, -alpha, a, b, c, false);
    if (v > best) {
      if (v >= beta) return v;
      best = v;
      if (v > alpha) alpha = v;
    }
  }
  if (best !== -100) return best;
  if (passed) return finalScore(pLo, pHi, oLo, oHi);
  return -solve4(oLo, oHi, pLo, pHi, -beta, -alpha, s1, s2, s3, s4, true);
}

// ---------------------------------------------------------------------------------------
// Shallow search (5..SHALLOW empties): the list of empty squares, no move generation
// ---------------------------------------------------------------------------------------

/**
 * Negamax over the `n` empty squares listed at EMP[base…]. `parity` has bit q set when
 * quadrant q holds an odd number of empties: those squares are tried first (the side that
 * fills a region's last square tends to keep it). `passed`: the opponent just passed, so
 * if we cannot move either, the game is over.
 */
function shallow(
  pLo: number, pHi: number, oLo: number, oHi: number,
  alpha: number, beta: number, n: number, base: number, parity: number, passed: boolean,
): number {
  const e = base;
  if (n <= 4) {
    if (n === 4) {
      // Odd-region squares first (stable: the list's own order breaks ties).
      const a = EMP[e], b = EMP[e + 1], c = EMP[e + 2], d = EMP[e + 3];
      const key = ((parity >> QUADRANT[a]) & 1) << 3 | ((parity >> QUADRANT[b]) & 1) << 2 |
        ((parity >> QUADRANT[c]) & 1) << 1 | ((parity >> QUADRANT[d]) & 1);
      const order = ORDER4[key];
      const sq = [a, b, c, d];
      return solve4(pLo, pHi, oLo, oHi, alpha, beta, sq[order >> 6], sq[(order >> 4) & 3], sq[(order >> 2) & 3], sq[order & 3], passed);
    }
    if (n === 3) return solve3(pLo, pHi, oLo, oHi, alpha, beta, EMP[e], EMP[e + 1], EMP[e + 2], passed);
    if (n === 2) return solve2(pLo, pHi, oLo, oHi, alpha, beta, EMP[e], EMP[e + 1], passed);
    // n === 1 only when the search starts there (root with one empty square).
    return n === 1 ? solve1(EMP[e], pLo, pHi, oLo, oHi, alpha) : finalScore(pLo, pHi, oLo, oHi);
  }
  tick();
  if (alpha >= STABILITY_ALPHA[n]) {
    const cap = 64 - 2 * stableCount(oLo, oHi, pLo, pHi);
    if (cap <= alpha) return cap;
  }
  let best = -100;
  const child = base + n;
  for (let pass = 1; pass >= 0; pass--) {
    for (let i = 0; i < n; i++) {
      const sq = EMP[base + i];
      if (((parity >> QUADRANT[sq]) & 1) !== pass) continue;
      if (!tryMove(sq, pLo, pHi, oLo, oHi)) continue;
      const fLo = F_LO;
      const fHi = F_HI;
      // The child's list: the same order without sq.
      let k = child;
      for (let j = 0; j < n; j++) if (j !== i) EMP[k++] = EMP[base + j];
      const v = -shallow(
        oLo & ~fLo, oHi & ~fHi, pLo | fLo, pHi | fHi,
        -beta, -alpha, n - 1, child, parity ^ (1 << QUADRANT[sq]), false,
      );
      if (v > best) {
        best = v;
        if (v > alpha) {
          if (v >= beta) return v;
          alpha = v;
        }
      }
    }
  }
  if (best !== -100) return best;
  if (passed) return finalScore(pLo, pHi, oLo, oHi);
  return -shallow(oLo, oHi, pLo, pHi, -beta, -alpha, n, base, parity, true);
}

/**
 * For each 4-bit pattern of "square i is in an odd region" (bit 3 = first square), the
 * order to try the four squares in, odd ones first, as four 2-bit indexes (first in bits 6–7).
 */
const ORDER4 = new Uint8Array(16);
for (let key = 0; key < 16; key++) {
  const idx = [0, 1, 2, 3];
  const isOdd = (i: number) => (key >> (3 - i)) & 1;
  const sorted = [...idx.filter((i) => isOdd(i)), ...idx.filter((i) => !isOdd(i))];
  ORDER4[key] = (sorted[0] << 6) | (sorted[1] << 4) | (sorted[2] << 2) | sorted[3];
}

/** Parity of the last listEmpties call (bit q: quadrant q has an odd number of empties). */
let LIST_PARITY = 0;

/** Lists the empty squares at EMP[base…] in static order (corners first …); returns how many. */
function listEmpties(pLo: number, pHi: number, oLo: number, oHi: number, base: number): number {
  const eLo = ~(pLo | oLo);
  const eHi = ~(pHi | oHi);
  let parity = 0;
  let n = 0;
  for (let i = 0; i < 64; i++) {
    const sq = SQUARE_ORDER[i];
    if ((((sq < 32 ? eLo : eHi) >>> (sq & 31)) & 1) === 0) continue;
    EMP[base + n++] = sq;
    parity ^= 1 << QUADRANT[sq];
  }
  LIST_PARITY = parity;
  return n;
}

/**
 * Sort key of a move (lower = searched earlier), from the position after it (`n*` = our
 * discs, `t*` = theirs): fastest first, i.e. few opponent replies (a corner reply counts
 * double), then few empty squares next to our discs (their potential replies), then
 * corners for us.
 */
function orderKey(sq: number, nLo: number, nHi: number, tLo: number, tHi: number): number {
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

// ---------------------------------------------------------------------------------------
// Deep search: generated moves, fastest-first, transposition table
// ---------------------------------------------------------------------------------------

function pvs(
  pLo: number, pHi: number, oLo: number, oHi: number,
  alpha: number, beta: number, empties: number, ply: number, passed: boolean,
): number {
  if (empties <= SHALLOW) {
    const n = listEmpties(pLo, pHi, oLo, oHi, 0);
    return shallow(pLo, pHi, oLo, oHi, alpha, beta, n, 0, LIST_PARITY, passed);
  }
  tick();

  // Transposition table: narrow the window, maybe cut, and learn the best move.
  let bucket = -1;
  let hashMove = -1;
  if (empties >= TT_MIN_EMPTIES) {
    bucket = hashOf(pLo, pHi, oLo, oHi);
    const slot = probe(bucket, pLo, pHi, oLo, oHi);
    if (slot >= 0) {
      const lower = ttBound![slot << 1];
      const upper = ttBound![(slot << 1) + 1];
      if (lower >= beta) return lower;
      if (upper <= alpha) return upper;
      if (lower === upper) return lower;
      if (lower > alpha) alpha = lower;
      if (upper < beta) beta = upper;
      hashMove = ttMove![slot];
    }
  }

  // Stability cutoff: the opponent's stable discs cap our score.
  if (alpha >= STABILITY_ALPHA[empties]) {
    const cap = 64 - 2 * stableCount(oLo, oHi, pLo, pHi);
    if (cap <= alpha) return cap;
    if (cap < beta) beta = cap;
  }

  // Bounds are classified against the window actually searched (after TT narrowing).
  const alpha0 = alpha;
  let mLo = movesLo(pLo, pHi, oLo, oHi);
  let mHi = lastHi();
  if ((mLo | mHi) === 0) {
    if (passed) return finalScore(pLo, pHi, oLo, oHi);
    return -pvs(oLo, oHi, pLo, pHi, -beta, -alpha, empties, ply, true);
  }

  // Collect the moves with their flips and a sort key (lower = earlier).
  const start = ply * MAX_MOVES;
  let count = 0;
  while ((mLo | mHi) !== 0) {
    let sq: number;
    if (mLo !== 0) {
      sq = 31 - Math.clz32(mLo & -mLo);
      mLo &= mLo - 1;
    } else {
      sq = 63 - Math.clz32(mHi & -mHi);
      mHi &= mHi - 1;
    }
    let fLo = flipsLo(sq, pLo, pHi, oLo, oHi);
    let fHi = lastHi();
    if (sq < 32) fLo |= 1 << sq;
    else fHi |= 1 << (sq - 32);
    const i = start + count++;
    mvSq[i] = sq;
    mvFLo[i] = fLo;
    mvFHi[i] = fHi;
    mvKey[i] = sq === hashMove ? -(1 << 30) : orderKey(sq, pLo | fLo, pHi | fHi, oLo & ~fLo, oHi & ~fHi);
  }
  // Enhanced transposition cutoff: a child already proven bad enough for the opponent
  // (its upper bound <= -beta) refutes this node without searching anything.
  if (empties - 1 >= TT_MIN_EMPTIES) {
    for (let i = start; i < start + count; i++) {
      const cpLo = oLo & ~mvFLo[i];
      const cpHi = oHi & ~mvFHi[i];
      const coLo = pLo | mvFLo[i];
      const coHi = pHi | mvFHi[i];
      const cs = probe(hashOf(cpLo, cpHi, coLo, coHi), cpLo, cpHi, coLo, coHi);
      if (cs >= 0) {
        const v = -ttBound![(cs << 1) + 1];
        if (v >= beta) {
          if (bucket >= 0) store(bucket, pLo, pHi, oLo, oHi, empties, v, alpha, beta, mvSq[i]);
          return v;
        }
      }
    }
  }
  // Insertion sort by key (lists are short).
  for (let a = start + 1; a < start + count; a++) {
    const key = mvKey[a];
    const sq = mvSq[a];
    const fl = mvFLo[a];
    const fh = mvFHi[a];
    let b = a - 1;
    while (b >= start && mvKey[b] > key) {
      mvKey[b + 1] = mvKey[b];
      mvSq[b + 1] = mvSq[b];
      mvFLo[b + 1] = mvFLo[b];
      mvFHi[b + 1] = mvFHi[b];
      b--;
    }
    mvKey[b + 1] = key;
    mvSq[b + 1] = sq;
    mvFLo[b + 1] = fl;
    mvFHi[b + 1] = fh;
  }

  let best = -100;
  let bestSq = mvSq[start];
  for (let i = start; i < start + count; i++) {
    const fLo = mvFLo[i];
    const fHi = mvFHi[i];
    const cpLo = oLo & ~fLo;
    const cpHi = oHi & ~fHi;
    const coLo = pLo | fLo;
    const coHi = pHi | fHi;
    let v: number;
    if (i === start) {
      v = -pvs(cpLo, cpHi, coLo, coHi, -beta, -alpha, empties - 1, ply + 1, false);
    } else {
      // Null window first: most moves only need to be proven no better.
      v = -pvs(cpLo, cpHi, coLo, coHi, -alpha - 1, -alpha, empties - 1, ply + 1, false);
      if (v > alpha && v < beta) v = -pvs(cpLo, cpHi, coLo, coHi, -beta, -v, empties - 1, ply + 1, false);
    }
    if (v > best) {
      best = v;
      bestSq = mvSq[i];
      if (v > alpha) {
        alpha = v;
        if (v >= beta) break;
      }
    }
  }

  if (bucket >= 0) store(bucket, pLo, pHi, oLo, oHi, empties, best, alpha0, beta, bestSq);
  return best;
}

/** The entry of bucket `bucket` (two entries) holding the position, or -1. */
function probe(bucket: number, pLo: number, pHi: number, oLo: number, oHi: number): number {
  const key = ttKey!;
  for (let e = bucket; e < bucket + 2; e++) {
    const k4 = e << 2;
    if (key[k4] === pLo && key[k4 + 1] === pHi && key[k4 + 2] === oLo && key[k4 + 3] === oHi && ttGen![e] === generation) {
      return e;
    }
  }
  return -1;
}

/**
 * Records what the search proved: an upper bound (fail low), a lower bound, or exact.
 * The position's own entry is updated; otherwise the bucket's stale or shallower entry is
 * replaced, so the expensive results near the root survive the flood of small ones.
 */
function store(
  bucket: number, pLo: number, pHi: number, oLo: number, oHi: number, empties: number,
  best: number, alpha0: number, beta: number, move: number,
): void {
  const key = ttKey!;
  const bound = ttBound!;
  const gen = ttGen!;
  const depth = ttDepth!;
  let e = probe(bucket, pLo, pHi, oLo, oHi);
  let lower = -64;
  let upper = 64;
  if (e >= 0) {
    lower = bound[e << 1];
    upper = bound[(e << 1) + 1];
  } else {
    const a = bucket;
    const b = bucket + 1;
    if (gen[a] !== generation) e = a;
    else if (gen[b] !== generation) e = b;
    else e = depth[a] <= depth[b] ? a : b;
  }
  if (best <= alpha0) upper = Math.min(upper, best);
  else if (best >= beta) lower = Math.max(lower, best);
  else lower = upper = best;
  const k4 = e << 2;
  key[k4] = pLo;
  key[k4 + 1] = pHi;
  key[k4 + 2] = oLo;
  key[k4 + 3] = oHi;
  bound[e << 1] = lower;
  bound[(e << 1) + 1] = upper;
  ttMove![e] = move;
  gen[e] = generation;
  depth[e] = empties;
}

// ---------------------------------------------------------------------------------------
// Root
// ---------------------------------------------------------------------------------------

/**
 * Solves the position exactly: negamax alpha-beta to the end of the game.
 * With `maxNodes` / `deadline` it may stop early (complete: false).
 */
export function solveOthello(pos: OthelloPosition, opts: SolveOptions = {}): SolveResult {
  const { pLo, pHi, oLo, oHi } = pos;
  nodes = 0;
  nodeLimit = opts.maxNodes ?? Infinity;
  deadline = opts.deadline ?? Infinity;
  nextCheck = Math.min(4096, nodeLimit);
  generation = (generation + 1) & 0xff;
  ensureTable();

  const empties = 64 - popcount64(pLo | oLo, pHi | oHi);
  const canP = canMove(pLo, pHi, oLo, oHi);
  if (!canP && !canMove(oLo, oHi, pLo, pHi)) {
    return { score: finalScore(pLo, pHi, oLo, oHi), bestMove: -1, nodes: 1, complete: true };
  }
  if (!canP) {
    // Forced pass: solve for the opponent and turn the score round.
    const r = solveOthello({ pLo: oLo, pHi: oHi, oLo: pLo, oHi: pHi, turn: pos.turn === 0 ? 1 : 0 }, opts);
    return { score: -r.score | 0, bestMove: PASS, nodes: r.nodes, complete: r.complete };
  }

  // Root moves, ordered as in the search, each searched in turn so a stop keeps the best so far.
  let mLo = movesLo(pLo, pHi, oLo, oHi);
  let mHi = lastHi();
  const roots: { sq: number; fLo: number; fHi: number; key: number }[] = [];
  while ((mLo | mHi) !== 0) {
    const sq = mLo !== 0 ? 31 - Math.clz32(mLo & -mLo) : 63 - Math.clz32(mHi & -mHi);
    if (mLo !== 0) mLo &= mLo - 1;
    else mHi &= mHi - 1;
    let fLo = flipsLo(sq, pLo, pHi, oLo, oHi);
    let fHi = lastHi();
    if (sq < 32) fLo |= 1 << sq;
    else fHi |= 1 << (sq - 32);
    roots.push({ sq, fLo, fHi, key: orderKey(sq, pLo | fLo, pHi | fHi, oLo & ~fLo, oHi & ~fHi) });
  }
  roots.sort((a, b) => a.key - b.key);

  // Scores are always even (64 squares, empties to the winner), so null-window tests
  // "score >= t" at odd boundaries t-1/t pin the exact score down. Tests far from the true
  // score are cheap, tests next to it expensive. Overshooting upwards costs a test that
  // fails low just above the score (all our moves refuted: dear), overshooting downwards
  // one that fails high (one good move per node: cheap). So: first the sign (t = 0), then
  // steps of 2 upwards, 2 then 4 downwards, bisection once both sides are bounded
  // (measured on FFO #40–#44).
  let lo = -64; // score >= lo, proven
  let hi = 64; // score <= hi, proven
  let step = 2; // downward step: doubles (to 4) while the tests keep failing low
  let lastDir = 0; // +1: the last test failed high, -1: low, 0: no test yet
  let bestMove = roots[0].sq;
  let first = true;
  try {
    while (lo < hi) {
      let t: number;
      if (first) t = 0;
      else if (hi === 64 || lo === -64) t = lastDir > 0 ? lo + 2 : hi - step + 2;
      else t = lo + Math.max(2, ((hi - lo) >> 2) << 1); // bisection, even
      first = false;
      if (t <= lo) t = lo + 2;
      if (t > hi) t = hi;
      const r = rootTest(roots, empties, t - 1, t, pLo, pHi, oLo, oHi);
      if (r >= t) {
        lo = r;
        bestMove = ROOT_BEST;
        // Search the proven move first next time.
        const i = roots.findIndex((m) => m.sq === ROOT_BEST);
        roots.unshift(...roots.splice(i, 1));
        lastDir = 1;
      } else {
        hi = r;
        step = lastDir < 0 ? 4 : 2;
        lastDir = -1;
      }
    }
  } catch (e) {
    if (e !== STOP) throw e;
    return { score: lo > -64 ? lo : 0, bestMove, nodes, complete: false };
  }
  return { score: lo | 0, bestMove, nodes, complete: true }; // | 0: never -0
}

/** Best move of the last rootTest that failed high. */
let ROOT_BEST = -1;

/** One null-window (or any-window) search of the root moves; fail-soft value. */
function rootTest(
  roots: readonly { sq: number; fLo: number; fHi: number }[], empties: number,
  alpha: number, beta: number, pLo: number, pHi: number, oLo: number, oHi: number,
): number {
  let best = -100;
  for (const { sq, fLo, fHi } of roots) {
    const v = -pvs(oLo & ~fLo, oHi & ~fHi, pLo | fLo, pHi | fHi, -beta, -alpha, empties - 1, 1, false);
    if (v > best) {
      best = v;
      if (v > alpha) alpha = v;
      if (v >= beta) {
        ROOT_BEST = sq;
        break;
      }
    }
  }
  return best;
}
