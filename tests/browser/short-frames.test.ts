// Any frame down to 200 x 150 keeps the game alive (docs/architecture.md "UX standards"): in a
// strip 180 px high the readable floors used to take more room than the screens have, a
// layout's side went below zero and the canvas threw at the next draw, which stopped the
// game's loop for good. Here games are played by real clicks in such frames and across a
// resize to one mid-game; the page logs no error, the controls answer, and the board is
// drawn (its pixels have many colours, not one blank fill).
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  boardState,
  clickControl,
  clickMove,
  closeDialog,
  hasBrowser,
  launch,
  openGame,
  screenshot,
  waitForScene,
  waitForTurn,
  type Session,
} from './harness';
import { boardClip } from './animation-support';

/**
 * Distinct colours (in 4-bit bins per channel) in a clip of the page (CSS px), read from the
 * game's canvas itself (the Canvas renderer, which tests start on: docs/architecture.md "Start-up").
 */
async function colours(page: Page, clip: { x: number; y: number; width: number; height: number }): Promise<number> {
  return page.evaluate((c) => {
    const canvas = document.querySelector('#game canvas') as HTMLCanvasElement;
    const r = canvas.getBoundingClientRect();
    const k = canvas.width / r.width;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    const x = Math.max(0, Math.floor((c.x - r.left) * k));
    const y = Math.max(0, Math.floor((c.y - r.top) * k));
    const w = Math.min(canvas.width - x, Math.ceil(c.width * k));
    const h = Math.min(canvas.height - y, Math.ceil(c.height * k));
    const px = g.getImageData(x, y, Math.max(1, w), Math.max(1, h)).data;
    const seen = new Set<number>();
    for (let i = 0; i < px.length; i += 4) seen.add(((px[i] >> 4) << 8) | ((px[i + 1] >> 4) << 4) | (px[i + 2] >> 4));
    return seen.size;
  }, clip);
}

/** The board is drawn: many colours between its corners. */
async function expectBoardDrawn(page: Page, what: string): Promise<void> {
  // (a drawn board has some 170 to 220; the frozen one of the bug, a dozen)
  expect(await colours(page, await boardClip(page, 'a1', 'h8')), what).toBeGreaterThan(40);
}

/** Plays the player's first legal move by clicks and waits for BABY's answer. */
async function playAndWaitForAnswer(page: Page): Promise<void> {
  const b = await waitForTurn(page, ['X'], 30_000);
  await clickMove(page, b.legalMoves[0]);
  await page.waitForFunction(
    (n) => ((window as unknown as { __panda: { board(): { history: string[] } | null } }).__panda.board()?.history.length ?? 0) >= n + 2,
    b.history.length,
    {
      timeout: 30_000,
      polling: 50,
    },
  );
}

async function openOthelloAgainstBaby(s: Session): Promise<void> {
  await openGame(s, { fast: '1', mute: '1', game: 'othello' });
  await clickControl(s.page, 'select.opponent.baby');
  await clickControl(s.page, 'select.start');
  await waitForScene(s.page, 'board');
}

describe.skipIf(!hasBrowser)('short and tiny frames', () => {
  let s: Session;
  afterEach(async () => {
    await s?.close();
  });

  for (const size of [
    { width: 800, height: 180 },
    { width: 200, height: 150 },
  ]) {
    it(`plays at ${size.width}x${size.height}: moves by clicks, a dialog, the board drawn`, async () => {
      s = await launch(size);
      await openOthelloAgainstBaby(s);
      await expectBoardDrawn(s.page, 'at the start');
      await playAndWaitForAnswer(s.page);
      await playAndWaitForAnswer(s.page);
      expect((await boardState(s.page))?.history.length).toBeGreaterThanOrEqual(4);
      // the toolbar still answers: the rules open and close
      await clickControl(s.page, 'board.rules');
      await s.page.waitForFunction(
        () => (window as unknown as { __panda: { dialog(): { id: string } | null } }).__panda.dialog()?.id === 'rules',
      );
      await closeDialog(s.page, 'rules.close');
      await expectBoardDrawn(s.page, 'after four plies');
      await screenshot(s.page, `short-frame-${size.width}x${size.height}`);
      expect(s.errors).toEqual([]);
    });
  }

  it('survives a resize to 800x180 mid-game and back', async () => {
    s = await launch({ width: 1280, height: 720 });
    await openOthelloAgainstBaby(s);
    await playAndWaitForAnswer(s.page);
    await s.page.setViewportSize({ width: 800, height: 180 });
    await s.page.waitForFunction(() => (document.querySelector('#game canvas') as HTMLCanvasElement).getBoundingClientRect().height <= 181);
    await playAndWaitForAnswer(s.page);
    await expectBoardDrawn(s.page, 'at 800x180');
    await s.page.setViewportSize({ width: 1280, height: 720 });
    await s.page.waitForFunction(() => (document.querySelector('#game canvas') as HTMLCanvasElement).getBoundingClientRect().height >= 700);
    await playAndWaitForAnswer(s.page);
    await expectBoardDrawn(s.page, 'back at 1280x720');
    expect((await boardState(s.page))?.history.length).toBeGreaterThanOrEqual(6);
    expect(s.errors).toEqual([]);
  });
});
