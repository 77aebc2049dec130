// PAPA's tiger-game evaluation as features times weights (src/games/tiger/features.ts): the
// search's value is their dot product, with the weights in use and with any others, and
// the terms the fit added (places, the mountain fortress) read the board as docs/ai.md says.
import { describe, expect, it } from 'vitest';
import { placeClass, tigerSearchGame } from '../../src/games/tiger/search';
import { currentWeights, FEATURE_COUNT, SCALAR_NAMES, tigerFeatures, useWeights } from '../../src/games/tiger/features';
import { tigerRules, type TigerPosition } from '../../src/games/tiger/rules';
import { mulberry32 } from '../../src/engine/hash';
import { popcount } from '../../src/ai/bits';
import { itIsFeaturesTimesWeights } from './feature-eval-kit';

const rules = tigerRules();
const game = tigerSearchGame(rules);
const dogsView = (pos: TigerPosition): number => (pos.turn === 0 ? game.evaluate(pos) : -game.evaluate(pos));

/** Random positions: two tigers, 0–20 dogs on the board, the rest of at most 20 partly in hand. */
function randomPositions(count: number, seed: number): TigerPosition[] {
  const rnd = mulberry32(seed);
  return Array.from({ length: count }, () => {
    let tigers = 0;
    while (popcount(tigers) < 2) tigers |= 1 << rnd() % 29;
    let dogs = 0;
    const onBoard = rnd() % 21;
    while (popcount(dogs) < onBoard) dogs |= (1 << rnd() % 29) & ~tigers;
    const hand = Math.min(12, rnd() % (21 - onBoard));
    return { dogs, tigers, turn: (rnd() % 2) as 0 | 1, hand };
  });
}

describe('tiger evaluation as features and weights', () => {
  itIsFeaturesTimesWeights({
    value: dogsView,
    features: tigerFeatures,
    featureCount: FEATURE_COUNT,
    currentWeights,
    useWeights,
    positions: randomPositions,
  });

  it('a place class mirrors left to right', () => {
    const at = (name: string): number => placeClass(rules.geometry.indexOf(name));
    expect(at('c1')).toBe(0);
    expect(at('b2')).toBe(at('d2'));
    expect(at('a3')).toBe(at('e3'));
    expect(at('b7')).toBe(at('d7'));
    expect(new Set(['c1', 'b2', 'c2', 'c3', 'b3', 'a3', 'c7', 'b7', 'a7'].map(at)).size).toBe(9);
  });

  it('a tiger in the mountain is a fortress while its holes outnumber the dogs in hand', () => {
    const f = new Float64Array(FEATURE_COUNT);
    const fortress = SCALAR_NAMES.indexOf('fortress');
    // a tiger on c2 with b2 and c1 free and c3 held: two holes
    const shut = (hand: number) => rules.parse(`./.TD/DDDDD/DDDDD/..T../...../..... D ${hand}`);
    expect(tigerFeatures(shut(1), f)[fortress]).toBe(1);
    expect(tigerFeatures(shut(2), f)[fortress]).toBe(0);
    // with c3 open too the gate is a third hole
    expect(tigerFeatures(rules.parse('./.TD/DD.DD/DDDDD/..T../...../..... D 2'), f)[fortress]).toBe(1);
    // a tiger outside the mountain is no fortress
    expect(tigerFeatures(rules.parse('./.D./DDDDD/DDTDD/..T../...../..... D 0'), f)[fortress]).toBe(0);
  });
});
