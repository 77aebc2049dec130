// Cannon Chess 5 x 4's kit (docs/rules.md, "Cannon Chess").
import type { GameKit } from '../kit';
import { cannonLook } from './look';
import { cannonTour } from './tour';
import { cannonGoal } from './goal';
import { cannonProgress } from './progress';
import { cannonRules, type CannonPosition } from './rules';
import { cannonRefusals } from './refusals';
import { cannonMusic } from './music';

export const cannonKit: GameKit<CannonPosition> = {
  id: 'cannon',
  rules: () => cannonRules(),
  variants: [],
  look: cannonLook,
  goal: cannonGoal,
  tour: cannonTour,
  refusals: cannonRefusals,
  music: cannonMusic,
  perft: [6, 34, 256, 1904, 14566, 107486, 909118, 7501510],
  progress: cannonProgress,
};
