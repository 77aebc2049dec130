// Keyboard focus over the buttons: Tab follows reading order, arrows the nearest button.
import { describe, expect, it } from 'vitest';
import { nearestInDirection, readingOrder, type Box } from '../../src/ui/spatial';

const box = (id: string, x: number, y: number, width = 100, height = 50): Box => ({ id, x, y, width, height });

describe('readingOrder', () => {
  it('reads rows from the top, left to right, tolerating small offsets', () => {
    const boxes = [box('c', 300, 12), box('a', 10, 10), box('b', 150, 8), box('e', 150, 200, 100, 300), box('d', 10, 100)];
    expect(readingOrder(boxes).map((b) => b.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('nearestInDirection', () => {
  // a b c
  // d   e
  const grid = [box('a', 0, 0), box('b', 200, 0), box('c', 400, 0), box('d', 0, 200), box('e', 400, 200)];
  const at = (id: string) => grid.find((b) => b.id === id) as Box;
  it('moves to the neighbour in each direction', () => {
    expect(nearestInDirection(grid, at('a'), 'right')?.id).toBe('b');
    expect(nearestInDirection(grid, at('a'), 'down')?.id).toBe('d');
    expect(nearestInDirection(grid, at('e'), 'up')?.id).toBe('c');
    expect(nearestInDirection(grid, at('d'), 'right')?.id).toBe('e');
    expect(nearestInDirection(grid, at('b'), 'down')?.id).toBe('d');
  });
  it('finds nothing past the edge', () => {
    expect(nearestInDirection(grid, at('a'), 'left')).toBeNull();
    expect(nearestInDirection(grid, at('a'), 'up')).toBeNull();
  });
});
