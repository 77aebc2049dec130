// Exact Othello endgame solver for PAPA (RULES.md §1 scoring: final disc difference for the
// side to move, empty squares to the winner, a draw 0).
//
// Negamax alpha-beta (principal variation search) on the engine's bitboards:
// - many empties: moves sorted fastest-first (fewest replies for the opponent, corners
//   first, the transposition table's move before all), transposition table on bounds;
// - few empties: no move generation at all, just the list of empty squares in parity
//   order (squares of regions with an odd number of empties first), tried directly;
// - the last empty square is scored by counting flips only.
// Everything in the hot path works on plain int32 numbers and preallocated typed arrays.

import * as engine from '../engine/games/othello';
import type { OthelloPosition } from '../engine/games/othello';

// Local bindings of the engine's hot functions: under a module loader that reaches imports
// through namespace getters (Vitest does), a direct reference keeps the calls inlinable.
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
// Tuning constants (measured on FFO #40–#44)
// ---------------------------------------------------------------------------------------

/** At or below this many empties, search the empty-square list instead of generating moves. */
const SHALLOW = 6;
/** The transposition table is used at or above this many empties (below, it costs more than it saves). */
const TT_MIN_EMPTIES = 10;
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

/** Quadrant of each square (0..3), the regions used for parity ordering. */
const QUADRANT = new Int8Array(64);
for (let sq = 0; sq < 64; sq++) QUADRANT[sq] = ((sq >> 2) & 1) | ((sq >> 4) & 2);

/** Ordering bonus per square for fastest-first: corners good, X/C squares next to an empty corner bad. */
const SQUARE_BONUS = new Int32Array(64);
{
  const corners = [0, 7, 56, 63];
  for (const c of corners) SQUARE_BONUS[c] = 24;
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
// Mutable search state (module level: one solve at a time, no allocation per node)
// ---------------------------------------------------------------------------------------

const TT_SIZE = 1 << TT_BITS;
const TT_MASK = TT_SIZE - 1;
let ttKey: Int32Array | null = null; // 4 ints per entry: the full position
let ttBound: Int8Array | null = null; // lower, upper per entry
let ttMove: Int8Array | null = null;
let ttGen: Uint8Array | null = null;
let generation = 0;

/** Per-ply move buffers for the deep search: square, sort key, flips. */
const MAX_MOVES = 32; // no Othello position has more than 33 moves; 32 plus guard below
const BUF = 64 * (MAX_MOVES + 2);
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
}

function hashOf(pLo: number, pHi: number, oLo: number, oHi: number): number {
  let h = Math.imul(pLo, 0x9e3779b1) ^ Math.imul(pHi, 0x85ebca77) ^ Math.imul(oLo, 0xc2b2ae3d) ^ Math.imul(oHi, 0x27d4eb2f);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 13)) & TT_MASK;
}

// ---------------------------------------------------------------------------------------
// Last empty square: flip counting only
// ---------------------------------------------------------------------------------------

/** Exact score with one empty square `sq` left; `diff` = own discs − opponent discs. */
function solveLast(sq: number, pLo: number, pHi: number, oLo: number, oHi: number): number {
  nodes++;
  const diff = popcount64(pLo, pHi) - popcount64(oLo, oHi);
  let n = popcount64(flipsLo(sq, pLo, pHi, oLo, oHi), lastHi());
  if (n > 0) return diff + 1 + 2 * n;
  n = popcount64(flipsLo(sq, oLo, oHi, pLo, pHi), lastHi());
  if (n > 0) return diff - 1 - 2 * n;
  // Nobody can fill it: the empty square goes to the winner (no draw with 63 discs).
  return diff > 0 ? diff + 1 : diff - 1;
}

// ---------------------------------------------------------------------------------------
// Shallow search: the list of empty squares, no move generation
// ---------------------------------------------------------------------------------------

/**
 * Negamax over the `n` empty squares listed at EMP[base…]. `passed`: the opponent just
 * passed (so if we cannot move either, the game is over).
 */
function shallow(
  pLo: number, pHi: number, oLo: number, oHi: number,
  alpha: number, beta: number, n: number, base: number, passed: boolean,
): number {
  if (n === 1) return solveLast(EMP[base], pLo, pHi, oLo, oHi);
  tick();
  let best = -100;
  const child = base + n;
  for (let i = 0; i < n; i++) {
    const sq = EMP[base + i];
    if (((NEIGH_LO[sq] & oLo) | (NEIGH_HI[sq] & oHi)) === 0) continue;
    let fLo = flipsLo(sq, pLo, pHi, oLo, oHi);
    let fHi = lastHi();
    if ((fLo | fHi) === 0) continue;
    if (sq < 32) fLo |= 1 << sq;
    else fHi |= 1 << (sq - 32);
    // The child's list: the same order without sq.
    let k = child;
    for (let j = 0; j < n; j++) if (j !== i) EMP[k++] = EMP[base + j];
    const v = -shallow(oLo & ~fLo, oHi & ~fHi, pLo | fLo, pHi | fHi, -beta, -alpha, n - 1, child, false);
    if (v > best) {
      best = v;
      if (v > alpha) {
        if (v >= beta) return v;
        alpha = v;
      }
    }
  }
  if (best !== -100) return best;
  if (passed) return finalScore(pLo, pHi, oLo, oHi);
  return -shallow(oLo, oHi, pLo, pHi, -beta, -alpha, n, base, true);
}

