// The games' resolver with Cannon's opening guard switched off (GameAi.losingMoves unset): PAPA
// as he plays without it, for the scripts that compare the two.
import type { GameResolver } from '../../src/ai/game-ai';
import { resolveGame } from '../../src/games/brains';

export const unguardedResolver: GameResolver = (id, options) => {
  const game = resolveGame(id, options);
  return { ...game, ai: { ...game.ai, losingMoves: undefined } };
};
