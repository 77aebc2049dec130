// Pingluo Tiger Chess (docs/rules.md §5): perft, the worked checks of §6, jumps, dogs, end
// checks and notation. Seeded playouts against a slow reference written from the rules
// text are in tiger-reference.test.ts.

import { describe, expect, it } from 'vitest';
import { PLACE_FROM, tigerRules, type TigerPosition } from '../../src/games/tiger/rules';
import { mulberry32 } from '../../src/engine/hash';
import { MoveError } from '../../src/engine/types';
import { itRejectsPositions } from './rules-test-kit';

const rules = tigerRules();

const texts = (pos: TigerPosition) =>
  rules
    .moves(pos)
    .map((m) => rules.moveToText(pos, m))
    .sort();
const playText = (pos: TigerPosition, text: string) => rules.play(pos, rules.moveFromText(pos, text));
const formatAfter = (text: string, move: string) => rules.format(playText(rules.parse(text), move));

/** perft straight from the definition, through the public moves/play/outcome. */
function slowPerft(pos: TigerPosition, depth: number): number {
  if (depth === 0) return 1;
  if (rules.outcome(pos) !== null) return 0;
  let n = 0;
  for (const m of rules.moves(pos)) n += slowPerft(rules.play(pos, m), depth - 1);
  return n;
}

describe('tiger perft', () => {
  it('from the start', () => {
    const table = [19, 216, 4032, 34510, 620203, 4784579, 82521690]; // 8: 606183371 (about 0.6 s)
    const s = rules.start();
    expect(rules.perft(s, 0)).toBe(1);
    table.forEach((n, i) => expect(rules.perft(s, i + 1)).toBe(n));
  });
  it('the fast perft agrees with moves/play on varied positions', () => {
    const rand = mulberry32(9);
    for (let game = 0; game < 60; game++) {
      let pos = rules.start();
      // Play into the game (placements and, later, dog steps), checking perft on the way.
      for (let ply = 0; ply < 60 && rules.moves(pos).length > 0; ply++) {
        if (ply % 7 === 3) {
          for (let d = 1; d <= 3; d++) expect(rules.perft(pos, d), rules.format(pos)).toBe(slowPerft(pos, d));
        }
        const moves = rules.moves(pos);
        pos = rules.play(pos, moves[rand() % moves.length]);
      }
    }
  });
  it('perft is 0 once ten dogs are gone', () => {
    const pos = rules.parse('./.../...../..D../..T../...../T.... D 9');
    expect(rules.perft(pos, 1)).toBe(0);
    expect(rules.perft(pos, 2)).toBe(0);
    expect(() => rules.perft(pos, 1.5)).toThrow(RangeError);
  });
});

describe('tiger worked checks (docs/rules.md §6)', () => {
  it('no jump over a run of two', () => {
    const pos = rules.parse('./.../..D../..D../..T../...../T.... T 9');
    const moves = texts(pos);
    expect(moves.filter((m) => m.startsWith('c5-'))).not.toContain('c5-c2');
    expect(moves.filter((m) => m.startsWith('c5-c'))).toEqual(['c5-c6']);
    expect(() => rules.moveFromText(pos, 'c5-c2')).toThrow(MoveError);
  });
  it('a jump over one dog captures it', () => {
    const text = './.../...../..D../..T../...../T.... T 10';
    const pos = rules.parse(text);
    expect(texts(pos)).toContain('c5-c3');
    const m = rules.moveFromText(pos, 'c5-c3');
    expect(rules.effect(pos, m)).toEqual({ from: 16, to: 6, captured: [11], converted: [] });
    expect(rules.isProgress(pos, m)).toBe(true);
    const next = rules.play(pos, m);
    expect(rules.format(next)).toBe('./.../..T../...../...../...../T.... D 10');
    // 0 dogs on the board + 10 in hand: ten captured, the tigers win.
    expect(rules.outcome(next)).toEqual({ winner: 'T', reason: 'ten-dogs' });
  });
});

