// `cli match`: a series of games between two players (docs/architecture.md "Command-line contract": one line per
// game, the summary last). Games come in pairs: each opening (random first plies from the
// seed) is played once from each side. From 10 games on, lines before the summary give A's
// record from each side, the 95% interval and the Elo, and the interval with each opening's
// pair of games as the unit; `--sprt elo0,elo1` adds the test's
// ratio and stops the match as soon as it decides. `--a-side` fixes A's side (duel/schedule.ts). Stopped early
// (Ctrl-C, SIGTERM), it drops the game in play and still reports the games it finished.
// `--a-time-ms` gives A a clock of its own (time odds): how much a longer think is worth
// to a panda against the same opponent, as engine developers measure before speeding up.
// `--replays` ends each game's line with the game's replay link (`?game=<id>&replay=<code>`):
// opened on the game's page, it shows that game in the review screen, move by move.
// `--openings all` plays every opening of the game (match-game.ts, everyOpening) instead of
// random ones, each from both sides (from A's side with `--a-side`): at a fixed node count,
// where PAPA is deterministic, the whole effect of a change over all openings, with no
// sampling of openings.
// `--baseline <player>` plays every game of A once more with that player in A's place (its
// lines begin `baseline game`), and ends with A's score minus the baseline's over the same
// openings and its interval: a change measured against a fixed opponent (the sparring
// engine) where two builds of PAPA draw nearly every game against each other (docs/ai.md
// "How strength is measured").

import { everyOpening, matchGameSteps, type MatchGame } from '../match-game';
import { allowOnly, CliError, gameArg, intArg, ruleOptions, stringOption, type ParsedArgs } from '../args';
import {
  matchStats,
  openingLine,
  openingStats,
  pairedLine,
  pairedStats,
  scorePercent,
  sprtLine,
  sprtLlr,
  sprtVerdict,
  statsLine,
} from '../duel/stats';
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
  nodes: readonly [number | undefined, number | undefined],
): Promise<MatchGame | null> {
  let step = steps.next();
  while (!step.done) {
    const { who, request } = step.value;
    step = steps.next(await players[who].move(request, timeMs[who], nodes[who]));
    await letSignalsIn();
    // a game just finished still counts
    if (!step.done && stopRequested()) return null;
  }
  return step.value;
}

/** A's wins, draws and losses as the first and as the second mover. */
type SideRecord = [number, number, number][];
const gamePoints = (g: MatchGame): number => (g.winner === 'a' ? 1 : g.winner === 'draw' ? 0.5 : 0);
/** Where a game counts in a SideRecord: 0 a win for A, 1 a draw, 2 a loss. */
const column = (g: MatchGame): 0 | 1 | 2 => (g.winner === 'a' ? 0 : g.winner === 'draw' ? 1 : 2);
const total = (r: SideRecord): number[] => r[0].map((n, k) => n + r[1][k]);

