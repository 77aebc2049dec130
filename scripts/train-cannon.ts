// `npm run train:cannon [-- --seed N --games N --nodes N --fixed first,sixWon --from hand --save F | --load F]`: fits the weights of PAPA's Cannon
// evaluation (src/games/cannon/features.ts) to game results, the way chess engines tune
// theirs ("Texel tuning"), and prints them for src/games/cannon/search.ts. Reproducible
// from the seed (node budgets, not clocks); never run by `npm test`. docs/ai.md, "Cannon:
// weights fitted to game results", has the figures.
//
// 1. Data: PAPA plays himself at a fixed node budget a move, from openings of 2–8 random
//    plies. Every quiet position after the opening (the side to move has no capture) with
//    more pieces than the endgame tables hold is a sample, labelled with the game's result
//    for its side to move: 1, ½ or 0.
// 2. Fit: the model says the side to move scores sigmoid(evaluation / scale). The scale is
//    fitted first with today's weights, then every weight but a piece's (100, the unit) by
//    full-batch Adam on the mean squared error, with a light pull towards today's weights.
//    One game in ten is held out to check that the fit generalises. `--fixed` names
//    weights kept as they are (a piece always is; by default also the first mover's edge,
//    which self-play at a few thousand nodes misjudges, and the six-piece bonus, which comes
//    from the tables); `--save`/`--load` keep the samples in a JSON file, so a fit can be
//    tried again without playing the games again.
// The games are played, and the fit starts, with the weights in use; `--from hand` puts the
// hand-set weights of before (HAND_SET) in their place first, which is how the shipped ones
// were fitted: `npm run train:cannon -- --from hand` gives them back.

import { readFileSync, writeFileSync } from 'node:fs';
import { GameRecord } from '../src/engine';
import { thinkNow } from '../src/ai/think';
import { resolveGame } from '../src/games/brains';
import { mulberry32 } from '../src/engine/hash';
import { popcount } from '../src/ai/bits';
import { cannonRules, type CannonPosition } from '../src/games/cannon/rules';
import { targets } from '../src/games/cannon/search';
import { cannonFeatures, currentWeights, FEATURE_COUNT, PLACE_COUNT, SCALAR_NAMES, useWeights } from '../src/games/cannon/features';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const seed = Number(option('seed', '1'));
const gameCount = Number(option('games', '2000'));
const nodes = Number(option('nodes', '5000'));
const fixed = new Set(['piece', ...option('fixed', 'first,sixWon').split(',').filter(Boolean)]);
const saveFile = option('save', '');
const loadFile = option('load', '');
/** PAPA's weights before the fit, in feature order (the ten place values were all 0). */
const HAND_SET = [100, 6, 4, 8, 30, 400, 40, 5, ...new Array<number>(PLACE_COUNT).fill(0)];
if (option('from', '') === 'hand') useWeights(HAND_SET);
const HOLD_OUT = 10;
/** The endgame tables answer for five pieces or fewer: no sample there. */
const TABLE_PIECES = 5;
/** Pull towards today's weights, per sample and squared point. */
const RIDGE = 1e-7;

const rules = cannonRules();
const rng = mulberry32(seed);
const random = (n: number): number => rng() % n;

// ---- 1. data ---------------------------------------------------------------------------
const features: number[] = [];
const labels: number[] = [];
const heldOut: boolean[] = [];
const f = new Float64Array(FEATURE_COUNT);
const results = { X: 0, O: 0, draw: 0 };
const started = Date.now();

