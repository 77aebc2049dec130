// PAPA's unchecked Cannon moves (search-moves.ts) against the rules: the same moves in the
// same order, the same positions after them, and exactly the capturing ones listed.
import { describe, expect, it } from 'vitest';
import { captureMoves, playLegal, searchHash, searchMoves, searchOutcome } from '../../src/games/cannon/search-moves';
import { cannonRules, type CannonPosition } from '../../src/games/cannon/rules';
import { mulberry32, popcount } from '../../src/engine/hash';

const rules = cannonRules();

function randomPosition(rnd: () => number): CannonPosition {
  let x = 0;
  let o = 0;
  const nx = 1 + ((rnd() >>> 0) % 6);
  const no = 1 + ((rnd() >>> 0) % 6);
  while (popcount(x) < nx) x |= 1 << ((rnd() >>> 0) % 20);
  while (popcount(o) < no) o = (o | (1 << ((rnd() >>> 0) % 20))) & ~x;
  return { x, o, turn: (rnd() >>> 0) % 2 === 0 ? 0 : 1 };
}

describe('cannon search moves', () => {
  it('list, play and capture as the rules do, lone pieces included', () => {
    const rnd = mulberry32(11);
    let captures = 0;
    let checked = 0;
    for (let t = 0; t < 2000; t++) {
      const pos = randomPosition(rnd);
      if (rules.outcome(pos)) continue;
      const legal = rules.moves(pos);
      expect(searchMoves(pos), rules.format(pos)).toEqual(legal);
      const taking: number[] = [];
      for (const m of legal) {
        const after = rules.play(pos, m);
        expect(playLegal(pos, m)).toEqual(after);
        if (popcount(after.x) + popcount(after.o) < popcount(pos.x) + popcount(pos.o)) taking.push(m);
      }
      expect(captureMoves(pos), rules.format(pos)).toEqual(taking);
      captures += taking.length;
      checked++;
    }
    expect(checked).toBeGreaterThan(1000);
    expect(captures).toBeGreaterThan(50);
  });

  it('the worked shot of the rules is the one capture', () => {
    const pos = rules.parse('O.../..../X.O./.X../.... X');
    expect(captureMoves(pos).map((m) => rules.moveToText(pos, m))).toEqual(['b4-b3']);
  });
});

describe('cannon search end checks and hash', () => {
  it('answer as the rules do', () => {
    const rnd = mulberry32(12);
    for (let t = 0; t < 3000; t++) {
      const drawn = randomPosition(rnd);
      // some games already over: X without pieces
      const pos = (rnd() >>> 0) % 4 === 0 ? { ...drawn, x: 0 } : drawn;
      expect(searchOutcome(pos), rules.format(pos)).toEqual(rules.outcome(pos));
      expect(searchHash(pos)).toBe(rules.hash(pos));
    }
  });
});