export async function match(args: ParsedArgs, print: Print): Promise<void> {
  allowOnly(args, [
    'a',
    'b',
    'games',
    'time-ms',
    'seed',
    'variant',
    'nodes',
    'sprt',
    'a-side',
    'a-time-ms',
    'replays',
    'baseline',
    'openings',
    'b-nodes',
  ]);
  if (args.positional.length > 1) throw new CliError(`unexpected argument '${args.positional[1]}'`);
  const game = gameArg(args.positional[0]);
  const options = ruleOptions(args, game);
  const openingsArg = stringOption(args, 'openings');
  if (openingsArg !== undefined && openingsArg !== 'all')
    throw new CliError("--openings takes 'all' (every opening, each from both sides)");
  const timeMs = optionalInt(args, 'time-ms', 1, 600_000) ?? 1000;
  const seed = optionalInt(args, 'seed', 0, 2 ** 31 - 1) ?? 1;
  // --nodes: each player's budget in nodes (reproducible on any machine, whatever the load);
  // --b-nodes: B's own, since engines count nodes at different rates (PAPA and sparring do).
  const nodes = optionalInt(args, 'nodes', 1, 2 ** 40);
  const budgets = [nodes, optionalInt(args, 'b-nodes', 1, 2 ** 40) ?? nodes] as const;
  const sprt = sprtArg(args);
  if (sprt && args.options.has('baseline'))
    throw new CliError('--sprt and --baseline do not go together: a baseline match ends with its paired interval');
  const thinkMs = budgets.every((b) => b !== undefined) && !args.options.has('time-ms') ? 600_000 : timeMs;
  const clocks = [optionalInt(args, 'a-time-ms', 1, 600_000) ?? thinkMs, thinkMs] as const;
  const sides = rulesFor(game, options).sides;
  const side = fixedSide(stringOption(args, 'a-side'), sides);
  const openingList = openingsArg === 'all' ? everyOpening(game, options) : null;
  const everyGame = openingList ? openingList.length * (side === null ? 2 : 1) : null;
  // With every opening, --games (if given) plays only the first of them.
  const games =
    everyGame !== null && !args.options.has('games')
      ? everyGame
      : Math.min(intArg(args.options.get('games'), '--games', 1, 100_000), everyGame ?? Infinity);
  const replays = args.options.has('replays');
  const a = playerFor(stringOption(args, 'a'), 'a');
  const players: [Player, Player] = [a, a];
  let baseline: Player | null = null;
  const unlisten = listenForStop();
  try {
    players[1] = playerFor(stringOption(args, 'b'), 'b');
    const baselineName = stringOption(args, 'baseline');
    if (baselineName !== undefined) baseline = playerFor(baselineName, 'baseline');
    const [an, bn] = [players[0].name, players[1].name];
    const mine: SideRecord = [
      [0, 0, 0],
      [0, 0, 0],
    ];
    const theirs: SideRecord = [
      [0, 0, 0],
      [0, 0, 0],
    ];
    /** Per opening: A's points, A's points minus the baseline's (with one), and the games finished. */
    const openings = new Map<number, { points: number; diff: number; games: number }>();
    const gameLine = (label: string, who: string, aSide: 0 | 1, g: MatchGame): string => {
      const result = g.winner === 'draw' ? 'draw' : `${g.winner === 'a' ? who : bn} wins`;
      return `${label} ${who} ${sides[aSide]} vs ${bn} ${sides[1 - aSide]}: ${result} (${g.reason}, ${g.plies} plies, max think ${g.maxMs[0]}/${g.maxMs[1]} ms, final ${g.final})${replays ? ` replay ?game=${game}&replay=${g.replay}` : ''}`;
    };
    let played = 0;
    for (let i = 0; i < games; i++) {
      const { aSide, opening, decides } = gameSlot(i, seed, side);
      const moves = openingList?.[side === null ? Math.floor(i / 2) : i];
      const g = stopRequested() ? null : await playGame(players, matchGameSteps(game, options, aSide, opening, moves), clocks, budgets);
      const h =
        g && baseline && !stopRequested()
          ? await playGame([baseline, players[1]], matchGameSteps(game, options, aSide, opening, moves), clocks, budgets)
          : null;
      // stopped: the game in play is dropped, with a baseline the pair in play
      if (!g || (baseline && !h)) {
        print(`stopped after ${played} of ${games} games`);
        break;
      }
      mine[aSide][column(g)]++;
      played++;
      const here = openings.get(opening) ?? { points: 0, diff: 0, games: 0 };
      openings.set(opening, {
        points: here.points + gamePoints(g),
        diff: here.diff + (h ? gamePoints(g) - gamePoints(h) : 0),
        games: here.games + 1,
      });
      print(gameLine(`game ${i + 1}:`, an, aSide, g));
      if (baseline && h) {
        theirs[aSide][column(h)]++;
        print(gameLine(`baseline game ${i + 1}:`, baseline.name, aSide, h));
      }
      // The test decides only after whole pairs (each opening from both sides).
      if (sprt && decides) {
        const [tw, td, tl] = total(mine);
        if (sprtVerdict(sprtLlr(tw, td, tl, ...sprt)) !== 'continue') break;
      }
    }
    const [w, d, l] = total(mine);
    if (played >= STATS_FROM || sprt) {
      // The first mover's edge differs by game (Cannon's is large): A's record from each side.
      print(`by side: ${an} as ${sides[0]} ${mine[0].join('-')}, as ${sides[1]} ${mine[1].join('-')}`);
      print(statsLine(matchStats(w, d, l)));
      // Each opening from both sides: the pair as the unit (only whole pairs).
      if (side === null && played >= STATS_FROM)
        print(openingLine(openingStats([...openings.values()].filter((o) => o.games === 2).map((o) => o.points / 2))));
    }
    if (sprt) print(sprtLine(sprtLlr(w, d, l, ...sprt), ...sprt));
    if (baseline) {
      const [bw, bd, bl] = total(theirs);
      print(
        `baseline ${baseline.name} vs ${bn}: ${bw}-${bd}-${bl} score ${scorePercent(bw, bd, bl)}%, as ${sides[0]} ${theirs[0].join('-')}, as ${sides[1]} ${theirs[1].join('-')}`,
      );
      // only openings played in full: from both sides, unless A keeps one side
      const whole = [...openings.values()].filter((o) => o.games === (side === null ? 2 : 1));
      print(pairedLine(pairedStats(whole.map((o) => o.diff / o.games)), an, baseline.name, bn));
    }
    print(`${an} vs ${bn}: ${w}-${d}-${l} score ${scorePercent(w, d, l)}%`);
  } finally {
    unlisten();
    for (const p of new Set([...players, ...(baseline ? [baseline] : [])])) p.close();
  }
}
