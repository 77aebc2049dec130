// The fitting half of "Texel tuning" (lab/journal/ai.md, "Cannon: weights fitted to game
// results"): the side a sample is labelled for is modelled to score
// sigmoid(evaluation / scale). The scale is fitted first with today's weights, then every
// free weight by full-batch Adam on the mean squared error, with a light pull towards
// today's weights. Samples marked held out only measure the error.

import { option, type Samples } from './self-play';

export interface FitOptions {
  /** Weights kept as they are (the unit of the scores, and any the games cannot judge). */
  fixed: boolean[];
  steps: number;
  /** Pull towards today's weights, per sample and squared point. */
  ridge: number;
}

export interface FitResult {
  scale: number;
  weights: Float64Array;
  report: string[];
}

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

export function fitWeights(data: Samples, today: Float64Array, o: FitOptions): FitResult {
  const k = today.length;
  const { features, labels, heldOut } = data;
  const n = labels.length;
  const evalOf = (w: Float64Array, i: number): number => {
    let e = 0;
    for (let j = 0; j < k; j++) e += w[j] * features[i * k + j];
    return e;
  };
  const error = (w: Float64Array, scale: number, held: boolean): number => {
    let sum = 0;
    let count = 0;
    for (let i = 0; i < n; i++) {
      if (heldOut[i] !== held) continue;
      const d = labels[i] - sigmoid(evalOf(w, i) / scale);
      sum += d * d;
      count++;
    }
    return sum / Math.max(1, count);
  };

  let scale = 100;
  let best = Infinity;
  // fine steps where the Cannon scale lies, coarser above for games of many draws (Tiger)
  for (let s = 20; s <= 3000; s += s < 600 ? 5 : 25) {
    const e = error(today, s, false);
    if (e < best) [best, scale] = [e, s];
  }
  const report = [
    `scale ${scale}; today's weights: error ${error(today, scale, false).toFixed(5)} (held out ${error(today, scale, true).toFixed(5)})`,
  ];

  const w = Float64Array.from(today);
  const m = new Float64Array(k);
  const v = new Float64Array(k);
  const grad = new Float64Array(k);
  const RATE = 0.5;
  for (let step = 1; step <= o.steps; step++) {
    grad.fill(0);
    let count = 0;
    for (let i = 0; i < n; i++) {
      if (heldOut[i]) continue;
      const p = sigmoid(evalOf(w, i) / scale);
      const g = (-2 * (labels[i] - p) * p * (1 - p)) / scale;
      for (let j = 0; j < k; j++) grad[j] += g * features[i * k + j];
      count++;
    }
    for (let j = 0; j < k; j++) {
      if (o.fixed[j]) continue;
      const gj = grad[j] / count + 2 * o.ridge * (w[j] - today[j]);
      m[j] = 0.9 * m[j] + 0.1 * gj;
      v[j] = 0.999 * v[j] + 0.001 * gj * gj;
      w[j] -= (RATE * (m[j] / (1 - 0.9 ** step))) / (Math.sqrt(v[j] / (1 - 0.999 ** step)) + 1e-12);
    }
    if (step % 300 === 0) console.error(`step ${step}: error ${error(w, scale, false).toFixed(5)}`);
  }
  const rounded = Float64Array.from(w, Math.round);
  report.push(`fitted: error ${error(rounded, scale, false).toFixed(5)} (held out ${error(rounded, scale, true).toFixed(5)})`);
  return { scale, weights: rounded, report };
}

/**
 * A training script's fit: the weights named in `fixedNames` (scalars only) stay as they
 * are, `--steps` (default 1500) sets the length, and the report and the weights in
 * `scalarNames` order are printed under `label`. Returns the fitted vector.
 */
export function fitAndReport(
  data: Samples,
  today: Float64Array,
  scalarNames: readonly string[],
  fixedNames: Set<string>,
  label: string,
): Float64Array {
  const fixed = Array.from(today, (_, k) => k < scalarNames.length && fixedNames.has(scalarNames[k]));
  const fit = fitWeights(data, today, { fixed, steps: Number(option('steps', '1500')), ridge: 1e-7 });
  console.log(`fixed: ${[...fixedNames].join(', ')}`);
  for (const line of fit.report) console.log(line);
  const w = fit.weights;
  console.log(`${label}: { ${scalarNames.map((name, k) => `${name}: ${w[k]}`).join(', ')} }`);
  return w;
}
