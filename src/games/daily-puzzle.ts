// A game's puzzle of the day: the shared generator (src/puzzles) fed with the game's rules,
// its AI and its maker. Used by the puzzle worker, its main-thread fallback and the CLI.
import { generatePuzzle } from '../puzzles/generator';
import type { Puzzle } from '../puzzles/types';
import { rulesFor, type GameId } from './registry';
import { aiFor, brainOf } from './brains';

export function dailyPuzzle(game: GameId, date: string): Puzzle {
  const rules = rulesFor(game);
  return generatePuzzle(rules, aiFor(rules), brainOf(game).puzzle, date);
}
