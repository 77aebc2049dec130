// `npm run train:pairing [-- --seed N --games N --nodes N --fixed … --from hand --save F | --load F[,F…]]`:
// fits the weights of PAPA's Pairing evaluation (src/games/pairing/features.ts) to game
// results, as lab/train-cannon.ts does for Cannon, and prints them for
// src/games/pairing/search.ts. Reproducible from the seed; never run by `npm test`.
// lab/journal/ai.md, "Pairing: weights fitted to game results", has the figures.
//
// Samples: every position after the opening where no piece touches an enemy piece (no
// capture for either side) and the endgame tables do not answer (more than five pieces,
// and not three against three), labelled with the result for the side to move. A piece
// (100, the unit) stays fixed; `--from hand` starts from the hand-set weights of before
// the fit (HAND_SET), which is how the shipped ones were fitted:
// `npm run train:pairing -- --from hand --seed 1 --games 3000` and `--seed 2`, each with
// `--save`, then fitted together with `--load` (about 7 minutes a seed on one core).

import { popcount } from '../src/ai/bits';
import { pairingRules, type PairingPosition } from '../src/games/pairing/rules';
import { exposed } from '../src/games/pairing/search';
import { MAX_MEN } from '../src/games/pairing/tablebase';
import { currentWeights, FEATURE_COUNT, PLACE_COUNT, SCALAR_NAMES, pairingFeatures, useWeights } from '../src/games/pairing/features';
import { fitAndReport } from './texel/fit';
import { option, samplesFromCommandLine } from './texel/self-play';

const fixedNames = new Set(['piece', ...option('fixed', '').split(',').filter(Boolean)]);
/** PAPA's weights before the fit, in feature order (the place values were all 0). */
const HAND_SET = [100, 12, -6, 30, 8, -4, 5, ...new Array<number>(PLACE_COUNT).fill(0)];
if (option('from', '') === 'hand') useWeights(HAND_SET);

const data = samplesFromCommandLine({
  game: 'pairing',
  rules: pairingRules(),
  featureCount: FEATURE_COUNT,
  sample: (pos: PairingPosition, out) => {
    const nx = popcount(pos.x);
    const no = popcount(pos.o);
    if (nx + no <= MAX_MEN || (nx === 3 && no === 3) || exposed(pos.x, pos.o) !== 0) return false;
    pairingFeatures(pos, out);
    return true;
  },
  labelSide: (pos) => (pos.turn === 0 ? 'X' : 'O'),
});

const w = fitAndReport(data, currentWeights(), SCALAR_NAMES, fixedNames, 'PAIRING_WEIGHTS');
console.log(`PAIRING_PLACES (own back rank first, each as the c file, b/d, a/e): [${[...w.slice(SCALAR_NAMES.length)].join(', ')}]`);
