// Othello's brain: what the pandas need to play Othello and to set its daily puzzle (src/games/brain.ts).
import type { GameBrain } from '../brain';
import { othelloAi } from './ai';
import { othelloFfoBench } from './bench';
import { othelloPuzzle } from './puzzle';
import type { OthelloPosition } from './rules';

export const othelloBrain: GameBrain<OthelloPosition> = {
  ai: othelloAi,
  puzzle: othelloPuzzle,
  bench: { perftDepth: 10, midgamePlies: 20, openingPlies: 4, sparring: 'discs', extra: othelloFfoBench },
};
