// CLI commands over the pandas: think (one move), match (a series between two pandas),
// solve (Othello's exact endgame). Output formats follow docs/architecture.md "Command-line contract".

import { RequestError } from '../../ai/context';
import { PANDAS, type PandaName, type Prophecy, type ThinkRequest } from '../../ai/protocol';
import { thinkNow } from '../../ai/think';
import { allowOnly, CliError, gameArg, intArg, ruleOptions, stringOption, type ParsedArgs } from '../args';
import type { Print } from './rules';
import { GAME_IDS, rulesFor } from '../../games/registry';
import { aiFor, resolveGame } from '../../games/brains';
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
  // (a margin known only from one side is not the exact score the contract prints)
  if (p.kind === 'score') return p.bound ? null : `score ${p.score}`;
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

// `match` has a file of its own (other players than the pandas, statistics).
export { match } from './match';

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
