// What one game tells the shared puzzle generator (generator.ts): how its self-play goes,
// how long its puzzles are, and how a candidate position is proven. Each game's maker is
// in src/games/<id>/puzzle.ts; the win-in-N games share winInMaker below.
import type { GameAi } from '../ai/game-ai';
import type { AnyRules } from '../engine/types';
import { MAX_PUZZLE_MOVES, WinProver } from './proof';
import type { Budget, PuzzleKind, SolutionNode, SolutionStep } from './types';

export interface ProvenSolution {
  readonly tree: SolutionNode;
  readonly line: readonly string[];
  readonly moves: number;
}

/** How strict the generator is with a candidate: it relaxes only when the strict search found nothing. */
export interface Strictness {
  /** The first move must be the only one that wins within N. */
  readonly uniqueFirst: boolean;
  /** The win must not be quicker than N. */
  readonly exact: boolean;
}

export interface PuzzleMaker {
  readonly kind: PuzzleKind;
  /** Self-play: plies of pure chance first, then where candidates are tried (plies from the start). */
  readonly selfPlay: {
    readonly randomPlies: number;
    readonly firstCandidate: number;
    readonly lastCandidate: number;
    /** The self-play's evaluation when not PAPA's (one that is there from the first instant). */
    readonly evaluate?: (pos: unknown) => number;
  };
  /** Puzzle lengths (own moves) the date picks from. */
  readonly lengths: readonly number[];
  /** Nodes the whole generation may spend, and one candidate's proof at most. */
  readonly budget: number;
  readonly candidateBudget: number;
  /** A cheap look before the proof (default: every position is a candidate). */
  worthTrying?(rules: AnyRules, pos: unknown): boolean;
  /** The proven solution of the side to move in `n` moves, or null (BudgetSpent may be thrown). */
  prove(rules: AnyRules, ai: GameAi, pos: unknown, n: number, budget: Budget, strict: Strictness): ProvenSolution | null;
}

/** The solution tree from a won position: every move that keeps the win within k, fastest first. */
function solutionTree(prover: WinProver, pos: unknown, k: number): { node: SolutionNode; fastest: number; line: string[] } {
  const rules = prover.rules;
  const entries: { text: string; step: SolutionStep; speed: number; line: string[] }[] = [];
  for (const m of rules.moves(pos)) {
    if (!prover.moveWins(pos, m, k)) continue;
    const text = rules.moveToText(pos, m);
    const child = rules.play(pos, m);
    if (rules.outcome(child)) {
      entries.push({ text, step: { reply: null, next: null }, speed: 1, line: [text] });
      continue;
    }
    const reply = prover.defence(child, k - 1);
    const replyText = rules.moveToText(child, reply);
    const after = rules.play(child, reply);
    const sub = solutionTree(prover, after, k - 1);
    entries.push({ text, step: { reply: replyText, next: sub.node }, speed: 1 + sub.fastest, line: [text, replyText, ...sub.line] });
  }
  entries.sort((a, b) => a.speed - b.speed); // stable: ties keep move order
  const wins: Record<string, SolutionStep> = {};
  for (const e of entries) wins[e.text] = e.step;
  return { node: { wins }, fastest: entries[0]?.speed ?? Infinity, line: entries[0]?.line ?? [] };
}

/** A maker for the games that end by a win: "win in N" proven by WinProver. */
export function winInMaker(options: Omit<PuzzleMaker, 'kind' | 'prove'>): PuzzleMaker {
  if (options.lengths.some((n) => n < 1 || n > MAX_PUZZLE_MOVES)) throw new Error('puzzle length out of range');
  return {
    ...options,
    kind: 'win-in',
    prove(rules, _ai, pos, n, budget, strict) {
      if (rules.outcome(pos)) return null;
      const prover = new WinProver(rules, budget);
      if (!prover.wins(pos, n)) return null;
      if (strict.exact && n > 1 && prover.wins(pos, n - 1)) return null;
      if (strict.uniqueFirst) {
        let winning = 0;
        for (const m of rules.moves(pos)) if (prover.moveWins(pos, m, n) && ++winning > 1) return null;
      }
      const { node, fastest, line } = solutionTree(prover, pos, n);
      return { tree: node, line, moves: fastest };
    },
  };
}
