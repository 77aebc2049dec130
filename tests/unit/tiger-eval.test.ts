// PAPA's tiger-game evaluation as features times weights (src/games/tiger/features.ts): the
// search's value is their dot product, with the weights in use and with any others, capped
// at a draw in a mountain fortress; the terms the fit added (places, the mountain fortress)
// read the board as docs/ai.md, "Tiger", says.
import { describe, expect, it } from 'vitest';
import { dogsLinearValue, dogsValue, FORTRESS_CAP, mountainFortress, placeClass, tigerSearchGame } from '../../src/games/tiger/search';
import { currentWeights, FEATURE_COUNT, SCALAR_NAMES, tigerFeatures, useWeights } from '../../src/games/tiger/features';
import { tigerRules, type TigerPosition } from '../../src/games/tiger/rules';
import { FULL } from '../../src/games/tiger/board';
import { mulberry32 } from '../../src/engine/hash';
import { popcount } from '../../src/ai/bits';
import { itIsFeaturesTimesWeights } from './feature-eval-kit';

const rules = tigerRules();
const game = tigerSearchGame(rules);
const dogsView = (pos: TigerPosition): number => (pos.turn === 0 ? game.evaluate(pos) : -game.evaluate(pos));
const isFortress = (p: TigerPosition): boolean => mountainFortress(p.tigers, ~(p.dogs | p.tigers) & FULL, p.hand);

/** Random positions: two tigers, 0–20 dogs on the board, the rest of at most 20 partly in hand. */
function randomPositions(count: number, seed: number): TigerPosition[] {
  const rnd = mulberry32(seed);
  return Array.from({ length: count }, () => {
    let tigers = 0;
    while (popcount(tigers) < 2) tigers |= 1 << (rnd() % 29);
    let dogs = 0;
    const onBoard = rnd() % 21;
    while (popcount(dogs) < onBoard) dogs |= (1 << (rnd() % 29)) & ~tigers;
    const hand = Math.min(12, rnd() % (21 - onBoard));
    return { dogs, tigers, turn: (rnd() % 2) as 0 | 1, hand };
  });
}

describe('tiger evaluation as features and weights', () => {
  itIsFeaturesTimesWeights({
    value: dogsLinearValue,
    features: tigerFeatures,
    featureCount: FEATURE_COUNT,
    currentWeights,
    useWeights,
    positions: randomPositions,
  });

  it('the search sees that value from the side to move, capped at a draw in a fortress', () => {
    const positions = randomPositions(400, 5);
    for (const pos of positions) {
      const linear = dogsLinearValue(pos);
      expect(dogsView(pos)).toBe(isFortress(pos) ? Math.min(linear, FORTRESS_CAP) : linear);
    }
    // the random positions include fortresses worth more than a draw before the cap
    expect(positions.filter((p) => isFortress(p) && dogsLinearValue(p) > FORTRESS_CAP).length).toBeGreaterThan(0);
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

  // A draw against BABY (`match tiger --a papa --b baby --seed 2`, 200 ms): a tiger on c1
  // behind dogs on b2 d2 c3, c2 free, the other tiger trapped on b7, no dog in hand. The
  // tiger shuffles c1-c2 until no progress; before the cap the dogs valued it at +389.
  const SHUT_IN = 'T/D.D/D.D../..D../DDDDD/.DDDD/DTDD. D';
  it('a fortress is one free mountain point more than the hand can fill, and worth at most a draw', () => {
    const at = (text: string): TigerPosition => rules.parse(text);
    expect(isFortress(at(`${SHUT_IN} 0`))).toBe(true);
    expect(isFortress(at(`${SHUT_IN} 1`))).toBe(false); // one placement on c2 shuts it in
    expect(isFortress(at('T/D../D.D../..D../DDDDD/.DDDD/DTDD. D 1'))).toBe(true); // c2 and d2 free
    expect(isFortress(at('T/D.D/D..../..D../DDDDD/.DDDD/DTDD. D 1'))).toBe(true); // c2 and the gate c3
    expect(isFortress(at('T/DDD/D..../..D../DDDDD/.DDDD/DTDD. D 0'))).toBe(false); // the mountain full: no free point there
    expect(isFortress(at('./.../..T../...D./DDDDD/.DDDD/DT... D 3'))).toBe(false); // no tiger in the mountain
    expect(dogsLinearValue(at(`${SHUT_IN} 0`))).toBeGreaterThan(FORTRESS_CAP);
    expect(dogsValue(at(`${SHUT_IN} 0`))).toBeLessThanOrEqual(FORTRESS_CAP);
    expect(dogsValue(at(`${SHUT_IN} 1`))).toBeGreaterThan(FORTRESS_CAP);
  });
});
