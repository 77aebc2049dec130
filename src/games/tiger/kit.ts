// Pingluo Tiger Chess's kit (docs/rules.md, "Pingluo Tiger Chess").
import type { GameKit } from '../kit';
import { tigerLook } from './look';
import { tigerTour } from './tour';
import { tigerGoal } from './goal';
import { tigerProgress } from './progress';
import { tigerRules, type TigerPosition } from './rules';
import { tigerRefusals } from './refusals';
import { tigerMusic } from './music';

/** Its sides (first mover first) and the end reasons of its own rules (docs/rules.md). */
const sides = ['D', 'T'] as const;
const endReasons = ['ten-dogs', 'tigers-trapped'] as const;

// What the game adds to the engine's shared types (src/engine/types.ts).
declare module '../../engine/types' {
  interface SideLetters extends Record<(typeof sides)[number], true> {}
  interface EndReasons extends Record<(typeof endReasons)[number], true> {}
}

export const tigerKit: GameKit<TigerPosition> = {
  id: 'tiger',
  sides,
  endReasons,
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
