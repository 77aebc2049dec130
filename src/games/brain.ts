// The contract of a game's brain: what the pandas need of one game on top of its rules
// (the search and its knowledge), how its daily puzzle is made, and its benchmark figures.
// Kept apart from the kit (kit.ts) so the first screen's script carries no search: the
// worker, the puzzle maker, the page's own fallback search and the CLI load the brains
// (brains.ts); docs/architecture.md, "A game's kit".

import type { GameAi } from '../ai/game-ai';
import type { GameRules } from '../engine/types';
import type { PuzzleMaker } from '../puzzles/maker';

/** Figures for `cli bench` and `cli match`. */
export interface BenchParams {
  /** perft depth that takes about a second. */
  readonly perftDepth: number;
  /** Seeded random plies that make a typical midgame position. */
  readonly midgamePlies: number;
  /** Random plies at the start of each match game, so games differ. */
  readonly openingPlies: number;
  /** The classic sparring engine's evaluation for `cli match --b sparring` (lab/sparring). */
  readonly sparring: 'discs' | 'material';
  /** Benchmarks of the game's own, `count` of its cases (Othello: the solver on FFO positions). */
  readonly extra?: (row: (figure: string, value: string, detail?: string) => void, count: number) => void;
}

export interface GameBrain<P = unknown> {
  /** What the pandas need on top of the rules. */
  ai(rules: GameRules<P>): GameAi<P>;
  /** How the game's daily puzzle is made and proven (src/games/<id>/puzzle.ts). */
  readonly puzzle: PuzzleMaker;
  readonly bench: BenchParams;
}
