// Solved puzzles are told here; the app wiring (src/main.ts) hands them to the player's
// records (src/progress). A module of its own so that the start-up path, which wires the
// records, does not load the puzzle player (docs/architecture.md "Start-up").
import type { GameId } from '../games/registry';
import { Channel } from './events';

const solved = new Channel<GameId>();

/** Listens to every puzzle solved in this visit. */
export function onPuzzleSolved(fn: (game: GameId) => void): () => void {
  return solved.on(fn);
}

/** A puzzle was solved (src/match/puzzle-play.ts). */
export function tellPuzzleSolved(game: GameId): void {
  solved.emit(game);
}
