// PAPA's Cannon evaluation, its fitted features' half (the patterns' half has
// cannon-patterns.test.ts): shot threats checked against the rules, the six-piece results,
// mobility, and the features' evaluation as features times weights.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNON_WEIGHTS, cannonSearchGame, leadTerms, placeClass, targets, usePatternEvaluation } from '../../src/games/cannon/search';
import { cannonFeatures, currentWeights, FEATURE_COUNT, useWeights } from '../../src/games/cannon/features';
import { cannonRules, type CannonPosition } from '../../src/games/cannon/rules';
import { mulberry32 } from '../../src/engine/hash';
import { popcount } from '../../src/ai/bits';
import { itIsFeaturesTimesWeights } from './feature-eval-kit';

const rules = cannonRules();

// the features alone, as train:cannon fits them
beforeAll(() => usePatternEvaluation(false));
afterAll(() => usePatternEvaluation(true));

/** The rules' answer: the union of the pieces each legal move removes. */
function capturable(pos: CannonPosition): number {
  const before = pos.turn === 0 ? pos.o : pos.x;
  let cap = 0;
  for (const m of rules.moves(pos)) {
    const after = rules.play(pos, m);
    cap |= before & ~(pos.turn === 0 ? after.o : after.x);
  }
  return cap;
}

describe('cannon shot threats', () => {
  it('the worked shot of the rules', () => {
    const pos = rules.parse('O.../..../X.O./.X../.... X');
    expect(targets(pos.x, pos.o)).toBe(1 << 10); // c3
  });

  it('agree with the rules in random positions, lone pieces included', () => {
    const rnd = mulberry32(3);
    let checked = 0;
    for (let t = 0; t < 400; t++) {
      const pos = randomPosition(rnd, 4, 0);
      if (rules.outcome(pos)) continue;
      expect(targets(pos.x, pos.o), rules.format(pos)).toBe(capturable(pos));
      checked++;
    }
    expect(checked).toBeGreaterThan(200);
  });
});

/** 1 to `most` pieces a side on random points, `turn` to move. */
function randomPosition(rnd: () => number, most: number, turn: 0 | 1): CannonPosition {
  let x = 0;
  let o = 0;
  const nx = 1 + (rnd() % most);
  const no = 1 + (rnd() % most);
  while (popcount(x) < nx) x |= 1 << (rnd() % 20);
  while (popcount(o) < no) o = (o | (1 << (rnd() % 20))) & ~x;
  return { x, o, turn };
}

describe('cannon six-piece endings', () => {
  const game = cannonSearchGame(rules);
  const value = (text: string): number => game.evaluate(rules.parse(text));

  it('four against two (a won ending) is worth more than five against three', () => {
    expect(value('XX../XX../..../..../.OO. X')).toBeGreaterThan(value('XXX./XX../..../..../OOO. X') + 200);
    expect(value('XX../XX../..../..../.OO. O')).toBeLessThan(value('XXX./XX../..../..../OOO. O') - 200);
  });

  it('a piece ahead is worth more as the board empties, the same for either side', () => {
    // docs/ai.md, "Cannon's evaluation": the fit values a lead by the pieces off the board.
    expect(leadTerms(5, 4)).toBeGreaterThan(leadTerms(6, 5));
    expect(leadTerms(4, 3)).toBeGreaterThan(leadTerms(5, 4) - 40);
    expect(leadTerms(6, 5)).toBeGreaterThan(0);
    expect(leadTerms(3, 4)).toBe(-leadTerms(4, 3));
    expect(leadTerms(5, 5)).toBe(0);
  });

  it("three against three is even but for the first mover's edge", () => {
    // Material and position are mirrored; what is left is X's edge (docs/ai.md, "Cannon's
    // evaluation") and the small bonus for the side to move.
    const xToMove = value('XXX./..../..../..../OOO. X');
    const oToMove = value('XXX./..../..../..../OOO. O');
    expect(xToMove).toBeGreaterThan(CANNON_WEIGHTS.first - 20);
    expect(xToMove).toBeLessThan(CANNON_WEIGHTS.first + 20);
    expect(xToMove + oToMove).toBeLessThan(20); // X's view and O's view of one edge
    expect(oToMove).toBeLessThan(0);
  });
});

describe('cannon mobility', () => {
  const game = cannonSearchGame(rules);
  /** X's value after its move, read from O's evaluation (O is then to move). */
  const after = (text: string, move: string): number => {
    const pos = rules.parse(text);
    return -game.evaluate(rules.play(pos, rules.moveFromText(pos, move)));
  };

  it('boxing in an enemy piece is worth more than a move that does nothing', () => {
    // c1-b1 shuts the O in the corner a1 (O keeps 4 moves); c1-d1 leaves O its moves and
    // pairs nothing. A side without a move loses: taking moves away counts.
    const text = 'O.X./X.X./O.../...X/..OO X';
    expect(after(text, 'c1-b1')).toBeGreaterThan(after(text, 'c1-d1') + CANNON_WEIGHTS.step);
  });

  it('pieces side by side count: a2-b2 pairs two X pieces and is worth more than c1-d1', () => {
    const text = 'O.X./X.X./O.../...X/..OO X';
    expect(after(text, 'a2-b2')).toBeGreaterThan(after(text, 'c1-d1'));
  });
});

describe('cannon evaluation as features and weights', () => {
  const game = cannonSearchGame(rules);

  /** Random positions of 2 to 12 pieces, either side to move. */
  function randomPositions(count: number, seed: number): CannonPosition[] {
    const rnd = mulberry32(seed);
    return Array.from({ length: count }, () => randomPosition(rnd, 6, (rnd() % 2) as 0 | 1));
  }

  itIsFeaturesTimesWeights({
    value: (pos) => game.evaluate(pos),
    features: cannonFeatures,
    featureCount: FEATURE_COUNT,
    currentWeights,
    useWeights,
    positions: randomPositions,
  });

  it('a place class mirrors left to right and flips between the sides', () => {
    expect(placeClass(16, true)).toBe(placeClass(19, true)); // a5 and d5: X's back rank, edge files
    expect(placeClass(17, true)).toBe(1); // b5: X's back rank, inner file
    expect(placeClass(0, false)).toBe(0); // a1: O's back rank
    expect(placeClass(0, true)).toBe(8); // a1: as far as X can come
  });
});
