// PAPA's Othello evaluation terms, checked square by square against the plain definitions.
import { describe, expect, it } from 'vitest';
import { edgeStability, othelloEvaluate } from '../../src/games/othello/search';
import { neighbours, neighboursHi } from '../../src/games/othello/neighbours';
import { othelloRules, type OthelloPosition } from '../../src/games/othello/rules';
import { mulberry32 } from '../../src/engine/hash';

const rules = othelloRules();
const has = (lo: number, hi: number, sq: number) => ((sq < 32 ? lo >>> sq : hi >>> (sq - 32)) & 1) === 1;

describe('othello evaluation terms', () => {
  it('neighbours: every square next to one of the set, across the halves and not around the edges', () => {
    const rnd = mulberry32(5);
    for (let t = 0; t < 200; t++) {
      const lo = rnd() & rnd() & rnd();
      const hi = rnd() & rnd() & rnd();
      const nLo = neighbours(lo, hi);
      const nHi = neighboursHi();
      for (let sq = 0; sq < 64; sq++) {
        let near = false;
        for (let dr = -1; dr <= 1; dr++) {
          for (let df = -1; df <= 1; df++) {
            const r = (sq >> 3) + dr;
            const f = (sq & 7) + df;
            if ((dr || df) && r >= 0 && r < 8 && f >= 0 && f < 8 && has(lo, hi, r * 8 + f)) near = true;
          }
        }
        expect(has(nLo, nHi, sq), `square ${sq}`).toBe(near);
      }
    }
  });

  it('edge stability: runs from an occupied corner, and full edges', () => {
    const pos = (text: string) => rules.parse(text) as OthelloPosition;
    const at = (p: OthelloPosition) => edgeStability(p.pLo, p.pHi, p.oLo, p.oHi);
    expect(at(pos('XXXO..../......../......../...OX.../...XO.../......../......../........ X'))).toBe(3 + 0 + 1);
    // Rank 1: X's run of 3 from a1, O's of 5 from h1; each corner once more along its file.
    expect(at(pos('XXXOOOOO/......../......../...OX.../...XO.../......../......../........ X'))).toBe(3 - 5 + 1 - 1);
    // No X disc touches a corner of its own: only O's h1 counts (on rank 1 and on file h).
    expect(at(pos('.XXXXXXO/......../......../...OX.../...XO.../......../......../........ X'))).toBe(-2);
  });

  it('is symmetric: the same position seen by the other side scores the opposite', () => {
    const rnd = mulberry32(9);
    for (let g = 0; g < 20; g++) {
      let p = rules.start();
      for (let i = 0; i < 30 && !rules.outcome(p); i++) {
        const moves = rules.moves(p);
        p = rules.play(p, moves[Math.floor((rnd() / 2 ** 32) * moves.length)]);
      }
      const flipped: OthelloPosition = { pLo: p.oLo, pHi: p.oHi, oLo: p.pLo, oHi: p.pHi, turn: (p.turn ^ 1) as 0 | 1 };
      // Only the parity term (12) belongs to the side to move.
      expect(Math.abs(othelloEvaluate(p) + othelloEvaluate(flipped))).toBeLessThanOrEqual(24);
    }
  });
});
