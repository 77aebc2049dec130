// Samples labelled with the truth instead of a game's result: each position's value from the
// solved tables (solve.ts) for its side to move, 1 won, ½ drawn, 0 lost. `npm run
// train:cannon -- --load … --exact DIR` fits PAPA's evaluation to them (lab/journal/ai.md, "Cannon
// solved").
import type { Samples } from '../texel/self-play';
import type { CannonPosition } from '../../src/games/cannon/rules';
import type { GameRules } from '../../src/engine/types';
import type { Solved } from './solve';
import { scoreOf, valueAt } from './values';

/** Replaces every label of `data` (which must keep its positions) by the position's true value. */
export function exactLabels(data: Samples, tables: Solved, rules: GameRules<CannonPosition>): string {
  const positions = data.positions;
  if (!positions || positions.length !== data.labels.length) throw new Error('--exact needs samples saved with their positions');
  const tally = [0, 0, 0];
  for (let i = 0; i < positions.length; i++) {
    const label = scoreOf(valueAt(tables, rules.parse(positions[i])));
    data.labels[i] = label;
    tally[label * 2]++;
  }
  return `labels from the solved tables: won ${tally[2]}, drawn ${tally[1]}, lost ${tally[0]} for the side to move`;
}
