// What the pandas need from one game on top of its rules. Each game's kit supplies one
// (src/games/<id>/ai.ts); the shared panda logic (baby.ts, mama.ts, papa.ts) reads only
// this, never a game id. See docs/architecture.md, "How to add a game".

import type { AnyRules, GameRules, RuleOptions } from '../engine/types';
import type { SearchGame } from './search';

/** An exact endgame solver PAPA may hand a position to (Othello's disc-count solver). */
export type DecidedEndgame = { bound: 'atLeast'; score: number; move: number } | { bound: 'atMost'; score: number };

export interface ExactEndgame<P> {
  /**
   * When to try it: 'solve-first' before any search (the solve is quick), 'solve-after'
   * after a share of the budget went to the search (a move in hand), 'none' not at all.
   * `budgetMs`: PAPA's time for the move (a solve that cannot finish in it wastes it).
   */
  plan(pos: P, budgetMs: number): 'solve-first' | 'solve-after' | 'none';
  /** With 'solve-after': the share of the budget the search gets first (and keeps last). */
  readonly searchShare: number;
  /**
   * Solves within the deadline (and node budget); `solved` null when it could not finish.
   * `decided`: what an unfinished solve still proved, a win (with a move that wins it, by
   * `score` or more) or a loss (by `-score` or more; no move is better than another).
   */
  solve(
    pos: P,
    deadline: number,
    maxNodes?: number,
  ): { solved: { score: number; move: number } | null; nodes: number; decided?: DecidedEndgame };
  /** The number of plies the exact result covers (shown as the search depth). */
  depthOf(pos: P): number;
}

export interface GameAi<P = unknown> {
  /** PAPA's evaluation and the cheap facts his search reads. */
  readonly search: SearchGame<P>;
  /** BABY's favourites among the legal moves (empty when none stands out). */
  babyFavourites(pos: P, legal: readonly number[]): number[];
  /** MAMA's score of a move on top of material (0 in most games). */
  mamaBonus(pos: P, move: number, after: P): number;
  /** Whether MAMA breaks ties by what the move leaves hanging (pointless where every move flips). */
  readonly mamaWeighsExposure: boolean;
  /**
   * The review's scale of the evaluation (src/ai/grade.ts): the value, in the search's units,
   * at which a position counts as about three quarters won (tanh(1)). Default 300 (three
   * pieces of 100), for games whose evaluation is counted in another unit. Optional.
   */
  readonly gradeScale?: number;
  /** Whether PAPA proves a draw before announcing it (games with draws by rule). */
  readonly proveDraws: boolean;
  /**
   * Legal moves an opening guard knows to lose (Cannon's, from the solved game): PAPA
   * searches as always and, should he choose one of them, plays his search's best other
   * move instead. Optional.
   */
  losingMoves?(pos: P, legal: readonly number[]): number[];
  /** An exact endgame solver, where the game has one. */
  readonly endgame?: ExactEndgame<P>;
  /**
   * Builds what PAPA will soon need (Cannon's endgame tables), before his clock starts, so
   * a one-time build does not eat the search's time. Optional.
   */
  prepare?(pos: P): void;
  /**
   * Downloads what PAPA needs (Othello's WebAssembly solver), once; the worker
   * waits for it before his first move in the game. Never rejects. Optional.
   */
  load?(): Promise<void>;
  /**
   * Work for PAPA done ahead, in slices while the worker waits for the next request
   * (Cannon's endgame tables): works until `until` (ms on the now() clock) and returns true
   * once nothing is left. Optional.
   */
  background?(until: number): boolean;
}

/** How the shared panda code finds a game by id: the games' registry supplies it. */
export type GameResolver = (id: string, options: RuleOptions) => { rules: AnyRules; ai: GameAi<unknown> };

/** BABY's default taste: any move that captures or converts. */
export function capturingMoves<P>(rules: GameRules<P>, pos: P, legal: readonly number[]): number[] {
  return legal.filter((m) => {
    const e = rules.effect(pos, m);
    return e.captured.length > 0 || e.converted.length > 0;
  });
}

/**
 * The pandas' defaults for a game of captures and conversions: BABY takes whatever captures
 * or converts, MAMA counts material and weighs what a move leaves hanging, PAPA proves a
 * draw before announcing it.
 */
export function captureGameAi<P>(rules: GameRules<P>, search: SearchGame<P>): GameAi<P> {
  return {
    search,
    babyFavourites: (pos, legal) => capturingMoves(rules, pos, legal),
    mamaBonus: () => 0,
    mamaWeighsExposure: true,
    proveDraws: true,
  };
}
