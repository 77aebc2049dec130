// PAPA's Pairing evaluation as features times weights (src/games/pairing/features.ts): the
// search's value is their dot product, with the weights in use and with any others, and a
// place class reads the board from each side's own back rank.
import { describe, expect, it } from 'vitest';
import { pairingSearchGame, placeClass } from '../../src/games/pairing/search';
import { currentWeights, FEATURE_COUNT, pairingFeatures, useWeights } from '../../src/games/pairing/features';
import { pairingRules, type PairingPosition } from '../../src/games/pairing/rules';
import { mulberry32 } from '../../src/engine/hash';
import { popcount } from '../../src/ai/bits';

const rules = pairingRules();
const game = pairingSearchGame(rules);
const dot = (w: Float64Array, f: Float64Array): number => w.reduce((s, wi, i) => s + wi * f[i], 0);

/** Random positions of 1–7 pieces a side, either side to move. */
function randomPositions(count: number, seed: number): PairingPosition[] {
  const rnd = mulberry32(seed);
  return Array.from({ length: count }, () => {
    let x = 0;
    let o = 0;
    const nx = 1 + (rnd() % 7);
    const no = 1 + (rnd() % 7);
    while (popcount(x) < nx) x |= 1 << rnd() % 25;
    while (popcount(o) < no) o |= (1 << rnd() % 25) & ~x;
    return { x, o, turn: (rnd() % 2) as 0 | 1 };
  });
}

describe('pairing evaluation as features and weights', () => {
  it('evaluate is the dot product of the features and the weights in use', () => {
    const f = new Float64Array(FEATURE_COUNT);
    for (const pos of randomPositions(400, 3)) expect(game.evaluate(pos)).toBe(dot(currentWeights(), pairingFeatures(pos, f)));
  });

  it('and stays so with other weights, place values included', () => {
    const saved = currentWeights();
    const rnd = mulberry32(8);
    const w = Float64Array.from({ length: FEATURE_COUNT }, () => (rnd() % 200) - 100);
    try {
      useWeights(w);
      expect(currentWeights()).toEqual(w);
      const f = new Float64Array(FEATURE_COUNT);
      for (const pos of randomPositions(400, 4)) expect(game.evaluate(pos)).toBe(dot(w, pairingFeatures(pos, f)));
    } finally {
      useWeights(saved);
    }
    expect(currentWeights()).toEqual(saved);
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
