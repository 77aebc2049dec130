// Othello's kit: everything the rest of the game knows about Othello (docs/rules.md, "Othello").
import type { GameKit } from '../kit';
import { othelloAi } from './ai';
import { othelloFfoBench } from './bench';
import { othelloLook } from './look';
import { othelloTour } from './tour';
import { othelloProgress } from './progress';
import { othelloRules, type OthelloPosition } from './rules';
import { othelloPuzzle } from './puzzle';

export const othelloKit: GameKit<OthelloPosition> = {
  id: 'othello',
  rules: () => othelloRules(),
  variants: [],
  ai: othelloAi,
  look: othelloLook,
  tour: othelloTour,
  bench: { perftDepth: 10, midgamePlies: 20, openingPlies: 4, sparring: 'discs', extra: othelloFfoBench },
  perft: [4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571056],
  puzzle: othelloPuzzle,
  progress: othelloProgress,
};
