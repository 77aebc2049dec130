// CLI commands over the pandas: think (one move), match (a series between two pandas),
// solve (Othello's exact endgame). Output formats follow docs/architecture.md "Command-line contract".

import { playMatchGame } from '../match-game';
import { RequestError } from '../../ai/context';
import { PANDAS, type PandaName, type Prophecy, type ThinkRequest } from '../../ai/protocol';
import { thinkNow } from '../../ai/think';
import { allowOnly, CliError, gameArg, intArg, ruleOptions, stringOption, type ParsedArgs } from '../args';
import type { Print } from './rules';
import { aiFor, GAME_IDS, resolveGame, rulesFor } from '../../games/registry';
import { now } from '../../ai/clock';

function pandaArg(value: string | undefined, name: string): PandaName {
  if (value === undefined) throw new CliError(`missing --${name} (baby, mama or papa)`);
  if (!(PANDAS as readonly string[]).includes(value)) throw new CliError(`unknown panda '${value}' (baby, mama or papa)`);
  return value as PandaName;
}

function optionalInt(args: ParsedArgs, name: string, min: number, max: number): number | undefined {
  const v = args.options.get(name);
  return v === undefined ? undefined : intArg(v, `--${name}`, min, max);
}

/** `score …` line of a prophecy (docs/architecture.md "Command-line contract"), or null. */
export function scoreLine(p: Prophecy | null): string | null {
  if (!p) return null;
  if (p.kind === 'score') return `score ${p.score}`;
  if (p.kind === 'draw') return 'score draw';
  return `score ${p.kind} ${p.plies}`;
}

function thinkOrFail(req: ThinkRequest) {
  try {
    return thinkNow(req, resolveGame);
  } catch (e) {
    if (e instanceof RequestError) throw new CliError(e.message);
    throw e;
  }
}

export function think(args: ParsedArgs, print: Print): void {
  allowOnly(args, ['position', 'variant', 'ai', 'time-ms', 'seed', 'nodes']);
  if (args.positional.length > 1) throw new CliError(`unexpected argument '${args.positional[1]}'`);
  const game = gameArg(args.positional[0]);
  const options = ruleOptions(args, game);
  const rules = rulesFor(game, options);
  const position = stringOption(args, 'position') ?? rules.startText;
  const req: ThinkRequest = {
    game,
    options,
    position,
    history: [],
    panda: pandaArg(stringOption(args, 'ai'), 'ai'),
    timeMs: optionalInt(args, 'time-ms', 1, 3_600_000),
    seed: optionalInt(args, 'seed', 0, 2 ** 31 - 1),
    nodes: optionalInt(args, 'nodes', 1, 2 ** 40),
  };
  let pos: unknown;
  try {
    pos = rules.parse(position);
  } catch (e) {
    throw new CliError(`bad position: ${(e as Error).message}`);
  }
  if (rules.outcome(pos)) throw new CliError('the game is already over in this position');
  const r = thinkOrFail(req);
  print(`bestmove ${r.move}`);
  const line = scoreLine(r.prophecy);
  if (line) print(line);
}

export function match(args: ParsedArgs, print: Print): void {
  allowOnly(args, ['a', 'b', 'games', 'time-ms', 'seed', 'variant', 'nodes']);
  if (args.positional.length > 1) throw new CliError(`unexpected argument '${args.positional[1]}'`);
  const game = gameArg(args.positional[0]);
  const options = ruleOptions(args, game);
  const a = pandaArg(stringOption(args, 'a'), 'a');
  const b = pandaArg(stringOption(args, 'b'), 'b');
  const games = intArg(args.options.get('games'), '--games', 1, 100_000);
  const timeMs = optionalInt(args, 'time-ms', 1, 600_000) ?? 1000;
  const seed = optionalInt(args, 'seed', 0, 2 ** 31 - 1) ?? 1;
  // --nodes: PAPA's budget in nodes (reproducible on any machine, whatever the load).
  const nodes = optionalInt(args, 'nodes', 1, 2 ** 40);
  const sides = rulesFor(game, options).sides;
  let wins = 0;
  let draws = 0;
  let losses = 0;
  const worst: [number, number] = [0, 0];
  for (let i = 0; i < games; i++) {
    const aSide = (i % 2) as 0 | 1;
    const g = playMatchGame(game, options, [a, b], aSide, nodes !== undefined && !args.options.has('time-ms') ? 600_000 : timeMs, (seed + i * 104_729) >>> 0, nodes);
    if (g.winner === 'a') wins++;
    else if (g.winner === 'b') losses++;
    else draws++;
    worst[0] = Math.max(worst[0], g.maxMs[0]);
    worst[1] = Math.max(worst[1], g.maxMs[1]);
    const result = g.winner === 'draw' ? 'draw' : `${g.winner === 'a' ? a : b} wins`;
    print(
      `game ${i + 1}: ${a} ${sides[aSide]} vs ${b} ${sides[1 - aSide]}: ${result} (${g.reason}, ${g.plies} plies, max think ${g.maxMs[0]}/${g.maxMs[1]} ms)`,
    );
  }
  const pct = (100 * (wins + draws / 2)) / games;
  print(`${a} vs ${b}: ${wins}-${draws}-${losses} score ${Number(pct.toFixed(1))}%`);
}

export function solve(args: ParsedArgs, print: Print): void {
  allowOnly(args, ['position', 'time-ms']);
  const game = gameArg(args.positional[0]);
  const rules = rulesFor(game);
  const endgame = aiFor(rules).endgame;
  if (!endgame) {
    const solvable = GAME_IDS.filter((id) => aiFor(rulesFor(id)).endgame);
    throw new CliError(`solve works for ${solvable.join(', ')} only`);
  }
  if (args.positional.length > 1) throw new CliError(`unexpected argument '${args.positional[1]}'`);
  const text = stringOption(args, 'position');
  if (text === undefined) throw new CliError('solve needs --position "<pos>"');
  let pos: unknown;
  try {
    pos = rules.parse(text);
  } catch (e) {
    throw new CliError(`bad position: ${(e as Error).message}`);
  }
  const timeMs = optionalInt(args, 'time-ms', 1, 86_400_000);
  const started = now();
  const { solved, nodes } = endgame.solve(pos, timeMs === undefined ? Infinity : started + timeMs);
  if (!solved) throw new CliError(`not solved within ${timeMs} ms (${nodes} nodes)`);
  print(`bestmove ${solved.move === rules.PASS ? 'pass' : rules.moveToText(pos, solved.move)}`);
  print(`score ${solved.score}`);
  print(`nodes ${nodes} time-ms ${Math.round(now() - started)}`);
}
