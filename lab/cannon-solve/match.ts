// `npx tsx lab/cannon-solve/match.ts [--a oracle|papa|veto|guard|trap] [--b sparring|papa]
// [--guard-plies K] [--trap-plies K] [--trap-depths 10,11,12] [--games N] [--from I]
// [--time-ms T] [--seed S] [--out DIR]`: A against B at T ms a move over the openings `cli
// match` plays with that seed, each from both sides (from game I on, to resume a stopped
// run), every move judged by the solved tables: a move that turns its mover's win into a
// draw or a loss, or a draw into a loss, is a mistake. The judge counts the no-progress rule
// too (values.ts, rankUnderRule): a win too slow for it is a draw. The oracle (oracle.ts)
// never makes one; 'veto' is PAPA with the oracle's veto (his move unless it is a mistake,
// the oracle's quickest win when there is one): the most PAPA's own play could make against
// B from these openings. 'trap' is the veto that, in the first K plies of a drawn game,
// plays a drawing move that the sparring engine, searched to the given depths, answers with
// a lost one, where there is one (trap.ts). Research only (lab/journal/ai.md, "Cannon solved").
import { matchGameSteps } from '../../src/cli/match-game';
import { gameSlot } from '../../src/cli/duel/schedule';
import { matchStats, statsLine } from '../../src/cli/duel/stats';
import { contextOf, type GameContext } from '../../src/ai/context';
import { thinkNow } from '../../src/ai/think';
import { resolveGame } from '../../src/games/brains';
import { rulesFor } from '../../src/games/registry';
import { sparringThink } from '../sparring';
import type { CannonPosition } from '../../src/games/cannon/rules';
import type { GameRules } from '../../src/engine/types';
import type { MatchTurn } from '../../src/cli/match-game';
import { loadTables } from './load';
import { oracleMove } from './oracle';
import { trapMove } from './trap';
import { rankAt, rankUnderRule } from './values';

const args = process.argv.slice(2);
const opt = (name: string, dflt: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : dflt;
};
const games = Number(opt('games', '20'));
const from = Number(opt('from', '1')); // resume a stopped run at this game
const timeMs = Number(opt('time-ms', '200'));
const seed = Number(opt('seed', '1'));
const names = [opt('a', 'oracle'), opt('b', 'sparring')];
const GUARD_PLIES = Number(opt('guard-plies', '8'));
const TRAP_PLIES = Number(opt('trap-plies', '40'));
const TRAP_DEPTHS = opt('trap-depths', '10,11,12').split(',').map(Number);
const tables = loadTables(opt('out', 'test-output/cannon-solve'));
const rules = rulesFor('cannon', {}) as unknown as GameRules<CannonPosition>;

const rank = (pos: CannonPosition): number => rankAt(rules, tables, pos);
function choose(name: string, request: MatchTurn['request'], ctx: GameContext): string {
  const pos = ctx.position as CannonPosition;
  if (name === 'oracle') return rules.moveToText(pos, oracleMove(rules, tables, pos, ctx.seen));
  if (name === 'sparring') {
    const r = sparringThink(ctx, timeMs);
    return r.move === rules.PASS ? 'pass' : rules.moveToText(pos, r.move);
  }
  const papa = thinkNow({ ...request, panda: 'papa', timeMs }, resolveGame).move;
  if (name === 'papa' || (name === 'guard' && request.history.length >= GUARD_PLIES)) return papa;
  // 'veto': PAPA's move while it keeps the position's value, the oracle's otherwise, and the
  // oracle's quickest way whenever the position is won; 'guard': the same in the first
  // GUARD_PLIES plies of the game only (what a book of the opening could give him)
  const mine = rank(pos);
  if (name === 'trap' && mine === 2 && request.history.length < TRAP_PLIES) {
    const trap = trapMove(rules, tables, pos, ctx.seen, TRAP_DEPTHS);
    if (trap) return rules.moveToText(pos, trap.move);
  }
  const keeps = 4 - rank(rules.play(pos, rules.moveFromText(pos, papa))) >= mine;
  return mine < 3 && keeps ? papa : rules.moveToText(pos, oracleMove(rules, tables, pos, ctx.seen));
}

const score = [0, 0, 0];
const bySide = [
  [0, 0, 0],
  [0, 0, 0],
];
/** Mistakes by player: [win → draw, win → loss, draw → loss]. */
const mistakes = [
  [0, 0, 0],
  [0, 0, 0],
];
for (let i = from - 1; i < games; i++) {
  const slot = gameSlot(i, seed, null);
  const steps = matchGameSteps('cannon', {}, slot.aSide, slot.opening);
  let step = steps.next();
  const marks: string[] = [];
  while (!step.done) {
    const { who, request } = step.value;
    const t0 = performance.now();
    const ctx = contextOf({ ...request, panda: 'papa' }, rules);
    const pos = ctx.position as CannonPosition;
    const move = choose(names[who], request, ctx);
    const played = rules.moveFromText(pos, move);
    // judged under the no-progress rule: a win too slow for it is a draw
    const before = rankUnderRule(rules, tables, pos, ctx.quiet);
    const childQuiet = rules.isProgress(pos, played) ? 0 : ctx.quiet + 1;
    const after = 4 - rankUnderRule(rules, tables, rules.play(pos, played), childQuiet); // the child's value for the side that moved
    if (after < before) {
      mistakes[who][before === 3 ? (after === 2 ? 0 : 1) : 2]++;
      marks.push(
        `${request.history.length + 1}.${names[who]} ${move} ${['', 'loss', 'draw', 'win'][before]}→${['', 'loss', 'draw', 'win'][after]}`,
      );
    }
    step = steps.next({ move, timeMs: performance.now() - t0 });
  }
  const g = step.value;
  const k = g.winner === 'a' ? 0 : g.winner === 'draw' ? 1 : 2;
  score[k]++;
  bySide[g.aSide][k]++;
  const result = g.winner === 'a' ? `${names[0]} wins` : g.winner === 'b' ? `${names[1]} wins` : 'draw';
  console.log(
    `game ${i + 1}: ${names[0]} ${g.aSide === 0 ? 'X' : 'O'} vs ${names[1]}: ${result} (${g.reason}, ${g.plies} plies, final ${g.final}) ${marks.join(', ')}`,
  );
}
const tally = (m: number[]) => `win→draw ${m[0]}, win→loss ${m[1]}, draw→loss ${m[2]}`;
console.log(`mistakes: ${names[0]} ${tally(mistakes[0])}; ${names[1]} ${tally(mistakes[1])}`);
console.log(`by side: ${names[0]} as X ${bySide[0].join('-')}, as O ${bySide[1].join('-')}`);
console.log(statsLine(matchStats(score[0], score[1], score[2])));
console.log(`${names[0]} vs ${names[1]}: ${score.join('-')}`);
