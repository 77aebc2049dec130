// The data half of fitting an evaluation to game results ("Texel tuning"; lab/journal/ai.md,
// "Cannon: weights fitted to game results"): PAPA plays himself at a fixed node budget a
// move from openings of a few random plies, and every position the game's `sample` accepts
// becomes a row of features labelled with the game's result. Node budgets, not clocks, so
// the same seed gives the same games. Used by lab/train-cannon.ts,
// lab/train-pairing.ts and lab/train-tiger.ts; never by `npm test`.

import { readFileSync, writeFileSync } from 'node:fs';
import { GameRecord } from '../../src/engine';
import type { GameRules, Side } from '../../src/engine/types';
import { thinkNow } from '../../src/ai/think';
import { resolveGame } from '../../src/games/brains';
import { mulberry32 } from '../../src/engine/hash';

export interface SampleSpec<P> {
  game: string;
  rules: GameRules<P>;
  featureCount: number;
  /** Writes the features of `pos` into `out` and says true when `pos` is a sample (a quiet position). */
  sample(pos: P, out: Float64Array): boolean;
  /** The side whose win labels a sample of `pos` 1 (its loss 0, a draw ½). */
  labelSide(pos: P): Side;
}

export interface Samples {
  note: string;
  features: number[];
  labels: number[];
  heldOut: boolean[];
  /** Each sample's position as text (the game's notation), so that a later script can compute other features from the same games. */
  positions?: string[];
}

export interface SelfPlayOptions {
  seed: number;
  games: number;
  nodes: number;
  /** Every holdOut-th game is kept out of the fit, to check that it generalises. */
  holdOut: number;
  /** Openings are 2 to 2 + openingSpread − 1 random plies (a move that ends the game is avoided). */
  openingSpread: number;
}

export function playSelfPlay<P>(spec: SampleSpec<P>, o: SelfPlayOptions): Samples {
  const rng = mulberry32(o.seed);
  const random = (n: number): number => rng() % n;
  const out: Samples = { note: '', features: [], labels: [], heldOut: [], positions: [] };
  const f = new Float64Array(spec.featureCount);
  const results = new Map<string, number>();
  const started = Date.now();
  for (let g = 0; g < o.games; g++) {
    const record = new GameRecord(spec.rules);
    const openingPlies = 2 + random(o.openingSpread);
    const samples: { features: number[]; side: Side; position: string }[] = [];
    while (!record.isOver && record.history.length < 1000) {
      const pos = record.position as P;
      if (record.history.length < openingPlies) {
        const legal = record.legalMoves();
        const open = legal.filter((m) => spec.rules.outcome(spec.rules.play(pos, m)) === null);
        const pool = open.length > 0 ? open : legal;
        record.play(pool[random(pool.length)]);
        continue;
      }
      if (spec.sample(pos, f)) samples.push({ features: [...f], side: spec.labelSide(pos), position: spec.rules.format(pos) });
      const seed = (o.seed * 7919 + g * 131 + record.history.length) >>> 0;
      const r = thinkNow(
        {
          game: spec.game,
          position: spec.rules.format(pos),
          history: record.moveTexts,
          panda: 'papa',
          timeMs: 600_000,
          nodes: o.nodes,
          seed,
        },
        resolveGame,
      );
      record.play(r.move);
    }
    const winner = record.outcome?.winner ?? 'draw';
    results.set(winner, (results.get(winner) ?? 0) + 1);
    for (const s of samples) {
      out.features.push(...s.features);
      out.labels.push(winner === 'draw' ? 0.5 : winner === s.side ? 1 : 0);
      out.heldOut.push(g % o.holdOut === o.holdOut - 1);
      out.positions!.push(s.position);
    }
    if ((g + 1) % 100 === 0) console.error(`${g + 1} games, ${out.labels.length} samples, ${Math.round((Date.now() - started) / 1000)} s`);
  }
  const tally = [...results].map(([k, v]) => (k === 'draw' ? `draws ${v}` : `${k} ${v}`)).join(', ');
  out.note = `seed ${o.seed}, ${o.games} games at ${o.nodes} nodes a move (${tally}), ${out.labels.length} samples`;
  console.log(`data: ${out.note}, ${Math.round((Date.now() - started) / 1000)} s`);
  return out;
}

export function saveSamples(file: string, s: Samples): void {
  writeFileSync(file, JSON.stringify(s));
}

/**
 * Samples saved by saveSamples; several files are joined (their games stay whole). Where a
 * file kept its positions and `spec` is given, the features are computed again with
 * today's `spec.sample`, so an evaluation with new features is fitted on the same games.
 */
export function loadSamples<P>(files: string[], spec?: SampleSpec<P>): Samples {
  const out: Samples = { note: '', features: [], labels: [], heldOut: [], positions: [] };
  const notes: string[] = [];
  const f = new Float64Array(spec?.featureCount ?? 0);
  for (const file of files) {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Samples;
    const again = spec !== undefined && data.positions !== undefined && data.positions.length === data.labels.length;
    if (again) {
      for (const text of data.positions!) {
        spec.sample(spec.rules.parse(text), f);
        for (const x of f) out.features.push(x);
      }
    } else {
      // one at a time: a spread of millions of numbers overflows the call stack
      for (const x of data.features) out.features.push(x);
    }
    for (const x of data.labels) out.labels.push(x);
    for (const x of data.heldOut) out.heldOut.push(x);
    // positions only while every file so far kept them
    if (out.positions && data.positions?.length === data.labels.length) for (const x of data.positions) out.positions.push(x);
    else out.positions = undefined;
    notes.push(`${data.note} (from ${file}${again ? ', features computed again' : ''})`);
  }
  out.note = notes.join('; ');
  console.log(`data: ${out.note}`);
  return out;
}

/** `--name value` from the command line, or the fallback. */
export function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

/**
 * The samples a training script's command line asks for: `--load F[,F…]` reads saved ones;
 * otherwise the games are played (`--seed`, default 1; `--games`, 2000; `--nodes`, 5000;
 * one game in ten held out) and `--save F` keeps them.
 */
export function samplesFromCommandLine<P>(spec: SampleSpec<P>): Samples {
  const loadFile = option('load', '');
  if (loadFile) return loadSamples(loadFile.split(','), spec);
  const data = playSelfPlay(spec, {
    seed: Number(option('seed', '1')),
    games: Number(option('games', '2000')),
    nodes: Number(option('nodes', '5000')),
    holdOut: 10,
    openingSpread: 7,
  });
  const saveFile = option('save', '');
  if (saveFile) saveSamples(saveFile, data);
  return data;
}
