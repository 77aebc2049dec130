// Tiger's brain: what the pandas need to play Tiger and to set its daily puzzle (src/games/brain.ts).
import type { GameBrain } from '../brain';
import { tigerAi } from './ai';
import { tigerPuzzle } from './puzzle';
import type { TigerPosition } from './rules';

export const tigerBrain: GameBrain<TigerPosition> = {
  ai: tigerAi,
  puzzle: tigerPuzzle,
  bench: { perftDepth: 8, midgamePlies: 16, openingPlies: 2, sparring: 'material' },
};
