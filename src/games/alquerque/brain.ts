// Alquerque's brain: what the pandas need to play Alquerque and to set its daily puzzle (src/games/brain.ts).
import type { GameBrain } from '../brain';
import { alquerqueAi } from './ai';
import { alquerquePuzzle } from './puzzle';
import type { AlquerquePosition } from './rules';

export const alquerqueBrain: GameBrain<AlquerquePosition> = {
  ai: alquerqueAi,
  puzzle: alquerquePuzzle,
  bench: { perftDepth: 6, midgamePlies: 12, openingPlies: 2, sparring: 'material' },
};
