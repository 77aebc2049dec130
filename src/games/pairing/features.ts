// PAPA's Pairing evaluation as a list of features and weights, from the side to move's view:
// evaluate(pos) in search.ts is the dot product of these two (a unit test holds them
// equal). The training script (lab/train-pairing.ts) fits the weights to game results;
// docs/ai.md, "Evaluations fitted to game results", says how.

import { popcount } from '../../ai/bits';
import { setWeightVector, weightVector } from '../../ai/feature-weights';
import type { PairingPosition } from './rules';
import { exposed, lonely, PAIRING_PLACES, PAIRING_WEIGHTS, placeClass, settled } from './search';

/** The scalar weights, in feature order; the fifteen place classes follow them. */
export const SCALAR_NAMES = ['piece', 'paired', 'lonely', 'even', 'evenPaired', 'exposed', 'tempo'] as const;
export const PLACE_COUNT = 15;
export const FEATURE_COUNT = SCALAR_NAMES.length + PLACE_COUNT;

/** One side's terms, added into `out` with `sign` (+1: the side to move, −1: the other). */
function addSide(me: number, them: number, xSide: boolean, sign: number, out: Float64Array): void {
  const n = popcount(me);
  out[0] += sign * n;
  if (n === 0) return;
  const paired = popcount(settled(me));
  out[1] += sign * paired;
  out[2] += sign * popcount(lonely(me));
  if ((n & 1) === 0) {
    out[3] += sign;
    out[4] += sign * paired;
  }
  out[5] += sign * popcount(exposed(me, them));
  for (let m = me; m !== 0; m &= m - 1) out[SCALAR_NAMES.length + placeClass(31 - Math.clz32(m & -m), xSide)] += sign;
}

/** The features of `pos` from the side to move's view, written into `out` (FEATURE_COUNT long). */
export function pairingFeatures(pos: PairingPosition, out: Float64Array): Float64Array {
  const xMe = pos.turn === 0;
  const [me, them] = xMe ? [pos.x, pos.o] : [pos.o, pos.x];
  out.fill(0);
  addSide(me, them, xMe, 1, out);
  addSide(them, me, !xMe, -1, out);
  out[6] = 1;
  return out;
}

const WEIGHTS = { names: SCALAR_NAMES, scalars: PAIRING_WEIGHTS, places: PAIRING_PLACES };

/** The weights in use now, in feature order. */
export const currentWeights = (): Float64Array => weightVector(WEIGHTS);

/** Puts `w` (feature order, rounded to whole points) into the evaluation's weights. */
export const useWeights = (w: ArrayLike<number>): void => setWeightVector(WEIGHTS, w);
