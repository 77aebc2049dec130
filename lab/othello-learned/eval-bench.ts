// `npx tsx lab/othello-learned/eval-bench.ts`: PAPA's two Othello evaluations side by side,
// the same fixed-node midgame search with the hand-set evaluation and with the learned one
// (lab/journal/ai.md, "Othello's learned evaluation"), so the cost of the patterns shows as
// a ratio of nodes/s. OTHELLO_WEIGHTS=<file> measures other weights.

import { now } from '../../src/ai/clock';
import { Search, type SearchGame } from '../../src/ai/search';
import { TranspositionTable } from '../../src/ai/tt';
import { othelloRules, type OthelloPosition } from '../../src/games/othello/rules';
import { othelloSearchGame } from '../../src/games/othello/search';
import { learnedSearchGame } from './learned-search';
import { loadOthelloWeightsForLab } from './load';
import { othelloWeights } from './weights';

/** Midgame positions (24–36 discs) from Chinese and Western openings; each searched to NODES. */
const POSITIONS = [
  '......../......../..XXX.../..OOXO../...OXO../...OX.../......../........ X',
  '......../......../...O..../..OOOX../..XXXXX./...XOO../....O.../........ X',
  '......../......../..O.X.../..OOXX../..OXXO../..XXO.../....O.../........ O',
];
const NODES = 300_000;

const rules = othelloRules();

function rate(game: SearchGame<OthelloPosition>): number {
  let nodes = 0;
  const started = now();
  for (const text of POSITIONS) {
    const pos = rules.parse(text);
    const history = { seen: new Map<number, number>(), quiet: 0, draws: { repetition: false, noProgress: false } };
    const search = new Search(game, pos, history, new TranspositionTable(18), rules.moves(pos), now);
    for (let depth = 1; search.nodes < NODES && depth < 60; depth++) search.iterate(depth, Infinity, NODES);
    nodes += search.nodes;
  }
  return (nodes * 1000) / Math.max(1, now() - started);
}

loadOthelloWeightsForLab();
const hand = othelloSearchGame(rules);
const handRate = rate(hand);
console.log(`othello search, hand-set evaluation  ${(handRate / 1e6).toFixed(2)} M/s  ${POSITIONS.length} midgames × ${NODES} nodes`);
const learnedRate = rate(learnedSearchGame(hand, othelloWeights()!));
console.log(
  `othello search, learned evaluation   ${(learnedRate / 1e6).toFixed(2)} M/s  ${(learnedRate / handRate).toFixed(2)}× the hand-set evaluation's nodes/s`,
);
