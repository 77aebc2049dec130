// Traps for a classic engine, found with the solved tables: among the moves that keep a drawn
// position drawn, the one after which a textbook alpha-beta (the sparring engine of `cli
// match`, searched to a few fixed depths) answers with a move the tables call lost. A model of
// the opponent's horizon, not of the game: research only (lab/journal/ai.md, "Cannon: traps").
import type { CannonPosition } from '../../src/games/cannon/rules';
import type { GameRules } from '../../src/engine/types';
import { sparringGameFor } from '../sparring';
import { SparringSearch, type SparringGame } from '../sparring/search';
import type { Solved } from './solve';
import { rankAt } from './values';

/** The sparring engine's reply in `pos` searched to exactly `depth` plies. */
export function sparringReplyAt(rules: GameRules<CannonPosition>, pos: CannonPosition, seen: ReadonlySet<number>, depth: number): number {
  const game = { ...(sparringGameFor(rules) as SparringGame<CannonPosition>), depthLimit: () => depth };
  return new SparringSearch(game, seen).think(pos, 1e9).move;
}

export interface TrapChoice {
  move: number;
  /** Of the model's depths, how many answer it with a lost move. */
  caught: number;
}

/**
 * The drawing move of `pos` (drawn for the side to move) that the most of the model's depths
 * answer with a losing reply; null when none does. `seen`: the game's earlier positions.
 */
export function trapMove(
  rules: GameRules<CannonPosition>,
  tables: Solved,
  pos: CannonPosition,
  seen: ReadonlyMap<number, number>,
  depths: readonly number[],
): TrapChoice | null {
  let best: TrapChoice | null = null;
  const earlier = new Set(seen.keys());
  earlier.add(rules.hash(pos));
  for (const m of rules.moves(pos)) {
    const child = rules.play(pos, m);
    if (rules.outcome(child) || rankAt(rules, tables, child) !== 2) continue; // keeps the draw only
    if ((seen.get(rules.hash(child)) ?? 0) >= 2) continue;
    let caught = 0;
    for (const d of depths) {
      const reply = sparringReplyAt(rules, child, earlier, d);
      // the reply's value for us, to move after it: 3 means the opponent threw the draw away
      if (rankAt(rules, tables, rules.play(child, reply)) === 3) caught++;
    }
    if (caught > 0 && (!best || caught > best.caught)) best = { move: m, caught };
  }
  return best;
}
