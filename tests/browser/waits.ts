// Waiting on the page without a fixed sleep (docs/testing.md, "Waiting"): until the screen
// shows every change, until a condition only Node can judge holds, or for the next frames.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Frame, Page } from 'playwright-core';

/**
 * Waits until the screen shows every change: each one marked has been drawn and no tween
 * runs but an endless one (`__panda.drawn()`). The moment to read pixels or take a picture.
 */
export async function untilDrawn(page: Page | Frame, timeoutMs = 15_000): Promise<void> {
  await page
    .waitForFunction(() => (window as unknown as { __panda?: { drawn(): boolean } }).__panda?.drawn() === true, null, {
      timeout: timeoutMs,
      polling: 30,
    })
    .catch(() => {
      throw new Error(`the screen never stood still: a change stayed undrawn or a tween ran for ${timeoutMs / 1000} s (see __panda.drawn)`);
    });
}

/**
 * Reads `probe` until `ok` holds for what it gives, and returns that: for a condition only
 * Node can judge (a predicate that cannot be sent into the page). One the page can judge
 * itself waits there, with page.waitForFunction.
 */
export async function waitFor<T>(probe: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 15_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await probe();
  while (!ok(last)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(last)}`);
    await sleep(30);
    last = await probe();
  }
  return last;
}

/** Waits for the page's next two animation frames: whatever a frame does after an event has been done. */
export async function nextFrames(page: Page | Frame): Promise<void> {
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}
