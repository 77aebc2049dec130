// Cannon Chess 5×4 (docs/rules.md §4): perft, the worked checks of §6, shots, lone pieces,
// notation and end-check order. Seeded random games against a slow reference written from
// the rules text are in cannon-reference.test.ts.

import { describe, expect, it } from 'vitest';
import { cannonRules, type CannonPosition } from '../../src/games/cannon/rules';
import { MoveError } from '../../src/engine/types';
import { itRejectsPositions } from './rules-test-kit';

const rules = cannonRules();
const pos = (text: string) => rules.parse(text);
const idx = (name: string) => rules.geometry.indexOf(name);
const play = (p: CannonPosition, text: string) => rules.play(p, rules.moveFromText(p, text));
const capturedNames = (p: CannonPosition, text: string) =>
  rules.effect(p, rules.moveFromText(p, text)).captured.map((i) => rules.geometry.points[i].name);

describe('cannon perft', () => {
  // Depth 10 (502195462) takes seconds; it is left to the benchmark.
  const table = [6, 34, 256, 1904, 14566, 107486, 909118, 7501510, 62347048];
  table.forEach((n, i) => {
    it(`perft ${i + 1} = ${n}`, () => expect(rules.perft(rules.start(), i + 1)).toBe(n));
  });
});

describe('cannon worked checks (docs/rules.md §6)', () => {
  it('b4-b3 shoots c3: rank 3 is then X X O .', () => {
    const p = pos('O.../..../X.O./.X../.... X');
    expect(capturedNames(p, 'b4-b3')).toEqual(['c3']);
    expect(rules.isProgress(p, rules.moveFromText(p, 'b4-b3'))).toBe(true);
    expect(rules.format(play(p, 'b4-b3'))).toBe('O.../..../XX../..../.... O');
  });
  it('with four pieces on rank 3 the same move captures nothing', () => {
    const p = pos('O.../..../X.OO/.X../.... X');
    expect(capturedNames(p, 'b4-b3')).toEqual([]);
    expect(rules.isProgress(p, rules.moveFromText(p, 'b4-b3'))).toBe(false);
    expect(rules.format(play(p, 'b4-b3'))).toBe('O.../..../XXOO/..../.... O');
  });
});

describe('cannon shots', () => {
  it('rank and file capture in one move', () => {
    const p = pos('...O/.X../X.O./.X../.O.. X');
    expect(capturedNames(p, 'b2-b3')).toEqual(['c3', 'b5']);
    expect(rules.format(play(p, 'b2-b3'))).toBe('...O/..../XX../.X../.... O');
  });
  it('enemy-own-own shoots too, in a file', () => {
    // File a after the move: a1 O, a2 X, a3 X (moved there from b3), a4 a5 empty.
    const p = pos('O.../X.../.X../..../...O X');
    expect(capturedNames(p, 'b3-a3')).toEqual(['a1']);
  });
  it('the moved piece may be the middle of the three', () => {
    const p = pos('..../X.O./.X../..../O... X');
    expect(capturedNames(p, 'b3-b2')).toEqual(['c2']);
  });
  it('a formation made by a piece leaving the line captures nothing', () => {
    const p = pos('O.../..../XXOX/..../.... X');
    expect(capturedNames(p, 'd3-d4')).toEqual([]);
    expect(rules.format(play(p, 'd3-d4'))).toBe('O.../..../XXO./...X/.... O');
  });
  it('a formation the opponent makes captures nothing for the side to move', () => {
    // O steps away from rank 3, leaving X X O there; X then moves elsewhere: nothing.
    const p = play(pos('O.../..../XXOO/..../...X O'), 'd3-d2');
    expect(capturedNames(p, 'd5-c5')).toEqual([]);
  });
  it('no shot with a gap, with a fourth piece far away, or own-enemy-own', () => {
    expect(capturedNames(pos('O.../..../X..O/.X../...O X'), 'b4-b3')).toEqual([]); // X X . O
    expect(capturedNames(pos('..O./..../..X./.X../..X. X'), 'b4-c4')).toEqual([]); // file c: O . X X X
    expect(capturedNames(pos('O.../X.../.O../X.../X... X'), 'a4-a3')).toEqual([]); // file a: O X X . X
    expect(capturedNames(pos('O.../..../.OX./X.../.... X'), 'a4-a3')).toEqual([]); // rank 3: X O X
  });
  it('a shot may leave the opponent with nothing: capture-all', () => {
    const q = play(pos('..../..../X.O./.X../.... X'), 'b4-b3');
    expect(rules.outcome(q)).toEqual({ winner: 'X', reason: 'capture-all' });
    expect(rules.moves(q)).toEqual([]);
  });
  it('normal moves never land on a piece', () => {
    const texts = rules.moves(pos('..../.OX./.X../..../O... X')).map((m) => rules.moveToText(pos('..../.OX./.X../..../O... X'), m));
    expect(texts).not.toContain('c2-b2');
    expect(texts).not.toContain('b3-b2');
  });
});

