// Pairing's brain: what the pandas need to play Pairing and to set its daily puzzle (src/games/brain.ts).
import type { GameBrain } from '../brain';
import { pairingAi } from './ai';
import { pairingPuzzle } from './puzzle';
import type { PairingPosition } from './rules';

export const pairingBrain: GameBrain<PairingPosition> = {
  ai: pairingAi,
  puzzle: pairingPuzzle,
  bench: { perftDepth: 9, midgamePlies: 8, openingPlies: 2, sparring: 'material' },
};
