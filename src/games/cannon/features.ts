// PAPA's Cannon evaluation as a list of features and weights: evaluate(pos) in search.ts is
// the dot product of these two (a unit test holds them equal). The training script
// (lab/train-cannon.ts) fits the weights to game results; docs/ai.md, "Evaluations
// fitted to game results", says how.

import { popcount } from '../../ai/bits';
import { setWeightVector, weightVector } from '../../ai/feature-weights';
import type { CannonPosition } from './rules';
import { around, CANNON_PLACES, CANNON_WEIGHTS, lateLead, placeClass, sevenLead, steps, stepsShort, targets } from './search';

/** The scalar weights, in feature order; the ten place classes follow them. */
export const SCALAR_NAMES = [
  'piece',
  'step',
  'partner',
  'threat',
  'hanging',
  'sixWon',
  'first',
  'tempo',
  'lateLead',
  'sevenLead',
  'cramped',
] as const;
export const PLACE_COUNT = 10;
export const FEATURE_COUNT = SCALAR_NAMES.length + PLACE_COUNT;

/** The features of `pos` from the side to move's view, written into `out` (FEATURE_COUNT long). */
export function cannonFeatures(pos: CannonPosition, out: Float64Array): Float64Array {
  const xMe = pos.turn === 0;
  const [me, them] = xMe ? [pos.x, pos.o] : [pos.o, pos.x];
  const occupied = me | them;
  const nMe = popcount(me);
  const nThem = popcount(them);
  const mine = popcount(targets(me, them));
  const theirs = popcount(targets(them, me));
  const lead = nMe - nThem;
  out.fill(0);
  out[0] = lead;
  const stepsMe = steps(me, occupied);
  const stepsThem = steps(them, occupied);
  out[1] = stepsMe - stepsThem;
  out[2] = popcount(me & around(me)) - popcount(them & around(them));
  out[3] = mine - theirs;
  out[4] = theirs >= 2 ? -(theirs - 1) : 0;
  out[5] = nMe + nThem === 6 ? (lead >= 2 ? 1 : lead <= -2 ? -1 : 0) : 0;
  out[6] = xMe ? 1 : -1;
  out[7] = 1;
  out[8] = lateLead(nMe, nThem);
  out[9] = sevenLead(nMe, nThem);
  out[10] = stepsShort(stepsThem) - stepsShort(stepsMe);
  const base = SCALAR_NAMES.length;
  for (let m = me; m !== 0; m &= m - 1) out[base + placeClass(31 - Math.clz32(m & -m), xMe)] += 1;
  for (let m = them; m !== 0; m &= m - 1) out[base + placeClass(31 - Math.clz32(m & -m), !xMe)] -= 1;
  return out;
}

const WEIGHTS = { names: SCALAR_NAMES, scalars: CANNON_WEIGHTS, places: CANNON_PLACES };

/** The weights in use now, in feature order. */
export const currentWeights = (): Float64Array => weightVector(WEIGHTS);

/** Puts `w` (feature order, rounded to whole points) into the evaluation's weights. */
export const useWeights = (w: ArrayLike<number>): void => setWeightVector(WEIGHTS, w);
