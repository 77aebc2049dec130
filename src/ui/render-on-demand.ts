// Render on demand: a board game sits still most of the time, so the game draws a frame
// only when something may have changed (a tween runs, the pointer or keyboard acts, a
// text, marker or scene changed, the size changed) and otherwise at a slow safety-net
// rate. Saves battery on phones and keeps software-rendered browsers (headless CI)
// responsive. Updates (tweens, timers, input) still run every frame.
import type { Game } from 'phaser';

// Phaser's core step events (Phaser.Core.Events), by name: no Phaser code is loaded here.
const EV = { PRE_STEP: 'prestep', STEP: 'step', POST_STEP: 'poststep', PRE_RENDER: 'prerender', POST_RENDER: 'postrender' } as const;

let dirtyUntil = 0;
let lastRender = 0;
/** Even when nothing seems to change, draw at least this often (ms). */
const SAFETY_MS = 1000;

/** Something visible changed: draw the next frames. */
export function markDirty(ms = 120): void {
  const until = performance.now() + ms;
  if (until > dirtyUntil) dirtyUntil = until;
}

export function installRenderOnDemand(game: Game): void {
  const g = game as unknown as {
    step(time: number, delta: number): void;
    pendingDestroy: boolean;
    isPaused: boolean;
  };
  const fullStep = g.step.bind(game);
  const anyTweens = (): boolean =>
    game.scene.getScenes(true).some((s) => s.tweens.getTweens().length > 0);
  g.step = (time: number, delta: number) => {
    if (g.pendingDestroy || g.isPaused) {
      fullStep(time, delta);
      return;
    }
    const events = game.events;
    events.emit(EV.PRE_STEP, time, delta);
    events.emit(EV.STEP, time, delta);
    game.scene.update(time, delta);
    events.emit(EV.POST_STEP, time, delta);
    const now = performance.now();
    // Nothing changed: skip drawing; the canvas keeps showing the last frame.
    if (now >= dirtyUntil && now - lastRender < SAFETY_MS && !anyTweens()) return;
    lastRender = now;
    const renderer = game.renderer;
    renderer.preRender();
    events.emit(EV.PRE_RENDER, renderer, time, delta);
    game.scene.render(renderer);
    renderer.postRender();
    events.emit(EV.POST_RENDER, renderer, time, delta);
  };
  const poke = () => markDirty(60);
  for (const type of ['pointerdown', 'pointerup', 'keydown']) {
    window.addEventListener(type, poke, { passive: true, capture: true });
  }
  window.addEventListener('resize', () => markDirty(600));
  game.scale.on('resize', () => markDirty(600));
  markDirty(1000);
}
