// Exact Othello endgame solver for PAPA (docs/rules.md §1 scoring: final disc difference for the
// side to move, empty squares to the winner, a draw 0). This file is the root driver; the
// search is split by job (docs/architecture.md, "Othello's solver"):
// - solver-deep.ts: more than SHALLOW empties, principal variation search over generated
//   moves sorted fastest-first (solver-order.ts), a transposition table (solver-table.ts)
//   with enhanced transposition cutoff, a cutoff on the opponent's stable discs
//   (stability.ts: edges, full lines and what leans on them);
// - solver-last.ts: SHALLOW empties or fewer, the empty squares in parity order, dedicated
//   code for the last 4, 3, 2, 1 squares;
// - solver-budget.ts: the node count and the stop at a node limit or deadline.
// When the WebAssembly build of the same search is loaded (solver-wasm.ts), it solves
// instead: the same nodes, scores and moves in about half the time (docs/ai.md, "WebAssembly").
// The search state is module-level, so one solve runs at a time (fine in a worker).

import * as bitboard from './bitboard';
import { PASS, type OthelloPosition } from './position';
import { nodeCount, startBudget, STOP } from './solver-budget';
import * as deep from './solver-deep';
import { orderKey } from './solver-order';
import { solveWasm } from './solver-wasm';
import type { SolveOptions, SolveResult } from './solve-types';
import { newTableGeneration } from './solver-table';

// Local bindings of the hot functions, so that no module loader (Vitest's rewrites named
// imports into property reads) puts a namespace read between the search and these calls.
const { canMove, finalScore, flipsLo, lastHi, movesLo, popcount64 } = bitboard;
const { pvs } = deep;

/**
 * Solves the position exactly: negamax alpha-beta to the end of the game.
 * With `maxNodes` / `deadline` it may stop early (complete: false).
 */
export function solveOthello(pos: OthelloPosition, opts: SolveOptions = {}): SolveResult {
  return solveWasm(pos, opts) ?? solveOthelloJs(pos, opts);
}

/** The JavaScript solver (solveOthello when no WebAssembly solver is loaded). */
export function solveOthelloJs(pos: OthelloPosition, opts: SolveOptions = {}): SolveResult {
  const { pLo, pHi, oLo, oHi } = pos;
  startBudget(opts.maxNodes ?? Infinity, opts.deadline ?? Infinity);
  newTableGeneration();

  const empties = 64 - popcount64(pLo | oLo, pHi | oHi);
  const canP = canMove(pLo, pHi, oLo, oHi);
  if (!canP && !canMove(oLo, oHi, pLo, pHi)) {
    const score = finalScore(pLo, pHi, oLo, oHi);
    return { score, bestMove: -1, nodes: 1, complete: true, lower: score, upper: score };
  }
  if (!canP) {
    // Forced pass: solve for the opponent and turn the score round.
    const r = solveOthelloJs({ pLo: oLo, pHi: oHi, oLo: pLo, oHi: pHi, turn: pos.turn === 0 ? 1 : 0 }, opts);
    return { score: -r.score | 0, bestMove: PASS, nodes: r.nodes, complete: r.complete, lower: -r.upper | 0, upper: -r.lower | 0 };
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
    while (lo < hi && !(opts.outcomeOnly && (lo > 0 || hi < 0))) {
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
    return { score: lo > -64 ? lo : 0, bestMove, nodes: nodeCount(), complete: false, lower: lo, upper: hi };
  }
  if (lo < hi) return { score: lo, bestMove, nodes: nodeCount(), complete: false, lower: lo, upper: hi }; // outcomeOnly
  return { score: lo | 0, bestMove, nodes: nodeCount(), complete: true, lower: lo | 0, upper: lo | 0 }; // | 0: never -0
}

/** Best move of the last rootTest that failed high. */
let ROOT_BEST = -1;

/** One null-window (or any-window) search of the root moves; fail-soft value. */
function rootTest(
  roots: readonly { sq: number; fLo: number; fHi: number }[],
  empties: number,
  alpha: number,
  beta: number,
  pLo: number,
  pHi: number,
  oLo: number,
  oHi: number,
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
