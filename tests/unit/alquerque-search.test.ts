// PAPA's move lists for Alquerque Ten (src/games/alquerque/captures.ts) and the unchecked
// play its search uses, checked against the rules on seeded playouts in both slide variants:
// every turn listed once, the conversions first and the biggest first, and the quiescence
// list exactly the turns that convert.

import { describe, expect, it } from 'vitest';
import { alquerqueRules, playUnchecked, type AlquerquePosition } from '../../src/games/alquerque/rules';
import { movesByConversions } from '../../src/games/alquerque/captures';
import { alquerqueSearchGame } from '../../src/games/alquerque/search';
import { mulberry32 } from '../../src/engine/hash';

const variants = [
  { name: 'full slide', rules: alquerqueRules(), free: false },
  { name: 'free slide', rules: alquerqueRules({ freeSlide: true }), free: true },
];

/** Positions from seeded random playouts (each at most 60 plies, the game not over). */
function playoutPositions(rules: ReturnType<typeof alquerqueRules>, seed: number): AlquerquePosition[] {
  const rand = mulberry32(seed);
  const out: AlquerquePosition[] = [];
  for (let game = 0; game < 30; game++) {
    let pos = rules.start();
    for (let ply = 0; ply < 60 && rules.outcome(pos) === null; ply++) {
      out.push(pos);
      const moves = rules.moves(pos);
      pos = rules.play(pos, moves[rand() % moves.length]);
    }
  }
  return out;
}

describe.each(variants)('alquerque search move lists ($name)', ({ rules, free }) => {
  const positions = playoutPositions(rules, free ? 11 : 7);
  const converted = (pos: AlquerquePosition, m: number) => rules.effect(pos, m).converted.length;

  it('list every legal turn once, conversions first, the biggest first', () => {
    let withConversions = 0;
    for (const pos of positions) {
      const listed = movesByConversions(pos, free, false);
      expect([...listed].sort((a, b) => a - b)).toEqual([...rules.moves(pos)].sort((a, b) => a - b));
      const gains = listed.map((m) => converted(pos, m));
      for (let i = 1; i < gains.length; i++) expect(gains[i]).toBeLessThanOrEqual(gains[i - 1]);
      if (gains[0] > 0) withConversions++;
    }
    // The playouts reach enough positions where a turn converts for the order to be tested.
    expect(withConversions).toBeGreaterThan(100);
  });

  it('the quiescence list is exactly the turns that convert, and the search game uses it', () => {
    const game = alquerqueSearchGame(rules);
    for (const pos of positions) {
      const expected = rules.moves(pos).filter((m) => converted(pos, m) > 0);
      const listed = movesByConversions(pos, free, true);
      expect([...listed].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
      expect(game.captures?.(pos)).toEqual(listed);
      expect(game.moves(pos)).toEqual(movesByConversions(pos, free, false));
    }
  });

  it('playUnchecked plays as the rules do, the pass included', () => {
    for (const pos of positions.slice(0, 300)) {
      for (const m of rules.moves(pos)) expect(playUnchecked(pos, m)).toEqual(rules.play(pos, m));
      expect(playUnchecked(pos, rules.PASS)).toEqual(rules.play(pos, rules.PASS));
    }
  });
});

describe('alquerque search ordering', () => {
  it('tells the search how many pieces a conversion gains', () => {
    const rules = alquerqueRules();
    const game = alquerqueSearchGame(rules);
    // X to move: placing c3 lands between b3 and d3 and converts both (insertion).
    const pos = rules.parse('...../...../.O.O./...../X.... X 1 0');
    const c3 = rules.moveFromText(pos, 'c3');
    expect(game.noisyBonus?.(pos, c3, rules.play(pos, c3))).toBe(2);
    const quiet = rules.moveFromText(pos, 'e5');
    expect(game.noisyBonus?.(pos, quiet, rules.play(pos, quiet))).toBe(0);
  });
});