describe('tiger jumps', () => {
  it('over three dogs, capturing only the last', () => {
    const text = './.../T..../..D../..D../..D../..T.. T 9';
    expect(formatAfter(text, 'c7-c3')).toBe('./.../T.T../...../..D../..D../..... D 9');
    const pos = rules.parse(text);
    expect(rules.effect(pos, rules.moveFromText(pos, 'c7-c3')).captured).toEqual([11]); // c4
  });
  it('over five dogs into the mountain peak', () => {
    const text = './.D./T.D../..D../..D../..D../..T.. T 6';
    expect(formatAfter(text, 'c7-c1')).toBe('T/.../T.D../..D../..D../..D../..... D 6');
    expect(rules.outcome(playText(rules.parse(text), 'c7-c1'))).toEqual({ winner: 'T', reason: 'ten-dogs' });
  });
  it('never over an even run, never onto a tiger, never past a line end', () => {
    // c7: a run of four dogs c6 c5 c4 c3, then c2 empty.
    expect(texts(rules.parse('./.../T.D../..D../..D../..D../..T.. T 8'))).not.toContain('c7-c2');
    // c5 over c4 onto the tiger on c3: no.
    expect(texts(rules.parse('./.../..T../..D../..T../...../..... T 10')).filter((m) => m.startsWith('c5-c'))).toEqual(['c5-c6']);
    // c1-b2 does not go on to a3.
    const corner = rules.parse('T/D../...../...../...../...../....T T 10');
    expect(texts(corner).filter((m) => m.startsWith('c1-'))).toEqual(['c1-c2', 'c1-d2']);
    // e5 over d4 to c3 along b2-c3-d4-e5, but a run of three ending on b2 has no landing.
    expect(texts(rules.parse('./.../...../...D./....T/...../T.... T 10'))).toContain('e5-c3');
    expect(texts(rules.parse('./D../..D../...D./....T/...../T.... T 10')).filter((m) => m.startsWith('e5-'))).toEqual([
      'e5-d5',
      'e5-d6',
      'e5-e4',
      'e5-e6',
    ]);
  });
  it('along the mountain lines', () => {
    expect(texts(rules.parse('./TD./...../...../...../...../T.... T 10'))).toContain('b2-d2');
    // a5 along a5-b4-c3-d2: over b4 to c3; a run of two (b4 c3) is not jumped; a run
    // of three (b4 c3 d2) reaches the line's end at d2.
    const fromA5 = (text: string) => texts(rules.parse(text)).filter((m) => m.startsWith('a5-'));
    const steps = ['a5-a4', 'a5-a6', 'a5-b5', 'a5-b6'];
    expect(fromA5('./.../...../.D.../T..../...../..T.. T 10')).toEqual([...steps.slice(0, 2), 'a5-b5', 'a5-b6', 'a5-c3']);
    expect(fromA5('./.../..D../.D.../T..../...../..T.. T 10')).toEqual(steps);
    expect(fromA5('./..D/..D../.D.../T..../...../..T.. T 10')).toEqual(steps);
  });
});

describe('tiger dogs', () => {
  it('place on any empty point while dogs are in hand, mountain included', () => {
    const s = rules.start();
    const moves = rules.moves(s);
    expect(moves).toHaveLength(19);
    expect(moves.every((m) => m >> 5 === PLACE_FROM)).toBe(true);
    expect(texts(s)).toEqual(expect.arrayContaining(['c1', 'b2', 'd2', 'c3']));
    expect(() => rules.moveFromText(s, 'b4-b3')).toThrow(MoveError);
    expect(() => rules.moveFromText(s, 'c2')).toThrow(MoveError); // a tiger stands there
    const next = playText(s, 'c1');
    expect(rules.format(next)).toBe('D/.T./...../.DDD./.DTD./.DDD./..... T 11');
    expect(rules.tally(next)).toEqual({ onBoard: [9, 2], inHand: [11, 0], lost: [0, 0] });
  });
  it('step along a line once the hand is empty', () => {
    const pos = rules.parse('D/.../T...T/...../...../DDDDD/DDDDD D 0');
    const moves = texts(pos);
    expect(moves.filter((m) => m.startsWith('c1-'))).toEqual(['c1-b2', 'c1-c2', 'c1-d2']);
    expect(moves.every((m) => m.includes('-'))).toBe(true);
    // c6 has no diagonals (file + rank odd); b6 has.
    expect(moves.filter((m) => m.startsWith('c6-'))).toEqual(['c6-c5']);
    expect(moves.filter((m) => m.startsWith('b6-'))).toEqual(['b6-a5', 'b6-b5', 'b6-c5']);
    const m = rules.moveFromText(pos, 'c6-c5');
    expect(rules.isProgress(pos, m)).toBe(false);
    expect(rules.effect(pos, m)).toEqual({ from: 21, to: 16, captured: [], converted: [] });
  });
});

describe('tiger end checks', () => {
  it('ten dogs captured: the tigers win, whoever is to move', () => {
    expect(rules.outcome(rules.parse('./.../...../..D../..T../...../T.... T 9'))).toEqual({
      winner: 'T',
      reason: 'ten-dogs',
    });
    const dogsToMove = rules.parse('./.../...../..D../..T../...../T.... D 9');
    expect(rules.outcome(dogsToMove)).toEqual({ winner: 'T', reason: 'ten-dogs' });
    expect(rules.moves(dogsToMove)).toEqual([]);
    expect(rules.tally(dogsToMove).lost).toEqual([10, 0]);
    expect(rules.outcome(rules.parse('./.../...../..D../..T../...../T.... D 10'))).toBeNull();
  });
  it('both tigers trapped: the dogs win', () => {
    const pos = rules.parse('T/DDD/..D../...../D.D../DD.../TDD.. T 2');
    expect(rules.moves(pos)).toEqual([]);
    expect(rules.outcome(pos)).toEqual({ winner: 'D', reason: 'tigers-trapped' });
    // The same board with the dogs to move is not over: the check reads the side to move.
    expect(rules.outcome(rules.parse('T/DDD/..D../...../D.D../DD.../TDD.. D 2'))).toBeNull();
  });
  it('one trapped tiger is not enough', () => {
    const pos = rules.parse('T/DDD/..D../...../D.D../DD.../TD... T 3');
    expect(texts(pos)).toEqual(['a7-c7']);
    expect(rules.outcome(pos)).toBeNull();
  });
  it('the start is not over', () => {
    expect(rules.outcome(rules.start())).toBeNull();
  });
});

