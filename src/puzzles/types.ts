// The daily puzzle's data: plain, so it crosses the worker boundary by structured clone
// and a test can replay it. docs/architecture.md, "Puzzle of the day".
import type { Side } from '../engine/types';

/**
 * The attacker's moves that keep the forced win from one position, each with the
 * defender's answer (the longest resistance) and what follows it. A step with `reply`
 * null ends the puzzle: the move wins the game (or, in Othello, it is the one winning move).
 */
export interface SolutionNode {
  readonly wins: Readonly<Record<string, SolutionStep>>;
}

export interface SolutionStep {
  readonly reply: string | null;
  readonly next: SolutionNode | null;
}

/** 'win-in': win within `moves` of your own moves; 'only-move': find the one move that keeps the win. */
export type PuzzleKind = 'win-in' | 'only-move';

export interface Puzzle {
  readonly game: string;
  /** The date it belongs to, YYYY-MM-DD. */
  readonly date: string;
  /** The start position, docs/rules.md §0 notation. */
  readonly position: string;
  /** The side the player takes (the side to move). */
  readonly side: Side;
  readonly kind: PuzzleKind;
  /** The player's moves in the fastest solution. */
  readonly moves: number;
  /** The solution played out: player, defence, player, …, as move texts. */
  readonly line: readonly string[];
  readonly tree: SolutionNode;
  /** Search nodes the generator spent (its node budget decides, never the clock). */
  readonly nodes: number;
}

/** Thrown when a proof search runs out of its node budget. */
export class BudgetSpent extends Error {
  constructor() {
    super('puzzle node budget spent');
    this.name = 'BudgetSpent';
  }
}

/** A node counter shared by all searches of one generation, so the work is bounded. */
export class Budget {
  used = 0;
  constructor(readonly limit: number) {}
  spend(n = 1): void {
    this.used += n;
    if (this.used > this.limit) throw new BudgetSpent();
  }
  get left(): number {
    return this.limit - this.used;
  }
}
