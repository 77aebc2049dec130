// Screenshots of every scene in both languages at 1280x720, 800x450 and 390x844, written
// to test-output/screenshots/ (look at them). The same page is resized in place, so this
// also checks that every scene lays itself out again on a resize and an orientation
// change, and that no scene shows a raw translation key or a label that does not fit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  chooseMove,
  clickControl,
  clickMove,
  controls,
  hasBrowser,
  launch,
  openGame,
  rawKeys,
  resetStorage,
  screenshot,
  setLang,
  untilDrawn,
  waitForScene,
  waitForTurn,
  type BoardState,
  type Session,
} from './harness';

const SIZES: [number, number][] = [
  [1280, 720],
  [800, 450],
  [390, 844],
];

/** The font size (CSS px) of the label drawn inside control `id`. */
async function labelPx(page: Page, id: string): Promise<number> {
  const c = (await controls(page)).find((x) => x.id === id);
  expect(c, id).toBeTruthy();
  const boxes = await page.evaluate(() =>
    (
      window as unknown as { __panda: { textBoxes(): { x: number; y: number; w: number; h: number; fontPx: number }[] } }
    ).__panda.textBoxes(),
  );
  const inside = boxes.filter(
    (b) => c && b.x + b.w / 2 > c.x && b.x + b.w / 2 < c.x + c.w && b.y + b.h / 2 > c.y && b.y + b.h / 2 < c.y + c.h,
  );
  expect(inside.length, `a label in ${id}`).toBeGreaterThan(0);
  return Math.max(...inside.map((b) => b.fontPx));
}

/**
 * Every size and language for the scene on screen; `toggleId`: the close control of the
 * dialog on screen; `sameSize`: controls side by side whose labels share one size.
 */
async function shootAll(s: Session, name: string, opts: { toggleId?: string; sameSize?: string[] } = {}): Promise<void> {
  const page = s.page;
  for (const [w, h] of SIZES) {
    await page.setViewportSize({ width: w, height: h });
    await untilDrawn(page);
    for (const lang of ['en', 'zh'] as const) {
      // a dialog carries the language button in its title bar
      await setLang(page, lang);
      if (opts.toggleId)
        expect(
          (await controls(page)).some((c) => c.id === opts.toggleId),
          `${name} stays open`,
        ).toBe(true);
      await untilDrawn(page);
      expect(await rawKeys(page), `${name} ${lang} ${w}x${h}`).toEqual([]);
      const over = await page.evaluate(() => (window as unknown as { __panda: { overflowing(): string[] } }).__panda.overflowing());
      expect(over, `texts too big for their boxes: ${name} ${lang} ${w}x${h}`).toEqual([]);
      for (const c of await controls(page)) {
        expect(c.x, `${c.id} inside the page`).toBeGreaterThanOrEqual(-1);
        expect(c.y, `${c.id} inside the page`).toBeGreaterThanOrEqual(-1);
        expect(c.x + c.w, `${c.id} inside the page`).toBeLessThanOrEqual(w + 1);
        expect(c.y + c.h, `${c.id} inside the page`).toBeLessThanOrEqual(h + 1);
      }
      if (opts.sameSize) {
        const sizes = await Promise.all(opts.sameSize.map((id) => labelPx(page, id)));
        expect(
          new Set(sizes.map((x) => x.toFixed(1))).size,
          `${opts.sameSize.join(', ')} in one size: ${sizes.join(', ')} (${lang} ${w}x${h})`,
        ).toBe(1);
      }
      await screenshot(page, `${name}-${lang}-${w}x${h}`);
    }
    await setLang(page, 'en');
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await untilDrawn(page);
}

describe.skipIf(!hasBrowser)('screenshots of every scene', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('menu, select, board, rules, settings and result in both languages at three sizes', async () => {
    const page = s.page;
    await resetStorage(s);
    await openGame(s, { fast: '1', lang: 'en', mute: '1' });
    await shootAll(s, '1-menu');
    await clickControl(page, 'menu.game.tiger');
    await waitForScene(page, 'select');
    await shootAll(s, '2-select');
    await clickControl(page, 'select.opponent.papa');
    await clickControl(page, 'select.side.T');
    await clickControl(page, 'select.start');
    await waitForScene(page, 'board');
    for (let i = 0; i < 3; i++) {
      const b = await waitForTurn(page, ['T'], 30_000);
      await clickMove(page, chooseMove(b.game, b.position, b.legalMoves, b.turn));
      await page.waitForFunction(
        (n) => (window as unknown as { __panda: { board(): BoardState } }).__panda.board().history.length > n,
        b.history.length,
      );
    }
    await waitForTurn(page, ['T'], 30_000);
    // a piece picked up: its destinations light up
    const b = (await waitForTurn(page, ['T'])) as BoardState;
    const from = b.legalMoves.find((m) => m.includes('-'))?.split('-')[0];
    if (from) await clickMove(page, from);
    await shootAll(s, '3-board', { sameSize: ['board.rules', 'board.settings'] });
    await clickControl(page, 'board.rules');
    await shootAll(s, '4-rules', { toggleId: 'rules.close' });
    await clickControl(page, 'rules.close');
    await clickControl(page, 'board.settings');
    await shootAll(s, '5-settings', { toggleId: 'settings.close' });
    await clickControl(page, 'settings.close');

    // a quick game to see the result scene
    await resetStorage(s);
    await openGame(s, { fast: '1', lang: 'en', mute: '1', game: 'pairing' });
    await clickControl(page, 'select.opponent.baby');
    await clickControl(page, 'select.start');
    await waitForScene(page, 'board');
    for (let i = 0; i < 400; i++) {
      const x = await waitForTurn(page, ['X'], 30_000);
      if (x.result) break;
      await clickMove(page, chooseMove(x.game, x.position, x.legalMoves, x.turn));
      await page.waitForFunction((n) => {
        const y = (window as unknown as { __panda: { board(): BoardState } }).__panda.board();
        return y.result !== null || y.history.length > n;
      }, x.history.length);
    }
    await waitForScene(page, 'result');
    await shootAll(s, '6-result');
    expect(s.errors).toEqual([]);
    expect(s.foreignRequests).toEqual([]);
  });
});
