// Progress and achievements through the real UI: a game of Pairing against BABY played to
// its end with real clicks earns "Beat BABY", whose toast shows once the game is over; after
// a reload the Progress screen (from the menu) shows the win, the select card shows the
// badge and the hook lists the achievement. The Progress screen is readable at 800x450 and
// 390x844 in both languages, closes with Escape, and unreadable stored records start afresh
// with a calm notice. The toast covers none of the result's buttons, on a phone and on a
// wide screen. Screenshots of the screen and the toast land in test-output/screenshots/.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clickControl,
  controls,
  hasBrowser,
  launch,
  mySide,
  openGame,
  playOut,
  resetStorage,
  screenshot,
  untilDrawn,
  visibleTexts,
  waitForScene,
  type Session,
} from './harness';
import { badBreaks, contrast, lowContrast, readable, smallTargets, textBoxes, tooSmall } from './readability-support';

type Stats = { won: number; drawn: number; lost: number };
type Hook = { progress(): { games: Record<string, Record<string, Stats>> }; achievements(): string[]; texts(): string[] };
const achievements = (page: Page) => page.evaluate(() => (window as unknown as { __panda: Hook }).__panda.achievements());
const stats = (page: Page, game: string, panda: string) =>
  page.evaluate(([g, p]) => (window as unknown as { __panda: Hook }).__panda.progress().games[g][p], [game, panda]);

const BEAT_BABY = { en: 'Beat BABY in any game', zh: '任选一种棋，赢熊猫宝宝一局' };
const KEY = 'panda-board-games:progress';

/** Waits for a text on screen; false when it does not come within `ms`. */
async function textShows(page: Page, text: string, ms: number): Promise<boolean> {
  try {
    // (a text wrapped by the fitter has line breaks: a space in English, nothing in Chinese)
    await page.waitForFunction(
      (t) =>
        (window as unknown as { __panda: Hook }).__panda
          .texts()
          .some((x) => x === t || x.replace(/\n/g, ' ') === t || x.replace(/\n/g, '') === t),
      text,
      {
        timeout: ms,
        polling: 50,
      },
    );
    return true;
  } catch {
    return false;
  }
}

/** The readability failures of what is on screen (readability.test.ts checks the same of every other screen). */
async function unreadable(page: Page): Promise<string[]> {
  await untilDrawn(page);
  const texts = readable(await textBoxes(page), page.viewportSize() ?? { width: 0, height: 0 });
  const overflowing = await page.evaluate(() => (window as unknown as { __panda: { overflowing(): string[] } }).__panda.overflowing());
  return [
    ...tooSmall(texts),
    ...badBreaks(texts),
    ...lowContrast(await contrast(page, texts)),
    ...smallTargets(await controls(page)),
    ...overflowing.map((t) => `too big for its box: ${t}`),
  ];
}

/**
 * The controls the toast covers, once it has come to rest on screen: its box is that of
 * its texts (title and line) and the plate's margin around them.
 */
async function underToast(page: Page): Promise<string[]> {
  const shown = await page
    .waitForFunction(() => (window as unknown as { __panda: { toast(): unknown } }).__panda.toast() !== null, null, {
      timeout: 6000,
      polling: 30,
    })
    .then(() => true)
    .catch(() => false);
  if (!shown) return ['(the toast never came on screen)'];
  // at rest: its slide in is over
  await untilDrawn(page);
  const texts = (await textBoxes(page)).filter((t) => t.scene === 'toast');
  if (texts.length === 0 || texts.some((t) => t.y < 0)) return ['(the toast never came to rest on screen)'];
  const margin = 8;
  const box = {
    x: Math.min(...texts.map((t) => t.x)) - margin,
    y: Math.min(...texts.map((t) => t.y)) - margin,
    r: Math.max(...texts.map((t) => t.x + t.w)) + margin,
    b: Math.max(...texts.map((t) => t.y + t.h)) + margin,
  };
  return (await controls(page)).filter((c) => c.x < box.r && box.x < c.x + c.w && c.y < box.b && box.y < c.y + c.h).map((c) => c.id);
}

