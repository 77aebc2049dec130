// BABY cannot look ahead: he plays one of the moves his game's kit marks as his favourites
// (in Othello a corner, elsewhere anything that captures or converts), otherwise any
// move. He never checks what the move leads to, which is how he walks into traps (the
// lone piece of the Pairing trap, docs/rules.md).

import type { GameAi } from './game-ai';
import { pick, type Rng } from './rng';

export function babyMove(ai: GameAi, pos: unknown, legal: readonly number[], rng: Rng): number {
  const favourites = ai.babyFavourites(pos, legal);
  return pick(rng, favourites.length > 0 ? favourites : legal);
}
