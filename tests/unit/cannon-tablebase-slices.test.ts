// The Cannon endgame tables built in slices (src/games/cannon/tablebase.ts), as the worker
// does between requests: each slice stops at its deadline, the smaller endings can be
// probed before the larger are done, and nothing is probed before it is built.
import { describe, expect, it } from 'vitest';
import { buildCannonTables, cannonTablesReady, probeCannon } from '../../src/games/cannon/tablebase';
import { cannonRules } from '../../src/games/cannon/rules';

const rules = cannonRules();
const probe = (text: string): number | null => {
  const pos = rules.parse(text);
  return pos.turn === 0 ? probeCannon(pos.x, pos.o) : probeCannon(pos.o, pos.x);
};
const THREE = 'XX../..../..../..../...O X'; // three pieces: the first tables built
const FIVE = 'XX../XX../..../..../...O X'; // four against one: won

describe('cannon tablebase built in slices', () => {
  it('stops at each deadline, serves the small endings first, then everything', () => {
    expect(cannonTablesReady()).toBe(false);
    expect(probe(THREE)).toBeNull();
    expect(probe(FIVE)).toBeNull();
    // A clock that passes the deadline at every look: one pause point of work per call.
    let slices = 0;
    let threeBeforeFive = false;
    while (!buildCannonTables(0, () => 1)) {
      slices++;
      if (probe(THREE) !== null && probe(FIVE) === null) threeBeforeFive = true;
    }
    expect(slices).toBeGreaterThan(50);
    expect(threeBeforeFive).toBe(true);
    expect(cannonTablesReady()).toBe(true);
    expect(probe(FIVE)).toBeGreaterThan(0);
    expect(probe('XX../XX../..../..../...O O')).toBeLessThan(0);
  });
});
