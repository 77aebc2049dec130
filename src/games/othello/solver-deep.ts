// The exact solver's deep search (more than SHALLOW empties; docs/architecture.md, "Othello's
// solver"): principal variation search over generated moves sorted fastest-first
// (solver-order.ts), the table's move before all; the transposition table (solver-table.ts)
// with enhanced transposition cutoff; a cutoff on the opponent's stable discs
// (stability.ts). At SHALLOW empties it hands over to solver-last.ts.

import * as bitboard from './bitboard';
import * as budget from './solver-budget';
import * as lineFlips from './line-flips';
import * as last from './solver-last';
import * as order from './solver-order';
import * as table from './solver-table';
import * as stability from './stability';

// Hot imports bound locally (see solver.ts: Vitest turns named imports into property reads).
const { finalScore, lastHi, movesLo, popcount64 } = bitboard;
const { lineFlipsHi, lineFlipsLo } = lineFlips;
const { tick } = budget;
const { SHALLOW, solveShallow } = last;
const { orderKey } = order;
const { hashOf, lowerAt, moveAt, probe, store, upperAt } = table;
const { STABILITY_ALPHA, stableCount } = stability;

/** The transposition table is used at or above this many empties (below, it costs more than it saves). */
const TT_MIN_EMPTIES = 7;

/**
 * Sort-key bonus of a move into a quadrant with an odd number of empties (Edax's parity
 * term): below one square of potential mobility (8), so it only breaks ties; −1.9 % nodes
 * on FFO #40–#44 (docs/ai.md, "Othello's exact solver").
 */
const PARITY_W = 4;
/** Bit q set when quadrant q (files a–d / e–h of ranks 1–4 / 5–8) has an odd number of empties. */
function oddQuadrants(eLo: number, eHi: number): number {
  // Fold each half's bytes into one: nibble 0 then holds the left quadrant, nibble 1 the
  // right one; two more folds leave each nibble's parity in its lowest bit.
  let l = eLo ^ (eLo >>> 16);
  let h = eHi ^ (eHi >>> 16);
  l ^= l >>> 8;
  h ^= h >>> 8;
  l ^= l >>> 2;
  h ^= h >>> 2;
  l ^= l >>> 1;
  h ^= h >>> 1;
  return (l & 1) | ((l >>> 3) & 2) | ((h & 1) << 2) | ((h >>> 1) & 8);
}

/** Per-ply move buffers for the deep search: square, sort key, flips. */
const MAX_MOVES = 34; // slots per ply: no Othello position is known with more than 33 moves
const BUF = 64 * MAX_MOVES;
const mvSq = new Int32Array(BUF);
const mvKey = new Int32Array(BUF);
const mvFLo = new Int32Array(BUF);
const mvFHi = new Int32Array(BUF);

/**
 * Exact score of the position, fail-soft: a value <= alpha is an upper bound, >= beta a
 * lower bound. `ply` picks this node's slice of the move buffers; `passed`: the opponent
 * just passed, so if we cannot move either, the game is over.
 */
