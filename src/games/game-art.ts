// The games' side of the art: each game's own pictures (its menu thumbnail) registered with
// the art loader, and the texture key of a side's piece. Only the screens import it (the
// first screen's art, the views); the worker and the rules need no art, so the registry
// carries none.

import { ART, registerGameArt } from '../art/index';
import type { Side } from '../engine/types';
import { GAME_IDS, kitOf, type GameId } from './registry';

registerGameArt(GAME_IDS.map((id) => ({ id, thumb: () => kitOf(id).look.thumb() })));

/** Texture key of a side's piece in a game. */
export function pieceKey(id: GameId, side: Side): string {
  const look = kitOf(id).look.pieces[side];
  if (!look) throw new Error(`${id} has no side ${side}`);
  return ART.piece(look);
}
