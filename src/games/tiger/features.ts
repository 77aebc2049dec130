// PAPA's tiger-game evaluation as a list of features and weights, from the dogs' side:
// dogsValue(pos) in search.ts is the dot product of these two (a unit test holds them
// equal). The training script (lab/train-tiger.ts) fits the weights to game results;
// docs/ai.md, "Evaluations fitted to game results", says how (a fit did not beat these hand-set weights).

import { popcount } from '../../ai/bits';
import { setWeightVector, weightVector } from '../../ai/feature-weights';
import { FULL } from './board';
import { MAX_DOGS } from './position';
import type { TigerPosition } from './rules';
import { FREEDOM, freedom, MOUNTAIN, mountainFortress, PLACE_CLASSES, placeClass, room, TIGER_PLACES, TIGER_WEIGHTS } from './search';

/** The scalar weights, in feature order; a dog's place classes, then a tiger's, follow them. */
export const SCALAR_NAMES = [
  'capture',
  'captureSq',
  'step',
  'jump',
  'room',
  'pen',
  'penInHand',
  'trapped',
  'oneMove',
  'bothTrapped',
  'tempo',
  'hand',
  'fortress',
] as const;
export const PLACE_COUNT = 2 * PLACE_CLASSES;
export const FEATURE_COUNT = SCALAR_NAMES.length + PLACE_COUNT;

/** The features of `pos` from the dogs' side, written into `out` (FEATURE_COUNT long). */
export function tigerFeatures(pos: TigerPosition, out: Float64Array): Float64Array {
  const empty = ~(pos.dogs | pos.tigers) & FULL;
  const captured = Math.max(0, MAX_DOGS - popcount(pos.dogs) - pos.hand);
  const base = SCALAR_NAMES.length;
  out.fill(0);
  out[0] = -captured;
  out[1] = -captured * captured;
  out[10] = pos.turn === 0 ? 1 : -1;
  out[11] = pos.hand;
  for (let m = pos.dogs; m !== 0; m &= m - 1) out[base + placeClass(31 - Math.clz32(m & -m))] += 1;
  const fortress = mountainFortress(pos.tigers, empty, pos.hand);
  let free = 0;
  for (let m = pos.tigers; m !== 0; m &= m - 1) {
    const t = 31 - Math.clz32(m & -m);
    out[base + PLACE_CLASSES + placeClass(t)] += 1;
    freedom(t, pos.dogs, empty);
    const moves = FREEDOM[0] + FREEDOM[1];
    free += moves;
    const r = room(t, empty);
    out[2] -= FREEDOM[0];
    out[3] -= FREEDOM[1];
    out[4] -= r;
    const walledIn = fortress && ((1 << t) & MOUNTAIN) !== 0;
    if (r <= 4 && !walledIn) {
      out[5] += 5 - r;
      if (pos.hand >= r) out[6] += 1;
    }
    if (moves === 0) out[7] += 1;
    else if (moves === 1) out[8] += 1;
    if (walledIn) out[12] += 1;
  }
  if (free === 0) out[9] = 1;
  return out;
}

const WEIGHTS = { names: SCALAR_NAMES, scalars: TIGER_WEIGHTS, places: TIGER_PLACES };

/** The weights in use now, in feature order. */
export const currentWeights = (): Float64Array => weightVector(WEIGHTS);

/** Puts `w` (feature order, rounded to whole points) into the evaluation's weights. */
export const useWeights = (w: ArrayLike<number>): void => setWeightVector(WEIGHTS, w);
