// What the review's browser tests share (review.test.ts, review-grades.test.ts, and
// share-links.test.ts for the result): a finished game opened in its review through real clicks, the hook's review() and waiting on its ply,
// and a tap on a control as a phone's player makes it.
import type { Page } from 'playwright-core';
import { clickControl, controls, openGame, playOut, resetStorage, waitForScene, type BoardState, type Session } from './harness';

/** The hook's review(): the ply shown, the plies, PAPA's value of each position and each move's grade. */
export interface ReviewInfo {
  ply: number;
  plies: number;
  evals: (number | null)[];
  marks: (string | null)[];
}

export const review = (page: Page): Promise<ReviewInfo | null> =>
  page.evaluate(() => (window as unknown as { __panda: { review(): ReviewInfo | null } }).__panda.review());

export async function waitForPly(page: Page, ply: number, timeout = 10_000): Promise<void> {
  await page.waitForFunction((k) => (window as unknown as { __panda: { review(): ReviewInfo | null } }).__panda.review()?.ply === k, ply, {
    timeout,
  });
}

/** Taps a control where the hook says it is (a tap on a touch device, as a phone's player would). */
export async function tap(page: Page, id: string): Promise<void> {
  const c = (await controls(page)).find((k) => k.id === id && k.enabled);
  if (!c) throw new Error(`no control ${id}: ${(await controls(page)).map((k) => k.id).join(', ')}`);
  await page.touchscreen.tap(c.x + c.w / 2, c.y + c.h / 2);
}

/**
 * On fresh storage: a game of `game` as Black (X) against `opponent`, played to its end by
 * the greedy chooser with real clicks, up to the result. Returns the final board.
 */
export async function playToResult(s: Session, game: string, opponent: string, lang = 'en'): Promise<BoardState> {
  const page = s.page;
  await resetStorage(s);
  await openGame(s, { fast: '1', mute: '1', lang, game });
  await waitForScene(page, 'select');
  await clickControl(page, `select.opponent.${opponent}`);
  await clickControl(page, 'select.side.X');
  await clickControl(page, 'select.start');
  await waitForScene(page, 'board');
  const final = await playOut(page, ['X']);
  // PAPA's last answer can take a while on a loaded machine
  await waitForScene(page, 'result', 20_000);
  return final;
}

/** The same game (playToResult), then Review on the result. */
export async function playToReview(s: Session, game: string, opponent: string, lang: string): Promise<BoardState> {
  const final = await playToResult(s, game, opponent, lang);
  await clickControl(s.page, 'result.review');
  await waitForScene(s.page, 'review');
  return final;
}
