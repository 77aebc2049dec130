// Whether Phaser hit-tests an interactive object yet. An object made interactive during a
// frame joins its scene's input list only at the start of the next frame (the input
// plugin's pre-update), although it is drawn at once; a click in between misses it. The
// test hook reports a control as enabled, and a board as ready for a click, only from then
// on, so that a test clicks what a player could click (docs/architecture.md "Browser contract").
import type { GameObjects } from 'phaser';

interface InputListHolder {
  /** Phaser's input plugin: the objects it hit-tests this frame. */
  _list?: readonly unknown[];
}

export function takesInput(obj: GameObjects.GameObject): boolean {
  const plugin = obj.scene?.input as unknown as InputListHolder | undefined;
  if (!plugin || !Array.isArray(plugin._list)) return true;
  return plugin._list.includes(obj);
}
