// Keyboard play: the arrow keys reach every point of every board, Enter acts on the cursor,
// Escape drops the selection, and the page never scrolls from the game's keys.
import { describe, expect, it } from 'vitest';
import { alquerqueGeometry, gridGeometry, tigerGeometry, type Geometry } from '../../src/engine/geometry';
import { centrePoint, createBoardKeyboard, stepPoint, type ArrowDirection } from '../../src/ui/board-keyboard';
import { isScrollKey } from '../../src/ui/input-guard';

const geometries: [string, Geometry][] = [
  ['othello 8x8', gridGeometry(8, 8, 'cells', true)],
  ['cannon 5x4', gridGeometry(5, 4, 'points', false)],
  ['alquerque', alquerqueGeometry()],
  ['tiger', tigerGeometry()],
];

const at = (g: Geometry, name: string) => g.indexOf(name);
const nameOf = (g: Geometry, i: number) => g.points[i].name;

describe('stepPoint', () => {
  it('moves one step on a grid and stops at the edge', () => {
    const g = gridGeometry(8, 8, 'cells', true);
    expect(nameOf(g, stepPoint(g, at(g, 'd4'), 'up'))).toBe('d3');
    expect(nameOf(g, stepPoint(g, at(g, 'd4'), 'down'))).toBe('d5');
    expect(nameOf(g, stepPoint(g, at(g, 'd4'), 'left'))).toBe('c4');
    expect(nameOf(g, stepPoint(g, at(g, 'd4'), 'right'))).toBe('e4');
    expect(stepPoint(g, at(g, 'a1'), 'up')).toBe(at(g, 'a1'));
    expect(stepPoint(g, at(g, 'a1'), 'left')).toBe(at(g, 'a1'));
  });

  it('climbs onto the tiger mountain', () => {
    const g = tigerGeometry();
    expect(nameOf(g, stepPoint(g, at(g, 'c3'), 'up'))).toBe('c2');
    expect(nameOf(g, stepPoint(g, at(g, 'c2'), 'up'))).toBe('c1');
    expect(nameOf(g, stepPoint(g, at(g, 'a3'), 'up'))).toBe('b2');
    expect(nameOf(g, stepPoint(g, at(g, 'c1'), 'down'))).toBe('c2');
    expect(nameOf(g, stepPoint(g, at(g, 'b2'), 'right'))).toBe('c2');
    expect(nameOf(g, stepPoint(g, at(g, 'c1'), 'left'))).toBe('b2');
  });

  it.each(geometries)('reaches every point of %s from the centre', (_n, g) => {
    const dirs: ArrowDirection[] = ['up', 'down', 'left', 'right'];
    const seen = new Set([centrePoint(g)]);
    const queue = [centrePoint(g)];
    while (queue.length) {
      const p = queue.shift() as number;
      for (const d of dirs) {
        const q = stepPoint(g, p, d);
        if (!seen.has(q)) {
          seen.add(q);
          queue.push(q);
        }
      }
    }
    expect(seen.size).toBe(g.points.length);
  });
});

class FakeKey extends Event {
  constructor(
    readonly key: string,
    readonly code = '',
    readonly repeat = false,
  ) {
    super('keydown', { cancelable: true });
  }
  readonly altKey = false;
  readonly ctrlKey = false;
  readonly metaKey = false;
}

describe('createBoardKeyboard', () => {
  it('shows the cursor on the first key, moves it, activates and cancels', () => {
    const g = gridGeometry(8, 8, 'cells', true);
    const target = new EventTarget() as unknown as Window;
    const log: string[] = [];
    const kb = createBoardKeyboard({
      geometry: g,
      target,
      activate: (p) => log.push(`activate ${nameOf(g, p)}`),
      cancel: () => log.push('cancel'),
      startPoint: () => at(g, 'c4'),
      onCursor: (p) => log.push(`cursor ${p === null ? '-' : nameOf(g, p)}`),
    });
    const press = (key: string, code = '') => {
      const e = new FakeKey(key, code);
      target.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(kb.cursor).toBeNull();
    expect(press('ArrowRight')).toBe(true);
    expect(press('ArrowRight')).toBe(true);
    expect(press('ArrowDown')).toBe(true);
    expect(press('Enter')).toBe(true);
    expect(press(' ', 'Space')).toBe(true);
    press('Escape');
    expect(press('a')).toBe(false);
    kb.hide();
    expect(log).toEqual(['cursor c4', 'cursor d4', 'cursor d5', 'activate d5', 'activate d5', 'cancel', 'cursor -']);
    kb.detach();
    press('ArrowLeft');
    expect(log.length).toBe(7);
  });

  it('does nothing while disabled, but still keeps the page from scrolling', () => {
    const g = alquerqueGeometry();
    const target = new EventTarget() as unknown as Window;
    const log: string[] = [];
    createBoardKeyboard({ geometry: g, target, enabled: () => false, activate: () => log.push('a'), cancel: () => log.push('c') });
    const e = new FakeKey('ArrowUp');
    target.dispatchEvent(e);
    target.dispatchEvent(new FakeKey('Enter'));
    expect(e.defaultPrevented).toBe(true);
    expect(log).toEqual([]);
  });

  it('knows the keys that scroll a page', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', ' ', 'PageDown', 'End']) {
      expect(isScrollKey({ key, code: '' })).toBe(true);
    }
    expect(isScrollKey({ key: 'Enter', code: 'Enter' })).toBe(false);
    expect(isScrollKey({ key: 'x', code: 'KeyX' })).toBe(false);
  });
});
