// Animations, seen frame by frame (no fast=1): a capture (Pairing), an Othello flip
// sequence and the tiger's leap, each driven by real clicks between two friends (so every
// move is ours and the play is deterministic). The page runs on Playwright's fake clock:
// once the last click is in, time stands still and is stepped 50 ms at a time with a
// screenshot after each step, so the strips (test-output/strips/) show real animation
// times however slow a screenshot is. The frames must differ (the animation really
// moves) and `busy` must fall back to false.
// Then: while PAPA thinks (1 s budget) the page keeps animating: requestAnimationFrame keeps
// its rate, and the thinking panda visibly sways (the game renders on demand, so a still
// screen would mean nothing is drawn).
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  boardState,
  clickControl,
  leaveBoard,
  clickMove,
  controls,
  hasBrowser,
  launch,
  openGame,
  pointAt,
  resetStorage,
  sceneKey,
  screenshot,
  waitForScene,
  waitForTurn,
  type BoardState,
  type Session,
} from './harness';

const STRIPS = 'test-output/strips';

type Hook = { board(): BoardState | null };

/** Counts requestAnimationFrame callbacks in the page for `ms`; notes whether PAPA was thinking at the start. */
async function rafRate(page: Page, ms: number): Promise<{ perSec: number; n: number; ms: number; maxGap: number; thinking: boolean }> {
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

async function waitIdle(page: Page, timeoutMs = 10_000): Promise<BoardState> {
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

/** Opens `game` between two friends (no fast=1: real animation times). */
const clockInstalled = new WeakSet<Page>();

async function openFriends(s: Session, game: string): Promise<void> {
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
  await clickControl(page, 'select.start');
  await waitForScene(page, 'board');
  await waitIdle(page);
}

/** Plays `moves` (each must be legal when its turn comes), waiting for each to finish. */
async function playLine(page: Page, moves: string[]): Promise<void> {
  for (const mv of moves) {
    const b = await waitIdle(page);
    expect(b.legalMoves, `${mv} legal in ${b.position}`).toContain(mv);
    await clickMove(page, mv);
    await page.waitForFunction((n) => (window as unknown as { __panda: Hook }).__panda.board()!.history.length > n, b.history.length);
  }
  await waitIdle(page);
}

/** The board's square on screen (CSS pixels), from two opposite points. */
async function boardClip(page: Page, a: string, b: string): Promise<{ x: number; y: number; width: number; height: number }> {
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

/**
 * Clicks the last move's points and screenshots `clip` as fast as it can while the board is
 * busy (at most `max` frames), then once more when it is idle. Returns the frames and the
 * busy time.
 */
const STEP_MS = 50;

async function captureMove(page: Page, move: string, clip: { x: number; y: number; width: number; height: number }, max = 40): Promise<{ frames: Buffer[]; busyMs: number }> {
  const points = move.split('-');
  for (const pt of points.slice(0, -1)) {
    const p = await pointAt(page, pt);
    await page.mouse.click(p.x, p.y);
  }
  const last = await pointAt(page, points[points.length - 1]);
  const before = (await boardState(page))!.history.length;
  await page.waitForTimeout(100);
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
async function saveStrip(s: Session, name: string, frames: Buffer[]): Promise<void> {
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

function distinct(frames: Buffer[]): number {
  return new Set(frames.map((f) => f.toString('base64'))).size;
}

describe.skipIf(!hasBrowser)('animations frame by frame', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch();
  });
  afterAll(async () => {
    expect(s?.errors ?? []).toEqual([]);
    await s?.close();
  });

  it('a Pairing capture: the stone travels, the captured one bursts and fades', async () => {
    const page = s.page;
    await openFriends(s, 'pairing');
    await playLine(page, ['a4-a3']);
    const clip = await boardClip(page, 'a1', 'e5');
    const { frames, busyMs } = await captureMove(page, 'a2-a3', clip);
    await saveStrip(s, 'capture-pairing', frames);
    const b = await boardState(page);
    expect(b!.busy).toBe(false);
    expect(b!.history).toEqual(['a4-a3', 'a2-a3']);
    expect(distinct(frames)).toBeGreaterThanOrEqual(3);
    expect(busyMs, 'busy falls back to false when the animation ends').toBeGreaterThan(0);
    expect(busyMs).toBeLessThanOrEqual(1600);
  });

  it('an Othello flip sequence: discs turn over one after another', async () => {
    const page = s.page;
    await openFriends(s, 'othello');
    await playLine(page, ['d3', 'c3', 'b3', 'd2']);
    const clip = await boardClip(page, 'a1', 'h8');
    const { frames, busyMs } = await captureMove(page, 'd1', clip);
    await saveStrip(s, 'flip-othello', frames);
    const b = await boardState(page);
    expect(b!.busy).toBe(false);
    expect(b!.history.at(-1)).toBe('d1');
    expect(distinct(frames)).toBeGreaterThanOrEqual(3);
    expect(busyMs, 'busy falls back to false when the animation ends').toBeGreaterThan(0);
    expect(busyMs).toBeLessThanOrEqual(1600);
  });

  it("the tiger's leap over a dog", async () => {
    const page = s.page;
    await openFriends(s, 'tiger');
    await playLine(page, ['c1']);
    const clip = await boardClip(page, 'a7', 'e3');
    const { frames, busyMs } = await captureMove(page, 'c5-a3', clip);
    await saveStrip(s, 'leap-tiger', frames);
    const b = await boardState(page);
    expect(b!.busy).toBe(false);
    expect(b!.history).toEqual(['c1', 'c5-a3']);
    expect(b!.position).not.toContain('.DDD./.DTD.'); // b4 gone, the tiger left c5
    expect(distinct(frames)).toBeGreaterThanOrEqual(3);
    expect(busyMs, 'busy falls back to false when the animation ends').toBeGreaterThan(0);
    expect(busyMs).toBeLessThanOrEqual(1600);
  });


  it('the result: confetti falls for a win', async () => {
    const page = s.page;
    await openFriends(s, 'pairing');
    // the quickest pairing: O pairs its stones on the sixth move
    await playLine(page, ['a4-a3', 'b1-b2', 'a3-b3', 'c1-c2', 'b3-b2', 'd1-c1']);
    await waitForScene(page, 'result');
    const frames: Buffer[] = [];
    for (let i = 0; i < 5; i++) {
      frames.push(await page.screenshot());
      await page.waitForTimeout(150);
    }
    await saveStrip(s, 'result-confetti', frames);
    await screenshot(page, 'animation-result-confetti');
    expect(distinct(frames)).toBeGreaterThanOrEqual(3);
    expect((await boardState(page))!.result).toEqual({ winner: 'O', reason: 'paired' });
  });
});

describe.skipIf(!hasBrowser)('PAPA thinking; settings', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch();
  });
  afterAll(async () => {
    expect(s?.errors ?? []).toEqual([]);
    await s?.close();
  });

  it('while PAPA thinks (1 s budget) the page keeps animating', async () => {
    const page = s.page;
    await resetStorage(s);
    await openGame(s, { lang: 'en', mute: '1' });
    await clickControl(page, 'menu.game.pairing');
    await waitForScene(page, 'select');
    await clickControl(page, 'select.opponent.papa');
    await clickControl(page, 'select.side.X');
    await clickControl(page, 'select.start');
    await waitForScene(page, 'board');
    const b = await waitForTurn(page, ['X']);
    // install a watcher that stamps when PAPA's reply lands (our move is recorded at once)
    await page.evaluate((n) => {
      const w = window as unknown as { __reply?: { mine: number; papa: number } ; __panda: Hook };
      w.__reply = { mine: 0, papa: 0 };
      const poll = () => {
        const x = w.__panda.board();
        const len = x?.history.length ?? 0;
        if (len > n && !w.__reply!.mine) w.__reply!.mine = performance.now();
        if (len > n + 1) {
          w.__reply!.papa = performance.now();
          return;
        }
        setTimeout(poll, 5);
      };
      poll();
    }, b.history.length);
    const idle = await rafRate(page, 800);
    await clickMove(page, b.legalMoves[0]);
    // let our stone land (one step: under 300 ms), then PAPA is thinking
    await page.waitForTimeout(400);
    const clip = { x: 720, y: 110, width: 560, height: 260 };
    const a1 = await page.screenshot({ clip });
    const rate = await rafRate(page, 700);
    await screenshot(page, 'animation-papa-thinking');
    const a2 = await page.screenshot({ clip });
    console.log(
      `rAF idle ${idle.perSec.toFixed(1)}/s (longest gap ${idle.maxGap.toFixed(0)} ms); while PAPA thinks ${rate.perSec.toFixed(1)}/s (${rate.n} in ${rate.ms.toFixed(0)} ms, longest gap ${rate.maxGap.toFixed(0)} ms)`,
    );
    expect(rate.thinking, 'PAPA was thinking when the count began').toBe(true);
    // 20 callbacks a second, or on a machine too loaded for even that at rest, half the idle rate
    expect(rate.perSec).toBeGreaterThanOrEqual(Math.min(20, idle.perSec * 0.5));
    // the thinking panda sways: the panel is drawn anew while nothing else changes
    expect(a1.equals(a2), 'the thinking panda moves').toBe(false);
    await waitForTurn(page, ['X'], 15_000);
    const reply = await page.evaluate(() => (window as unknown as { __reply: { mine: number; papa: number } }).__reply);
    const waited = reply.papa - reply.mine;
    console.log(`PAPA replied ${waited.toFixed(0)} ms after our move`);
    expect(waited).toBeGreaterThanOrEqual(500);
  });

  it('music and reduced motion: toggles in Match settings, remembered after a reload', async () => {
    const page = s.page;
    await openFriends(s, 'cannon');
    const label = async (id: string) => (await controls(page)).find((c) => c.id === id)?.label ?? '';
    await clickControl(page, 'board.settings');
    expect(await label('settings.music')).toBe('Music: off');
    expect(await label('settings.motion')).toBe('Motion: full');
    await clickControl(page, 'settings.music');
    await clickControl(page, 'settings.motion');
    await page.waitForFunction(
      () => localStorage.getItem('panda-board-games:reducedMotion') === '1' && localStorage.getItem('panda-board-games:music') === '1',
    );
    expect(await label('settings.music')).toBe('Music: on');
    expect(await label('settings.motion')).toBe('Motion: reduced');
    // (the round in progress is saved too: drop it, or the page would offer to resume it)
    await page.evaluate(() => localStorage.removeItem('panda-board-games:match'));
    await openGame(s, { lang: 'zh', mute: '1' });
    await clickControl(page, 'menu.game.cannon');
    await clickControl(page, 'select.opponent.human');
    await clickControl(page, 'select.start');
    await waitForScene(page, 'board');
    await clickControl(page, 'board.settings');
    expect(await label('settings.music')).toBe('背景音乐：开');
    expect(await label('settings.motion')).toBe('动画：减少');
    await screenshot(page, 'animation-settings-zh');
    await resetStorage(s);
  });
});