export function pvs(
  pLo: number,
  pHi: number,
  oLo: number,
  oHi: number,
  alpha: number,
  beta: number,
  empties: number,
  ply: number,
  passed: boolean,
): number {
  if (empties <= SHALLOW) return solveShallow(pLo, pHi, oLo, oHi, alpha, beta, passed);
  tick();

  // Transposition table: narrow the window, maybe cut, and learn the best move.
  let bucket = -1;
  let hashMove = -1;
  let failedLow = false;
  if (empties >= TT_MIN_EMPTIES) {
    bucket = hashOf(pLo, pHi, oLo, oHi);
    const slot = probe(bucket, pLo, pHi, oLo, oHi);
    if (slot >= 0) {
      const lower = lowerAt(slot);
      const upper = upperAt(slot);
      if (lower >= beta) return lower;
      if (upper <= alpha) return upper;
      if (lower === upper) return lower;
      if (lower > alpha) alpha = lower;
      if (upper < beta) beta = upper;
      hashMove = moveAt(slot);
      // Only an upper bound known: this node failed low before and likely will again, and
      // the enhanced transposition cutoff only finds fail-highs. Skipping its probes costs
      // +0.03 % nodes (docs/ai.md, "Othello's exact solver").
      failedLow = lower === -64;
    }
  }

  // Stability cutoff: the opponent's stable discs cap our score.
  if (alpha >= STABILITY_ALPHA[empties] && 2 * popcount64(oLo, oHi) >= 64 - alpha) {
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
    let fLo = lineFlipsLo(sq, pLo, pHi, oLo, oHi);
    let fHi = lineFlipsHi();
    if (sq < 32) fLo |= 1 << sq;
    else fHi |= 1 << (sq - 32);
    const i = start + count++;
    mvSq[i] = sq;
    mvFLo[i] = fLo;
    mvFHi[i] = fHi;
  }
  // Enhanced transposition cutoff: a child already proven bad enough for the opponent
  // (its upper bound <= -beta) refutes this node without searching anything.
  if (empties - 1 >= TT_MIN_EMPTIES && !failedLow) {
    for (let i = start; i < start + count; i++) {
      const cpLo = oLo & ~mvFLo[i];
      const cpHi = oHi & ~mvFHi[i];
      const coLo = pLo | mvFLo[i];
      const coHi = pHi | mvFHi[i];
      const cs = probe(hashOf(cpLo, cpHi, coLo, coHi), cpLo, cpHi, coLo, coHi);
      if (cs >= 0) {
        const v = -upperAt(cs);
        if (v >= beta) {
          if (bucket >= 0) store(bucket, pLo, pHi, oLo, oHi, empties, v, alpha0, beta, mvSq[i]);
          return v;
        }
      }
    }
  }

  let best = -100;
  let bestSq = mvSq[start];
  let first = start; // the first move still to search
  // The table's move first, before any sort key: when it cuts, the keys (a move
  // generation each) are saved (docs/ai.md, "Othello's exact solver").
  if (hashMove >= 0 && count > 1) {
    let h = start;
    while (h < start + count && mvSq[h] !== hashMove) h++;
    if (h < start + count) {
      const fLo = mvFLo[h];
      const fHi = mvFHi[h];
      // Rotate it to the front, keeping the others in generation order.
      for (let j = h; j > start; j--) {
        mvSq[j] = mvSq[j - 1];
        mvFLo[j] = mvFLo[j - 1];
        mvFHi[j] = mvFHi[j - 1];
      }
      mvSq[start] = hashMove;
      mvFLo[start] = fLo;
      mvFHi[start] = fHi;
      const v = -pvs(oLo & ~fLo, oHi & ~fHi, pLo | fLo, pHi | fHi, -beta, -alpha, empties - 1, ply + 1, false);
      best = v;
      bestSq = hashMove;
      if (v > alpha) {
        alpha = v;
        if (v >= beta) {
          if (bucket >= 0) store(bucket, pLo, pHi, oLo, oHi, empties, best, alpha0, beta, bestSq);
          return best;
        }
      }
      first = start + 1;
    }
  }
  // Sort keys, fastest first (a forced move needs none: orderKey costs a move generation).
  const end = start + count;
  if (end - first > 1) {
    const odd = oddQuadrants(~(pLo | oLo), ~(pHi | oHi));
    for (let i = first; i < end; i++) {
      const sq = mvSq[i];
      const fLo = mvFLo[i];
      const fHi = mvFHi[i];
      mvKey[i] = orderKey(sq, pLo | fLo, pHi | fHi, oLo & ~fLo, oHi & ~fHi) - ((odd >> (((sq >> 2) & 1) | ((sq >> 4) & 2))) & 1) * PARITY_W;
    }
  }
  for (let i = first; i < end; i++) {
    // The lowest key next (selection, one move at a time: a cut after the first move
    // leaves the rest unsorted; docs/ai.md, "Othello's exact solver").
    let m = i;
    for (let j = i + 1; j < end; j++) if (mvKey[j] < mvKey[m]) m = j;
    if (m !== i) {
      // Rotate it to i, keeping the others in order (the same order as a stable sort).
      const k = mvKey[m];
      const q = mvSq[m];
      const l = mvFLo[m];
      const h = mvFHi[m];
      for (let j = m; j > i; j--) {
        mvKey[j] = mvKey[j - 1];
        mvSq[j] = mvSq[j - 1];
        mvFLo[j] = mvFLo[j - 1];
        mvFHi[j] = mvFHi[j - 1];
      }
      mvKey[i] = k;
      mvSq[i] = q;
      mvFLo[i] = l;
      mvFHi[i] = h;
    }
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
