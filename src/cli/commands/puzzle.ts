// `cli puzzle <game> [--date YYYY-MM-DD] [--days N]`: the daily puzzle as the game makes it
// (docs/architecture.md, "Puzzle of the day"): position, task, solution, nodes and time;
// and the bench row of the generator's time over a week of dates.
import { dailyPuzzle } from '../../games/daily-puzzle';
import { GAME_IDS, type GameId } from '../../games/registry';
import { addDays, isPuzzleDate, localDate } from '../../puzzles/date';
import { allowOnly, CliError, gameArg, intArg, stringOption, type ParsedArgs } from '../args';
import type { Print } from './rules';

export function puzzle(args: ParsedArgs, print: Print): void {
  allowOnly(args, ['date', 'days']);
  const game = gameArg(args.positional[0]);
  const date = stringOption(args, 'date') ?? localDate();
  if (!isPuzzleDate(date)) throw new CliError(`bad date '${date}' (YYYY-MM-DD)`);
  const days = args.options.has('days') ? intArg(args.options.get('days'), '--days', 1, 366) : 1;
  for (let i = 0; i < days; i++) {
    const day = addDays(date, i);
    const t = performance.now();
    const p = dailyPuzzle(game, day);
    const ms = performance.now() - t;
    const task = p.kind === 'only-move' ? 'only winning move' : `win in ${p.moves}`;
    print(`${day} ${game} ${task} for ${p.side}: ${p.position}`);
    print(
      `  solution ${p.line.join(' ')}  (first moves that win: ${Object.keys(p.tree.wins).length}; ${p.nodes} nodes, ${ms.toFixed(0)} ms)`,
    );
  }
}

/** Bench rows: the generator's mean and slowest time per game over `days` dates. */
export function puzzleBench(row: (figure: string, value: string, detail?: string) => void, days = 7, from = '2026-12-01'): void {
  for (const game of GAME_IDS as GameId[]) {
    let total = 0;
    let worst = 0;
    let nodes = 0;
    for (let i = 0; i < days; i++) {
      const t = performance.now();
      nodes += dailyPuzzle(game, addDays(from, i)).nodes;
      const ms = performance.now() - t;
      total += ms;
      worst = Math.max(worst, ms);
    }
    row(
      `puzzle of the day ${game} (${days} dates)`,
      `${(total / days).toFixed(0)} ms`,
      `mean; slowest ${worst.toFixed(0)} ms; ${(nodes / days / 1000).toFixed(0)}k nodes mean (the same on any machine)`,
    );
  }
}
