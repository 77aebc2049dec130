// Keys for one scene, straight from the page's keydown events, each handled once.
//
// Not through Phaser's keyboard plugin: its manager queues every key event of a frame and
// hands the whole queue to the plugins at each new event, skipping only a repeat of the
// event it handled last. Three events within one frame (Home up, then ArrowRight down and
// up, as a quick typist or a slow phone makes them) replay the ArrowRight down at its key
// up, and the review stepped two moves for one press (tests/browser/review.test.ts).
import type { Scene } from 'phaser';
import { inputBlocked, isEditable } from './input-guard';

/**
 * Calls `onKey` for each key pressed while `scene` runs, except in a text field of the page
 * (the share dialog's link) and while input is blocked (an ad break). Stops at the scene's
 * shutdown.
 */
export function onSceneKeys(scene: Scene, onKey: (e: KeyboardEvent) => void, win: Window = window): void {
  const listener = (e: KeyboardEvent): void => {
    if (!scene.sys.isActive() || isEditable(e.target) || inputBlocked()) return;
    onKey(e);
  };
  win.addEventListener('keydown', listener);
  const stop = () => win.removeEventListener('keydown', listener);
  scene.events.once('shutdown', stop);
  scene.events.once('destroy', stop);
}
