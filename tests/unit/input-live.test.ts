// When a new control starts taking clicks (src/ui/input-live.ts): Phaser's input plugin
// hit-tests only its `_list`, which takes in newly interactive objects at its pre-update,
// at the start of the next frame. The test hook reports a control as enabled only from then
// on. These checks read Phaser's own source, so an upgrade that changes this fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameObjects } from 'phaser';
import { takesInput } from '../../src/ui/input-live';

const inputPlugin = readFileSync(new URL('../../node_modules/phaser/src/input/InputPlugin.js', import.meta.url), 'utf8');

describe('a control takes clicks once the input plugin has taken it in', () => {
  it('Phaser queues a new interactive object and moves it into the hit-tested list at pre-update', () => {
    expect(inputPlugin).toMatch(/this\._pendingInsertion\.push\(/);
    expect(inputPlugin).toContain('this._list = current.concat(insertList.splice(0));');
    expect(inputPlugin).toMatch(/this\.manager\.hitTest\(pointer, this\._list, camera\)/);
  });

  it('is false while the object waits in the queue, true once listed', () => {
    const list: unknown[] = [];
    const obj = { scene: { input: { _list: list } } } as unknown as GameObjects.GameObject;
    expect(takesInput(obj)).toBe(false);
    list.push(obj);
    expect(takesInput(obj)).toBe(true);
  });

  it('is true where there is no input plugin to ask (nothing to wait for)', () => {
    expect(takesInput({ scene: undefined } as unknown as GameObjects.GameObject)).toBe(true);
  });
});
