// Othello's daily puzzle: near the end (PUZZLE_EMPTIES), the one move that keeps the win,
// proven by the exact solver on every move (docs/architecture.md, "Puzzle of the day").
import type { AnyRules } from '../../engine/types';
import type { PuzzleMaker } from '../../puzzles/maker';
import { emptiesOf } from './endgame';
import type { OthelloPosition } from './rules';
import { othelloEvaluate } from './search';
import { solveOthello } from './solver';

/** Empty squares of a candidate: enough to make the choice hard, few enough to solve in a blink. */
const PUZZLE_EMPTIES = { min: 10, max: 14 };
/** Fewest legal moves of a candidate: a choice between two is too easy. */
const MIN_CHOICES = 4;

/** The exact final margin of each move for the side to move; null when a solve did not finish. */
export function moveMargins(
  rules: AnyRules,
  pos: OthelloPosition,
  maxNodes: number,
): { move: number; margin: number; nodes: number }[] | null {
  const out: { move: number; margin: number; nodes: number }[] = [];
  for (const move of rules.moves(pos)) {
    const r = solveOthello(rules.play(pos, move) as OthelloPosition, { maxNodes });
    if (!r.complete) return null;
    out.push({ move, margin: -r.score, nodes: r.nodes });
  }
  return out;
}

export const othelloPuzzle: PuzzleMaker = {
  kind: 'only-move',
  selfPlay: {
    randomPlies: 8,
    firstCandidate: 64 - 4 - PUZZLE_EMPTIES.max,
    lastCandidate: 64 - 4 - PUZZLE_EMPTIES.min,
    // the hand-set evaluation: PAPA's learned one arrives with a download, and a day's
    // puzzle must not depend on whether it came
    evaluate: (pos) => othelloEvaluate(pos as OthelloPosition),
  },
  lengths: [1],
  budget: 6_000_000,
  candidateBudget: 1_500_000,
  worthTrying(rules, pos) {
    const p = pos as OthelloPosition;
    const e = emptiesOf(p);
    return e >= PUZZLE_EMPTIES.min && e <= PUZZLE_EMPTIES.max && rules.moves(p).length >= MIN_CHOICES;
  },
  prove(rules, _ai, pos, _n, budget, strict) {
    const margins = moveMargins(rules, pos as OthelloPosition, budget.left);
    if (!margins) {
      budget.spend(budget.left + 1);
      return null;
    }
    for (const m of margins) budget.spend(m.nodes);
    const winning = margins.filter((m) => m.margin > 0);
    if (winning.length === 0 || (strict.uniqueFirst && winning.length > 1)) return null;
    // relaxed: the best move, when it is the only one that wins by that much
    const best = winning.reduce((a, b) => (b.margin > a.margin ? b : a));
    if (!strict.uniqueFirst && winning.filter((m) => m.margin === best.margin).length > 1) return null;
    const key = winning.length === 1 ? winning[0] : best;
    const text = rules.moveToText(pos, key.move);
    return { tree: { wins: { [text]: { reply: null, next: null } } }, line: [text], moves: 1 };
  },
};
