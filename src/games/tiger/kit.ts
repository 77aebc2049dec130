// Pingluo Tiger Chess's kit (docs/rules.md, "Pingluo Tiger Chess").
import type { GameKit } from '../kit';
import { tigerAi } from './ai';
import { tigerLook } from './look';
import { tigerTour } from './tour';
import { tigerProgress } from './progress';
import { tigerRules, type TigerPosition } from './rules';
import { tigerPuzzle } from './puzzle';

export const tigerKit: GameKit<TigerPosition> = {
  id: 'tiger',
  rules: () => tigerRules(),
  variants: [],
  ai: tigerAi,
  look: tigerLook,
  tour: tigerTour,
  bench: { perftDepth: 8, midgamePlies: 16, openingPlies: 2, sparring: 'material' },
  perft: [19, 216, 4032, 34510, 620203, 4784579],
  puzzle: tigerPuzzle,
  progress: tigerProgress,
};
