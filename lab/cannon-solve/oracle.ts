// A player that knows every Cannon position's value (the solved tables, solve.ts): it wins
// every won position, never loses a drawn one, and among moves of equal value prefers the
// one that leaves the opponent the most ways to go wrong. The ceiling of what any engine
// could score against a given opponent from given openings. Research only (lab/journal/ai.md,
// "Cannon solved").
import type { CannonPosition } from '../../src/games/cannon/rules';
import type { GameRules } from '../../src/engine/types';
import { distance, type Solved } from './solve';
import { rankAt, valueAt } from './values';

/**
 * A child's value for the player who just moved: 3 won, 2 drawn, 1 lost; and the plies to the
 * next capture counted from the move (a capture is that capture: 1 ply, whatever the smaller
 * material's own distance; comparing that distance with a quiet move's would go round in
 * circles, never taking the winning capture).
 */
function forMover(
  rules: GameRules<CannonPosition>,
  tables: Solved,
  pos: CannonPosition,
  child: CannonPosition,
): { rank: number; plies: number } {
  const rank = 4 - rankAt(rules, tables, child);
  if (rules.outcome(child)) return { rank, plies: 1 };
  if (rank === 2) return { rank, plies: 0 };
  const captured = pos.turn === 0 ? child.o !== pos.o : child.x !== pos.x;
  return { rank, plies: captured ? 1 : distance(valueAt(tables, child)) + 1 };
}

/** The opponent's replies in `child` that lose for them (won for us, or drawn when we were losing). */
function pitfalls(rules: GameRules<CannonPosition>, tables: Solved, child: CannonPosition, ourRank: number): number {
  if (rules.outcome(child)) return 0;
  let n = 0;
  // the reply's value for us, the side to move after it
  for (const r of rules.moves(child)) if (rankAt(rules, tables, rules.play(child, r)) > ourRank) n++;
  return n;
}

/**
 * The oracle's move: the quickest win; else a draw (not a third repetition of `seen` while
 * another draw remains) that sets the most pitfalls; else the slowest loss.
 */
export function oracleMove(
  rules: GameRules<CannonPosition>,
  tables: Solved,
  pos: CannonPosition,
  seen: ReadonlyMap<number, number>,
): number {
  let best = -1;
  let bestKey = -Infinity;
  for (const m of rules.moves(pos)) {
    const child = rules.play(pos, m);
    const { rank, plies } = forMover(rules, tables, pos, child);
    let key = rank * 1e6;
    if (rank === 3) key -= plies;
    else if (rank === 1) key += plies;
    else {
      const repeats = (seen.get(rules.hash(child)) ?? 0) >= 2;
      key += (repeats ? -5e5 : 0) + pitfalls(rules, tables, child, rank) * 100;
    }
    if (key > bestKey) {
      bestKey = key;
      best = m;
    }
  }
  return best;
}
