// PAPA's exact Othello endgame: hands the position to the Othello solver once few enough
// squares are empty (placeholder until src/ai/othello-solver.ts lands).

import type { GameContext } from './context';
import type { Prophecy } from './protocol';

export interface EndgameAnswer {
  move: number;
  prophecy: Prophecy | null;
  depth: number;
  nodes: number;
}

export interface Endgame {
  /** 'pending': call again (sliced); null: not solved, search instead; else the answer. */
  step(until: number): EndgameAnswer | 'pending' | null;
  nodes(): number;
}

export function othelloEndgame(_ctx: GameContext, _budget: { deadline: number; nodes?: number }): Endgame | null {
  return null;
}

export interface SolveReport {
  score: number;
  bestMove: string;
  nodes: number;
  complete: boolean;
  timeMs: number;
}

/** The exact result of an Othello position for `solve` and `bench`; null without a solver. */
export function solveOthelloPosition(_pos: unknown, _timeMs?: number): SolveReport | null {
  return null;
}
