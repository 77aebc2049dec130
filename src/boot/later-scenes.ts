// The scenes after the first screen are off the critical path (docs/architecture.md
// "Start-up"): each comes in its own chunk through a dynamic import, and is added to the
// game in idle time once the first screen has been drawn, one scene per idle slice. A scene
// started before it is there (a quick click, a resumed game, ?game=) is fetched and added
// first; its start follows at the next step, as a queued start would. A chunk that cannot
// be fetched (the network went away) brings the menu back and is told (`onFailure`, a
// message with a button to try again: the retry fetches again and starts what was asked).
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
  new Promise((resolve) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 100 }) : setTimeout(resolve, 16),
  );

/** Told when a scene asked for could not be fetched; `retry` fetches it again and starts it. */
export type LoadFailure = (retry: () => void) => void;

export function laterScenes(
  game: Game,
  loaders: Readonly<Record<string, SceneLoader>>,
  onFailure: LoadFailure = () => undefined,
): LaterScenes {
  const manager = game.scene;
  // (queueOp: how ScenePlugin.start hands a start to the manager, its data in the second
  // key's place; not in Phaser's typings)
  const queue = (key: string, data?: object): void =>
    (manager as unknown as { queueOp(op: string, key: string, data?: object): void }).queueOp('start', key, data);
  const jobs = new Map<string, Promise<void>>();
  const ensure = (key: string): Promise<void> => {
    let job = jobs.get(key);
    if (!job) {
      const load = loaders[key];
      job =
        manager.getScene(key) || !load
          ? Promise.resolve()
          : load().then((scene) => void (manager.getScene(key) ?? manager.add(key, scene, false)));
      job.catch(() => jobs.delete(key));
      jobs.set(key, job);
    }
    return job;
  };
  // A retry starts from the menu the failure brought back (it stops it, as ScenePlugin.start
  // stops the scene that asks); failing again, it is told again.
  const retry = (key: string, data?: object): void =>
    void ensure(key).then(
      () => {
        (manager as unknown as { queueOp(op: string, key: string): void }).queueOp('stop', 'menu');
        queue(key, data);
      },
      () => onFailure(() => retry(key, data)),
    );
  // Every start goes through the manager's start (ScenePlugin.start queues it there).
  const start = manager.start.bind(manager);
  manager.start = (key: string, data?: object) => {
    if (manager.getScene(key) || !(key in loaders)) return start(key, data);
    void ensure(key).then(
      () => queue(key, data),
      () => {
        queue('menu');
        onFailure(() => retry(key, data));
      },
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
