// A tiny argument parser for the CLI: positional words and `--name value` / `--flag` options.
// Errors are CliError, which main.ts prints as one line with a non-zero exit.

import type { RuleOptions } from '../engine';
import { GAME_IDS, isGameId, kitOf, type GameId } from '../games/registry';

export class CliError extends Error {}

export interface ParsedArgs {
  positional: string[];
  options: Map<string, string | true>;
}

/** Options that take no value. */
const FLAGS = new Set(['stdin', 'help', 'boot', 'replays']);

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i];
    if (word.startsWith('--')) {
      const [name, inline] = word.slice(2).split(/=(.*)/s, 2);
      if (FLAGS.has(name)) {
        options.set(name, true);
      } else if (inline !== undefined) {
        options.set(name, inline);
      } else {
        const value = argv[i + 1];
        if (value === undefined) throw new CliError(`option --${name} needs a value`);
        options.set(name, value);
        i++;
      }
    } else {
      positional.push(word);
    }
  }
  return { positional, options };
}

export function gameArg(value: string | undefined): GameId {
  if (value === undefined) throw new CliError(`missing game (${GAME_IDS.join(', ')})`);
  if (!isGameId(value)) throw new CliError(`unknown game '${value}' (${GAME_IDS.join(', ')})`);
  return value;
}

export function intArg(value: string | true | undefined, name: string, min: number, max: number): number {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw new CliError(`${name} must be a whole number`);
  const n = Number(value);
  if (n < min || n > max) throw new CliError(`${name} must be between ${min} and ${max}`);
  return n;
}

export function stringOption(args: ParsedArgs, name: string): string | undefined {
  const v = args.options.get(name);
  if (v === true) throw new CliError(`option --${name} needs a value`);
  return v;
}

/** `--variant <name>` of the game (its kit lists them); none given: the standard rules. */
export function ruleOptions(args: ParsedArgs, game: GameId): RuleOptions {
  const variant = stringOption(args, 'variant');
  if (variant === undefined) return {};
  const all = GAME_IDS.flatMap((id) => kitOf(id).variants.map((v) => ({ id, v })));
  const found = all.filter((x) => x.v.cli === variant);
  if (found.length === 0) throw new CliError(`unknown variant '${variant}' (variants: ${all.map((x) => x.v.cli).join(', ') || 'none'})`);
  const mine = found.find((x) => x.id === game);
  if (!mine) throw new CliError(`variant ${variant} exists only in ${found.map((x) => x.id).join(', ')}`);
  return { [mine.v.option]: true };
}

/** `--variant <name>` for commands over every game (bench): each game takes it if it has it. */
export function anyRuleOptions(args: ParsedArgs): RuleOptions {
  const variant = stringOption(args, 'variant');
  if (variant === undefined) return {};
  const owner = GAME_IDS.find((id) => kitOf(id).variants.some((v) => v.cli === variant));
  if (!owner) return ruleOptions(args, GAME_IDS[0]);
  return ruleOptions(args, owner);
}

/** Fails on options a command does not know, so a typo never passes silently. */
export function allowOnly(args: ParsedArgs, allowed: readonly string[]): void {
  for (const name of args.options.keys()) {
    if (!allowed.includes(name)) throw new CliError(`unknown option --${name}`);
  }
}
