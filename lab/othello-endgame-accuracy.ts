// `npx tsx lab/othello-endgame-accuracy.ts [--empties 22] [--positions 30] [--time-ms 1000]
//   [--against <git-rev>] [--seed 1] [--gen-nodes 20000]`
//
// How often PAPA's move keeps the result (win, draw or loss with best play) in Othello
// endgames of a given size, and how often he foresees it: PAPA of this tree against PAPA of
// an earlier commit, the same positions and budget, one after the other. A change to the
// endgame touches only the last dozen moves of a game, where most games are decided
// already, so a match shows it only after thousands of games; this counts the moves that
// matter (lab/journal/ai.md, "Othello: the decided result"). A measurement, never a test.
//
// Positions: random openings (6 plies), then PAPA of this tree at --gen-nodes a move until
// the position has --empties empty squares and a choice of moves. The truth: the exact
// solver asked only for the result (outcomeOnly), of the position and of each move played.

import { thinkNow } from '../src/ai/think';
import { learnedResolver } from './othello-learned/learned-search';
import { OldPapa } from '../src/cli/duel/old-build';
import { loadOthelloWeightsForLab } from './othello-learned/load';
import { loadOthelloSolverForCli } from '../src/cli/othello-solver';
import { mulberry32 } from '../src/engine/hash';
import { othelloRules, type OthelloPosition } from '../src/games/othello/rules';
import { solveOthello } from '../src/games/othello/solver';
import type { Prophecy, ThinkResult } from '../src/ai/protocol';

const args = new Map<string, string>();
for (let i = 2; i + 1 < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1]);
const EMPTIES = Number(args.get('empties') ?? 22);
const POSITIONS = Number(args.get('positions') ?? 30);
const TIME_MS = Number(args.get('time-ms') ?? 1000);
const SEED = Number(args.get('seed') ?? 1);
const GEN_NODES = Number(args.get('gen-nodes') ?? 20000);
const AGAINST = args.get('against');

// OTHELLO_WEIGHTS=<file>: this tree's PAPA plays by those learned weights (othello-learned/)
if (process.env.OTHELLO_WEIGHTS) loadOthelloWeightsForLab();
// the solver PAPA uses (and a quicker truth); OTHELLO_SOLVER=js for the JavaScript one
loadOthelloSolverForCli();
const rules = othelloRules();
const emptiesOf = (p: OthelloPosition) => 64 - rules.tally(p).onBoard[0] - rules.tally(p).onBoard[1];

/** +1 won, 0 drawn, -1 lost for the side to move, with best play. */
function outcome(p: OthelloPosition): number {
  const r = solveOthello(p, { outcomeOnly: true });
  if (r.lower > 0) return 1;
  if (r.upper < 0) return -1;
  return 0;
}

function positions(): { text: string; history: string[] }[] {
  const out: { text: string; history: string[] }[] = [];
  for (let game = 0; out.length < POSITIONS; game++) {
    const rnd = mulberry32(SEED * 100_003 + game);
    let pos = rules.start();
    const history: string[] = [];
    let ok = true;
    for (let ply = 0; ok && emptiesOf(pos) > EMPTIES; ply++) {
      const legal = rules.moves(pos);
      if (legal.length === 0) ok = false;
      else if (ply < 6) {
        const m = legal[Math.floor((rnd() / 2 ** 32) * legal.length)];
        history.push(rules.moveToText(pos, m));
        pos = rules.play(pos, m);
      } else {
        const r = thinkNow(
          { game: 'othello', position: rules.format(pos), history, panda: 'papa', nodes: GEN_NODES, timeMs: 60_000, seed: game },
          learnedResolver,
        );
        history.push(r.move);
        pos = rules.play(pos, rules.moveFromText(pos, r.move));
      }
    }
    if (ok && emptiesOf(pos) === EMPTIES && !rules.outcome(pos) && rules.moves(pos).length > 1)
      out.push({ text: rules.format(pos), history });
  }
  return out;
}

interface Tally {
  kept: number;
  foreseen: number;
  wrongProphecy: number;
  ms: number[];
}
const tally = (): Tally => ({ kept: 0, foreseen: 0, wrongProphecy: 0, ms: [] });

/** Whether a prophecy agrees with the true result (+1/0/-1 for PAPA). */
function agrees(p: Prophecy, truth: number): boolean {
  if (p.kind !== 'score') return false;
  if (p.bound === 'atLeast') return truth > 0;
  if (p.bound === 'atMost') return truth < 0;
  return Math.sign(p.score) === truth;
}

async function main(): Promise<void> {
  const list = positions();
  const old = AGAINST ? new OldPapa(AGAINST) : null;
  const mine = tally();
  const theirs = tally();
  try {
    for (const [i, { text, history }] of list.entries()) {
      const pos = rules.parse(text) as OthelloPosition;
      const request = { game: 'othello', position: text, history, panda: 'papa' as const, timeMs: TIME_MS, seed: i };
      const a = thinkNow(request, learnedResolver);
      const b: ThinkResult | null = old ? await old.think(request) : null;
      const truth = outcome(pos);
      const keeps = (r: ThinkResult) => -outcome(rules.play(pos, rules.moveFromText(pos, r.move)) as OthelloPosition) === truth;
      const count = (t: Tally, r: ThinkResult) => {
        if (keeps(r)) t.kept++;
        else r.move += ' (loses the result)';
        if (r.prophecy) agrees(r.prophecy, truth) ? t.foreseen++ : t.wrongProphecy++;
        t.ms.push(r.timeMs);
      };
      count(mine, a);
      if (b) count(theirs, b);
      const say = (r: ThinkResult | null) => (r ? `${r.move} ${r.prophecy ? JSON.stringify(r.prophecy) : '-'} ${r.timeMs} ms` : '');
      console.log(`${String(i + 1).padStart(3)} truth ${truth >= 0 ? '+' : ''}${truth}  this: ${say(a)}  ${AGAINST ?? ''}: ${say(b)}`);
    }
  } finally {
    old?.close();
  }
  const line = (name: string, t: Tally) => {
    const ms = [...t.ms].sort((x, y) => x - y);
    return `${name.padEnd(16)} result kept ${t.kept}/${list.length}, foreseen ${t.foreseen}/${list.length} (wrong ${t.wrongProphecy}), time median ${ms[ms.length >> 1]} ms, max ${ms[ms.length - 1]} ms`;
  };
  console.log(`\n${list.length} positions, ${EMPTIES} empties, ${TIME_MS} ms a move, seed ${SEED}`);
  console.log(line('this tree', mine));
  if (AGAINST) console.log(line(AGAINST, theirs));
}

void main();
