// Alquerque Ten (docs/rules.md §3): perft in both slide variants, the worked checks of §6,
// conversions, end checks and notation. Seeded playouts against a slow reference written
// from the rules text are in alquerque-reference.test.ts.

import { describe, expect, it } from 'vitest';
import { alquerqueRules, PLACE_FROM, type AlquerquePosition } from '../../src/games/alquerque/rules';
import { mulberry32 } from '../../src/engine/hash';
import { MoveError } from '../../src/engine/types';
import { itRejectsPositions } from './rules-test-kit';

const full = alquerqueRules();
const free = alquerqueRules({ freeSlide: true });

const texts = (rules: typeof full, pos: AlquerquePosition) =>
  rules
    .moves(pos)
    .map((m) => rules.moveToText(pos, m))
    .sort();
const playText = (rules: typeof full, pos: AlquerquePosition, text: string) => rules.play(pos, rules.moveFromText(pos, text));

describe('alquerque perft', () => {
  const fullTable = [24, 537, 13241, 312095, 7651791, 181522417];
  const freeTable = [40, 1463, 56441, 2053509, 75590720];
  it('full slide from the start', () => {
    const s = full.start();
    expect(full.perft(s, 0)).toBe(1);
    fullTable.forEach((n, i) => expect(full.perft(s, i + 1)).toBe(n));
  });
  it('free slide from the start', () => {
    const s = free.start();
    freeTable.forEach((n, i) => expect(free.perft(s, i + 1)).toBe(n));
  });
  it('the fast perft agrees with moves/play on varied positions', () => {
    const slow = (rules: typeof full, pos: AlquerquePosition, depth: number): number => {
      if (depth === 0) return 1;
      if (rules.outcome(pos) !== null) return 0;
      let n = 0;
      for (const m of rules.moves(pos)) n += slow(rules, rules.play(pos, m), depth - 1);
      return n;
    };
    const rand = mulberry32(5);
    for (const rules of [full, free]) {
      for (let game = 0; game < 40; game++) {
        let pos = rules.start();
        for (let ply = 0; ply < 40 && rules.moves(pos).length > 0; ply++) {
          if (ply % 9 === 4) {
            for (let d = 1; d <= 2; d++) expect(rules.perft(pos, d), rules.format(pos)).toBe(slow(rules, pos, d));
          }
          const moves = rules.moves(pos);
          pos = rules.play(pos, moves[rand() % moves.length]);
        }
      }
    }
  });
  it('perft is 0 at a finished game and rejects bad depths', () => {
    const over = full.parse('X..../...../...../...../..... O 0 0');
    expect(full.perft(over, 1)).toBe(0);
    expect(full.perft(over, 3)).toBe(0);
    expect(full.perft(over, 0)).toBe(1);
    expect(() => full.perft(over, -1)).toThrow(RangeError);
  });
});

describe('alquerque worked checks (docs/rules.md §6)', () => {
  const text = 'O..../...../...../...../X.... X 5 5';
  it('full slide: exactly 26 legal turns', () => {
    const pos = full.parse(text);
    const moves = texts(full, pos);
    expect(moves).toHaveLength(26);
    expect(moves.filter((m) => m.includes('-')).sort()).toEqual(['a5-a2', 'a5-e1', 'a5-e5']);
    expect(moves.filter((m) => !m.includes('-'))).toHaveLength(23);
    expect(() => full.moveFromText(pos, 'a5-a3')).toThrow(MoveError);
  });
  it('free slide: every stop on the path is legal too', () => {
    const pos = free.parse(text);
    const slides = texts(free, pos).filter((m) => m.includes('-'));
    expect(slides.sort()).toEqual(
      ['a5-a4', 'a5-a3', 'a5-a2', 'a5-b5', 'a5-c5', 'a5-d5', 'a5-e5', 'a5-b4', 'a5-c3', 'a5-d2', 'a5-e1'].sort(),
    );
    expect(free.moves(pos)).toHaveLength(34);
    expect(free.moveToText(pos, free.moveFromText(pos, 'a5-a3'))).toBe('a5-a3');
  });
  it('insertion: placement c3 turns b3 and d3', () => {
    const pos = full.parse('...../...../.O.O./...../..... X 5 5');
    const m = full.moveFromText(pos, 'c3');
    expect(m).toBe(PLACE_FROM * 32 + 12);
    expect(full.format(full.play(pos, m))).toBe('...../...../.XXX./...../..... O 4 5');
    expect(full.effect(pos, m)).toEqual({ from: -1, to: 12, captured: [], converted: [11, 13] });
    expect(full.isProgress(pos, m)).toBe(true);
  });
});

