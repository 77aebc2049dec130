// PAPA (placeholder while the search lands): greedy like MAMA.
import type { GameContext } from './context';
import { mamaMove } from './mama';
import { decisionRng } from './rng';
import type { Thinker } from './think';

export interface PapaBudget { deadline: number; nodes?: number; seed: number }

export function createPapa(ctx: GameContext, legal: number[], budget: PapaBudget): Thinker {
  const move = mamaMove(ctx.rules, ctx.position, legal, decisionRng(budget.seed, 0, 0));
  return { step: () => true, result: () => ({ move, prophecy: null, depth: 1, nodes: legal.length }) };
}
