// Pairing Chess's kit (docs/rules.md, "Pairing Chess").
import type { GameKit } from '../kit';
import { pairingAi } from './ai';
import { pairingLook } from './look';
import { pairingTour } from './tour';
import { pairingRules, type PairingPosition } from './rules';
import { pairingPuzzle } from './puzzle';

export const pairingKit: GameKit<PairingPosition> = {
  id: 'pairing',
  rules: () => pairingRules(),
  variants: [],
  ai: pairingAi,
  look: pairingLook,
  tour: pairingTour,
  bench: { perftDepth: 9, midgamePlies: 8, openingPlies: 2, sparring: 'material' },
  perft: [7, 49, 456, 4266, 43558, 444535, 4918880, 54349188],
  puzzle: pairingPuzzle,
};