describe('alquerque conversions', () => {
  it('pincer converts; the converted piece converts nothing further', () => {
    // Placing c3: c2 is pinched against c1. The new X on c2 would pinch d2 against e2,
    // but converted pieces convert nothing.
    const pos = full.parse('..X../..OOX/...../...../..... X 1 0');
    expect(full.format(playText(full, pos, 'c3'))).toBe('..X../..XOX/..X../...../..... O 0 0');
  });
  it('a slide pinches after landing, the vacated point is empty', () => {
    // X e5 slides north all the way to e3 (stopped by O on e2, beyond it X on e1).
    const pos = full.parse('....X/....O/...../...../....X X 0 0');
    const next = playText(full, pos, 'e5-e3');
    expect(full.format(next)).toBe('....X/....X/....X/...../..... O 0 0');
    expect(full.effect(pos, full.moveFromText(pos, 'e5-e3'))).toEqual({ from: 24, to: 14, captured: [], converted: [9] });
  });
  it('only the line directions available at the landing point count', () => {
    // b3 has no diagonals: O on a2 / c4 with X behind them on the diagonal are not pinched.
    const pos = full.parse('...../O.X../X..../..O../...X. X 1 0');
    expect(full.format(playText(full, pos, 'b3'))).toBe('...../O.X../XX.../..O../...X. O 0 0');
    // c3 has diagonals: landing there pinches b4 against a5.
    const pos2 = full.parse('...../...../...../.O.../X.... X 1 0');
    expect(full.format(playText(full, pos2, 'c3'))).toBe('...../...../..X../.X.../X.... O 0 0');
  });
  it('pincer and insertion together, all at once', () => {
    const pos = full.parse('..X../..O../.O.O./...../..... X 1 0');
    expect(full.format(playText(full, pos, 'c3'))).toBe('..X../..X../.XXX./...../..... O 0 0');
  });
  it('no move without a conversion is progress unless it places', () => {
    const pos = full.start();
    const slide = full.moveFromText(pos, 'a5-a2');
    expect(full.isProgress(pos, slide)).toBe(false);
    expect(full.isProgress(pos, full.moveFromText(pos, 'c3'))).toBe(true);
    expect(full.isProgress(pos, full.PASS)).toBe(false);
  });
});

describe('alquerque end checks', () => {
  it('eliminated: nothing on the board and nothing in reserve', () => {
    const pos = full.parse('X..../...../...../...../..... O 0 0');
    expect(full.outcome(pos)).toEqual({ winner: 'X', reason: 'eliminated' });
    expect(full.moves(pos)).toEqual([]);
  });
  it('a side with reserve only is still in the game', () => {
    const pos = full.parse('X..../...../...../...../..... O 0 1');
    expect(full.outcome(pos)).toBeNull();
    expect(full.moves(pos)).toHaveLength(24);
  });
  it('no legal turn loses', () => {
    const pos = full.parse('OX.../XX.../...../...../..... O 0 0');
    expect(full.outcome(pos)).toEqual({ winner: 'X', reason: 'no-moves' });
    expect(free.outcome(pos)).toEqual({ winner: 'X', reason: 'no-moves' });
    expect(full.moves(pos)).toEqual([]);
    // The same with a piece in reserve: a placement is a legal turn.
    expect(full.outcome(full.parse('OX.../XX.../...../...../..... O 0 1'))).toBeNull();
  });
  it('the start is not over', () => {
    expect(full.outcome(full.start())).toBeNull();
  });
});

