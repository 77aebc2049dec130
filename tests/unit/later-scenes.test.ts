// The scenes after the menu come in later (src/boot/later-scenes.ts): a start of one that
// is not there yet fetches it, adds it and starts it with its data; a fetch that fails
// brings the menu back and is tried again next time. The Phaser side it relies on (a start
// goes through the manager's own start, queued with its data) is read from Phaser's source.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Game, Types } from 'phaser';
import { laterScenes } from '../../src/boot/later-scenes';

const phaserSource = (file: string) => readFileSync(new URL(`../../node_modules/phaser/src/${file}`, import.meta.url), 'utf8');

/** A scene manager with what laterScenes touches: scenes by key, add, start, and the queue a step runs. */
function fakeGame() {
  const scenes = new Map<string, unknown>([['menu', {}]]);
  const started: [string, unknown][] = [];
  const queued: [string, string, unknown][] = [];
  const manager = {
    getScene: (key: string) => scenes.get(key) ?? null,
    add: (key: string, scene: unknown) => void scenes.set(key, scene),
    start: (key: string, data?: unknown) => void started.push([key, data]),
    queueOp: (op: string, key: string, data?: unknown) => void queued.push([op, key, data]),
  };
  /** What a game step does with the queue (SceneManager.processQueue). */
  const step = () => {
    for (const [op, key, data] of queued.splice(0)) (manager as unknown as Record<string, (k: string, d: unknown) => void>)[op](key, data);
  };
  return { game: { scene: manager } as unknown as Game, scenes, started, step };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const SceneClass = class {} as unknown as Types.Scenes.SceneType;

describe('later scenes', () => {
  it('a start before the scene is there fetches it, adds it and starts it with its data', async () => {
    const { game, scenes, started, step } = fakeGame();
    let fetched = 0;
    laterScenes(game, { select: () => (fetched++, Promise.resolve(SceneClass)) });
    game.scene.start('select', { game: 'tiger' });
    expect(started).toEqual([]);
    await flush();
    step();
    expect(fetched).toBe(1);
    expect(scenes.get('select')).toBe(SceneClass);
    expect(started).toEqual([['select', { game: 'tiger' }]]);
    // once there, a start goes straight through
    game.scene.start('select', { game: 'othello' });
    expect(started.at(-1)).toEqual(['select', { game: 'othello' }]);
    expect(fetched).toBe(1);
  });

  it('a scene it does not know starts as before', () => {
    const { game, started } = fakeGame();
    laterScenes(game, {});
    game.scene.start('menu');
    expect(started).toEqual([['menu', undefined]]);
  });

  it('a chunk that cannot be fetched brings the menu back, and the next start tries again', async () => {
    const { game, started, step } = fakeGame();
    let tries = 0;
    laterScenes(game, { board: () => (++tries === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(SceneClass)) });
    game.scene.start('board');
    await flush();
    step();
    expect(started).toEqual([['menu', undefined]]);
    game.scene.start('board');
    await flush();
    step();
    expect(tries).toBe(2);
    expect(started.at(-1)).toEqual(['board', undefined]);
  });

  it('a chunk that cannot be fetched is told; the retry fetches again, leaves the menu and starts the scene with its data', async () => {
    const { game, started, step } = fakeGame();
    const stopped: string[] = [];
    (game.scene as unknown as { stop(key: string): void }).stop = (key) => void stopped.push(key);
    let tries = 0;
    const retries: (() => void)[] = [];
    laterScenes(game, { select: () => (++tries <= 2 ? Promise.reject(new Error('offline')) : Promise.resolve(SceneClass)) }, (retry) =>
      retries.push(retry),
    );
    game.scene.start('select', { game: 'tiger' });
    await flush();
    step();
    expect(started).toEqual([['menu', undefined]]);
    expect(retries).toHaveLength(1);
    // still offline: told again, nothing else happens
    retries[0]();
    await flush();
    step();
    expect(retries).toHaveLength(2);
    expect(started).toEqual([['menu', undefined]]);
    retries[1]();
    await flush();
    step();
    expect(tries).toBe(3);
    expect(stopped).toEqual(['menu']);
    expect(started.at(-1)).toEqual(['select', { game: 'tiger' }]);
  });

  it('adds every later scene in idle time', async () => {
    const { game, scenes } = fakeGame();
    await laterScenes(game, { select: () => Promise.resolve(SceneClass), board: () => Promise.resolve(SceneClass) }).addAllWhenIdle();
    expect([...scenes.keys()].sort()).toEqual(['board', 'menu', 'select']);
  });

  it("relies on Phaser: ScenePlugin.start queues the start with its data; a step runs the manager's own method", () => {
    expect(phaserSource('scene/ScenePlugin.js')).toContain("this.manager.queueOp('start', key, data);");
    expect(phaserSource('scene/SceneManager.js')).toContain('this[entry.op](entry.keyA, entry.keyB, entry.data);');
  });
});