describe('cannon lone piece', () => {
  it('slides any distance over empty points, stopping before a piece or the edge', () => {
    const p = pos('.X../..../..../O.O./..O. X');
    const texts = rules
      .moves(p)
      .map((m) => rules.moveToText(p, m))
      .sort();
    expect(texts).toEqual(['b1-a1', 'b1-b2', 'b1-b3', 'b1-b4', 'b1-b5', 'b1-c1', 'b1-d1'].sort());
  });
  it('lands between two enemies and takes both; then two lone pieces draw', () => {
    const p = pos('.X../..../..../O.O./..O. X');
    expect(capturedNames(p, 'b1-b4')).toEqual(['a4', 'c4']);
    const q = play(p, 'b1-b4');
    expect(rules.format(q)).toBe('..../..../..../.X../..O. O');
    expect(rules.outcome(q)).toEqual({ winner: 'draw', reason: 'lone-pieces' });
  });
  it('what lies further along the line does not matter', () => {
    const p = pos('.X../..../..../O.OO/.... X');
    expect(capturedNames(p, 'b1-b4')).toEqual(['a4', 'c4']);
    expect(rules.format(play(p, 'b1-b4'))).toBe('..../..../..../.X.O/.... O');
  });
  it('one enemy beside it captures nothing; a lone piece never shoots', () => {
    expect(capturedNames(pos('.X../..../..../O.../..O. X'), 'b1-b4')).toEqual([]);
    expect(capturedNames(pos('X.../..../..../.O../.O.O X'), 'a1-a5')).toEqual([]);
  });
  it('passing between two enemies does not capture; only the landing point counts', () => {
    const p = pos('.X../..../O.O./..../..O. X');
    expect(capturedNames(p, 'b1-b5')).toEqual([]);
    expect(capturedNames(p, 'b1-b3')).toEqual(['a3', 'c3']);
  });
  it('capturing the last two enemies at once wins', () => {
    const q = play(pos('.X../..../..../O.O./.... X'), 'b1-b4');
    expect(rules.outcome(q)).toEqual({ winner: 'X', reason: 'capture-all' });
  });
});

describe('cannon end checks, in order', () => {
  it('capture-all first', () => {
    expect(rules.outcome(pos('...O/..../..../..../.... X'))).toEqual({ winner: 'O', reason: 'capture-all' });
  });
  it('both sides down to one piece: draw', () => {
    expect(rules.outcome(pos('X.../..../..../..../...O X'))).toEqual({ winner: 'draw', reason: 'lone-pieces' });
    expect(rules.moves(pos('X.../..../..../..../...O X'))).toEqual([]);
    expect(rules.perft(pos('X.../..../..../..../...O X'), 3)).toBe(0);
  });
  it('the side to move without a legal move loses', () => {
    expect(rules.outcome(pos('XXO./OO../..../..../.... X'))).toEqual({ winner: 'O', reason: 'no-moves' });
    expect(rules.outcome(pos('XO../O.../..../..../.... X'))).toEqual({ winner: 'O', reason: 'no-moves' });
    expect(rules.perft(pos('XXO./OO../..../..../.... X'), 2)).toBe(0);
  });
  it('one piece against two goes on', () => {
    expect(rules.outcome(pos('X.../..../..../..../..OO X'))).toBeNull();
    expect(rules.outcome(pos('X.../..../..../..../..OO O'))).toBeNull();
  });
});

