// `npm run train:othello [-- --seed N --games N --out FILE]`: trains the weights of PAPA's
// learned Othello evaluation (lab/journal/ai.md, "Othello's learned evaluation") and writes them
// gzipped to lab/othello-learned/othello-weights.bin. Reproducible from the seed (the same
// seed and game count give the same file); never run by `npm test`.
//
// 1. Data: self-play games from random openings (4–11 random plies), then each side picks
//    the best move by the hand-set evaluation one ply deep, with some noise and 10 % random
//    moves. At EXACT_EMPTIES empty squares the exact solver takes over: every later position
//    is labelled with its exact final margin (the game goes on along solver moves, a third
//    of them random), and every earlier position of the game with the exact margin of the
//    game's first solved position (the outcome of that game under perfect endgame play).
// 2. Fit: per phase (patterns.ts), ridge least squares by gradient steps scaled per weight
//    by how often its configuration occurs; positions of neighbouring empties count too,
//    so the phases change smoothly. One game in ten is held out to measure the error. The
//    phases are fitted from the end, so a midgame label can be bootstrapped (target()):
//    part outcome, part the fitted model's value a few plies later. Phases beyond
//    --patterns-up-to empties fit the scalar terms only.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { mulberry32 } from '../src/engine/hash';
import { popcount } from '../src/ai/bits';
import { scalarFeatures } from './othello-learned/evaluation';
import {
  CANONICAL,
  INSTANCES,
  patternIndices,
  PATTERN_OFFSET,
  PATTERNS,
  PHASE_SIZE,
  PHASES,
  SCALAR_OFFSET,
  SCALARS,
} from './othello-learned/patterns';
import { othelloRules, PASS, type OthelloPosition } from '../src/games/othello/rules';
import { lastMobility, lastPotential, othelloEvaluate } from '../src/games/othello/search';
import { solveOthello } from '../src/games/othello/solver';
import { encodeWeights, SCALAR_SCALE, WEIGHT_SCALE } from './othello-learned/weights';

const EXACT_EMPTIES = 12;
const RANDOM_MOVES = 0.1;
const HOLD_OUT = 10;
/** Ridge strength, in samples: a configuration seen this often moves half as far as its data says. */
const RIDGE = 16;
const ITERATIONS = 120;
/** Plies ahead of a bootstrapped label (one phase: 5 empties), and the outcome's share in it. */
const BOOTSTRAP = 5;
const LAMBDA = 0.3;
const PATTERNS_UP_TO = 34;

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const seed = Number(option('seed', '1'));
const gameCount = Number(option('games', '8000'));
const outFile = option('out', 'lab/othello-learned/othello-weights.bin');

const rules = othelloRules();
const rng = mulberry32(seed);
const random = (n: number): number => Math.floor((rng() / 4294967296) * n);
const emptiesOf = (p: OthelloPosition): number => 64 - popcount(p.pLo | p.oLo) - popcount(p.pHi | p.oHi);

// ---- 1. data ---------------------------------------------------------------------------
const boards: number[] = []; // pLo pHi oLo oHi per sample
const labels: number[] = []; // final margin for the side to move
const empties: number[] = [];
const heldOut: boolean[] = [];

function greedy(pos: OthelloPosition, legal: number[]): number {
  let best = legal[0];
  let bestScore = -Infinity;
  for (const m of legal) {
    const child = rules.play(pos, m);
    const score = (rules.outcome(child) ? 0 : -othelloEvaluate(child)) + random(24);
    if (score > bestScore) [best, bestScore] = [m, score];
  }
  return best;
}

