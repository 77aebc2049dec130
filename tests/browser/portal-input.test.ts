// Every way in works: the keyboard inside a portal's iframe (arrows move a cursor over the
// board, Enter places or picks up and puts down, Escape drops the selection) without ever
// scrolling the host page, and touch on a phone-sized screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser, launch, untilDrawn, waitFor, type Session } from './harness';
import { readingOrder } from '../../src/ui/spatial';
import { board, click, frameOffset, openInFrame, startMatch, waitForHumanTurn, waitForScene, hook, type Target } from './portal-support';

/** Moves the cursor to a point of a full grid board (from the top-left corner) with the arrows. */
async function cursorTo(page: Page, point: string): Promise<void> {
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowUp');
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowLeft');
  const file = point.charCodeAt(0) - 97;
  const rank = Number(point.slice(1)) - 1;
  for (let i = 0; i < file; i++) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < rank; i++) await page.keyboard.press('ArrowDown');
}

async function keyMove(page: Page, t: Target, move: string): Promise<void> {
  const points = [...move.matchAll(/[a-z]\d+/g)].map((m) => m[0]);
  await cursorTo(page, points[0]);
  await page.keyboard.press('Enter');
  if (points.length > 1) {
    await cursorTo(page, points[points.length - 1]);
    await page.keyboard.press('Enter');
  }
  void t;
}

describe.skipIf(!hasBrowser)('keyboard in a portal iframe', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch({ width: 900, height: 560 });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('places an Othello disc and moves a Pairing Chess piece with arrows and Enter', async () => {
    const frame = await openInFrame(s, { width: 800, height: 450 });
    await startMatch(s.page, frame, 'othello', 'mama', 'X');
    const o = await frameOffset(s.page);
    await s.page.mouse.click(o.x + 3, o.y + o.h - 3); // focus the game, off the board
    let b = await waitForHumanTurn(frame, 'X');
    await keyMove(s.page, frame, 'd3');
    b = (await waitFor(
      () => board(frame),
      (n) => (n?.history.length ?? 0) >= 1,
      5_000,
      'the disc',
    )) as typeof b;
    expect(b.history[0]).toBe('d3');
    await waitForHumanTurn(frame, 'X');

    await s.page.keyboard.press('Escape'); // nothing selected: harmless
    const menu = await hook(frame, (p) => p.controls().find((c) => c.id === 'board.menu'));
    await s.page.mouse.click(o.x + (menu?.x ?? 0) + (menu?.w ?? 0) / 2, o.y + (menu?.y ?? 0) + (menu?.h ?? 0) / 2);
    // a game in progress asks before it is left
    await click(s.page, frame, 'confirm.yes');
    await waitForScene(frame, 'menu');
    await startMatch(s.page, frame, 'pairing', 'mama', 'X');
    await s.page.mouse.click(o.x + 3, o.y + o.h - 3);
    const p = await waitForHumanTurn(frame, 'X');
    const move = p.legalMoves.find((m) => m.includes('-')) as string;
    // Pick up, drop the selection with Escape, pick up again and put down.
    const from = move.split('-')[0];
    await cursorTo(s.page, from);
    await s.page.keyboard.press('Enter');
    await s.page.keyboard.press('Escape');
    // both keys handled and drawn
    await untilDrawn(frame);
    expect((await board(frame))?.history.length).toBe(0);
    await keyMove(s.page, frame, move);
    const after = await waitFor(
      () => board(frame),
      (n) => (n?.history.length ?? 0) >= 1,
      5_000,
      'the move',
    );
    expect(after?.history[0]).toBe(move);
    expect(await s.page.evaluate(() => scrollY)).toBe(0);
    expect(s.errors).toEqual([]);
  });
});