describe('cannon moves and notation', () => {
  it('start moves', () => {
    const s = rules.start();
    const texts = rules
      .moves(s)
      .map((m) => rules.moveToText(s, m))
      .sort();
    expect(texts).toEqual(['a4-a3', 'a4-b4', 'd4-d3', 'd4-c4', 'b5-b4', 'c5-c4'].sort());
  });
  it('move encoding is from * 32 + to; pass is only the timer', () => {
    const s = rules.start();
    expect(rules.moveFromText(s, 'a4-a3')).toBe(idx('a4') * 32 + idx('a3'));
    expect(rules.PASS).toBe(1023);
    expect(() => rules.moveFromText(s, 'pass')).toThrow(MoveError);
    expect(rules.format(rules.play(s, rules.PASS))).toBe('OOOO/O..O/..../X..X/XXXX O');
    expect(rules.isProgress(s, rules.PASS)).toBe(false);
    expect(rules.effect(s, rules.PASS)).toEqual({ from: -1, to: -1, captured: [], converted: [] });
  });
  it('rejects malformed and illegal moves', () => {
    const s = rules.start();
    expect(() => rules.moveFromText(s, 'a4-a2')).toThrow(/illegal/);
    expect(() => rules.moveFromText(s, 'e4-e3')).toThrow(/no point 'e4'/);
    expect(() => rules.moveFromText(s, 'a4 a3')).toThrow(/malformed/);
    expect(() => rules.play(s, idx('a5') * 32 + idx('a4'))).toThrow(MoveError); // onto an own piece
    expect(() => rules.play(s, idx('a4') * 32 + idx('a2'))).toThrow(MoveError); // two steps
  });
  it('formats canonically; key and hash', () => {
    const s = pos('OOOOO..O....X..XXXXX X');
    expect(rules.format(s)).toBe(rules.startText);
    expect(rules.key(s)).toBe(rules.key(rules.start()));
    expect(rules.hash(s)).toBe(rules.hash(rules.start()));
    expect(rules.hash(rules.play(s, rules.PASS))).not.toBe(rules.hash(s));
    expect(rules.tally(s)).toEqual({ onBoard: [6, 6], inHand: [0, 0], lost: [0, 0] });
  });
});

describe('cannon position text is strict', () => {
  const bad: [string, RegExp][] = [
    ['OOOO/O..O/..../X..X/XXX X', /the board has 19 points; this game has 20/],
    ['OOOO/O..O/..../X..X/XXXX. X', /more than 20/],
    ['oooo/o..o/..../x..x/xxxx X', /unknown character 'o'/],
    ['OOOO/O..O/..../X..X/XXXX D', /unknown side to move 'D'/],
    ['OOOO/O..O/..../X..X/XXXX', /missing side to move/],
    ['OOO/OO..O/..../X..X/XXXX X', /'\/' at character 4 is not between two ranks/],
    ['OOOO/O..O/..../X..X//XXXX X', /not between two ranks/],
    ['OOOO/O..O/..../XX.X/XXXX X', /X has 7 pieces; Cannon allows at most 6 a side/],
    ['OOOO/OOOO/..../X..X/XXXX O', /O has 8 pieces/],
    ['OOOO/O..O/..../X..X/XXXX X 0', /unexpected field/],
  ];
  itRejectsPositions(pos, bad);
});
