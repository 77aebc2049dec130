// Cannon Chess 5 x 4's kit (docs/rules.md, "Cannon Chess").
import type { GameKit } from '../kit';
import { cannonLook } from './look';
import { cannonTour } from './tour';
import { cannonGoal } from './goal';
import { cannonProgress } from './progress';
import { cannonRules, type CannonPosition } from './rules';
import { cannonRefusals } from './refusals';
import { cannonMusic } from './music';

/** Its sides (first mover first) and the end reasons of its own rules (docs/rules.md). */
const sides = ['X', 'O'] as const;
const endReasons = ['capture-all', 'lone-pieces'] as const;

// What the game adds to the engine's shared types (src/engine/types.ts).
declare module '../../engine/types' {
  interface SideLetters extends Record<(typeof sides)[number], true> {}
  interface EndReasons extends Record<(typeof endReasons)[number], true> {}
}

export const cannonKit: GameKit<CannonPosition> = {
  id: 'cannon',
  sides,
  endReasons,
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
