// PAPA's Othello search with the learned evaluation in place of the hand-set one, for the
// lab's measurements (eval-bench.ts, lab/othello-endgame-accuracy.ts). The game itself
// plays by the hand-set evaluation only; this wraps its search game from outside, so src/
// carries no trace of the patterns.

import type { SearchGame } from '../../src/ai/search';
import type { GameResolver } from '../../src/ai/game-ai';
import { resolveGame } from '../../src/games/brains';
import type { OthelloPosition } from '../../src/games/othello/rules';
import { lastMobility, lastPotential, othelloEvaluate } from '../../src/games/othello/search';
import { patternEvaluate } from './evaluation';
import { othelloWeights, type WeightTable } from './weights';

/** `game` evaluating by `table`: the patterns plus the hand-set evaluation's terms. */
export function learnedSearchGame(game: SearchGame<OthelloPosition>, table: WeightTable): SearchGame<OthelloPosition> {
  return {
    ...game,
    evaluate(pos) {
      // othelloEvaluate leaves its mobility terms behind (lastMobility), so they are not counted twice
      const hand = othelloEvaluate(pos);
      return patternEvaluate(table, pos.pLo, pos.pHi, pos.oLo, pos.oHi, hand, lastMobility(), lastPotential());
    },
  };
}

/** The games' resolver with Othello's PAPA on the loaded weights (load.ts), the rest as shipped. */
export const learnedResolver: GameResolver = (id, options) => {
  const game = resolveGame(id, options);
  const table = othelloWeights();
  if (id !== 'othello' || !table) return game;
  return {
    ...game,
    ai: { ...game.ai, search: learnedSearchGame(game.ai.search as SearchGame<OthelloPosition>, table) as SearchGame<unknown> },
  };
};
