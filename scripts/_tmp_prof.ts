import { othelloRules } from '../src/games/othello/rules';
import { othelloSearchGame } from '../src/games/othello/search';
import { Search } from '../src/ai/search';
import { TranspositionTable } from '../src/ai/tt';
import { now } from '../src/ai/clock';
const rules = othelloRules();
const game = othelloSearchGame(rules);
const POSITIONS = [
  '......../......../..XXX.../..OOXO../...OXO../...OX.../......../........ X',
  '......../......../...O..../..OOOX../..XXXXX./...XOO../....O.../........ X',
  '......../......../..O.X.../..OOXX../..OXXO../..XXO.../....O.../........ O',
];
const NODES = Number(process.argv[2] ?? 300000);
let nodes = 0; const t0 = now(); const depths: number[] = [];
for (const text of POSITIONS) {
  const pos = rules.parse(text);
  const history = { seen: new Map<number, number>(), quiet: 0, draws: { repetition: false, noProgress: false } };
  const search = new Search(game, pos, history, new TranspositionTable(18), rules.moves(pos), now);
  let d = 1;
  for (; search.nodes < NODES && d < 60; d++) { const r = search.iterate(d, Infinity, NODES); if (!r || !r.complete) break; }
  depths.push(d - 1);
  nodes += search.nodes;
}
const ms = now() - t0;
console.log(`${nodes} nodes ${Math.round(ms)} ms ${(nodes / ms / 1000).toFixed(3)} M/s depths ${depths}`);
