// Cannon Chess 5 x 4's kit (docs/rules.md, "Cannon Chess").
import type { GameKit } from '../kit';
import { cannonAi } from './ai';
import { cannonLook } from './look';
import { cannonTour } from './tour';
import { cannonProgress } from './progress';
import { cannonRules, type CannonPosition } from './rules';
import { cannonPuzzle } from './puzzle';

export const cannonKit: GameKit<CannonPosition> = {
  id: 'cannon',
  rules: () => cannonRules(),
  variants: [],
  ai: cannonAi,
  look: cannonLook,
  tour: cannonTour,
  bench: { perftDepth: 9, midgamePlies: 8, openingPlies: 2, sparring: 'material' },
  perft: [6, 34, 256, 1904, 14566, 107486, 909118, 7501510],
  puzzle: cannonPuzzle,
  progress: cannonProgress,
};
