// The command dispatcher behind `npm run --silent cli -- <command> …` (entry: main.ts).
// Every failure is one line on stderr and a non-zero exit, never a stack trace.

import { CliError, parseArgs, type ParsedArgs } from './args';
import { aiFor } from '../games/brains';
import { GAME_IDS, kitOf, rulesFor } from '../games/registry';
import { match, solve, think } from './commands/ai';
import { bench } from './commands/bench';
import { puzzle } from './commands/puzzle';
import { divide, moves, perft, play, type Print } from './commands/rules';

type Command = (args: ParsedArgs, print: Print) => void | Promise<void>;

const COMMANDS: Record<string, Command> = { perft, divide, moves, play, think, match, solve, bench, puzzle };

/** The help text; the games, their variants and the solvable games come from the registry. */
function usage(): string {
  const variant = `[--variant ${GAME_IDS.flatMap((id) => kitOf(id).variants.map((v) => v.cli)).join('|')}]`;
  const solvable = GAME_IDS.filter((id) => aiFor(rulesFor(id)).endgame).join('|');
  return `usage: cli <command> …
  perft <game> <depth> [--position "<pos>" | --stdin] ${variant}
  divide <game> <depth> [--position "<pos>"] ${variant}
  moves <game> [--position "<pos>"] ${variant}
  play <game> [--position "<pos>"] ${variant} <move>…
  think <game> [--position "<pos>"] --ai baby|mama|papa [--time-ms N] [--seed N] [--nodes N] ${variant}
  match <game> --a <player> --b <player> (--games N | --openings all [--games N]) [--time-ms N] [--nodes N [--b-nodes N]] [--seed N] [--sprt elo0,elo1] [--a-side <side>] [--a-time-ms N] [--replays] [--baseline <player>] ${variant}
  solve ${solvable} --position "<pos>" [--time-ms N]
  bench [--ffo 0-5] [--time-ms N] ${variant}
  bench --boot [--runs N]
  puzzle <game> [--date YYYY-MM-DD] [--days N]
games: ${GAME_IDS.join(' ')}
players: baby mama papa, sparring (a classic alpha-beta engine), papa@<git-rev> (PAPA of that commit)`;
}

export async function run(
  argv: readonly string[],
  print: Print = (l) => console.log(l),
  printError: Print = (l) => process.stderr.write(`${l}\n`),
): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help') {
    print(usage());
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  try {
    if (!command) throw new CliError(`unknown command '${name}' (try: help)`);
    await command(parseArgs(rest), print);
    return 0;
  } catch (e) {
    const message = e instanceof CliError ? e.message : `internal error: ${(e as Error)?.message ?? String(e)}`;
    printError(`error: ${message}`);
    return e instanceof CliError ? 2 : 1;
  }
}
