// A start never hangs in silence (docs/architecture.md "Start-up"): a script of the game that
// fails to load, or a start that lasts past the watchdog's bound, turns the splash into a
// message in the player's language with a button that loads the page again; a scene's
// chunk that fails later says so over the game and its button fetches it again. And in an
// iframe sandboxed without allow-same-origin (an opaque origin: no storage, every module
// request in CORS mode) the game starts and plays, keeping everything in memory.
import { afterEach, describe, expect, it } from 'vitest';
import type { Frame, Page, Route } from 'playwright-core';
import { SPLASH_TEXT } from '../../src/boot/splash-markup';
import { clickControl, hasBrowser, launch, screenshot, waitFor, waitForScene, type Session } from './harness';
import { board, openInFrame, playMove, startMatch, waitForHumanTurn } from './portal-support';

type Lang = keyof typeof SPLASH_TEXT;

/** Network failures the test itself causes (its routes abort them) are not the game's errors. */
const gameErrors = (s: Session): string[] => s.errors.filter((e) => !/Failed to load resource|net::ERR_FAILED/.test(e));

const ready = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __panda?: { ready: boolean } }).__panda?.ready === true, null, { timeout: 30_000 });

/** The failure's words and button as shown (innerText: only the language on screen). */
async function failureShown(page: Page, box: string): Promise<{ text: string; button: string }> {
  await page.waitForSelector(`${box} .load-retry`, { state: 'visible', timeout: 20_000 });
  return page.evaluate(
    (sel) => ({
      text: document.querySelector<HTMLElement>(`${sel} .load-failed p`)?.innerText.trim() ?? '',
      button: document.querySelector<HTMLElement>(`${sel} .load-retry`)?.innerText.trim() ?? '',
    }),
    box,
  );
}

/** Presses the failure's button with a real click at its centre. */
async function pressRetry(page: Page, box: string): Promise<void> {
  const b = await (await page.waitForSelector(`${box} .load-retry`)).boundingBox();
  if (!b) throw new Error('no retry button');
  expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(44);
  await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
}

describe.skipIf(!hasBrowser)('a start that fails', () => {
  let s: Session;
  afterEach(async () => {
    await s?.close();
  });

  for (const lang of ['en', 'zh'] as Lang[]) {
    it(`says so when a start-up script cannot load, and its button starts the game once it can (${lang})`, async () => {
      s = await launch({ width: 800, height: 450 });
      await s.page.route(/\/assets\/phaser-[^/]*\.js$/, (route) => route.abort());
      await s.page.goto(`${s.baseUrl}?test=1&lang=${lang}`);
      expect(await failureShown(s.page, '#splash.failed')).toEqual({ text: SPLASH_TEXT[lang].failed, button: SPLASH_TEXT[lang].retry });
      await screenshot(s.page, `start-failed-${lang}`);
      await s.page.unrouteAll();
      await pressRetry(s.page, '#splash');
      await ready(s.page);
      expect(gameErrors(s)).toEqual([]);
    });
  }

  it('says so when no first screen comes in time (the watchdog)', async () => {
    s = await launch({ width: 390, height: 844 });
    // the game's script does not answer (until the test drops it: a late answer would start the game)
    const held: Route[] = [];
    await s.page.route(/\/assets\/index-[^/]*\.js$/, (route) => void held.push(route));
    const started = Date.now();
    await s.page.goto(`${s.baseUrl}?test=1&lang=en&watchdog=1500`, { waitUntil: 'commit' });
    expect((await failureShown(s.page, '#splash.failed')).text).toBe(SPLASH_TEXT.en.failed);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    for (const route of held) await route.abort();
    await s.page.unrouteAll();
    await pressRetry(s.page, '#splash');
    await ready(s.page);
    expect(gameErrors(s)).toEqual([]);
  });

  it("a scene's chunk that cannot load is told over the game, and its button fetches it again", async () => {
    s = await launch({ width: 800, height: 450 });
    await s.page.route(/\/assets\/select-[^/]*\.js$/, (route) => route.abort());
    await s.page.goto(`${s.baseUrl}?test=1&fast=1&lang=zh`);
    await ready(s.page);
    await clickControl(s.page, 'menu.game.tiger');
    expect(await failureShown(s.page, '#load-failed')).toEqual({ text: SPLASH_TEXT.zh.failed, button: SPLASH_TEXT.zh.retry });
    await screenshot(s.page, 'chunk-failed-zh');
    await s.page.unrouteAll();
    await pressRetry(s.page, '#load-failed');
    await waitForScene(s.page, 'select');
    expect(await s.page.$('#load-failed')).toBeNull();
    // and it works: a game starts from there
    await clickControl(s.page, 'select.opponent.baby');
    await clickControl(s.page, 'select.start');
    await waitForScene(s.page, 'board');
    expect(gameErrors(s)).toEqual([]);
  });
});

describe.skipIf(!hasBrowser)('in an iframe sandboxed without allow-same-origin', () => {
  let s: Session;
  afterEach(async () => {
    await s?.close();
  });

  it('starts, reaches the menu and plays against a panda with memory-only storage', async () => {
    s = await launch({ width: 900, height: 560 });
    const frame: Frame = await openInFrame(s, { width: 800, height: 450, sandbox: 'allow-scripts' });
    // an opaque origin: localStorage refuses even to be looked at
    expect(
      await frame.evaluate(() => [
        window.origin,
        (() => {
          try {
            return typeof window.localStorage;
          } catch (e) {
            return (e as Error).name;
          }
        })(),
      ]),
    ).toEqual(['null', 'SecurityError']);
    await startMatch(s.page, frame, 'othello', 'baby', 'X');
    for (let i = 0; i < 2; i++) {
      const b = await waitForHumanTurn(frame, 'X', 45_000);
      await playMove(s.page, frame, b.legalMoves[0]);
      await waitFor(
        () => board(frame),
        (n) => (n?.history.length ?? 0) >= b.history.length + 2,
        45_000,
        "the panda's answer",
      );
    }
    expect((await board(frame))?.history.length).toBeGreaterThanOrEqual(4);
    expect(s.errors).toEqual([]);
    expect(s.foreignRequests).toEqual([]);
  });
});
