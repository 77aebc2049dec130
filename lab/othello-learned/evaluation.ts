// PAPA's learned Othello evaluation (lab/journal/ai.md, "Othello's learned evaluation"): the sum of
// the weights of the 46 pattern instances of the position's phase (patterns.ts), plus
// mobility, potential mobility and the hand-set evaluation (search.ts, with what it knows
// of stability and frontier) times their phase's weights. The result is the expected final
// disc margin for the side to move, in 1/WEIGHT_SCALE disc. Without loaded weights PAPA
// keeps his hand-set evaluation alone.

import { popcount } from '../../src/ai/bits';
import { INSTANCE_TABLE, INSTANCES, patternIndices, phaseOf, PHASE_SIZE, PHASES, SCALAR_OFFSET } from './patterns';
import { SCALAR_SCALE, type WeightTable } from './weights';

const indices = new Int32Array(INSTANCES.length);
const COUNT = INSTANCES.length;

/**
 * The scalar terms (patterns.ts, SCALARS): 1, mobility and potential mobility (empty squares
 * next to the opponent's discs) mine minus theirs, and the hand-set evaluation `hand` / 4.
 * The hand-set evaluation counts the first two on its way (search.ts, lastMobility).
 */
export function scalarFeatures(hand: number, mobility: number, potential: number, out: Int32Array): void {
  out[0] = 1;
  out[1] = mobility;
  out[2] = potential;
  out[3] = Math.round(hand / 4);
}

const scalars = new Int32Array(4);

// Phases whose pattern weights are all zero (trained with scalar terms only) skip the
// patterns: flags per phase, worked out once per table.
let flagsOf: WeightTable | null = null;
let withPatterns = new Uint8Array(PHASES);
function phasesWithPatterns(table: WeightTable): Uint8Array {
  if (flagsOf === table) return withPatterns;
  withPatterns = new Uint8Array(PHASES);
  for (let phase = 0; phase < PHASES; phase++) {
    const base = phase * PHASE_SIZE;
    for (let j = base; j < base + SCALAR_OFFSET; j++) {
      if (table[j] !== 0) {
        withPatterns[phase] = 1;
        break;
      }
    }
  }
  flagsOf = table;
  return withPatterns;
}

/** `hand`, `mobility`, `potential`: the hand-set evaluation of the position and its two terms (scalarFeatures). */
export function patternEvaluate(
  table: WeightTable,
  pLo: number,
  pHi: number,
  oLo: number,
  oHi: number,
  hand: number,
  mobility: number,
  potential: number,
): number {
  const empties = 64 - popcount(pLo | oLo) - popcount(pHi | oHi);
  const phase = phaseOf(empties);
  const base = phase * PHASE_SIZE;
  let s = 0;
  if (phasesWithPatterns(table)[phase]) {
    patternIndices(pLo, pHi, oLo, oHi, indices);
    for (let i = 0; i < COUNT; i++) s += table[base + INSTANCE_TABLE[i] + indices[i]];
  }
  scalarFeatures(hand, mobility, potential, scalars);
  const t = base + SCALAR_OFFSET;
  s += Math.round((table[t] + table[t + 1] * scalars[1] + table[t + 2] * scalars[2] + table[t + 3] * scalars[3]) / SCALAR_SCALE);
  return s;
}