describe.skipIf(!hasBrowser)('progress and achievements', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch({ width: 800, height: 450 }, undefined, { hasTouch: true });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a win against BABY shows its toast after the game, and stays after a reload', async () => {
    const page = s.page;
    await resetStorage(s);
    await openGame(s, { fast: '1', lang: 'en', mute: '1', game: 'pairing' });
    await waitForScene(page, 'select');
    await clickControl(page, 'select.opponent.baby');
    await clickControl(page, 'select.start');
    // BABY is rarely a match for the greedy player; play again (rematch) until a win
    let won = false;
    for (let round = 0; round < 4 && !won; round++) {
      if (round > 0) await clickControl(page, 'result.rematch');
      await waitForScene(page, 'board');
      const me = await mySide(page);
      const final = await playOut(page, [me]);
      won = final.result?.winner === me;
      await waitForScene(page, 'result');
    }
    expect(won).toBe(true);
    expect(await textShows(page, BEAT_BABY.en, 15_000)).toBe(true);
    expect(await visibleTexts(page)).toContain('Achievement earned!');
    await screenshot(page, 'progress-toast-en-800x450');
    // the toast in the other language and on a phone (shots only: the toast may be gone by then)
    await clickControl(page, 'lang.toggle');
    if (await textShows(page, BEAT_BABY.zh, 3000)) await screenshot(page, 'progress-toast-zh-800x450');
    await page.setViewportSize({ width: 390, height: 844 });
    if (await textShows(page, BEAT_BABY.zh, 3000)) await screenshot(page, 'progress-toast-zh-390x844');
    await clickControl(page, 'lang.toggle');
    // a new size shows the toast again, laid out for it: on the phone it hides no button (Copy link)
    expect(await textShows(page, BEAT_BABY.en, 3000)).toBe(true);
    expect(await underToast(page), 'controls under the toast at 390x844').toEqual([]);
    await screenshot(page, 'progress-toast-en-390x844');
    await page.setViewportSize({ width: 1280, height: 720 });
    expect(await textShows(page, BEAT_BABY.en, 3000)).toBe(true);
    expect(await underToast(page), 'controls under the toast at 1280x720').toEqual([]);
    await page.setViewportSize({ width: 800, height: 450 });

    await openGame(s, { fast: '1', lang: 'en', mute: '1' });
    expect(await achievements(page)).toContain('beat-baby');
    const baby = await stats(page, 'pairing', 'baby');
    expect(baby.won).toBe(1);
    await clickControl(page, 'menu.progress');
    await waitForScene(page, 'progress');
    expect(await visibleTexts(page)).toContain(`W1 · D${baby.drawn} · L${baby.lost}`);
    expect(await visibleTexts(page)).toContain('Achievements · 1 of 11');
    await clickControl(page, 'progress.close');
    await waitForScene(page, 'menu');
    await clickControl(page, 'menu.game.pairing');
    await waitForScene(page, 'select');
    expect((await visibleTexts(page)).filter((t) => t === 'Beaten')).toHaveLength(1);
    await clickControl(page, 'select.back');
    await clickControl(page, 'menu.game.othello');
    await waitForScene(page, 'select');
    expect(await visibleTexts(page)).not.toContain('Beaten');
    expect(s.errors).toEqual([]);
    expect(s.foreignRequests).toEqual([]);
  });

  it('the Progress screen reads well at 800x450 and 390x844 in both languages', async () => {
    const page = s.page;
    const records = {
      v: 1,
      games: {
        othello: {
          baby: { won: 3, drawn: 1, lost: 2, streak: 2, bestStreak: 3, bestMargin: 42 },
          papa: { won: 0, drawn: 0, lost: 4, streak: 0, bestStreak: 0, bestMargin: null },
        },
        tiger: { mama: { won: 12, drawn: 3, lost: 14, streak: 1, bestStreak: 5, bestMargin: null } },
      },
      achievements: ['beat-baby', 'beat-mama', 'streak-three', 'othello-forty'],
      tours: ['othello'],
      puzzles: [],
    };
    const failures: string[] = [];
    for (const [width, height] of [
      [800, 450],
      [390, 844],
    ]) {
      await page.setViewportSize({ width, height });
      for (const lang of ['en', 'zh']) {
        await openGame(s, { fast: '1', lang, mute: '1' });
        await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, JSON.stringify(records)]);
        await openGame(s, { fast: '1', lang, mute: '1' });
        await clickControl(page, 'menu.progress');
        await waitForScene(page, 'progress');
        failures.push(...(await unreadable(page)).map((f) => `${lang}-${width}x${height}: ${f}`));
        await screenshot(page, `progress-${lang}-${width}x${height}`);
      }
    }
    expect(failures).toEqual([]);
    // Escape goes back to the menu
    await page.keyboard.press('Escape');
    await waitForScene(page, 'menu');
  });

  it('unreadable stored records start afresh with a calm notice', async () => {
    const page = s.page;
    await openGame(s, { fast: '1', lang: 'en', mute: '1' });
    await page.evaluate((k) => localStorage.setItem(k, '{"v":1,"games":{"othello":'), KEY);
    await openGame(s, { fast: '1', lang: 'en', mute: '1' });
    expect(await textShows(page, 'Your saved progress could not be read, so it starts afresh.', 10_000)).toBe(true);
    expect(await achievements(page)).toEqual([]);
    expect((await stats(page, 'othello', 'baby')).won).toBe(0);
    expect(s.errors).toEqual([]);
  });
});
