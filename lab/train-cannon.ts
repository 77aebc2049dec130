// `npm run train:cannon [-- --seed N --games N --nodes N --fixed first,sixWon --from hand|round1 --save F | --load F[,F] --exact DIR]`: fits the weights of PAPA's Cannon
// evaluation (src/games/cannon/features.ts) to game results, the way chess engines tune
// theirs ("Texel tuning"), and prints them for src/games/cannon/search.ts. Reproducible
// from the seed (node budgets, not clocks); never run by `npm test`. lab/journal/ai.md, "Cannon:
// weights fitted to game results", has the figures.
//
// 1. Data (lab/texel/self-play.ts): PAPA plays himself from openings of 2–8 random
//    plies. Every quiet position after the opening (the side to move has no capture) with
//    more pieces than the endgame tables hold is a sample, labelled with the game's result
//    for its side to move: 1, ½ or 0.
// 2. Fit (lab/texel/fit.ts). `--fixed` names weights kept as they are (a piece always
//    is: the unit; by default also the first mover's edge, which self-play at a few
//    thousand nodes misjudges, and the six-piece bonus, which comes from the tables);
//    `--save`/`--load` keep the samples in a JSON file, so a fit can be tried again without
//    playing the games again.
// The games are played, and the fit starts, with the weights in use; `--from hand` or
// `--from round1` puts earlier weights (HAND_SET, ROUND_1) in their place first. Round 1
// came from `--from hand` (2000 games at 5000 nodes, seed 1). The shipped round 2: with
// `--from round1`, `--seed 11 --games 600 --nodes 10000 --save r2-11.json`, the same with
// seed 12, then `--from round1 --load r2-11.json,r2-12.json`.

import { popcount } from '../src/ai/bits';
import { cannonRules, type CannonPosition } from '../src/games/cannon/rules';
import { targets, usePatternEvaluation } from '../src/games/cannon/search';
import { cannonFeatures, currentWeights, FEATURE_COUNT, PLACE_COUNT, SCALAR_NAMES, useWeights } from '../src/games/cannon/features';
import { fitAndReport } from './texel/fit';
import { option, samplesFromCommandLine } from './texel/self-play';
import { exactLabels } from './cannon-solve/labels';
import { loadTables } from './cannon-solve/load';

const fixedNames = new Set(['piece', ...option('fixed', 'first,sixWon').split(',').filter(Boolean)]);
/** PAPA's weights before the fit, in feature order (the ten place values were all 0). */
const HAND_SET = [100, 6, 4, 8, 30, 400, 40, 5, 0, 0, 0, ...new Array<number>(PLACE_COUNT).fill(0)];
/** Round 1's fitted weights (2000 games at 5000 nodes from HAND_SET), from which round 2 was played and fitted. */
const ROUND_1 = [100, 31, 25, 18, 17, 400, 40, 5, 0, 0, 0, 2, 4, -4, 7, 24, 31, 8, 27, 12, 5];
// The games are played by the fitted features alone, as rounds 1 and 2 were, so a round's
// data does not depend on the pattern weights of the evaluation PAPA ships (search.ts).
usePatternEvaluation(false);
const from = option('from', '');
if (from === 'hand') useWeights(HAND_SET);
if (from === 'round1') useWeights(ROUND_1);
/** The endgame tables answer for five pieces or fewer: no sample there. */
const TABLE_PIECES = 5;

const data = samplesFromCommandLine({
  game: 'cannon',
  rules: cannonRules(),
  featureCount: FEATURE_COUNT,
  sample: (pos: CannonPosition, out) => {
    const [me, them] = pos.turn === 0 ? [pos.x, pos.o] : [pos.o, pos.x];
    if (popcount(me | them) <= TABLE_PIECES || targets(me, them) !== 0) return false;
    cannonFeatures(pos, out);
    return true;
  },
  labelSide: (pos) => (pos.turn === 0 ? 'X' : 'O'),
});

// `--exact DIR`: label each sample with its true value from the solved tables (npm run
// solve:cannon) instead of its game's result.
const exactDir = option('exact', '');
if (exactDir) console.log(exactLabels(data, loadTables(exactDir), cannonRules()));

const w = fitAndReport(data, currentWeights(), SCALAR_NAMES, fixedNames, 'CANNON_WEIGHTS');
console.log(
  `CANNON_PLACES (back rank first, edge then inner file): [${[...w.slice(SCALAR_NAMES.length, SCALAR_NAMES.length + PLACE_COUNT)].join(', ')}]`,
);
