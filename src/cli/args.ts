// A tiny argument parser for the CLI: positional words and `--name value` / `--flag` options.
// Errors are CliError, which main.ts prints as one line with a non-zero exit.

import { isGameId, type GameId, type RuleOptions } from '../engine';

export class CliError extends Error {}

export interface ParsedArgs {
  positional: string[];
  options: Map<string, string | true>;
}

/** Options that take no value. */
const FLAGS = new Set(['stdin', 'help', 'boot']);

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
  if (value === undefined) throw new CliError('missing game (othello, pairing, alquerque, cannon, tiger)');
  if (!isGameId(value)) throw new CliError(`unknown game '${value}' (othello, pairing, alquerque, cannon, tiger)`);
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

export function ruleOptions(args: ParsedArgs, game: GameId): RuleOptions {
  const variant = stringOption(args, 'variant');
  if (variant === undefined) return {};
  if (variant !== 'free-slide') throw new CliError(`unknown variant '${variant}' (the only variant is free-slide)`);
  if (game !== 'alquerque') throw new CliError(`variant free-slide exists only in alquerque`);
  return { freeSlide: true };
}

/** Fails on options a command does not know, so a typo never passes silently. */
export function allowOnly(args: ParsedArgs, allowed: readonly string[]): void {
  for (const name of args.options.keys()) {
    if (!allowed.includes(name)) throw new CliError(`unknown option --${name}`);
  }
}
