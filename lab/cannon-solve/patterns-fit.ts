// `npx tsx lab/cannon-solve/patterns-fit.ts --load F[,F…] [--out DIR] [--steps N] [--l2 X]
// [--write]`: fits the weights of PAPA's pattern evaluation of Cannon
// (src/games/cannon/patterns.ts) to the true values of the positions of saved self-play
// games (npm run train:cannon -- --save F keeps them), labelled from the solved tables (npm
// run solve:cannon): the side to move's win 1, a draw ½, a loss 0, modelled as
// sigmoid(sum of weights). One game in ten is held out to measure the error. `--write`
// stores the weights, rounded to 1/32, in src/games/cannon/pattern-weights.ts.
// lab/journal/ai.md, "Cannon: a pattern evaluation learned from the solved game".
//
// The shipped weights: `npm run solve:cannon`; the games of Cannon's round 2 and 3 fits,
// `npm run train:cannon -- --from round1 --seed 11 --games 600 --nodes 10000 --save r2-11.json`
// (the same with seed 12), `npm run train:cannon -- --seed 13 --games 1200 --nodes 20000
// --save r3-13.json`; then `--load r2-11.json,r2-12.json,r3-13.json --write` here (defaults:
// 400 steps, l2 1e-5).
import { readFileSync, writeFileSync } from 'node:fs';
import { PATTERN_TERMS, PATTERN_WEIGHTS, patternIndices } from '../../src/games/cannon/patterns';
import { cannonRules } from '../../src/games/cannon/rules';
import { option } from '../texel/self-play';
import type { Samples } from '../texel/self-play';
import { loadTables } from './load';
import { scoreOf, valueAt } from './values';

/** The weights' unit in the shipped table: 1/32 of a logit. */
export const STEPS_PER_LOGIT = 32;

const rules = cannonRules();
const tables = loadTables(option('out', 'test-output/cannon-solve'));
const P = PATTERN_TERMS;
const rows: Int32Array[] = [];
const labels: number[] = [];
const held: boolean[] = [];
for (const file of option('load', '').split(',').filter(Boolean)) {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Samples;
  if (!data.positions) throw new Error(`${file}: saved without positions`);
  data.positions.forEach((text, i) => {
    const pos = rules.parse(text);
    const [me, them] = pos.turn === 0 ? [pos.x, pos.o] : [pos.o, pos.x];
    const idx = new Int32Array(P);
    patternIndices(me, them, pos.turn === 0, idx);
    rows.push(idx);
    labels.push(scoreOf(valueAt(tables, pos)));
    held.push(data.heldOut[i]);
  });
}
const n = labels.length;
console.log(`${n} positions, ${held.filter(Boolean).length} held out; ${PATTERN_WEIGHTS} weights`);

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const w = new Float64Array(PATTERN_WEIGHTS);
const sum = (weights: ArrayLike<number>, i: number, unit = 1) => {
  let z = 0;
  for (const k of rows[i]) z += weights[k];
  return z * unit;
};
const error = (weights: ArrayLike<number>, holdOut: boolean, unit = 1) => {
  let s = 0;
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (held[i] !== holdOut) continue;
    const d = labels[i] - sigmoid(sum(weights, i, unit));
    s += d * d;
    count++;
  }
  return s / count;
};

// full-batch Adam on the squared error, a light L2 pull to 0 (shapes seldom seen stay near 0)
const steps = Number(option('steps', '400'));
const l2 = Number(option('l2', '1e-5'));
const m = new Float64Array(PATTERN_WEIGHTS);
const v = new Float64Array(PATTERN_WEIGHTS);
const g = new Float64Array(PATTERN_WEIGHTS);
for (let step = 1; step <= steps; step++) {
  g.fill(0);
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (held[i]) continue;
    const p = sigmoid(sum(w, i));
    const gi = -2 * (labels[i] - p) * p * (1 - p);
    for (const k of rows[i]) g[k] += gi;
    count++;
  }
  for (let j = 0; j < PATTERN_WEIGHTS; j++) {
    const gj = g[j] / count + l2 * w[j];
    m[j] = 0.9 * m[j] + 0.1 * gj;
    v[j] = 0.999 * v[j] + 0.001 * gj * gj;
    w[j] -= (0.05 * (m[j] / (1 - 0.9 ** step))) / (Math.sqrt(v[j] / (1 - 0.999 ** step)) + 1e-9);
  }
  if (step % 50 === 0) console.log(`step ${step}: error ${error(w, false).toFixed(5)} (held out ${error(w, true).toFixed(5)})`);
}
const q = Int8Array.from(w, (x) => Math.max(-127, Math.min(127, Math.round(x * STEPS_PER_LOGIT))));
console.log(
  `rounded to 1/${STEPS_PER_LOGIT}: error ${error(q, false, 1 / STEPS_PER_LOGIT).toFixed(5)} (held out ${error(q, true, 1 / STEPS_PER_LOGIT).toFixed(5)})`,
);

if (process.argv.includes('--write')) {
  const base64 = Buffer.from(q.buffer).toString('base64');
  const note = `fitted by lab/cannon-solve/patterns-fit.ts to ${n} positions (${steps} steps, l2 ${l2})`;
  writeFileSync(
    'src/games/cannon/pattern-weights.ts',
    `// The weights of PAPA's pattern evaluation of Cannon (patterns.ts), in 1/${STEPS_PER_LOGIT} of a logit:\n` +
      `// ${note}. Generated: do not edit.\n` +
      `export const PATTERN_STEPS_PER_LOGIT = ${STEPS_PER_LOGIT};\n` +
      `export const PATTERN_WEIGHTS_BASE64 =\n  '${base64}';\n`,
  );
  console.log('wrote src/games/cannon/pattern-weights.ts');
}