describe('tiger notation', () => {
  it('formats, parses and round-trips', () => {
    const s = rules.start();
    expect(rules.format(s)).toBe('./.T./...../.DDD./.DTD./.DDD./..... D 12');
    expect(rules.parse(' -.T......-DDD..DTD..DDD...... D  12 ')).toEqual(s);
    expect(rules.toMove(s)).toBe(0);
    expect(rules.pieceAt(s, 2)).toBe('T');
    expect(rules.pieceAt(s, 10)).toBe('D');
    expect(rules.pieceAt(s, 0)).toBeNull();
    expect(rules.tally(s)).toEqual({ onBoard: [8, 2], inHand: [12, 0], lost: [0, 0] });
    expect(rules.sides).toEqual(['D', 'T']);
    expect(rules.hasDrawRules).toBe(true);
    expect(rules.geometry.points).toHaveLength(29);
  });
  const bad: [string, RegExp][] = [
    ['./.../...../.DDD./.DTD./.DDD./..... D 12', /exactly 2 tigers, found 1/],
    ['T/.T./...../.DDD./.DTD./.DDD./..... D 12', /exactly 2 tigers, found 3/],
    ['./.T./...../.DDD./.DTD./.DDD./..... D 13', /dogs in hand 13 is outside 0–12/],
    ['./.T./DDDDD/.DDD./.DTD./.DDD./..... D 8', /21 dogs on the board and in hand; a game has at most 20/],
    ['./.T./...../.DDD./.DTD./.DDD./.... D 12', /28 points; this game has 29/],
    ['./.T./...../.DDD./.DTD./.DDD./....X D 12', /unknown character 'X'/],
    ['./.T./...../.DDD./.DTD./.DDD./....d D 12', /unknown character 'd'/],
    ['./.T./...../.DDD./.DTD./.DDD./.....', /missing side to move/],
    ['./.T./...../.DDD./.DTD./.DDD./..... X 12', /unknown side to move 'X'/],
    ['./.T./...../.DDD./.DTD./.DDD./..... D', /missing dogs in hand/],
    ['./.T./...../.DDD./.DTD./.DDD./..... D -1', /dogs in hand '-1' is not a number/],
    ['./.T./...../.DDD./.DTD./.DDD./..... D 12 0', /unexpected field '0'/],
    ['./.T/....../.DDD./.DTD./.DDD./..... D 12', /'\/' at character 5 is not between two ranks/],
  ];
  itRejectsPositions(rules.parse, bad);
  it('moves: text forms and pass', () => {
    const s = rules.start();
    expect(rules.PASS).toBe(1023);
    expect(rules.moveToText(s, rules.PASS)).toBe('pass');
    expect(() => rules.moveFromText(s, 'pass')).toThrow(MoveError);
    expect(() => rules.moveFromText(s, 'a1')).toThrow(/no point a1/);
    expect(() => rules.moveFromText(s, 'c3c4')).toThrow(/malformed/);
    expect(() => rules.play(s, 16 * 32 + 6)).toThrow(MoveError);
    expect(rules.moves(s)).not.toContain(rules.PASS);
    const passed = rules.play(s, rules.PASS);
    expect(rules.format(passed)).toBe('./.T./...../.DDD./.DTD./.DDD./..... T 12');
    expect(rules.isProgress(s, rules.PASS)).toBe(false);
    expect(rules.effect(s, rules.PASS)).toEqual({ from: -1, to: -1, captured: [], converted: [] });
    expect(rules.moveToText(s, rules.moveFromText(s, 'c1'))).toBe('c1');
  });
  it('key and hash cover board, side and hand', () => {
    const variants = [
      './.T./...../.DDD./.DTD./.DDD./..... D 12',
      './.T./...../.DDD./.DTD./.DDD./..... T 12',
      './.T./...../.DDD./.DTD./.DDD./..... D 11',
      'T/.../...../.DDD./.DTD./.DDD./..... D 12',
      'D/.T./...../.DDD./.DTD./.DDD./..... D 11',
    ].map((t) => rules.parse(t));
    expect(new Set(variants.map((p) => rules.key(p))).size).toBe(5);
    expect(new Set(variants.map((p) => rules.hash(p))).size).toBe(5);
    expect(rules.hash(rules.start())).toBe(rules.hash(variants[0]));
    expect(rules.key(rules.start())).toBe(rules.key(variants[0]));
  });
});
