// The end of a game's tour is told here (src/views/tour-dialog.ts); the player's records
// listen (src/progress/progress-wiring.ts). A channel of its own, below both (docs/architecture.md, "Layers").
import type { GameId } from '../games/registry';
import { Channel } from './events';

const finished = new Channel<GameId>();

/** Tells when a tour's last step is done (its example shown or its move played): the player's records listen. */
export function onTourFinished(fn: (game: GameId) => void): () => void {
  return finished.on(fn);
}

/** A tour's last step is done (src/views/tour-dialog.ts). */
export function tellTourFinished(game: GameId): void {
  finished.emit(game);
}
