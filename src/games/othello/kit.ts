// Othello's kit: what the screens know about Othello (docs/rules.md, "Othello"); the pandas' side is brain.ts.
import type { GameKit } from '../kit';
import { othelloLook } from './look';
import { othelloTour } from './tour';
import { othelloGoal } from './goal';
import { othelloProgress } from './progress';
import { othelloRules, type OthelloPosition } from './rules';
import { othelloRefusals } from './refusals';
import { othelloMusic } from './music';

/** Its sides (first mover first) and the end reasons of its own rules (docs/rules.md). */
const sides = ['X', 'O'] as const;
const endReasons = ['majority'] as const;

// What the game adds to the engine's shared types (src/engine/types.ts).
declare module '../../engine/types' {
  interface SideLetters extends Record<(typeof sides)[number], true> {}
  interface EndReasons extends Record<(typeof endReasons)[number], true> {}
}

export const othelloKit: GameKit<OthelloPosition> = {
  id: 'othello',
  sides,
  endReasons,
  rules: () => othelloRules(),
  variants: [],
  look: othelloLook,
  goal: othelloGoal,
  tour: othelloTour,
  refusals: othelloRefusals,
  music: othelloMusic,
  perft: [4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571056],
  progress: othelloProgress,
};
