// Othello's kit: what the screens know about Othello (docs/rules.md, "Othello"); the pandas' side is brain.ts.
import type { GameKit } from '../kit';
import { othelloLook } from './look';
import { othelloTour } from './tour';
import { othelloGoal } from './goal';
import { othelloProgress } from './progress';
import { othelloRules, type OthelloPosition } from './rules';
import { othelloRefusals } from './refusals';
import { othelloMusic } from './music';

export const othelloKit: GameKit<OthelloPosition> = {
  id: 'othello',
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
