// `npx tsx scripts/cannon-solve/match.ts --b sparring|papa [--games N] [--time-ms T] [--seed S]
// [--out DIR]`: the oracle (oracle.ts, the solved tables) against an engine at T ms a move,
// over the openings `cli match` plays with that seed, each from both sides: the most any
// engine could score against that opponent. Research only (docs/ai.md, "Cannon solved").
import { matchGameSteps } from '../../src/cli/match-game';
import { gameSlot } from '../../src/cli/duel/schedule';
import { matchStats, statsLine } from '../../src/cli/duel/stats';
import { contextOf } from '../../src/ai/context';
import { thinkNow } from '../../src/ai/think';
import { resolveGame } from '../../src/games/brains';
import { rulesFor } from '../../src/games/registry';
import { sparringThink } from '../../src/cli/sparring';
import type { CannonPosition } from '../../src/games/cannon/rules';
import type { GameRules } from '../../src/engine/types';
import { loadTables } from './load';
import { oracleMove } from './oracle';

const args = process.argv.slice(2);
const opt = (name: string, dflt: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : dflt;
};
const games = Number(opt('games', '20'));
const timeMs = Number(opt('time-ms', '200'));
const seed = Number(opt('seed', '1'));
const opponent = opt('b', 'sparring');
const tables = loadTables(opt('out', 'test-output/cannon-solve'));
const rules = rulesFor('cannon', {}) as unknown as GameRules<CannonPosition>;

let w = 0;
let d = 0;
let l = 0;
const bySide = [
  [0, 0, 0],
  [0, 0, 0],
];
for (let i = 0; i < games; i++) {
  const slot = gameSlot(i, seed, null);
  const steps = matchGameSteps('cannon', {}, slot.aSide, slot.opening);
  let step = steps.next();
  while (!step.done) {
    const { who, request } = step.value;
    const ctx = contextOf({ ...request, panda: 'papa' }, rules);
    const t0 = performance.now();
    let move: string;
    if (who === 0) move = rules.moveToText(ctx.position as CannonPosition, oracleMove(rules, tables, ctx.position as CannonPosition, ctx.seen));
    else if (opponent === 'sparring') {
      const r = sparringThink(ctx, timeMs);
      move = r.move === rules.PASS ? 'pass' : rules.moveToText(ctx.position as CannonPosition, r.move);
    } else move = thinkNow({ ...request, panda: 'papa', timeMs }, resolveGame).move;
    step = steps.next({ move, timeMs: performance.now() - t0 });
  }
  const g = step.value;
  const k = g.winner === 'a' ? 0 : g.winner === 'draw' ? 1 : 2;
  bySide[g.aSide][k]++;
  if (k === 0) w++;
  else if (k === 1) d++;
  else l++;
  console.log(`game ${i + 1}: oracle ${g.aSide === 0 ? 'X' : 'O'} vs ${opponent}: ${g.winner === 'a' ? 'oracle wins' : g.winner === 'b' ? `${opponent} wins` : 'draw'} (${g.reason}, ${g.plies} plies, final ${g.final})`);
}
console.log(`by side: oracle as X ${bySide[0].join('-')}, as O ${bySide[1].join('-')}`);
console.log(statsLine(matchStats(w, d, l)));
console.log(`oracle vs ${opponent}: ${w}-${d}-${l}`);