if (loadFile) {
  const data = JSON.parse(readFileSync(loadFile, 'utf8')) as { features: number[]; labels: number[]; heldOut: boolean[]; note: string };
  // one at a time: a spread of millions of numbers overflows the call stack
  for (const x of data.features) features.push(x);
  for (const x of data.labels) labels.push(x);
  for (const x of data.heldOut) heldOut.push(x);
  console.log(`data: ${data.note} (from ${loadFile})`);
}
for (let g = 0; g < (loadFile ? 0 : gameCount); g++) {
  const record = new GameRecord(rules);
  const openingPlies = 2 + random(7);
  const samples: { features: number[]; turn: number }[] = [];
  while (!record.isOver && record.history.length < 1000) {
    const pos: CannonPosition = record.position;
    if (record.history.length < openingPlies) {
      const legal = record.legalMoves();
      const open = legal.filter((m) => rules.outcome(rules.play(pos, m)) === null);
      const pool = open.length > 0 ? open : legal;
      record.play(pool[random(pool.length)]);
      continue;
    }
    const [me, them] = pos.turn === 0 ? [pos.x, pos.o] : [pos.o, pos.x];
    if (popcount(me | them) > TABLE_PIECES && targets(me, them) === 0) samples.push({ features: [...cannonFeatures(pos, f)], turn: pos.turn });
    const r = thinkNow({ game: 'cannon', position: rules.format(pos), history: record.moveTexts, panda: 'papa', timeMs: 600_000, nodes, seed: (seed * 7919 + g * 131 + record.history.length) >>> 0 }, resolveGame);
    record.play(r.move);
  }
  const winner = record.outcome?.winner ?? 'draw';
  results[winner === 'X' ? 'X' : winner === 'O' ? 'O' : 'draw']++;
  for (const s of samples) {
    features.push(...s.features);
    labels.push(winner === 'draw' ? 0.5 : (winner === 'X') === (s.turn === 0) ? 1 : 0);
    heldOut.push(g % HOLD_OUT === HOLD_OUT - 1);
  }
  if ((g + 1) % 100 === 0) console.error(`${g + 1} games, ${labels.length} samples, ${Math.round((Date.now() - started) / 1000)} s`);
}
const n = labels.length;
if (!loadFile) {
  const note = `seed ${seed}, ${gameCount} games at ${nodes} nodes a move (X ${results.X}, O ${results.O}, draws ${results.draw}), ${n} samples`;
  console.log(`data: ${note}, ${Math.round((Date.now() - started) / 1000)} s`);
  if (saveFile) writeFileSync(saveFile, JSON.stringify({ note, features, labels, heldOut }));
}

// ---- 2. fit ----------------------------------------------------------------------------
const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));
const evalOf = (w: Float64Array, i: number): number => {
  let e = 0;
  for (let k = 0; k < FEATURE_COUNT; k++) e += w[k] * features[i * FEATURE_COUNT + k];
  return e;
};
function error(w: Float64Array, scale: number, held: boolean): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (heldOut[i] !== held) continue;
    const d = labels[i] - sigmoid(evalOf(w, i) / scale);
    sum += d * d;
    count++;
  }
  return sum / Math.max(1, count);
}

const today = currentWeights();
let scale = 100;
let best = Infinity;
for (let s = 20; s <= 600; s += 5) {
  const e = error(today, s, false);
  if (e < best) [best, scale] = [e, s];
}
console.log(`fixed: ${[...fixed].join(', ')}`);
console.log(`scale ${scale}; today's weights: error ${error(today, scale, false).toFixed(5)} (held out ${error(today, scale, true).toFixed(5)})`);

const w = Float64Array.from(today);
const m = new Float64Array(FEATURE_COUNT);
const v = new Float64Array(FEATURE_COUNT);
const grad = new Float64Array(FEATURE_COUNT);
const RATE = 0.5;
for (let step = 1; step <= 1500; step++) {
  grad.fill(0);
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (heldOut[i]) continue;
    const p = sigmoid(evalOf(w, i) / scale);
    const g = (-2 * (labels[i] - p) * p * (1 - p)) / scale;
    for (let k = 0; k < FEATURE_COUNT; k++) grad[k] += g * features[i * FEATURE_COUNT + k];
    count++;
  }
  for (let k = 0; k < FEATURE_COUNT; k++) {
    // a piece stays 100: the unit of every other weight and of the search's scores
    if (k < SCALAR_NAMES.length && fixed.has(SCALAR_NAMES[k])) continue;
    const gk = grad[k] / count + 2 * RIDGE * (w[k] - today[k]);
    m[k] = 0.9 * m[k] + 0.1 * gk;
    v[k] = 0.999 * v[k] + 0.001 * gk * gk;
    w[k] -= (RATE * (m[k] / (1 - 0.9 ** step))) / (Math.sqrt(v[k] / (1 - 0.999 ** step)) + 1e-12);
  }
  if (step % 300 === 0) console.error(`step ${step}: error ${error(w, scale, false).toFixed(5)}`);
}
const rounded = Float64Array.from(w, Math.round);
console.log(`fitted: error ${error(rounded, scale, false).toFixed(5)} (held out ${error(rounded, scale, true).toFixed(5)})`);
console.log(`CANNON_WEIGHTS: { ${SCALAR_NAMES.map((name, i) => `${name}: ${rounded[i]}`).join(', ')} }`);
console.log(`CANNON_PLACES (back rank first, edge then inner file): [${[...rounded.slice(SCALAR_NAMES.length, SCALAR_NAMES.length + PLACE_COUNT)].join(', ')}]`);