/** Presses Tab until the control `id` has the keyboard focus (reading order, as the game does), then Enter. */
async function tabTo(page: Page, t: Target, id: string, from: string | null): Promise<string> {
  const order = readingOrder(
    (await hook(t, (p) => p.controls())).filter((c) => c.enabled).map((c) => ({ id: c.id, x: c.x, y: c.y, width: c.w, height: c.h })),
  ).map((c) => c.id);
  const target = order.indexOf(id);
  expect(target, `${id} in ${order.join(', ')}`).toBeGreaterThanOrEqual(0);
  const start = from === null ? -1 : order.indexOf(from);
  const presses = (target - start + order.length) % order.length || order.length;
  for (let i = 0; i < presses; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  return id;
}

describe.skipIf(!hasBrowser)('keyboard only, from the menu to a move', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch({ width: 900, height: 560 });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('Tab and Enter through menu and player select, arrows and Enter on the board', async () => {
    const frame = await openInFrame(s, { width: 800, height: 450 });
    const o = await frameOffset(s.page);
    await s.page.mouse.click(o.x + 2, o.y + o.h - 2);
    await tabTo(s.page, frame, 'menu.game.othello', null);
    await waitForScene(frame, 'select');
    let focus = await tabTo(s.page, frame, 'select.opponent.mama', null);
    focus = await tabTo(s.page, frame, 'select.side.X', focus);
    await untilDrawn(frame);
    await (await s.page.waitForSelector('iframe#game')).screenshot({ path: '/tmp/portal-shots/keyboard-focus-800x450.png' });
    await tabTo(s.page, frame, 'select.start', focus);
    await waitForScene(frame, 'board');
    expect(await hook(frame, (p) => (p as unknown as { match(): unknown }).match())).toEqual({ opponent: 'mama', humanSide: 'X' });
    await waitForHumanTurn(frame, 'X');
    await cursorTo(s.page, 'f5');
    await untilDrawn(frame);
    await (await s.page.waitForSelector('iframe#game')).screenshot({ path: '/tmp/portal-shots/keyboard-cursor-800x450.png' });
    await s.page.keyboard.press('Enter');
    const after = await waitFor(
      () => board(frame),
      (n) => (n?.history.length ?? 0) >= 1,
      5_000,
      'the disc',
    );
    expect(after?.history[0]).toBe('f5');
    // Tab reaches the board's buttons too: open Match settings and close them again.
    await waitForHumanTurn(frame, 'X');
    await tabTo(s.page, frame, 'board.settings', null);
    await waitFor(
      () => hook(frame, (p) => p.controls().map((c) => c.id)),
      (ids) => ids.includes('settings.close'),
      5_000,
      'the dialog',
    );
    await tabTo(s.page, frame, 'settings.close', null);
    await waitFor(
      () => hook(frame, (p) => p.controls().map((c) => c.id)),
      (ids) => ids.includes('board.undo'),
      5_000,
      'the board',
    );
    expect(await s.page.evaluate(() => scrollY)).toBe(0);
    expect(s.errors).toEqual([]);
  });
});

describe.skipIf(!hasBrowser)('touch on a phone', () => {
  it('taps through the menu and places a disc', async () => {
    const s = await launch({ width: 390, height: 844 });
    try {
      const context = await s.browser.newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        deviceScaleFactor: 2,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(`${s.baseUrl}?test=1&fast=1`);
      await page.waitForFunction(() => (window as unknown as { __panda?: { ready: boolean } }).__panda?.ready === true, null, {
        timeout: 30_000,
      });
      const tap = async (id: string): Promise<void> => {
        const find = () =>
          page.evaluate(
            (want) =>
              (
                window as unknown as {
                  __panda: { controls(): { id: string; enabled: boolean; x: number; y: number; w: number; h: number }[] };
                }
              ).__panda
                .controls()
                .find((k) => k.id === want && k.enabled) ?? null,
            id,
          );
        const c = await waitFor(find, (v) => v !== null, 15_000, id);
        if (!c) throw new Error(id);
        await page.touchscreen.tap(c.x + c.w / 2, c.y + c.h / 2);
      };
      await tap('menu.game.othello');
      await waitForScene(page, 'select');
      await tap('select.opponent.baby');
      await tap('select.side.X');
      await tap('select.start');
      await waitForScene(page, 'board');
      const b = await waitForHumanTurn(page, 'X');
      const at = await page.evaluate(
        (m) => (window as unknown as { __panda: { pointAt(p: string): { x: number; y: number } } }).__panda.pointAt(m),
        b.legalMoves[0],
      );
      await page.touchscreen.tap(at.x, at.y);
      const after = await waitFor(
        () => board(page),
        (n) => (n?.history.length ?? 0) >= 1,
        5_000,
        'the disc',
      );
      expect(after?.history[0]).toBe(b.legalMoves[0]);
      await page.screenshot({ path: '/tmp/portal-shots/board-touch-390x844.png' });
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await s.close();
    }
  });
});
