// Pairing's steps-to-pair table (src/games/pairing/distance.ts): zero exactly on paired sets,
// and every other value one more than the best step's, in random sets.
import { describe, expect, it } from 'vitest';
import { FAR, pairDistance } from '../../src/games/pairing/distance';
import { isPaired } from '../../src/games/pairing/board';
import { mulberry32, popcount } from '../../src/engine/hash';

const bit = (name: string): number => 1 << ('abcde'.indexOf(name[0]) + 5 * (Number(name[1]) - 1));
const set = (...names: string[]): number => names.reduce((m, n) => m | bit(n), 0);

describe('pairing steps to pair', () => {
  it('knows small cases', () => {
    expect(pairDistance(set('a1', 'b1'), 2)).toBe(0);
    expect(pairDistance(set('a1', 'e5'), 2)).toBe(7);
    expect(pairDistance(set('a1', 'b1', 'c1', 'd1'), 4)).toBe(2);
    expect(pairDistance(set('a1', 'b1', 'c1'), 3)).toBe(FAR);
  });

  it('is zero on paired sets and one more than the best step elsewhere', () => {
    const rnd = mulberry32(5);
    for (let t = 0; t < 2000; t++) {
      const k = 2 + 2 * ((rnd() >>> 0) % 3);
      let m = 0;
      while (popcount(m) < k) m |= 1 << ((rnd() >>> 0) % 25);
      const d = pairDistance(m, k);
      if (isPaired(m)) {
        expect(d).toBe(0);
        continue;
      }
      let best = FAR;
      for (let r = m; r !== 0; r &= r - 1) {
        const p = 31 - Math.clz32(r & -r);
        for (const q of [p - 5, p + 5, p % 5 > 0 ? p - 1 : -1, p % 5 < 4 ? p + 1 : -1]) {
          if (q < 0 || q >= 25 || ((m >>> q) & 1) !== 0) continue;
          best = Math.min(best, pairDistance(m ^ (1 << p) ^ (1 << q), k));
        }
      }
      expect(d).toBe(Math.min(FAR, best + 1));
    }
  });
});
