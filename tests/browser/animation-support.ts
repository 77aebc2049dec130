// Helpers of the browser tests that watch animations (animation.test.ts,
// thinking-and-settings.test.ts): a friends' game opened on Playwright's fake clock, lines of
// moves played through real clicks, a move filmed frame by frame at fixed page-time steps,
// strips of frames saved to test-output/strips/, and the page's requestAnimationFrame rate.
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  boardState,
  clickControl,
  clickMove,
  leaveBoard,
  openGame,
  pointAt,
  pressStart,
  resetStorage,
  sceneKey,
  untilDrawn,
  waitForScene,
  type BoardState,
  type Session,
} from './harness';

const STRIPS = 'test-output/strips';

export type Hook = { board(): BoardState | null };

/** Counts requestAnimationFrame callbacks in the page for `ms`; notes whether PAPA was thinking at the start. */
export async function rafRate(
  page: Page,
  ms: number,
): Promise<{ perSec: number; n: number; ms: number; maxGap: number; thinking: boolean }> {
  return page.evaluate(
    (span) =>
      new Promise<{ perSec: number; n: number; ms: number; maxGap: number; thinking: boolean }>((resolve) => {
        const t0 = performance.now();
        const x = (window as unknown as { __panda: Hook }).__panda.board();
        const thinking = !!x?.busy && x.turn === 'O';
        let n = 0;
        let last = t0;
        let maxGap = 0;
        const step = (t: number) => {
          n++;
          maxGap = Math.max(maxGap, t - last);
          last = t;
          const el = performance.now() - t0;
          if (el < span) requestAnimationFrame(step);
          else resolve({ perSec: (n * 1000) / el, n, ms: el, maxGap, thinking });
        };
        requestAnimationFrame(step);
      }),
    ms,
  );
}

export async function waitIdle(page: Page, timeoutMs = 10_000): Promise<BoardState> {
  const h = await page.waitForFunction(
    () => {
      const b = (window as unknown as { __panda: Hook }).__panda.board();
      return b && !b.busy ? b : null;
    },
    null,
    { timeout: timeoutMs, polling: 20 },
  );
  return (await h.jsonValue()) as BoardState;
}

/** Pages whose clock is Playwright's fake one (installed once per page). */
const clockInstalled = new WeakSet<Page>();

/** Opens `game` between two friends (no fast=1: real animation times). */
export async function openFriends(s: Session, game: string): Promise<void> {
  const page = s.page;
  const scene = page.url().startsWith(s.baseUrl) ? await sceneKey(page) : '';
  if (scene === 'board' || scene === 'result') {
    if (scene === 'board') await leaveBoard(page);
    else await clickControl(page, 'result.menu');
    await waitForScene(page, 'menu');
  } else {
    await resetStorage(s);
    await openGame(s, { lang: 'en', mute: '1' });
    // the frames are taken on a paused clock, installed only once the later scenes and
    // pictures, which come in the background after the menu, are in on the real one
    await page.waitForFunction(() => performance.getEntriesByName('background-ready').length > 0, null, { timeout: 60_000 });
    if (!clockInstalled.has(page)) {
      clockInstalled.add(page);
      await page.clock.install();
    }
  }
  await clickControl(page, `menu.game.${game}`);
  await waitForScene(page, 'select');
  await clickControl(page, 'select.opponent.human');
  await pressStart(page);
  await waitForScene(page, 'board');
  await waitIdle(page);
}

/** Plays `moves` (each must be legal when its turn comes), waiting for each to finish. */
export async function playLine(page: Page, moves: string[]): Promise<void> {
  for (const mv of moves) {
    const b = await waitIdle(page);
    expect(b.legalMoves, `${mv} legal in ${b.position}`).toContain(mv);
    await clickMove(page, mv);
    await page.waitForFunction((n) => (window as unknown as { __panda: Hook }).__panda.board()!.history.length > n, b.history.length);
  }
  await waitIdle(page);
}

/** The board's square on screen (CSS pixels), from two opposite points. */
export async function boardClip(page: Page, a: string, b: string): Promise<{ x: number; y: number; width: number; height: number }> {
  const p = await pointAt(page, a);
  const q = await pointAt(page, b);
  const x0 = Math.min(p.x, q.x);
  const x1 = Math.max(p.x, q.x);
  const y0 = Math.min(p.y, q.y);
  const y1 = Math.max(p.y, q.y);
  const m = Math.max(50, (x1 - x0) / 6);
  const vp = page.viewportSize() ?? { width: 1280, height: 720 };
  const x = Math.max(0, x0 - m);
  const y = Math.max(0, y0 - m);
  return { x, y, width: Math.min(vp.width - x, x1 - x0 + 2 * m), height: Math.min(vp.height - y, y1 - y0 + 2 * m) };
}

/** Page time between two frames of a strip. */
const STEP_MS = 50;

/**
 * Clicks the move's points, the last one on a paused clock, then steps the page's clock
 * STEP_MS at a time with a screenshot of `clip` after each step until the board is idle (at
 * most `max` frames). Returns the frames and the busy time in page time.
 */
export async function captureMove(
  page: Page,
  move: string,
  clip: { x: number; y: number; width: number; height: number },
  max = 40,
): Promise<{ frames: Buffer[]; busyMs: number }> {
  const points = move.split('-');
  for (const pt of points.slice(0, -1)) {
    const p = await pointAt(page, pt);
    await page.mouse.click(p.x, p.y);
  }
  const last = await pointAt(page, points[points.length - 1]);
  const before = (await boardState(page))!.history.length;
  // the piece taken up is drawn before the clock stops
  await untilDrawn(page);
  const wall = Date.now();
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 500);
  const frames: Buffer[] = [await page.screenshot({ clip })];
  await page.mouse.click(last.x, last.y);
  let busyMs = -1;
  try {
    for (let i = 1; frames.length < max; i++) {
      await page.clock.fastForward(STEP_MS);
      frames.push(await page.screenshot({ clip }));
      const b = (await boardState(page))!;
      if (b.history.length > before && !b.busy) {
        busyMs = i * STEP_MS;
        break;
      }
    }
  } finally {
    await page.clock.resume();
  }
  await waitIdle(page);
  console.log(`${move}: ${frames.length} frames, busy ${busyMs} ms of page time, captured in ${Date.now() - wall} ms`);
  return { frames, busyMs };
}

/** Stitches frames side by side into one PNG (a page of <img> tags, screenshotted). */
export async function saveStrip(s: Session, name: string, frames: Buffer[]): Promise<void> {
  mkdirSync(`${STRIPS}/${name}`, { recursive: true });
  frames.forEach((f, i) => writeFileSync(`${STRIPS}/${name}/${String(i).padStart(2, '0')}.png`, f));
  const w = 170;
  const imgs = frames
    .map((f, i) => `<figure><img src="data:image/png;base64,${f.toString('base64')}" width="${w}"><figcaption>${i}</figcaption></figure>`)
    .join('');
  const page = await s.context.newPage();
  await page.setViewportSize({ width: Math.min(4000, frames.length * (w + 6) + 10), height: 400 });
  await page.setContent(
    `<html><body style="margin:4px;background:#222;display:flex;gap:6px;align-items:flex-start">
      <style>figure{margin:0;color:#ddd;font:12px sans-serif;text-align:center}</style>${imgs}</body></html>`,
  );
  await page.screenshot({ path: `${STRIPS}/${name}.png`, fullPage: true });
  await page.close();
}

export function distinct(frames: Buffer[]): number {
  return new Set(frames.map((f) => f.toString('base64'))).size;
}
