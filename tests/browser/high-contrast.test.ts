// The high-contrast theme (docs/colour.md): switched on in Match settings it redraws the
// board at once (plain light wood, thick black lines, outlined pieces) and darkens the
// backdrop behind every screen; after a reload, in the other language, it is still on.
// Checked by the pixels of the board and the menu, not by the hook's word alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { rulesFor } from '../../src/games/registry';
import { annulus, medianLuminance } from './colour-vision-support';
import {
  clickControl,
  closeDialog,
  controls,
  hasBrowser,
  launch,
  openGame,
  pointAt,
  pressStart,
  resetStorage,
  screenshot,
  waitForScene,
  type Session,
} from './harness';

const drawn = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __panda: { drawn(): boolean } }).__panda.drawn(), null, { polling: 20 });
const label = async (page: Page, id: string) => (await controls(page)).find((c) => c.id === id)?.label ?? '';

/** What the theme changes on Cannon's board: the wood's brightness between the lines, and how many pixels across a line is dark. */
async function boardLook(page: Page): Promise<{ wood: number; line: number; png: PNG }> {
  await drawn(page);
  const png = PNG.sync.read(await page.screenshot());
  // b3 and c3 are empty at the start (cannon: OOOO/O..O/..../X..X/XXXX)
  const b3 = await pointAt(page, 'b3');
  const c3 = await pointAt(page, 'c3');
  const b2 = await pointAt(page, 'b2');
  const unit = Math.hypot(c3.x - b3.x, c3.y - b3.y);
  // the wood in the middle of the square b2-c2-c3-b3
  const wood = medianLuminance(png, 'normal', (b3.x + c3.x) / 2, (b3.y + b2.y) / 2, unit, annulus(0, 0.2)).lum;
  // across the line b3-c3, halfway along it: dark pixels in a column
  const x = Math.round((b3.x + c3.x) / 2);
  let line = 0;
  for (let y = Math.round(b3.y - unit * 0.25); y <= b3.y + unit * 0.25; y++) {
    const i = (png.width * y + x) * 4;
    if (png.data[i] + png.data[i + 1] + png.data[i + 2] < 3 * 90) line++;
  }
  return { wood, line, png };
}

/** The backdrop's luminance beside the menu (the top left corner, where no panel is). */
async function backdrop(page: Page): Promise<number> {
  await drawn(page);
  const png = PNG.sync.read(await page.screenshot({ clip: { x: 0, y: 0, width: 40, height: 40 } }));
  return medianLuminance(png, 'normal', 20, 20, 40, annulus(0, 0.5)).lum;
}

async function openCannon(page: Page): Promise<void> {
  await clickControl(page, 'menu.game.cannon');
  await waitForScene(page, 'select');
  await clickControl(page, 'select.opponent.human');
  await pressStart(page);
  await waitForScene(page, 'board');
}

describe.skipIf(!hasBrowser)('high contrast', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch({ width: 800, height: 450 });
  });
  afterAll(async () => {
    expect(s?.errors ?? []).toEqual([]);
    await s?.close();
  });

  it('redraws the board at once, darkens the backdrop, and stays on after a reload', async () => {
    const page = s.page;
    const params = { fast: '1', still: '1', mute: '1' };
    await openGame(s, { lang: 'en', ...params });
    await resetStorage(s);
    await openGame(s, { lang: 'en', ...params });
    const menuBefore = await backdrop(page);
    await openCannon(page);
    expect(rulesFor('cannon').format(rulesFor('cannon').start())).toMatch(/^OOOO\/O\.\.O\/\.\.\.\.\//);
    const before = await boardLook(page);
    await clickControl(page, 'board.settings');
    expect(await label(page, 'settings.contrast')).toBe('Contrast: standard');
    await clickControl(page, 'settings.contrast');
    expect(await label(page, 'settings.contrast')).toBe('Contrast: high');
    expect(await page.evaluate(() => localStorage.getItem('panda-board-games:highContrast'))).toBe('1');
    await screenshot(page, 'high-contrast-settings-en');
    await closeDialog(page, 'settings.close');
    const after = await boardLook(page);
    await screenshot(page, 'high-contrast-board-en');
    // lighter plain wood, lines at least half as thick again
    expect(after.wood - before.wood, `wood ${before.wood.toFixed(3)} → ${after.wood.toFixed(3)}`).toBeGreaterThan(0.1);
    expect(after.line, `line ${before.line} → ${after.line} px`).toBeGreaterThanOrEqual(before.line * 1.5);
    // a reload, in Chinese: the choice is remembered, on the menu's backdrop and on the board
    await openGame(s, { lang: 'zh', ...params });
    const menuAfter = await backdrop(page);
    expect(menuAfter, `backdrop ${menuBefore.toFixed(3)} → ${menuAfter.toFixed(3)}`).toBeLessThan(menuBefore * 0.75);
    await openCannon(page);
    const reloaded = await boardLook(page);
    expect(Math.abs(reloaded.wood - after.wood)).toBeLessThan(0.02);
    expect(reloaded.line).toBe(after.line);
    await clickControl(page, 'board.settings');
    expect(await label(page, 'settings.contrast')).toBe('对比度：高');
    await screenshot(page, 'high-contrast-settings-zh');
    // and off again: the board as it was
    await clickControl(page, 'settings.contrast');
    expect(await label(page, 'settings.contrast')).toBe('对比度：标准');
    await closeDialog(page, 'settings.close');
    const off = await boardLook(page);
    expect(Math.abs(off.wood - before.wood)).toBeLessThan(0.02);
    expect(off.line).toBe(before.line);
    await page.evaluate(() => localStorage.removeItem('panda-board-games:match'));
    await resetStorage(s);
  });
});
