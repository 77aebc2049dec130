// `cli match`: a series of games between two players (docs/architecture.md "Command-line contract": one line per
// game, the summary last). Games come in pairs: each opening (random first plies from the
// seed) is played once from each side. From 10 games on, lines before the summary give A's
// record from each side, the 95% interval and the Elo; `--sprt elo0,elo1` adds the test's
// ratio and stops the match as soon as it decides. `--a-side` fixes A's side (duel/schedule.ts). Stopped early
// (Ctrl-C, SIGTERM), it drops the game in play and still reports the games it finished.
// `--a-time-ms` gives A a clock of its own (time odds): how much a longer think is worth
// to a panda against the same opponent, as engine developers measure before speeding up.
// `--replays` ends each game's line with the game's replay link (`?game=<id>&replay=<code>`):
// opened on the game's page, it shows that game in the review screen, move by move.

import { matchGameSteps, type MatchGame } from '../match-game';
import { allowOnly, CliError, gameArg, intArg, ruleOptions, stringOption, type ParsedArgs } from '../args';
import { matchStats, sprtLine, sprtLlr, sprtVerdict, statsLine } from '../duel/stats';
import { playerFor, type Player } from '../duel/players';
import { fixedSide, gameSlot } from '../duel/schedule';
import type { Print } from './rules';
import { letSignalsIn, listenForStop, stopRequested } from '../stop-request';
import { rulesFor } from '../../games/registry';

/** Fewer games than this say nothing about strength: no interval line. */
const STATS_FROM = 10;

function optionalInt(args: ParsedArgs, name: string, min: number, max: number): number | undefined {
  const v = args.options.get(name);
  return v === undefined ? undefined : intArg(v, `--${name}`, min, max);
}

function sprtArg(args: ParsedArgs): [number, number] | null {
  const v = stringOption(args, 'sprt');
  if (v === undefined) return null;
  const m = /^(-?\d+),(-?\d+)$/.exec(v);
  if (!m || Number(m[1]) >= Number(m[2])) throw new CliError('--sprt needs elo0,elo1 with elo0 < elo1, e.g. 0,30');
  return [Number(m[1]), Number(m[2])];
}

async function playGame(
  players: [Player, Player],
  steps: Generator<{ who: 0 | 1; request: Parameters<Player['move']>[0] }, MatchGame, { move: string; timeMs: number }>,
  timeMs: readonly [number, number],
  nodes: number | undefined,
): Promise<MatchGame | null> {
  let step = steps.next();
  while (!step.done) {
    const { who, request } = step.value;
    step = steps.next(await players[who].move(request, timeMs[who], nodes));
    await letSignalsIn();
    // a game just finished still counts
    if (!step.done && stopRequested()) return null;
  }
  return step.value;
}

export async function match(args: ParsedArgs, print: Print): Promise<void> {
  allowOnly(args, ['a', 'b', 'games', 'time-ms', 'seed', 'variant', 'nodes', 'sprt', 'a-side', 'a-time-ms', 'replays']);
  if (args.positional.length > 1) throw new CliError(`unexpected argument '${args.positional[1]}'`);
  const game = gameArg(args.positional[0]);
  const options = ruleOptions(args, game);
  const games = intArg(args.options.get('games'), '--games', 1, 100_000);
  const timeMs = optionalInt(args, 'time-ms', 1, 600_000) ?? 1000;
  const seed = optionalInt(args, 'seed', 0, 2 ** 31 - 1) ?? 1;
  // --nodes: PAPA's budget in nodes (reproducible on any machine, whatever the load).
  const nodes = optionalInt(args, 'nodes', 1, 2 ** 40);
  const sprt = sprtArg(args);
  const thinkMs = nodes !== undefined && !args.options.has('time-ms') ? 600_000 : timeMs;
  const clocks = [optionalInt(args, 'a-time-ms', 1, 600_000) ?? thinkMs, thinkMs] as const;
  const sides = rulesFor(game, options).sides;
  const side = fixedSide(stringOption(args, 'a-side'), sides);
  const replays = args.options.has('replays');
  const a = playerFor(stringOption(args, 'a'), 'a');
  const players: [Player, Player] = [a, a];
  const unlisten = listenForStop();
  try {
    players[1] = playerFor(stringOption(args, 'b'), 'b');
    const [an, bn] = [players[0].name, players[1].name];
    // A's wins, draws and losses as the first and as the second mover
    const bySide = [
      [0, 0, 0],
      [0, 0, 0],
    ];
    const tally = (): number[] => bySide[0].map((n, k) => n + bySide[1][k]);
    let played = 0;
    for (let i = 0; i < games; i++) {
      const { aSide, opening, decides } = gameSlot(i, seed, side);
      const g = stopRequested() ? null : await playGame(players, matchGameSteps(game, options, aSide, opening), clocks, nodes);
      if (!g) {
        print(`stopped after ${played} of ${games} games`);
        break;
      }
      bySide[aSide][g.winner === 'a' ? 0 : g.winner === 'draw' ? 1 : 2]++;
      played++;
      const result = g.winner === 'draw' ? 'draw' : `${g.winner === 'a' ? an : bn} wins`;
      print(
        `game ${i + 1}: ${an} ${sides[aSide]} vs ${bn} ${sides[1 - aSide]}: ${result} (${g.reason}, ${g.plies} plies, max think ${g.maxMs[0]}/${g.maxMs[1]} ms, final ${g.final})${replays ? ` replay ?game=${game}&replay=${g.replay}` : ''}`,
      );
      // The test decides only after whole pairs (each opening from both sides).
      if (sprt && decides) {
        const [tw, td, tl] = tally();
        if (sprtVerdict(sprtLlr(tw, td, tl, ...sprt)) !== 'continue') break;
      }
    }
    const [w, d, l] = tally();
    if (played >= STATS_FROM || sprt) {
      // The first mover's edge differs by game (Cannon's is large): A's record from each side.
      print(`by side: ${an} as ${sides[0]} ${bySide[0].join('-')}, as ${sides[1]} ${bySide[1].join('-')}`);
      print(statsLine(matchStats(w, d, l)));
    }
    if (sprt) print(sprtLine(sprtLlr(w, d, l, ...sprt), ...sprt));
    const pct = played > 0 ? (100 * (w + d / 2)) / played : 0;
    print(`${an} vs ${bn}: ${w}-${d}-${l} score ${Number(pct.toFixed(1))}%`);
  } finally {
    unlisten();
    for (const p of new Set(players)) p.close();
  }
}
