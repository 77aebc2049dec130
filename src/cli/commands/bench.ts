// `cli bench`: the benchmark table (docs/architecture.md, "Benchmarks"), one row per figure,
// so progress shows: perft speed per game, each game's own figures (Othello: the solver on
// FFO #40–#44, score checked), PAPA's depth in one second per game, and the production
// bundle's gzip size. A benchmark, never a test.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { GameRecord, type RuleOptions } from '../../engine';
import { decisionRng, randInt } from '../../ai/rng';
import { thinkNow } from '../../ai/think';
import { allowOnly, anyRuleOptions, CliError, intArg, type ParsedArgs } from '../args';
import type { Print } from './rules';
import { measureFrameTimes } from './bench-frames';
import { GAME_IDS, kitOf, rulesFor, type GameId } from '../../games/registry';
import { resolveGame, brainOf } from '../../games/brains';
import { benchBoot } from './bench-boot';
import { puzzleBench } from './puzzle';

/** Cases of each game's own benchmark by default (Othello: FFO #40-#44; all twenty take long). */
const EXTRA_COUNT = 5;

const now = () => performance.now();

/** ' <variant>' when the rules run a variant of the game, else ''. */
function variantName(game: GameId, options: RuleOptions): string {
  const on = kitOf(game).variants.filter((v) => options[v.option]);
  return on.map((v) => ` ${v.cli}`).join('');
}

function row(print: Print, figure: string, value: string, detail = ''): void {
  print(`${figure.padEnd(40)} ${value.padStart(16)}  ${detail}`.trimEnd());
}

function fmtRate(n: number, ms: number): string {
  const perSec = (n * 1000) / Math.max(ms, 0.001);
  return perSec >= 1e6 ? `${(perSec / 1e6).toFixed(1)} M/s` : `${(perSec / 1e3).toFixed(0)} k/s`;
}

function midgame(game: GameId, options: RuleOptions): string {
  const rules = rulesFor(game, options);
  const rng = decisionRng(2026, 0x6d1d, 0);
  const record = new GameRecord(rules);
  while (record.history.length < brainOf(game).bench.midgamePlies && !record.isOver) {
    const legal = record.legalMoves().filter((m) => rules.outcome(rules.play(record.position, m)) === null);
    if (legal.length === 0) break;
    record.play(legal[randInt(rng, legal.length)]);
  }
  return rules.format(record.position);
}

function gzipTotal(dir: string): { files: number; raw: number; gz: number } {
  let files = 0;
  let raw = 0;
  let gz = 0;
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else {
        const data = readFileSync(p);
        files++;
        raw += data.length;
        gz += gzipSync(data, { level: 9 }).length;
      }
    }
  };
  walk(dir);
  return { files, raw, gz };
}

export async function bench(args: ParsedArgs, print: Print): Promise<void> {
  allowOnly(args, ['variant', 'ffo', 'time-ms', 'frames', 'boot', 'runs', 'against']);
  if (args.positional.length > 0) throw new CliError(`unexpected argument '${args.positional[0]}'`);
  // --boot: only the start-up figures (bench-boot.ts), --runs N loads of each page,
  // --against DIR another build (e.g. the previous commit's dist/) loaded in turn with them
  if (args.options.has('boot')) {
    const against = args.options.get('against');
    if (against === true) throw new CliError('--against needs a folder (a build with index.html)');
    return benchBoot(print, args.options.has('runs') ? intArg(args.options.get('runs'), '--runs', 1, 50) : 5, against);
  }
  // --ffo N: only the first N cases of each game's own benchmark (Othello's FFO positions
  // #40 onwards, which take minutes).
  const extraCount = args.options.has('ffo') ? intArg(args.options.get('ffo'), '--ffo', 0, 20) : EXTRA_COUNT;
  const variant = anyRuleOptions(args);
  // --frames 0: skip the browser frame-time figures (they start Chromium on dist/).
  const frames = args.options.has('frames') ? intArg(args.options.get('frames'), '--frames', 0, 1) : 1;
  const thinkMs = args.options.has('time-ms') ? intArg(args.options.get('time-ms'), '--time-ms', 1, 600_000) : 1000;
  row(print, 'figure', 'value', 'detail');

  // perft: the engine's raw speed (bulk-counted last ply, so "nodes" are leaves counted).
  for (const game of GAME_IDS) {
    const rules = rulesFor(game, variant);
    const depth = brainOf(game).bench.perftDepth - (Object.keys(rules.options).length > 0 ? 1 : 0);
    const t = now();
    const n = rules.perft(rules.start(), depth);
    const ms = now() - t;
    row(print, `perft ${game}${variantName(game, rules.options)} depth ${depth}`, fmtRate(n, ms), `${n} nodes in ${ms.toFixed(0)} ms`);
  }

  // Each game's own benchmark (Othello: the exact solver on the standard FFO endgames).
  for (const game of GAME_IDS) brainOf(game).bench.extra?.((figure, value, detail) => row(print, figure, value, detail), extraCount);

  // The daily puzzle's generator: a week of dates per game (node budgets, so the same work on any machine).
  puzzleBench((figure, value, detail) => row(print, figure, value, detail));

  // PAPA's search depth in the budget, from the start and from a typical midgame.
  let worst = 0;
  for (const game of GAME_IDS) {
    const options = variant;
    const rules = rulesFor(game, options);
    for (const [label, position] of [
      ['start', rules.startText],
      ['midgame', midgame(game, options)],
    ] as const) {
      const t = now();
      const cpu = process.cpuUsage();
      const r = thinkNow({ game, options, position, history: [], panda: 'papa', timeMs: thinkMs, seed: 1 }, resolveGame);
      const ms = now() - t;
      const cpuMs = (process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1000;
      worst = Math.max(worst, ms);
      row(
        print,
        `papa depth ${game} ${label} in ${thinkMs} ms`,
        `${r.depth}`,
        `${r.nodes} nodes, ${fmtRate(r.nodes, ms)}, took ${ms.toFixed(0)} ms (cpu ${cpuMs.toFixed(0)} ms), ${r.move}${r.prophecy ? ` (${JSON.stringify(r.prophecy)})` : ''}${label === 'midgame' ? `  [${position}]` : ''}`,
      );
    }
  }
  row(print, `papa longest think (budget ${thinkMs} ms)`, `${worst.toFixed(0)} ms`);

  // The production bundle.
  const dist = join(process.cwd(), 'dist');
  if (!existsSync(dist)) row(print, 'bundle gzip size', 'n/a', 'run npm run build first');
  else {
    const { files, raw, gz } = gzipTotal(dist);
    row(print, 'bundle gzip size', `${(gz / 1024).toFixed(1)} KiB`, `${files} files, ${(raw / 1024).toFixed(1)} KiB raw (dist/)`);
  }

  // The page's frame times (headless Chromium on dist/) while a move animates and PAPA thinks.
  if (frames === 0) row(print, 'page frames during PAPA think', 'skipped', '--frames 0');
  else {
    const f = await measureFrameTimes();
    if ('skipped' in f) row(print, 'page frames during PAPA think', 'n/a', f.skipped);
    else {
      const detail = `pairing vs PAPA (1 s), headless Chromium 1280x720, ${f.frames} frames over ${(f.spanMs / 1000).toFixed(1)} s`;
      row(print, 'page fps during PAPA think', `${f.fps.toFixed(1)} fps`, detail);
      row(print, 'page frame time p95', `${f.p95Ms.toFixed(1)} ms`);
      row(print, 'page frame time max', `${f.maxMs.toFixed(1)} ms`);
    }
  }
}