/** Lists the empty squares at EMP[base…] in parity order; returns how many. */
function listEmpties(pLo: number, pHi: number, oLo: number, oHi: number, base: number): number {
  const eLo = ~(pLo | oLo);
  const eHi = ~(pHi | oHi);
  // Parity per quadrant: bit q set when quadrant q has an odd number of empties.
  let parity = 0;
  for (let sq = 0; sq < 64; sq++) {
    if ((((sq < 32 ? eLo : eHi) >>> (sq & 31)) & 1) !== 0) parity ^= 1 << QUADRANT[sq];
  }
  let n = 0;
  for (let pass = 0; pass < 2; pass++) {
    const wantOdd = pass === 0;
    for (let i = 0; i < 64; i++) {
      const sq = SQUARE_ORDER[i];
      if ((((sq < 32 ? eLo : eHi) >>> (sq & 31)) & 1) === 0) continue;
      if ((((parity >> QUADRANT[sq]) & 1) === 1) === wantOdd) EMP[base + n++] = sq;
    }
  }
  return n;
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
    return shallow(pLo, pHi, oLo, oHi, alpha, beta, n, 0, passed);
  }
  tick();

  // Transposition table: narrow the window, maybe cut, and learn the best move.
  let slot = -1;
  let hashMove = -1;
  if (empties >= TT_MIN_EMPTIES) {
    slot = hashOf(pLo, pHi, oLo, oHi);
    const key = ttKey!;
    const k4 = slot << 2;
    if (key[k4] === pLo && key[k4 + 1] === pHi && key[k4 + 2] === oLo && key[k4 + 3] === oHi && ttGen![slot] === generation) {
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

  // Bounds are classified against the window actually searched (after TT narrowing).
  const alpha0 = alpha;
  let mLo = movesLo(pLo, pHi, oLo, oHi);
  let mHi = lastHi();
  if ((mLo | mHi) === 0) {
    if (passed) return finalScore(pLo, pHi, oLo, oHi);
    return -pvs(oLo, oHi, pLo, pHi, -beta, -alpha, empties, ply, true);
  }

  // Collect the moves with their flips and a sort key (lower = earlier).
  const start = ply * (MAX_MOVES + 2);
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
    if (sq === hashMove) mvKey[i] = -1000;
    else {
      // Fastest first: the fewer replies the opponent has, the sooner we look.
      const nLo = pLo | fLo;
      const nHi = pHi | fHi;
      const replies = popcount64(movesLo(oLo & ~fLo, oHi & ~fHi, nLo, nHi), lastHi());
      mvKey[i] = (replies << 4) - SQUARE_BONUS[sq];
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

  if (slot >= 0) store(slot, pLo, pHi, oLo, oHi, best, alpha0, beta, bestSq);
  return best;
}

/** Records what the search proved: an upper bound (fail low), a lower bound, or exact. */
function store(
  slot: number, pLo: number, pHi: number, oLo: number, oHi: number,
  best: number, alpha0: number, beta: number, move: number,
): void {
  const key = ttKey!;
  const bound = ttBound!;
  const k4 = slot << 2;
  const same = key[k4] === pLo && key[k4 + 1] === pHi && key[k4 + 2] === oLo && key[k4 + 3] === oHi && ttGen![slot] === generation;
  let lower = same ? bound[slot << 1] : -64;
  let upper = same ? bound[(slot << 1) + 1] : 64;
  if (best <= alpha0) upper = Math.min(upper, best);
  else if (best >= beta) lower = Math.max(lower, best);
  else lower = upper = best;
  key[k4] = pLo;
  key[k4 + 1] = pHi;
  key[k4 + 2] = oLo;
  key[k4 + 3] = oHi;
  bound[slot << 1] = lower;
  bound[(slot << 1) + 1] = upper;
  ttMove![slot] = move;
  ttGen![slot] = generation;
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
    const replies = popcount64(movesLo(oLo & ~fLo, oHi & ~fHi, pLo | fLo, pHi | fHi), lastHi());
    roots.push({ sq, fLo, fHi, key: (replies << 4) - SQUARE_BONUS[sq] });
  }
  roots.sort((a, b) => a.key - b.key);

  let alpha = -65;
  let best = -100;
  let bestMove = roots[0].sq;
  try {
    for (let i = 0; i < roots.length; i++) {
      const { sq, fLo, fHi } = roots[i];
      const c = [oLo & ~fLo, oHi & ~fHi, pLo | fLo, pHi | fHi] as const;
      let v: number;
      if (i === 0) v = -pvs(c[0], c[1], c[2], c[3], -65, -alpha, empties - 1, 1, false);
      else {
        v = -pvs(c[0], c[1], c[2], c[3], -alpha - 1, -alpha, empties - 1, 1, false);
        if (v > alpha) v = -pvs(c[0], c[1], c[2], c[3], -65, -v, empties - 1, 1, false);
      }
      if (v > best) {
        best = v;
        bestMove = sq;
        alpha = v;
      }
    }
  } catch (e) {
    if (e !== STOP) throw e;
    return { score: best === -100 ? 0 : best, bestMove, nodes, complete: false };
  }
  return { score: best | 0, bestMove, nodes, complete: true }; // | 0: never -0
}
