// PAPA's learned Othello evaluation (docs/ai.md, "Othello's learned evaluation"): the sum of
// the weights of the 46 pattern instances of the position's phase (patterns.ts), plus
// mobility, potential mobility and the hand-set evaluation (search.ts, with what it knows
// of stability and frontier) times their phase's weights. The result is the expected final
// disc margin for the side to move, in 1/WEIGHT_SCALE disc. Without loaded weights PAPA
// keeps his hand-set evaluation alone.

import { popcount } from '../../ai/bits';
import { INSTANCE_TABLE, INSTANCES, patternIndices, phaseOf, PHASE_SIZE, SCALAR_OFFSET } from './patterns';
import { mobility } from './rules';
import { neighbours, neighboursHi } from './neighbours';
import { SCALAR_SCALE, type WeightTable } from './weights';

const indices = new Int32Array(INSTANCES.length);
const COUNT = INSTANCES.length;

/**
 * The scalar terms (patterns.ts, SCALARS): 1, mobility and potential mobility (empty squares
 * next to the opponent's discs) mine minus theirs, and the hand-set evaluation `hand` / 4.
 */
export function scalarFeatures(pLo: number, pHi: number, oLo: number, oHi: number, hand: number, out: Int32Array): void {
  out[0] = 1;
  out[1] = mobility(pLo, pHi, oLo, oHi) - mobility(oLo, oHi, pLo, pHi);
  const emptyLo = ~(pLo | oLo);
  const emptyHi = ~(pHi | oHi);
  const nearTheirs = popcount(neighbours(oLo, oHi) & emptyLo) + popcount(neighboursHi() & emptyHi);
  const nearMine = popcount(neighbours(pLo, pHi) & emptyLo) + popcount(neighboursHi() & emptyHi);
  out[2] = nearTheirs - nearMine;
  out[3] = Math.round(hand / 4);
}

const scalars = new Int32Array(4);

/** `hand`: the hand-set evaluation of the same position (othelloEvaluate). */
export function patternEvaluate(table: WeightTable, pLo: number, pHi: number, oLo: number, oHi: number, hand: number): number {
  const empties = 64 - popcount(pLo | oLo) - popcount(pHi | oHi);
  const base = phaseOf(empties) * PHASE_SIZE;
  patternIndices(pLo, pHi, oLo, oHi, indices);
  let s = 0;
  for (let i = 0; i < COUNT; i++) s += table[base + INSTANCE_TABLE[i] + indices[i]];
  scalarFeatures(pLo, pHi, oLo, oHi, hand, scalars);
  const t = base + SCALAR_OFFSET;
  s += Math.round((table[t] + table[t + 1] * scalars[1] + table[t + 2] * scalars[2] + table[t + 3] * scalars[3]) / SCALAR_SCALE);
  return s;
}
