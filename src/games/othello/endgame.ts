// PAPA's exact Othello endgame: from SOLVE_EMPTIES empty squares on, PAPA hands the
// position to the exact solver (solver.ts) and, when it finishes within the budget, plays
// its move and announces the exact final score. When it does not finish, it has often
// decided the result already (win or loss, the margin open): a proven win's move is played
// and announced as "by N or more", a proven loss announced; otherwise the midgame search's
// move stands (so a hard position never costs a bad move). docs/ai.md, "Short
// budgets and the decided result".

import type { ExactEndgame } from '../../ai/game-ai';
import { popcount } from '../../ai/bits';
import { now } from '../../ai/clock';
import { othelloRules, type OthelloPosition } from './rules';
import { solveOthello } from './solver';

/**
 * PAPA tries the exact solver at this many empty squares or fewer, given his default 1 s:
 * at 22 it rarely finishes, but it decides the result in most positions (docs/ai.md, "Short budgets and the decided result").
 */
export const SOLVE_EMPTIES = 22;
/** His default budget, for which SOLVE_EMPTIES holds. */
const DEFAULT_BUDGET_MS = 1000;

/**
 * The most empties worth a solve attempt in `budgetMs`: SOLVE_EMPTIES at 1 s and one less
 * for each halving (a solve costs two to three times more per empty square; 19 at 200 ms),
 * never more than SOLVE_EMPTIES. A solve that cannot finish costs the midgame search most
 * of the move's time (docs/ai.md, "Short budgets and the decided result").
 */
export function solveEmpties(budgetMs: number): number {
  if (!(budgetMs > 0)) return QUICK_EMPTIES;
  // The budget arrives a little short of the request's (the clock started before PAPA
  // did): a few per cent of slack keep 1 s at SOLVE_EMPTIES.
  const e = Math.floor(SOLVE_EMPTIES + Math.log2(budgetMs / DEFAULT_BUDGET_MS) + 0.05);
  return Math.max(QUICK_EMPTIES, Math.min(SOLVE_EMPTIES, e));
}
/** At this many empties or fewer the solve is quick: PAPA solves before searching at all. */
export const QUICK_EMPTIES = 12;
/** Otherwise the midgame search first gets this share of the budget (a move in hand). */
export const SEARCH_SHARE = 0.15;

export function emptiesOf(pos: OthelloPosition): number {
  return 64 - popcount(pos.pLo | pos.oLo) - popcount(pos.pHi | pos.oHi);
}

export const othelloEndgame: ExactEndgame<OthelloPosition> = {
  plan(pos, budgetMs) {
    const empties = emptiesOf(pos);
    return empties <= QUICK_EMPTIES ? 'solve-first' : empties <= solveEmpties(budgetMs) ? 'solve-after' : 'none';
  },
  searchShare: SEARCH_SHARE,
  solve(pos, deadline, maxNodes) {
    const r = solveOthello(pos, { deadline, maxNodes });
    if (r.complete && r.bestMove >= 0) return { solved: { score: r.score | 0, move: r.bestMove }, nodes: r.nodes };
    // Out of time, yet the first tests (is it a win? a loss?) may have finished: the
    // result is decided, only the margin is open (docs/ai.md, "Short budgets and the decided result").
    if (r.lower > 0 && r.bestMove >= 0)
      return { solved: null, nodes: r.nodes, decided: { bound: 'atLeast', score: r.lower, move: r.bestMove } };
    if (r.upper < 0) return { solved: null, nodes: r.nodes, decided: { bound: 'atMost', score: r.upper } };
    return { solved: null, nodes: r.nodes };
  },
  depthOf: emptiesOf,
};

export interface SolveReport {
  score: number;
  bestMove: string;
  nodes: number;
  complete: boolean;
  timeMs: number;
}

/** The exact result of an Othello position for `cli solve` and `cli bench`. */
export function solveOthelloPosition(pos: OthelloPosition, timeMs?: number): SolveReport {
  const rules = othelloRules();
  const started = now();
  const r = solveOthello(pos, { deadline: timeMs === undefined ? undefined : started + timeMs });
  const bestMove = r.bestMove < 0 ? '-' : rules.moveToText(pos, r.bestMove);
  return { score: r.score | 0, bestMove, nodes: r.nodes, complete: r.complete, timeMs: Math.round(now() - started) };
}
