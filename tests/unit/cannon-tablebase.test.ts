// The Cannon endgame tables (src/games/cannon/tablebase.ts) against the rules, and PAPA
// playing and announcing a table ending exactly.
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_MEN, cannonTables, probeCannon } from '../../src/games/cannon/tablebase';
import { cannonRules, type CannonPosition } from '../../src/games/cannon/rules';
import { mulberry32 } from '../../src/engine/hash';
import { thinkNow } from '../../src/ai/think';
import { resolveGame } from '../../src/games/brains';

const rules = cannonRules();
const WIN = 1000;
/** A table value as one number to compare (higher is better for the side to move). */
const worth = (v: number): number => (v === 0 ? 0 : v > 0 ? WIN - v : -WIN - v);
const probe = (pos: CannonPosition): number => {
  const v = pos.turn === 0 ? probeCannon(pos.x, pos.o) : probeCannon(pos.o, pos.x);
  if (v === null) throw new Error(`not in the tables: ${rules.format(pos)}`);
  return v;
};

/** The best child by the rules' outcome or the table, one ply down. */
function oneDeeper(pos: CannonPosition): number {
  let best = -Infinity;
  for (const m of rules.moves(pos)) {
    const c = rules.play(pos, m);
    const end = rules.outcome(c);
    const mover = rules.sides[pos.turn];
    const s = end ? (end.winner === 'draw' ? 0 : end.winner === mover ? WIN - 1 : -WIN + 1) : -worth(probe(c)) + Math.sign(probe(c));
    best = Math.max(best, s);
  }
  return best;
}

describe('cannon tablebase', () => {
  beforeAll(() => void cannonTables());

  it('every value agrees with the values one move later, in random positions', () => {
    const rnd = mulberry32(12);
    let checked = 0;
    for (let t = 0; t < 3000; t++) {
      const nx = 1 + ((rnd() >>> 0) % (MAX_MEN - 1));
      const no = 1 + ((rnd() >>> 0) % (MAX_MEN - nx));
      let x = 0;
      let o = 0;
      while (count(x) < nx) x |= 1 << ((rnd() >>> 0) % 20);
      while (count(o) < no) o = (o | (1 << ((rnd() >>> 0) % 20))) & ~x;
      const pos: CannonPosition = { x, o, turn: (t & 1) as 0 | 1 };
      if (rules.outcome(pos)) continue;
      expect(worth(probe(pos)), rules.format(pos)).toBe(oneDeeper(pos));
      checked++;
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it('knows the classic results: four against a lone piece wins, two against two is a draw', () => {
    expect(probe(rules.parse('XX../XX../..../..../...O X'))).toBeGreaterThan(0);
    expect(probe(rules.parse('XX../XX../..../..../...O O'))).toBeLessThan(0);
    expect(probe(rules.parse('XX../..../..../..../..OO X'))).toBe(0);
  });

  it('PAPA announces a table win exactly and plays a move that keeps it', () => {
    const text = 'XX../XX../..../..../...O X';
    const pos = rules.parse(text);
    const r = thinkNow({ game: 'cannon', position: text, history: [], panda: 'papa', timeMs: 2000 }, resolveGame);
    expect(r.prophecy).toEqual({ kind: 'win', plies: probe(pos) });
    const after = rules.play(pos, rules.moveFromText(pos, r.move));
    expect(rules.outcome(after) !== null || probe(after) === -(probe(pos) - 1)).toBe(true);
  });
});

function count(m: number): number {
  let n = 0;
  for (; m !== 0; m &= m - 1) n++;
  return n;
}
