// CLI commands over the rules engine alone: perft, divide, moves, play.

import { createInterface } from 'node:readline';
import { GameRecord, legalMoveTexts, type AnyRules, type Outcome } from '../../engine';
import { allowOnly, CliError, gameArg, intArg, ruleOptions, stringOption, type ParsedArgs } from '../args';
import { rulesFor } from '../../games/registry';

export type Print = (line: string) => void;

function rulesAndPosition(args: ParsedArgs): { rules: AnyRules; position: unknown } {
  const game = gameArg(args.positional[0]);
  const rules = rulesFor(game, ruleOptions(args, game));
  const text = stringOption(args, 'position');
  return { rules, position: text === undefined ? rules.start() : parseOrFail(rules, text) };
}

function parseOrFail(rules: AnyRules, text: string): unknown {
  try {
    return rules.parse(text);
  } catch (e) {
    throw new CliError(`bad position: ${(e as Error).message}`);
  }
}

const MAX_DEPTH = 30;

export async function perft(args: ParsedArgs, print: Print): Promise<void> {
  allowOnly(args, ['position', 'variant', 'stdin']);
  gameArg(args.positional[0]);
  const depth = intArg(args.positional[1], 'depth', 0, MAX_DEPTH);
  if (args.options.has('stdin')) {
    if (args.options.has('position')) throw new CliError('use either --position or --stdin');
    const game = gameArg(args.positional[0]);
    const rules = rulesFor(game, ruleOptions(args, game));
    // One answer per input line, whatever the line holds: a bad line never stops the run.
    for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
      try {
        print(String(rules.perft(rules.parse(line), depth)));
      } catch (e) {
        print(`error: ${(e as Error).message}`);
      }
    }
    return;
  }
  const { rules, position } = rulesAndPosition(args);
  print(String(rules.perft(position, depth)));
}

export function divide(args: ParsedArgs, print: Print): void {
  allowOnly(args, ['position', 'variant']);
  gameArg(args.positional[0]);
  const depth = intArg(args.positional[1], 'depth', 1, MAX_DEPTH);
  const { rules, position } = rulesAndPosition(args);
  let total = 0;
  if (rules.outcome(position) === null) {
    for (const move of rules.moves(position)) {
      const n = rules.perft(rules.play(position, move), depth - 1);
      total += n;
      print(`${rules.moveToText(position, move)} ${n}`);
    }
  }
  print(`total ${total}`);
}

export function moves(args: ParsedArgs, print: Print): void {
  allowOnly(args, ['position', 'variant']);
  if (args.positional.length > 1) throw new CliError(`unexpected argument '${args.positional[1]}'`);
  const { rules, position } = rulesAndPosition(args);
  print(legalMoveTexts(rules, position).join(' '));
}

export function formatResult(outcome: Outcome | null): string {
  if (!outcome) return 'result: ongoing';
  return `result: ${outcome.winner} ${outcome.reason}`;
}

export function play(args: ParsedArgs, print: Print): void {
  allowOnly(args, ['position', 'variant']);
  const { rules, position } = rulesAndPosition(args);
  const record = new GameRecord(rules, position);
  for (const text of args.positional.slice(1)) {
    try {
      if (text === 'pass' && !record.legalMoves().includes(rules.PASS) && !record.isOver) record.timerPass();
      else record.play(text);
    } catch (e) {
      throw new CliError(`move ${record.history.length + 1} '${text}': ${(e as Error).message}`);
    }
  }
  print(rules.format(record.position));
  print(formatResult(record.outcome));
}
