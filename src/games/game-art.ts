// The games' side of the art: each game's own pictures (its menu thumbnail) registered with
// the art loader, and the texture key of a side's piece. Only the screens import it (the
// first screen's art, the views); the worker and the rules need no art, so the registry
// carries none.

import { ART, registerGameArt, type PandaName, type PieceLook } from '../art/index';
import { isSceneArt } from '../art/prepare';
import type { Side } from '../engine/types';
import { GAME_IDS, kitOf, type GameId } from './registry';

registerGameArt(GAME_IDS.map((id) => ({ id, thumb: () => kitOf(id).look.thumb() })));

/** Texture key of a side's piece in a game. */
export function pieceKey(id: GameId, side: Side): string {
  const look = kitOf(id).look.pieces[side];
  if (!look) throw new Error(`${id} has no side ${side}`);
  return ART.piece(look);
}

/**
 * The pictures a game's board waits for before it opens: its own pieces and their ghosts
 * (with the flip frames where its pieces turn over), the faces of the pandas playing, and
 * the shared board, friend, icons, markers and effects. A player quicker than the
 * background preparation (src/boot/first-screen.ts) so waits for a third of the art, not
 * all of it; the rest keeps arriving behind the board.
 */
export function isBoardArt(key: string, id: GameId, pandas: readonly PandaName[]): boolean {
  if (!isSceneArt(key)) return false;
  const look = kitOf(id).look;
  const looks = Object.values(look.pieces).filter((l): l is PieceLook => !!l);
  if (key.startsWith('piece-') || key.startsWith('ghost-')) return looks.some((l) => key === ART.piece(l) || key === ART.pieceGhost(l));
  if (ART.discTurn.includes(key)) return look.conversion === 'turn-over';
  if (key.startsWith('panda-')) return pandas.some((p) => key.startsWith(`panda-${p}-`));
  return true;
}
