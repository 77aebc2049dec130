// Shared checks for an evaluation written as features times weights
// (src/ai/feature-weights.ts): its value is the dot product of the two, with the weights in
// use and with random ones, and setting weights puts back exactly what was read.
import { expect, it } from 'vitest';
import { mulberry32 } from '../../src/engine/hash';

export interface FeatureEvaluation<P> {
  /** The evaluation under test, from the side the features are written for. */
  value(pos: P): number;
  features(pos: P, out: Float64Array): Float64Array;
  featureCount: number;
  currentWeights(): Float64Array;
  useWeights(w: ArrayLike<number>): void;
  positions(count: number, seed: number): P[];
}

const dot = (w: Float64Array, f: Float64Array): number => w.reduce((s, wi, i) => s + wi * f[i], 0);

export function itIsFeaturesTimesWeights<P>(e: FeatureEvaluation<P>): void {
  it('the evaluation is the dot product of the features and the weights in use', () => {
    const f = new Float64Array(e.featureCount);
    for (const pos of e.positions(400, 3)) expect(e.value(pos)).toBe(dot(e.currentWeights(), e.features(pos, f)));
  });

  it('and stays so with other weights, place values included', () => {
    const saved = e.currentWeights();
    const rnd = mulberry32(8);
    const w = Float64Array.from({ length: e.featureCount }, () => (rnd() % 200) - 100);
    try {
      e.useWeights(w);
      expect(e.currentWeights()).toEqual(w);
      const f = new Float64Array(e.featureCount);
      for (const pos of e.positions(400, 4)) expect(e.value(pos)).toBe(dot(w, e.features(pos, f)));
    } finally {
      e.useWeights(saved);
    }
    expect(e.currentWeights()).toEqual(saved);
  });
}