const started = Date.now();
let solverNodes = 0;
const cache = option('cache', '');
if (cache && existsSync(cache)) {
  // a data set saved by an earlier run with the same seed and game count (--cache FILE)
  const saved = JSON.parse(readFileSync(cache, 'utf8')) as {
    seed: number;
    games: number;
    boards: number[];
    labels: number[];
    empties: number[];
    heldOut: boolean[];
  };
  if (saved.seed !== seed || saved.games !== gameCount) throw new Error(`${cache} holds another data set`);
  for (const v of saved.boards) boards.push(v);
  for (const v of saved.labels) labels.push(v);
  for (const v of saved.empties) empties.push(v);
  for (const v of saved.heldOut) heldOut.push(v);
}
for (let g = labels.length > 0 ? gameCount : 0; g < gameCount; g++) {
  let pos = rules.start();
  const openingPlies = 4 + random(8);
  const midgame: OthelloPosition[] = [];
  let ply = 0;
  while (!rules.outcome(pos) && emptiesOf(pos) > EXACT_EMPTIES) {
    const legal = rules.moves(pos);
    if (ply >= openingPlies && legal[0] !== PASS) midgame.push(pos);
    const move =
      legal.length === 1 || ply < openingPlies || rng() / 4294967296 < RANDOM_MOVES ? legal[random(legal.length)] : greedy(pos, legal);
    pos = rules.play(pos, move);
    ply++;
  }
  let outcome: { turn: number; score: number } | null = null;
  while (!rules.outcome(pos)) {
    const r = solveOthello(pos);
    solverNodes += r.nodes;
    outcome ??= { turn: pos.turn, score: r.score };
    if (r.bestMove !== PASS) add(pos, r.score, g);
    const legal = rules.moves(pos);
    pos = rules.play(pos, rng() / 4294967296 < 1 / 3 ? legal[random(legal.length)] : r.bestMove);
  }
  if (!outcome) continue; // over before the endgame: no exact label for its positions
  for (const p of midgame) add(p, p.turn === outcome.turn ? outcome.score : -outcome.score, g);
  if ((g + 1) % 1000 === 0) console.log(`${g + 1} games, ${labels.length} positions, ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function add(p: OthelloPosition, label: number, game: number): void {
  boards.push(p.pLo, p.pHi, p.oLo, p.oHi);
  labels.push(label);
  empties.push(emptiesOf(p));
  heldOut.push(game % HOLD_OUT === 0);
}

const n = labels.length;
if (cache && !existsSync(cache)) writeFileSync(cache, JSON.stringify({ seed, games: gameCount, boards, labels, empties, heldOut }));
console.log(
  `data: ${gameCount} games, ${n} positions (${heldOut.filter(Boolean).length} held out), solver ${(solverNodes / 1e6).toFixed(0)} M nodes, ${((Date.now() - started) / 1000).toFixed(0)} s`,
);

// ---- 2. features -----------------------------------------------------------------------
const F = INSTANCES.length;
const features = new Int32Array(n * F); // canonical index within a phase's table
const scalarValues = new Int32Array(n * SCALARS.length);
{
  const idx = new Int32Array(F);
  const sc = new Int32Array(SCALARS.length);
  for (let i = 0; i < n; i++) {
    const [pLo, pHi, oLo, oHi] = boards.slice(4 * i, 4 * i + 4);
    patternIndices(pLo, pHi, oLo, oHi, idx);
    for (let k = 0; k < F; k++) {
      const p = INSTANCES[k].pattern;
      features[i * F + k] = PATTERN_OFFSET[p] + CANONICAL[p][idx[k]];
    }
    scalarFeatures(othelloEvaluate({ pLo, pHi, oLo, oHi, turn: 0 }), lastMobility(), lastPotential(), sc);
    scalarValues.set(sc, i * SCALARS.length);
  }
}

// ---- 3. fit per phase ------------------------------------------------------------------
const table = new Int16Array(PHASES * PHASE_SIZE);
const S = SCALARS.length;
const ridge = Number(option('ridge', String(RIDGE)));
const lambda = Number(option('lambda', String(LAMBDA)));
/** Phases from this many empties on keep only the scalar terms (their patterns fit noise). */
const patternsUpTo = Number(option('patterns-up-to', String(PATTERNS_UP_TO)));
/** Each phase's fitted weights (in discs), for the bootstrapped labels of the phases after it. */
const fitted: Float64Array[] = [];

/** The fitted model's value of sample i (its phase's weights). */
function predictSample(i: number): number {
  const w = fitted[Math.min(PHASES - 1, Math.floor(empties[i] / 5))];
  let v = 0;
  for (let k = 0; k < F; k++) v += w[features[i * F + k]];
  for (let s = 0; s < S; s++) v += w[SCALAR_OFFSET + s] * scalarValues[i * S + s];
  return v;
}

/**
 * The label a midgame sample is fitted to: its game's exact outcome blended with the model's
 * value of the same game BOOTSTRAP plies later (fitted already: fewer empties). The outcome
 * carries the noise of every careless move until the end; the later value only of a few.
 * Samples of one game are stored one ply after the other (empties falling by one).
 */
function target(i: number): number {
  const j = i + BOOTSTRAP;
  if (lambda >= 1 || empties[i] - BOOTSTRAP <= EXACT_EMPTIES || j >= n || empties[j] !== empties[i] - BOOTSTRAP) return labels[i];
  if (Math.abs(labels[j]) !== Math.abs(labels[i]) || !fitted[Math.min(PHASES - 1, Math.floor(empties[j] / 5))]) return labels[i];
  // same game: the labels say whether the same side moves (an odd step: the other side)
  const sign = labels[i] !== 0 ? (labels[j] === labels[i] ? 1 : -1) : BOOTSTRAP % 2 === 0 ? 1 : -1;
  return lambda * labels[i] + (1 - lambda) * sign * predictSample(j);
}

for (let phase = 0; phase < PHASES; phase++) {
  const lo = phase * 5 - 2;
  const hi = phase * 5 + 6;
  const train: number[] = [];
  const test: number[] = [];
  for (let i = 0; i < n; i++) {
    if (empties[i] < lo || empties[i] > hi) continue;
    if (!heldOut[i]) train.push(i);
    else if (Math.min(PHASES - 1, Math.floor(empties[i] / 5)) === phase) test.push(i);
  }
  if (train.length === 0) continue;
  // The phase's samples in arrays of their own, for a tight loop.
  const pack = (set: number[]) => {
    const fe = new Int32Array(set.length * F);
    const sc = new Float64Array(set.length * S);
    const y = new Float64Array(set.length);
    set.forEach((i, t) => {
      fe.set(features.subarray(i * F, i * F + F), t * F);
      for (let s = 0; s < S; s++) sc[t * S + s] = scalarValues[i * S + s];
      y[t] = target(i);
    });
    return { fe, sc, y, m: set.length };
  };
  const tr = pack(train);
  const te = pack(test);
  const w = new Float64Array(PHASE_SIZE);
  const count = new Float64Array(PHASE_SIZE);
  const grad = new Float64Array(PHASE_SIZE);
  for (let j = 0; j < tr.fe.length; j++) count[tr.fe[j]]++;
  const sq = new Float64Array(S);
  for (let j = 0; j < tr.sc.length; j++) sq[j % S] += tr.sc[j] ** 2;
  /** Sum of squared residuals; with `g`, also adds each residual to its weights' gradients. */
  const pass = (d: typeof tr, g: Float64Array | null): number => {
    let sse = 0;
    for (let t = 0; t < d.m; t++) {
      const o = t * F;
      let v = 0;
      for (let k = 0; k < F; k++) v += w[d.fe[o + k]];
      for (let s = 0; s < S; s++) v += w[SCALAR_OFFSET + s] * d.sc[t * S + s];
      const r = d.y[t] - v;
      sse += r * r;
      if (!g) continue;
      for (let k = 0; k < F; k++) g[d.fe[o + k]] += r;
      for (let s = 0; s < S; s++) g[SCALAR_OFFSET + s] += r * d.sc[t * S + s];
    }
    return sse;
  };
  const rmse = (d: typeof tr): number => Math.sqrt(pass(d, null) / Math.max(1, d.m));
  let step = 0.5;
  let last = Infinity;
  for (let it = 0; it < ITERATIONS; it++) {
    grad.fill(0);
    const sse = pass(tr, grad);
    if (sse > last) step *= 0.5;
    last = sse;
    // Patterns: each weight moves by the mean residual of its samples (shrunk by the ridge),
    // scaled down because the 46 instances of a sample all move at once.
    if (phase * 5 <= patternsUpTo)
      for (let j = 0; j < SCALAR_OFFSET; j++) if (count[j] > 0) w[j] += ((step / 8) * (grad[j] - ridge * w[j])) / (count[j] + ridge);
    for (let s = 0; s < S; s++) if (sq[s] > 0) w[SCALAR_OFFSET + s] += ((step / 8) * grad[SCALAR_OFFSET + s]) / sq[s];
  }
  fitted[phase] = w;
  const base = phase * PHASE_SIZE;
  const clamp = (v: number): number => Math.max(-32767, Math.min(32767, Math.round(v)));
  PATTERNS.forEach((_, p) => {
    const canon = CANONICAL[p];
    for (let i = 0; i < canon.length; i++) table[base + PATTERN_OFFSET[p] + i] = clamp(w[PATTERN_OFFSET[p] + canon[i]] * WEIGHT_SCALE);
  });
  for (let s = 0; s < S; s++) table[base + SCALAR_OFFSET + s] = clamp(w[SCALAR_OFFSET + s] * WEIGHT_SCALE * SCALAR_SCALE);
  const scal = SCALARS.map((name, s) => `${name} ${w[SCALAR_OFFSET + s].toFixed(2)}`).join(', ');
  console.log(
    `phase ${phase} (${phase * 5}-${phase * 5 + 4} empties): ${train.length} training positions (empties ${Math.max(lo, 0)}-${hi}), ${test.length} held out; ` +
      `RMSE train ${rmse(tr).toFixed(2)}, held out ${rmse(te).toFixed(2)} discs; ${scal}`,
  );
}

const gz = gzipSync(encodeWeights(table), { level: 9 });
writeFileSync(outFile, gz);
console.log(`wrote ${outFile}: ${(gz.length / 1024).toFixed(1)} KB gzip, ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
