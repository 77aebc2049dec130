import { describe, expect, it } from 'vitest';
import { gridGeometry, tigerGeometry } from '../../src/engine/geometry';
import { formatBoardText, parsePositionText } from '../../src/engine/notation';

const grid = gridGeometry(4, 5, 'points', false);
const parse = (t: string) => parsePositionText(t, grid, ['X', 'O']);

describe('shared position notation (docs/rules.md §0)', () => {
  it('parses with or without rank separators, dots or dashes, extra spaces', () => {
    const a = parse('OOOO/O..O/..../X..X/XXXX X');
    const b = parse('  OOOOO--O----X--XXXXX   X ');
    expect(a).toEqual(b);
    expect(a.side).toBe('X');
    expect(a.cells.filter((c) => c === 'O').length).toBe(6);
    expect(formatBoardText(grid, (p) => a.cells[p])).toBe('OOOO/O..O/..../X..X/XXXX');
  });
  it('accepts a slash at some boundaries only', () => {
    expect(parse('OOOOO..O/..../X..XXXXX O').side).toBe('O');
  });
  it.each([
    ['', /empty position/],
    ['OOOO/O..O/..../X..X/XXXX', /missing side/],
    ['OOOO/O..O/..../X..X/XXXX x', /unknown side/],
    ['OOOO/O..O/..../X..X/XXX X', /19 points; this game has 20/],
    ['OOOO/O..O/..../X..X/XXXXX X', /more than 20/],
    ['OOOO/O..o/..../X..X/XXXX X', /unknown character 'o'/],
    ['OOOO/O..O/..../X..X/XXDX X', /unknown character 'D'/],
    ['OO/OO/O..O/..../X..X/XXXX X', /not between two ranks/],
    ['OOOO//O..O/..../X..X/XXXX X', /not between two ranks/],
    ['/OOOO/O..O/..../X..X/XXXX X', /not between two ranks/],
    ['OOOO/O..O/..../X..X/XXXX/ X', /not between two ranks/],
    ['OOOO/O..O/..../X..X/XXXX X 3', /unexpected field/],
  ])('rejects %j', (text, message) => {
    expect(() => parse(text)).toThrow(message);
  });
  it('reads numeric extra fields and rejects missing or non-numeric ones', () => {
    const tiger = tigerGeometry();
    const start = './.T./...../.DDD./.DTD./.DDD./..... D 12';
    expect(parsePositionText(start, tiger, ['D', 'T'], ['dogs in hand']).extras).toEqual([12]);
    expect(() => parsePositionText(start.replace(' 12', ''), tiger, ['D', 'T'], ['dogs in hand'])).toThrow(/missing dogs in hand/);
    expect(() => parsePositionText(start.replace('12', 'x2'), tiger, ['D', 'T'], ['dogs in hand'])).toThrow(/not a number/);
    expect(() => parsePositionText(start.replace('12', '-1'), tiger, ['D', 'T'], ['dogs in hand'])).toThrow(/not a number/);
  });
});
