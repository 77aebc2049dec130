// What the exact solver is asked and answers, shared by its JavaScript search (solver.ts)
// and its WebAssembly build (solver-wasm.ts) without either importing the other's types.

export interface SolveOptions {
  /** Stop (complete: false) after about this many nodes. */
  maxNodes?: number;
  /** Stop (complete: false) at this performance.now() timestamp, in ms. */
  deadline?: number;
  /**
   * Stop (complete: false, unless it is a draw) as soon as win, draw or loss is known; the
   * bounds then say which. For measurements that need only the result.
   */
  outcomeOnly?: boolean;
}

export interface SolveResult {
  /** Exact final disc difference for the side to move (when complete), empties to the winner. */
  score: number;
  /** Best placement (0..63), PASS when the side must pass, -1 when the game is over. */
  bestMove: number;
  nodes: number;
  /** False when stopped by maxNodes / deadline: then score and bestMove are only the best found so far. */
  complete: boolean;
  /**
   * What the tests finished before a stop proved: the exact score lies in [lower, upper]
   * (both equal to `score` when complete). lower > 0 is a proven win, and then `bestMove`
   * is a move that wins by at least `lower`; upper < 0 a proven loss.
   */
  lower: number;
  upper: number;
}
