// A position with the other side to move, read through its notation (docs/rules.md §0: the
// side to move is the text's second field). The goal line asks how many tigers could move
// were it their turn, and a hint asks what the opponent threatens now.
import type { GameRules } from './types';

/** `pos` with side `index` (0 or 1) to move; null when the game's notation refuses it. */
export function withMover<P>(rules: GameRules<P>, pos: P, index: 0 | 1): P | null {
  if (rules.toMove(pos) === index) return pos;
  const fields = rules.format(pos).split(' ');
  if (fields.length < 2) return null;
  fields[1] = rules.sides[index];
  try {
    return rules.parse(fields.join(' '));
  } catch {
    return null;
  }
}
