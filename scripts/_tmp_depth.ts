import { othelloRules, playUnchecked } from '../src/games/othello/rules';
import { othelloSearchGame } from '../src/games/othello/search';
import { Search } from '../src/ai/search';
import { TranspositionTable } from '../src/ai/tt';
import { mulberry32 } from '../src/engine/hash';
import { now } from '../src/ai/clock';
const rules = othelloRules();
const game = othelloSearchGame(rules);
const rng = mulberry32(11);
// positions: random 8..30 ply games
const positions = [];
for (let i = 0; i < 12; i++) {
  let pos = rules.start();
  const plies = 10 + (i * 2) % 24;
  for (let k = 0; k < plies && !rules.outcome(pos); k++) { const ms = rules.moves(pos); pos = playUnchecked(pos, ms[(rng() >>> 0) % ms.length]); }
  if (!rules.outcome(pos)) positions.push(pos);
}
const D = Number(process.argv[2] ?? 8);
let nodes = 0; const t0 = now();
for (const pos of positions) {
  const history = { seen: new Map<number, number>(), quiet: 0, draws: { repetition: false, noProgress: false } };
  const search = new Search(game, pos, history, new TranspositionTable(18), rules.moves(pos), now);
  for (let d = 1; d <= D; d++) search.iterate(d, Infinity, 1e12);
  nodes += search.nodes;
}
const ms = now() - t0;
console.log(`scale ${process.env.OSCALE} depth ${D}: ${nodes} nodes ${Math.round(ms)} ms ${(nodes / ms / 1000).toFixed(3)} M/s`);
