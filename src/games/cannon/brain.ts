// Cannon's brain: what the pandas need to play Cannon and to set its daily puzzle (src/games/brain.ts).
import type { GameBrain } from '../brain';
import { cannonAi } from './ai';
import { cannonPuzzle } from './puzzle';
import type { CannonPosition } from './rules';

export const cannonBrain: GameBrain<CannonPosition> = {
  ai: cannonAi,
  puzzle: cannonPuzzle,
  bench: { perftDepth: 9, midgamePlies: 8, openingPlies: 2, sparring: 'material' },
};
