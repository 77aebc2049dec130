// The mountain fortress (src/games/tiger/mountain.ts, docs/ai.md "Round 7"): a tiger in the
// mountain with more free points there than dogs in hand is worth at most a draw to the dogs.

import { describe, expect, it } from 'vitest';
import { tigerRules } from '../../src/games/tiger/rules';
import { dogsValue, FORTRESS_CAP } from '../../src/games/tiger/search';
import { mountainFortress } from '../../src/games/tiger/mountain';

const rules = tigerRules();
const fortress = (text: string): boolean => {
  const p = rules.parse(text);
  return mountainFortress(p.tigers, ~(p.dogs | p.tigers) & 0x1fffffff, p.hand);
};

// Game 55 of `match tiger --a papa --b baby --seed 2` (200 ms): a tiger on c1 behind b2 d2
// and a dog on c3, c2 free, the other tiger trapped on b7, no dog in hand: drawn by no progress.
const SHUT_IN = 'T/D.D/D.D../..D../DDDDD/.DDDD/DTDD. D';

describe('tiger mountain fortress', () => {
  it('counts the free mountain points, and an empty c3, against the hand', () => {
    expect(fortress(`${SHUT_IN} 0`)).toBe(true);
    expect(fortress(`${SHUT_IN} 1`)).toBe(false); // one placement on c2 shuts it in
    expect(fortress('T/D../D.D../..D../DDDDD/.DDDD/DTDD. D 1')).toBe(true); // c2 and d2 free
    expect(fortress('T/D.D/D..../..D../DDDDD/.DDDD/DTDD. D 1')).toBe(true); // c2 and c3
    expect(fortress('./.../..T../...D./DDDDD/.DDDD/DT... D 3')).toBe(false); // no tiger there
  });

  it('caps the dogs at a draw in the fortress, not before it', () => {
    expect(dogsValue(rules.parse(`${SHUT_IN} 0`))).toBeLessThanOrEqual(FORTRESS_CAP);
    expect(dogsValue(rules.parse(`${SHUT_IN} 1`))).toBeGreaterThan(FORTRESS_CAP);
  });
});
