// The Pairing endgame tables (src/games/pairing/tablebase.ts) against the rules: every value
// agrees with the values one move later, short results agree with a plain minimax, and PAPA
// announces a table win exactly.
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_MEN, pairingTables, probePairing } from '../../src/games/pairing/tablebase';
import { pairingSearchGame } from '../../src/games/pairing/search';
import { pairingRules, type PairingPosition } from '../../src/games/pairing/rules';
import { mulberry32, popcount } from '../../src/engine/hash';
import { thinkNow } from '../../src/ai/think';
import { resolveGame } from '../../src/games/brains';

const rules = pairingRules();
const WIN = 1000;
/** A table value as one number to compare (higher is better for the side to move). */
const worth = (v: number): number => (v === 0 ? 0 : v > 0 ? WIN - v : -WIN - v);
const probe = (pos: PairingPosition): number => {
  const v = pos.turn === 0 ? probePairing(pos.x, pos.o) : probePairing(pos.o, pos.x);
  if (v === null) throw new Error(`not in the tables: ${rules.format(pos)}`);
  return v;
};

/** The best child by the rules' outcome or the table, one ply down. */
function oneDeeper(pos: PairingPosition): number {
  let best = -Infinity;
  for (const m of rules.moves(pos)) {
    const c = rules.play(pos, m);
    const end = rules.outcome(c);
    const mover = rules.sides[pos.turn];
    const s = end ? (end.winner === mover ? WIN - 1 : -WIN + 1) : -worth(probe(c)) + Math.sign(probe(c));
    best = Math.max(best, s);
  }
  return best;
}

/** +1 won, -1 lost within `depth` plies for the side to move, 0 not decided by then. */
function minimax(pos: PairingPosition, depth: number): number {
  const end = rules.outcome(pos);
  if (end) return end.winner === rules.sides[pos.turn] ? 1 : -1;
  if (depth === 0) return 0;
  let best = -1;
  for (const m of rules.moves(pos)) {
    best = Math.max(best, -minimax(rules.play(pos, m), depth - 1));
    if (best === 1) break;
  }
  return best;
}

function randomPosition(rnd: () => number, t: number): PairingPosition {
  const nx = 1 + ((rnd() >>> 0) % (MAX_MEN - 1));
  const no = 1 + ((rnd() >>> 0) % (MAX_MEN - nx));
  let x = 0;
  let o = 0;
  while (popcount(x) < nx) x |= 1 << ((rnd() >>> 0) % 25);
  while (popcount(o) < no) o = (o | (1 << ((rnd() >>> 0) % 25))) & ~x;
  return { x, o, turn: (t & 1) as 0 | 1 };
}

describe('pairing tablebase', () => {
  beforeAll(() => void pairingTables(), 60_000);

  it('every value agrees with the values one move later, in random positions', () => {
    const rnd = mulberry32(12);
    let checked = 0;
    for (let t = 0; t < 3000; t++) {
      const pos = randomPosition(rnd, t);
      if (rules.outcome(pos)) continue;
      expect(worth(probe(pos)), rules.format(pos)).toBe(oneDeeper(pos));
      checked++;
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it('three against three: every value agrees with the values one move later, and a draw is left to the search', () => {
    const rnd = mulberry32(33);
    const search = pairingSearchGame(rules);
    let checked = 0;
    let draws = 0;
    for (let t = 0; t < 3000; t++) {
      let x = 0;
      let o = 0;
      while (popcount(x) < 3) x |= 1 << ((rnd() >>> 0) % 25);
      while (popcount(o) < 3) o = (o | (1 << ((rnd() >>> 0) % 25))) & ~x;
      const pos: PairingPosition = { x, o, turn: (t & 1) as 0 | 1 };
      if (rules.outcome(pos)) continue;
      const v = probe(pos);
      expect(worth(v), rules.format(pos)).toBe(oneDeeper(pos));
      expect(search.probe?.(pos) ?? null, rules.format(pos)).toBe(v === 0 ? null : v);
      if (v === 0) draws++;
      checked++;
    }
    expect(checked).toBeGreaterThan(2000);
    expect(draws).toBeGreaterThan(500);
  });

  it('short results agree with a plain minimax to that depth and not one ply less', () => {
    const rnd = mulberry32(7);
    let checked = 0;
    for (let t = 0; t < 400 && checked < 60; t++) {
      const pos = randomPosition(rnd, t);
      if (rules.outcome(pos)) continue;
      const v = probe(pos);
      if (v === 0 || Math.abs(v) > 7) continue;
      expect(minimax(pos, Math.abs(v)), rules.format(pos)).toBe(Math.sign(v));
      if (Math.abs(v) > 1) expect(minimax(pos, Math.abs(v) - 1), rules.format(pos)).not.toBe(Math.sign(v));
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('PAPA announces a table win exactly and plays a move that keeps it', () => {
    const text = 'X.X../...../....X/...../...O. X';
    const pos = rules.parse(text);
    expect(probe(pos)).toBeGreaterThan(0);
    const r = thinkNow({ game: 'pairing', position: text, history: [], panda: 'papa', timeMs: 2000 }, resolveGame);
    expect(r.prophecy).toEqual({ kind: 'win', plies: probe(pos) });
    const after = rules.play(pos, rules.moveFromText(pos, r.move));
    expect(rules.outcome(after) !== null || probe(after) === -(probe(pos) - 1)).toBe(true);
  });
});
