// The part of Phaser the game uses, as the module that `import … from 'phaser'` resolves to
// in the game's build (vite.config.ts, phaserFromSource). Phaser's sources are CommonJS, so
// a bundler cannot drop what a named import leaves unused: everything its entry requires
// is parsed, compiled and run at start-up. Phaser's stock entries carry every game object,
// tilemaps, curves, geometry, the loader's file types and more; this one requires only what
// the scenes use, and every module that registers a plugin or a factory they rely on
// (docs/benchmarks.md "Start-up", docs/architecture.md "Start-up"). A game object or scene plugin
// the code starts using must be added here: without it, `this.add.<name>` is undefined
// and the browser tests fail at once.
import { fileURLToPath } from 'node:url';

export const PHASER_SRC = fileURLToPath(new URL('../node_modules/phaser/src/', import.meta.url));

/**
 * Runs for its side effect only: registers a plugin or a game object factory. The order
 * matters: Phaser's modules require each other in cycles (the renderer's batch handlers),
 * which resolve only when the renderer and the game's core are required first, as Phaser's
 * own entries do.
 */
export const REGISTERS = [
  'polyfills/requestVideoFrame',
  'renderer/index',
  'core/index',
  // the scene plugins every scene boots (DefaultPlugins.CoreScene) ...
  'events/EventEmitter',
  'cameras/2d/CameraManager',
  'gameobjects/GameObjectCreator',
  'gameobjects/GameObjectFactory',
  'scene/ScenePlugin',
  'gameobjects/DisplayList',
  'gameobjects/UpdateList',
  // ... and the default ones the game asks for (src/main.ts: plugins.default)
  'time/Clock',
  'input/InputPlugin',
  'loader/LoaderPlugin',
  'tweens/TweenManager',
  // this.add.<object>
  'gameobjects/container/ContainerFactory',
  'gameobjects/image/ImageFactory',
  'gameobjects/text/TextFactory',
  'gameobjects/graphics/GraphicsFactory',
  'gameobjects/zone/ZoneFactory',
  'gameobjects/shape/rectangle/RectangleFactory',
  'gameobjects/shape/arc/ArcFactory',
];

/** The names the game imports from 'phaser', each from its module. */
export const NAMED: Readonly<Record<string, string>> = {
  Game: 'core/Game',
  Scene: 'scene/Scene',
  Scale: 'scale/index',
};

export const GAME_OBJECTS: Readonly<Record<string, string>> = {
  GameObject: 'gameobjects/GameObject',
  Container: 'gameobjects/container/Container',
  Image: 'gameobjects/image/Image',
  Text: 'gameobjects/text/Text',
  TextStyle: 'gameobjects/text/TextStyle',
  Graphics: 'gameobjects/graphics/Graphics',
  Zone: 'gameobjects/zone/Zone',
  Rectangle: 'gameobjects/shape/rectangle/Rectangle',
  Arc: 'gameobjects/shape/arc/Arc',
};

export const LOADER: Readonly<Record<string, string>> = {
  File: 'loader/File',
  LoaderPlugin: 'loader/LoaderPlugin',
};

/** The source of the lean entry module. */
export function phaserLeanEntry(): string {
  const path = (m: string) => JSON.stringify(`${PHASER_SRC}${m}.js`);
  const lines: string[] = REGISTERS.map((m) => `import ${path(m)};`);
  const named = (group: Readonly<Record<string, string>>, prefix: string) =>
    Object.entries(group).map(([name, m]) => {
      lines.push(`import ${prefix}${name} from ${path(m)};`);
      return `${name}: ${prefix}${name}`;
    });
  lines.push(`import CONST from ${path('const')};`);
  for (const [name, m] of Object.entries(NAMED)) lines.push(`import ${name} from ${path(m)};`);
  const objects = named(GAME_OBJECTS, 'GO_');
  const loader = named(LOADER, 'LD_');
  lines.push(
    `export { ${Object.keys(NAMED).join(', ')} };`,
    `export const GameObjects = { ${objects.join(', ')} };`,
    `export const Loader = { ${loader.join(', ')} };`,
    'export const CANVAS = CONST.CANVAS;',
    'export const WEBGL = CONST.WEBGL;',
    'export const AUTO = CONST.AUTO;',
    'export const VERSION = CONST.VERSION;',
  );
  return lines.join('\n') + '\n';
}
