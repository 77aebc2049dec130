// One player's go at a puzzle: where they are in the solution tree, the tries left, and the
// verdict on each move. Pure state; src/match/puzzle-play.ts drives a match with it.
import type { Puzzle, SolutionNode } from './types';

export const PUZZLE_TRIES = 3;

export type PuzzleState = 'playing' | 'failed' | 'solved' | 'revealed';
/** 'keep': the win holds, the defence answers; 'wrong': the try is over; 'solved': done. */
export type MoveVerdict = 'keep' | 'wrong' | 'solved';

export class PuzzleAttempt {
  state: PuzzleState = 'playing';
  triesLeft = PUZZLE_TRIES;
  /** The attacker's moves that keep the win now; null while the defence is to answer. */
  private node: SolutionNode | null;
  private pendingReply: string | null = null;
  private pendingNext: SolutionNode | null = null;

  constructor(readonly puzzle: Puzzle) {
    this.node = puzzle.tree;
  }

  /** The player's move (its text): kept, wrong or solving. */
  played(text: string): MoveVerdict {
    const step = this.node?.wins[text];
    this.node = null;
    if (!step) {
      this.triesLeft = Math.max(0, this.triesLeft - 1);
      this.state = 'failed';
      return 'wrong';
    }
    if (step.reply === null) {
      this.state = 'solved';
      return 'solved';
    }
    this.pendingReply = step.reply;
    this.pendingNext = step.next;
    return 'keep';
  }

  /** The defence's answer to the last kept move (its text); it then waits for the player. */
  reply(): string | null {
    const r = this.pendingReply;
    this.node = this.pendingNext;
    this.pendingReply = null;
    this.pendingNext = null;
    return r;
  }

  /** A new try from the puzzle's position (after a wrong move, while tries are left). */
  retry(): boolean {
    if (this.state !== 'failed' || this.triesLeft === 0) return false;
    this.state = 'playing';
    this.node = this.puzzle.tree;
    return true;
  }

  /** The solution is shown: the puzzle is no longer the player's to solve. */
  reveal(): void {
    if (this.state !== 'solved') this.state = 'revealed';
    this.node = null;
  }
}
