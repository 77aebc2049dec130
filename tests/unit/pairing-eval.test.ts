// PAPA's Pairing evaluation as features times weights (src/games/pairing/features.ts): the
// search's value is their dot product, with the weights in use and with any others, and a
// place class reads the board from each side's own back rank.
import { describe, expect, it } from 'vitest';
import { pairingSearchGame, placeClass } from '../../src/games/pairing/search';
import { currentWeights, FEATURE_COUNT, pairingFeatures, useWeights } from '../../src/games/pairing/features';
import { pairingRules, type PairingPosition } from '../../src/games/pairing/rules';
import { mulberry32 } from '../../src/engine/hash';
import { popcount } from '../../src/ai/bits';
import { itIsFeaturesTimesWeights } from './feature-eval-kit';

const rules = pairingRules();
const game = pairingSearchGame(rules);

/** Random positions of 1–7 pieces a side, either side to move. */
function randomPositions(count: number, seed: number): PairingPosition[] {
  const rnd = mulberry32(seed);
  return Array.from({ length: count }, () => {
    let x = 0;
    let o = 0;
    const nx = 1 + (rnd() % 7);
    const no = 1 + (rnd() % 7);
    while (popcount(x) < nx) x |= 1 << (rnd() % 25);
    while (popcount(o) < no) o |= (1 << (rnd() % 25)) & ~x;
    return { x, o, turn: (rnd() % 2) as 0 | 1 };
  });
}

describe('pairing evaluation as features and weights', () => {
  itIsFeaturesTimesWeights({
    value: (pos) => game.evaluate(pos),
    features: pairingFeatures,
    featureCount: FEATURE_COUNT,
    currentWeights,
    useWeights,
    positions: randomPositions,
  });

  it('a place class counts ranks from the side\u2019s own back rank and mirrors left to right', () => {
    const at = (name: string, xSide: boolean): number => placeClass(rules.geometry.indexOf(name), xSide);
    expect(at('c5', true)).toBe(0); // X's back rank, centre (rank 5 is the bottom)
    expect(at('c1', false)).toBe(0); // O's back rank, centre
    expect(at('a5', true)).toBe(at('e5', true));
    expect(at('b2', true)).toBe(at('b4', false)); // three ranks up for either side
    expect(at('a1', true)).toBe(14);
  });
});
