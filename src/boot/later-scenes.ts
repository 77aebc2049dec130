// The scenes after the first screen are off the critical path (docs/architecture.md
// "Start-up"): each comes in its own chunk through a dynamic import, and is added to the
// game in idle time once the first screen has been drawn, one scene per idle slice. A scene
// started before it is there (a quick click, a resumed game, ?game=) is fetched and added
// first; its start follows at the next step, as a queued start would. A chunk that cannot
// be fetched (the network went away) brings the menu back, and the next try fetches again.
import type { Game, Types } from 'phaser';

/** A scene's class, from its chunk. */
export type SceneLoader = () => Promise<Types.Scenes.SceneType>;

export interface LaterScenes {
  /** Fetches and adds every later scene, one per idle slice; resolves when all are there. */
  addAllWhenIdle(): Promise<void>;
  /** Fetches and adds one (at once); resolves when it is there. */
  ensure(key: string): Promise<void>;
}

const idle = (): Promise<void> =>
  new Promise((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 100 }) : setTimeout(resolve, 16)));

export function laterScenes(game: Game, loaders: Readonly<Record<string, SceneLoader>>): LaterScenes {
  const manager = game.scene;
  // (queueOp: how ScenePlugin.start hands a start to the manager, its data in the second
  // key's place; not in Phaser's typings)
  const queue = (key: string, data?: object): void => (manager as unknown as { queueOp(op: string, key: string, data?: object): void }).queueOp('start', key, data);
  const jobs = new Map<string, Promise<void>>();
  const ensure = (key: string): Promise<void> => {
    let job = jobs.get(key);
    if (!job) {
      const load = loaders[key];
      job = manager.getScene(key) || !load ? Promise.resolve() : load().then((scene) => void (manager.getScene(key) ?? manager.add(key, scene, false)));
      job.catch(() => jobs.delete(key));
      jobs.set(key, job);
    }
    return job;
  };
  // Every start goes through the manager's start (ScenePlugin.start queues it there).
  const start = manager.start.bind(manager);
  manager.start = (key: string, data?: object) => {
    if (manager.getScene(key) || !(key in loaders)) return start(key, data);
    void ensure(key).then(
      () => queue(key, data),
      () => queue('menu'),
    );
    return manager;
  };
  return {
    ensure,
    async addAllWhenIdle() {
      for (const key of Object.keys(loaders)) {
        await idle();
        await ensure(key).catch(() => undefined);
      }
    },
  };
}
