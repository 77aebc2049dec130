// A position's value from the solved tables (solve.ts), in the forms the research scripts use.
import type { CannonPosition } from '../../src/games/cannon/rules';
import type { GameRules } from '../../src/engine/types';
import { NO_PROGRESS_LIMIT } from '../../src/engine/record';
import { distance, isWin, valueOf, type Solved } from './solve';

/** The table value for the side to move (the game must not be over). */
export function valueAt(tables: Solved, pos: CannonPosition): number {
  return pos.turn === 0 ? valueOf(tables, pos.x, pos.o) : valueOf(tables, pos.o, pos.x);
}

/** Won, lost or drawn for the side to move, with the plies to the next capture. */
export function describeValue(v: number): string {
  return v === 0 ? 'drawn' : `${isWin(v) ? 'won' : 'lost'} (capture in ${distance(v)})`;
}

/** A value as a score for the side to move: 1 won, ½ drawn, 0 lost. */
export const scoreOf = (v: number): number => (v === 0 ? 0.5 : isWin(v) ? 1 : 0);

/** 3 won, 2 drawn, 1 lost for the side to move; a finished game is lost for it, or drawn. */
export function rankAt(rules: GameRules<CannonPosition>, tables: Solved, pos: CannonPosition): number {
  return rankUnderRule(rules, tables, pos, -Infinity);
}

/**
 * rankAt under the no-progress rule too: with `quiet` plies since the last capture, a win
 * whose next capture lies more than the plies left before the rule draws the game is a
 * draw (off by at most one ply at the limit; repetition is not counted).
 */
export function rankUnderRule(rules: GameRules<CannonPosition>, tables: Solved, pos: CannonPosition, quiet: number): number {
  const o = rules.outcome(pos);
  if (o) return o.winner === 'draw' ? 2 : 1;
  const v = valueAt(tables, pos);
  if (v === 0 || distance(v) > NO_PROGRESS_LIMIT - quiet) return 2;
  return isWin(v) ? 3 : 1;
}
