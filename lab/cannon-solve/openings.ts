// What the solved tables say about the start of Cannon and the openings `cli match` plays
// (two random plies, src/cli/match-game.ts): each position's value for the side to move.
import { rulesFor } from '../../src/games/registry';
import type { CannonPosition } from '../../src/games/cannon/rules';
import type { GameRules } from '../../src/engine/types';
import { isWin, type Solved } from './solve';
import { describeValue, valueAt } from './values';

export function describeOpenings(tables: Solved): void {
  const rules = rulesFor('cannon', {}) as unknown as GameRules<CannonPosition>;
  const start = rules.parse('OOOO/O..O/..../X..X/XXXX X');
  console.log(`start, X to move: ${describeValue(valueAt(tables, start))}`);
  const tally = new Map<string, number>();
  for (const m1 of rules.moves(start)) {
    const p1 = rules.play(start, m1);
    const v1 = valueAt(tables, p1);
    console.log(`  1. ${rules.moveToText(start, m1)}: O to move, ${describeValue(v1)}`);
    for (const m2 of rules.moves(p1)) {
      const p2 = rules.play(p1, m2);
      const v = valueAt(tables, p2);
      const key = v === 0 ? 'drawn' : isWin(v) ? 'won for X' : 'lost for X';
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
  }
  console.log(`two-ply openings, X to move: ${[...tally].map(([k, n]) => `${k} ${n}`).join(', ')}`);
}
