// Short matches: PAPA beats BABY every time (the full figures come from `cli match`).
import { describe, expect, it } from 'vitest';
import { playMatchGame } from '../../src/cli/match-game';

describe('short matches', () => {
  it('PAPA wins 10 of 10 Pairing games against BABY, sides alternating', () => {
    for (let i = 0; i < 10; i++) {
      const g = playMatchGame('pairing', {}, ['papa', 'baby'], (i % 2) as 0 | 1, 10, 100 + i);
      expect(g.winner, `game ${i}: ${g.reason}`).toBe('a');
    }
  });

  it('PAPA wins 6 of 6 Cannon games against MAMA, sides alternating', () => {
    for (let i = 0; i < 6; i++) {
      const g = playMatchGame('cannon', {}, ['papa', 'mama'], (i % 2) as 0 | 1, 10, 200 + i);
      expect(g.winner, `game ${i}: ${g.reason}`).toBe('a');
    }
  });
});
