// Pingluo Tiger Chess's kit (docs/rules.md, "Pingluo Tiger Chess").
import type { GameKit } from '../kit';
import { tigerLook } from './look';
import { tigerTour } from './tour';
import { tigerGoal } from './goal';
import { tigerProgress } from './progress';
import { tigerRules, type TigerPosition } from './rules';
import { tigerRefusals } from './refusals';
import { tigerMusic } from './music';

export const tigerKit: GameKit<TigerPosition> = {
  id: 'tiger',
  rules: () => tigerRules(),
  variants: [],
  look: tigerLook,
  goal: tigerGoal,
  tour: tigerTour,
  refusals: tigerRefusals,
  music: tigerMusic,
  perft: [19, 216, 4032, 34510, 620203, 4784579],
  progress: tigerProgress,
};
