// An exact AND/OR proof search for "win in N": can the side to move force a win within k
// of its own moves, whatever the defender answers? Used by the daily puzzles of the games
// that end by a win (docs/architecture.md, "Puzzle of the day").
//
// Draw rules (docs/rules.md §0) cannot touch these short lines: a puzzle is a fresh game
// from its position, so no quiet plies came before it (the 100-ply rule is far away), and
// a position needs at least four plies to come back (each side must undo its own move),
// so its third occurrence needs eight plies, more than the five of a win in 3.
import type { AnyRules, Side } from '../engine/types';
import type { Budget } from './types';

/** The longest puzzle this search is meant for (five plies): see the draw rules above. */
export const MAX_PUZZLE_MOVES = 3;

export class WinProver {
  /** key + k → proven result, for the attacker to move with k moves left. */
  private readonly memo = new Map<string, boolean>();

  constructor(
    readonly rules: AnyRules,
    private readonly budget: Budget,
  ) {}

  private side(pos: unknown): Side {
    return this.rules.sides[this.rules.toMove(pos)];
  }

  /** Whether `move` wins for the side to move within k of its moves (this move counted). */
  moveWins(pos: unknown, move: number, k: number): boolean {
    const rules = this.rules;
    this.budget.spend();
    const mover = this.side(pos);
    const child = rules.play(pos, move);
    const o = rules.outcome(child);
    if (o) return o.winner === mover;
    return k > 1 && this.defenceFails(child, k - 1);
  }

  /** The side to move wins within k of its own moves. */
  wins(pos: unknown, k: number): boolean {
    if (k <= 0) return false;
    const key = `${k}:${this.rules.key(pos)}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    let result = false;
    for (const m of this.rules.moves(pos)) {
      if (this.moveWins(pos, m, k)) {
        result = true;
        break;
      }
    }
    this.memo.set(key, result);
    return result;
  }

  /** The side to move (the defender, game not over) loses within k moves of its opponent. */
  defenceFails(pos: unknown, k: number): boolean {
    return this.rules.moves(pos).every((r) => this.replyLoses(pos, r, k));
  }

  private replyLoses(pos: unknown, reply: number, k: number): boolean {
    this.budget.spend();
    const rules = this.rules;
    const defender = this.side(pos);
    const child = rules.play(pos, reply);
    const o = rules.outcome(child);
    if (o) return o.winner !== 'draw' && o.winner !== defender;
    return this.wins(child, k);
  }

  /** Fewest own moves (1..maxK) to a forced win for the side to move; null when none. */
  distance(pos: unknown, maxK: number): number | null {
    for (let k = 1; k <= maxK; k++) if (this.wins(pos, k)) return k;
    return null;
  }

  /**
   * The defender's longest resistance in a lost position (attacker wins within k): the
   * reply after which the attacker needs the most moves; the first such in move order.
   */
  defence(pos: unknown, k: number): number {
    const rules = this.rules;
    let best = -1;
    let bestDistance = -1;
    for (const r of rules.moves(pos)) {
      const child = rules.play(pos, r);
      const d = rules.outcome(child) ? 0 : (this.distance(child, k) ?? k + 1);
      if (d > bestDistance) {
        best = r;
        bestDistance = d;
      }
    }
    return best;
  }
}
