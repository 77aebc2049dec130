// Render on demand: a board game sits still most of the time, so the game draws a frame
// only when something may have changed (a tween runs, the pointer or keyboard acts, a
// text, marker or scene changed, the size changed) and otherwise at a slow safety-net
// rate. Saves battery on phones and keeps software-rendered browsers (headless CI)
// responsive. Updates (tweens, timers, input) still run every frame.
//
// Public Phaser API only: the loop's per-frame callback (`game.loop.callback`) runs either
// `game.step` (update and draw) or `game.headlessStep` (the same update, the render events,
// no drawing; the canvas keeps showing the last frame). tests/unit/render-on-demand.test.ts
// checks the Phaser source for what this relies on, so an upgrade that changes it fails
// loudly.
import type { Game } from 'phaser';

// Phaser.Core.Events.POST_STEP, by name: no Phaser code is loaded here.
const POST_STEP = 'poststep';
/** Even when nothing seems to change, draw at least this often (ms). */
export const SAFETY_MS = 1000;

let dirtyUntil = 0;
let lastDraw = -Infinity;
/** When something was last marked as changed. */
let lastMarked = -Infinity;

/** Something visible changed: draw the frames of the next `ms`. */
export function markDirty(ms = 120): void {
  const now = performance.now();
  lastMarked = now;
  const until = now + ms;
  if (until > dirtyUntil) dirtyUntil = until;
}

/**
 * Whether the canvas shows every change marked so far: a frame was drawn after the last
 * mark and no frame is due for one (the test hook's `drawn`, which the visual suite waits
 * for: under load a frame can come after its window and wait for the safety net).
 */
export function drawnUpToDate(now: number = performance.now()): boolean {
  return lastDraw > lastMarked && now >= dirtyUntil;
}

/**
 * Whether the frame at `now` must be drawn: something is marked dirty, something moves,
 * or the safety net is due. Records the draw when it says yes.
 */
export function drawDue(now: number, moving: () => boolean): boolean {
  if (now >= dirtyUntil && now - lastDraw < SAFETY_MS && !moving()) return false;
  lastDraw = now;
  return true;
}

/** A tween runs in an active scene (the boot scene draws nothing: the page's splash covers it). */
function anyMotion(game: Game): boolean {
  return game.scene.getScenes(true).some((s) => s.tweens.getTweens().length > 0);
}

export function installRenderOnDemand(game: Game): void {
  // The loop receives its callback when the game starts (after 'ready'), so take it over
  // from the first step on. Without a renderer Phaser already steps headless.
  game.events.once(POST_STEP, () => {
    if (!game.renderer) return;
    game.loop.callback = (time: number, delta: number) => {
      if (drawDue(performance.now(), () => anyMotion(game))) game.step(time, delta);
      else game.headlessStep(time, delta);
    };
  });
  const poke = () => markDirty(60);
  for (const type of ['pointerdown', 'pointerup', 'keydown']) {
    window.addEventListener(type, poke, { passive: true, capture: true });
  }
  window.addEventListener('resize', () => markDirty(600));
  game.scale.on('resize', () => markDirty(600));
  markDirty(1000);
}
