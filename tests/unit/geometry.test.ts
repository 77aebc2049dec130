import { describe, expect, it } from 'vitest';
import { alquerqueGeometry, DIRECTIONS, gridGeometry, opposite, tigerGeometry, type Geometry } from '../../src/engine/geometry';

const names = (g: Geometry, pairs: readonly (readonly [number, number])[]) =>
  pairs.map(([a, b]) => `${g.points[a].name}-${g.points[b].name}`).sort();

/** Follows a line from `start` in direction `dir` until it ends. */
function line(g: Geometry, start: string, dir: number): string[] {
  const out = [start];
  let p = g.indexOf(start);
  for (;;) {
    p = g.neighbor[p * 8 + dir];
    if (p < 0) return out;
    out.push(g.points[p].name);
  }
}
const dir = (df: number, dr: number) => DIRECTIONS.findIndex(([f, r]) => f === df && r === dr);

describe('square grids', () => {
  it('Othello: 64 cells, every neighbour in 8 directions', () => {
    const g = gridGeometry(8, 8, 'cells', true);
    expect(g.points.length).toBe(64);
    expect(g.points[0].name).toBe('a1');
    expect(g.points[63].name).toBe('h8');
    // 2 * 7 * 8 orthogonal + 2 * 7 * 7 diagonal
    expect(g.links.length).toBe(112 + 98);
  });
  it('Pairing 5x5 and Cannon 4x5: orthogonal neighbours only', () => {
    const pairing = gridGeometry(5, 5, 'points', false);
    expect(pairing.links.length).toBe(40);
    const cannon = gridGeometry(4, 5, 'points', false);
    expect(cannon.points.length).toBe(20);
    expect(cannon.links.length).toBe(3 * 5 + 4 * 4);
    expect(cannon.rankRows.map((r) => r.length)).toEqual([4, 4, 4, 4, 4]);
  });
});

describe('Alquerque board', () => {
  const g = alquerqueGeometry();
  it('has the four 米 squares: diagonals only through points with file + rank even', () => {
    expect(g.links.length).toBe(40 + 16);
    expect(g.neighbor[g.indexOf('a1') * 8 + dir(1, 1)]).toBe(g.indexOf('b2'));
    expect(g.neighbor[g.indexOf('b1') * 8 + dir(1, 1)]).toBe(-1);
    expect(g.neighbor[g.indexOf('b1') * 8 + dir(-1, 1)]).toBe(-1);
  });
  it('the diagonal of docs/rules.md §6: a5 b4 c3 d2 e1', () => {
    expect(line(g, 'a5', dir(1, -1))).toEqual(['a5', 'b4', 'c3', 'd2', 'e1']);
  });
});

describe('Pingluo tiger board', () => {
  const g = tigerGeometry();
  it('has 29 points in notation order, the mountain first', () => {
    expect(g.points.length).toBe(29);
    expect(g.points.slice(0, 5).map((p) => p.name)).toEqual(['c1', 'b2', 'c2', 'd2', 'a3']);
    expect(g.rankRows.map((r) => r.length)).toEqual([1, 3, 5, 5, 5, 5, 5]);
  });
  it('has exactly the eight mountain lines of docs/rules.md §5', () => {
    const mountain = g.links.filter(([a, b]) => g.points[a].rank < 2 || g.points[b].rank < 2);
    expect(names(g, mountain)).toEqual(['b2-c2', 'b2-c3', 'c1-b2', 'c1-c2', 'c1-d2', 'c2-c3', 'c2-d2', 'd2-c3'].sort());
  });
  it('straight lines through the mountain are those docs/rules.md §5 lists', () => {
    expect(line(g, 'c1', dir(0, 1))).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7']);
    expect(line(g, 'b2', dir(1, 0))).toEqual(['b2', 'c2', 'd2']);
    expect(line(g, 'b2', dir(1, 1))).toEqual(['b2', 'c3', 'd4', 'e5']);
    expect(line(g, 'd2', dir(-1, 1))).toEqual(['d2', 'c3', 'b4', 'a5']);
    // c1-b2 does not continue to a3
    expect(line(g, 'c1', dir(-1, 1))).toEqual(['c1', 'b2']);
    expect(line(g, 'c1', dir(1, 1))).toEqual(['c1', 'd2']);
  });
  it('every link is symmetric', () => {
    for (let p = 0; p < g.points.length; p++) {
      for (let d = 0; d < 8; d++) {
        const q = g.neighbor[p * 8 + d];
        if (q >= 0) expect(g.neighbor[q * 8 + opposite(d)]).toBe(p);
      }
    }
  });
});