describe('alquerque notation', () => {
  it('formats, parses and round-trips the start', () => {
    const s = full.start();
    expect(full.format(s)).toBe('OOOOO/...../...../...../XXXXX X 5 5');
    expect(full.parse('  OOOOO-----..........XXXXX   X 5   5 ')).toEqual(s);
    expect(full.toMove(s)).toBe(0);
    expect(full.pieceAt(s, 0)).toBe('O');
    expect(full.pieceAt(s, 24)).toBe('X');
    expect(full.pieceAt(s, 12)).toBeNull();
    expect(full.tally(s)).toEqual({ onBoard: [5, 5], inHand: [5, 5], lost: [0, 0] });
    expect(full.sides).toEqual(['X', 'O']);
    expect(full.hasDrawRules).toBe(true);
    expect(free.options).toEqual({ freeSlide: true });
    expect(full.options).toEqual({});
  });
  const bad: [string, RegExp][] = [
    ['OOOOO/...../...../...../XXXXX X 6 5', /X reserve 6 is outside 0–5/],
    ['OOOOO/...../...../...../XXXXX X 5 9', /O reserve 9 is outside 0–5/],
    ['OOOOO/OOOOO/...../...../XXXXX X 5 1', /21 pieces on the board and in reserve; a game has at most 20/],
    ['OOOOO/OOOOO/...../XXXXX/XXXXX X 1 0', /21 pieces .* at most 20/],
    ['OOOOO/...../...../...../XXXX X 5 5', /24 points; this game has 25/],
    ['OOOOO/...../...../...../XXXXXX X 5 5', /more than 25/],
    ['OOOOO/...../...../...../XXXXx X 5 5', /unknown character 'x'/],
    ['OOOOO/...../...../...../XXXXD X 5 5', /unknown character 'D'/],
    ['OOOOO/...../...../...../XXXXX', /missing side to move/],
    ['OOOOO/...../...../...../XXXXX Y 5 5', /unknown side to move 'Y'/],
    ['OOOOO/...../...../...../XXXXX X 5', /missing O reserve/],
    ['OOOOO/...../...../...../XXXXX X five 5', /X reserve 'five' is not a number/],
    ['OOOOO/...../...../...../XXXXX X 5 5 5', /unexpected field '5'/],
    ['OO/OOO/...../...../...../XXXXX X 5 5', /'\/' at character 3 is not between two ranks/],
    ['', /empty position/],
  ];
  itRejectsPositions(full.parse, bad);
  it('moves: text forms, pass and malformed moves', () => {
    const s = full.start();
    expect(full.moveToText(s, full.PASS)).toBe('pass');
    expect(full.PASS).toBe(1023);
    expect(() => full.moveFromText(s, 'pass')).toThrow(MoveError);
    expect(() => full.moveFromText(s, 'z9')).toThrow(/no point z9/);
    expect(() => full.moveFromText(s, 'a5a4')).toThrow(/malformed/);
    expect(() => full.moveFromText(s, 'a1')).toThrow(/illegal/); // occupied
    expect(() => full.moveFromText(s, 'a5-b4')).toThrow(/illegal/); // the diagonal slide must go on to e1
    expect(() => full.play(s, 0)).toThrow(MoveError);
    const passed = full.play(s, full.PASS);
    expect(full.format(passed)).toBe('OOOOO/...../...../...../XXXXX O 5 5');
    expect(full.moves(s)).not.toContain(full.PASS);
    expect(full.effect(s, full.PASS)).toEqual({ from: -1, to: -1, captured: [], converted: [] });
  });
  it('key and hash cover board, side and reserves', () => {
    const a = full.parse('OOOOO/...../...../...../XXXXX X 5 5');
    const variants = [
      a,
      full.parse('OOOOO/...../...../...../XXXXX O 5 5'),
      full.parse('OOOOO/...../...../...../XXXXX X 4 5'),
      full.parse('OOOOO/...../...../...../XXXXX X 5 4'),
      full.parse('OOOO./....O/...../...../XXXXX X 5 5'),
    ];
    expect(new Set(variants.map((p) => full.key(p))).size).toBe(5);
    expect(new Set(variants.map((p) => full.hash(p))).size).toBe(5);
    expect(full.key(full.parse(full.format(a)))).toBe(full.key(a));
    expect(full.hash(full.start())).toBe(full.hash(a));
  });
});
