// `cli bench` rows for PAPA's two Othello evaluations side by side: the same fixed-node
// midgame search with the hand-set evaluation and with the learned one (docs/ai.md,
// "Othello's learned evaluation"), so the cost of the patterns shows as a ratio of nodes/s.

import { now } from '../../ai/clock';
import { Search } from '../../ai/search';
import { TranspositionTable } from '../../ai/tt';
import { othelloRules } from './rules';
import { othelloSearchGame } from './search';
import { othelloWeights, useOthelloWeights, type WeightTable } from './weights';

/** Midgame positions (24–36 discs) from Chinese and Western openings; each searched to NODES. */
const POSITIONS = [
  '......../......../..XXX.../..OOXO../...OXO../...OX.../......../........ X',
  '......../......../...O..../..OOOX../..XXXXX./...XOO../....O.../........ X',
  '......../......../..O.X.../..OOXX../..OXXO../..XXO.../....O.../........ O',
];
const NODES = 300_000;

export function othelloEvalBench(row: (figure: string, value: string, detail?: string) => void): void {
  const rules = othelloRules();
  const game = othelloSearchGame(rules);
  const learned = othelloWeights();
  const rate = (table: WeightTable | null): number => {
    useOthelloWeights(table);
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
  };
  try {
    const hand = rate(null);
    row('othello search, hand-set evaluation', `${(hand / 1e6).toFixed(2)} M/s`, `${POSITIONS.length} midgames × ${NODES} nodes`);
    if (!learned) return row('othello search, learned evaluation', 'n/a', 'no weights loaded');
    const patterns = rate(learned);
    row('othello search, learned evaluation', `${(patterns / 1e6).toFixed(2)} M/s`, `${(patterns / hand).toFixed(2)}× the hand-set evaluation's nodes/s`);
  } finally {
    useOthelloWeights(learned);
  }
}
