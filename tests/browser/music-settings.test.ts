// Match settings' two volumes, music and effects: stepped with their buttons, heard (the
// music plays the game's own theme once turned up), remembered across a reload, in both
// languages. And `prefers-reduced-motion: reduce` starts the game with shorter animations
// unless the player chose otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readingOrder } from '../../src/ui/spatial';
import {
  clickControl,
  controls,
  hasBrowser,
  launch,
  openGame,
  resetStorage,
  screenshot,
  visibleTexts,
  waitForScene,
  type Session,
} from './harness';

type MusicState = { style: string; playing: boolean; live: number; bars: number; mood: { tension: number; calm: boolean } };
type SoundHook = { sound(): { musicVolume: number; effectsVolume: number }; music(): MusicState | null };
const hook = (page: Page) => ({
  sound: () => page.evaluate(() => (window as unknown as { __panda: SoundHook }).__panda.sound()),
  music: () => page.evaluate(() => (window as unknown as { __panda: SoundHook }).__panda.music()),
});

/** A friend game of `game` with Match settings open. */
async function openSettings(page: Page, game = 'cannon'): Promise<void> {
  await clickControl(page, `menu.game.${game}`);
  await waitForScene(page, 'select');
  await clickControl(page, 'select.opponent.human');
  await clickControl(page, 'select.start');
  await waitForScene(page, 'board');
  await clickControl(page, 'board.settings');
}

/** Presses Tab until `id` has the keyboard focus (the game's reading order, from no focus), then Enter. */
async function tabAndEnter(page: Page, id: string): Promise<void> {
  const order = readingOrder(
    (await controls(page)).filter((c) => c.enabled).map((c) => ({ id: c.id, x: c.x, y: c.y, width: c.w, height: c.h })),
  ).map((c) => c.id);
  const target = order.indexOf(id);
  expect(target, `${id} in ${order.join(', ')}`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= target; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
}

const label = async (page: Page, id: string) => (await controls(page)).find((c) => c.id === id)?.label ?? '';

describe.skipIf(!hasBrowser)('music and effects volumes; reduced motion', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch({ width: 800, height: 450 });
  });
  afterAll(async () => {
    expect(s?.errors ?? []).toEqual([]);
    await s?.close();
  });

  it('steps the two volumes, plays the game’s music, and remembers both after a reload', async () => {
    const page = s.page;
    await openGame(s, { lang: 'en' });
    await resetStorage(s);
    await openGame(s, { lang: 'en' });
    await clickControl(page, 'menu.game.cannon');
    await waitForScene(page, 'select');
    await clickControl(page, 'select.opponent.human');
    await clickControl(page, 'select.start');
    await waitForScene(page, 'board');
    await clickControl(page, 'board.settings');
    let texts = await visibleTexts(page);
    expect(texts).toContain('Music off');
    expect(texts).toContain('Effects 100%');
    expect(await hook(page).sound()).toMatchObject({ musicVolume: 0, effectsVolume: 100 });
    expect(await page.evaluate(() => (window as unknown as { __panda: { overflowing(): unknown[] } }).__panda.overflowing())).toEqual([]);
    // every step is a fingertip on this screen
    for (const c of (await controls(page)).filter((c) => /Volume\.(up|down)$/.test(c.id))) {
      expect(Math.min(c.w, c.h), c.id).toBeGreaterThanOrEqual(44);
    }
    for (let i = 0; i < 3; i++) await clickControl(page, 'settings.musicVolume.up');
    await clickControl(page, 'settings.effectsVolume.down');
    await clickControl(page, 'settings.effectsVolume.down');
    // and the keyboard: Tab to a step, Enter
    await tabAndEnter(page, 'settings.effectsVolume.down');
    await page.waitForFunction(() => (window as unknown as { __panda: SoundHook }).__panda.sound().effectsVolume === 40);
    await clickControl(page, 'settings.effectsVolume.up');
    texts = await visibleTexts(page);
    expect(texts).toContain('Music 60%');
    expect(texts).toContain('Effects 60%');
    expect(await hook(page).sound()).toMatchObject({ musicVolume: 60, effectsVolume: 60 });
    expect(
      await page.evaluate(() => [
        localStorage.getItem('panda-board-games:musicVolume'),
        localStorage.getItem('panda-board-games:effectsVolume'),
      ]),
    ).toEqual(['60', '60']);
    // the music plays cannon's theme, calm while a player thinks, a few bars held at a time
    await page.waitForFunction(() => ((window as unknown as { __panda: SoundHook }).__panda.music()?.bars ?? 0) >= 2, null, {
      timeout: 15_000,
    });
    const music = (await hook(page).music())!;
    expect(music).toMatchObject({ style: 'cannon', playing: true, mood: { tension: 0, calm: true } });
    expect(music.live).toBeLessThanOrEqual(7);
    await screenshot(page, 'settings-volumes-en');
    await clickControl(page, 'settings.close');
    await page.evaluate(() => localStorage.removeItem('panda-board-games:match'));
    await openGame(s, { lang: 'zh' });
    // the menu has its own theme
    expect((await hook(page).music())?.style ?? 'menu').toBe('menu');
    await clickControl(page, 'menu.game.cannon');
    await waitForScene(page, 'select');
    await clickControl(page, 'select.opponent.human');
    await clickControl(page, 'select.start');
    await waitForScene(page, 'board');
    await clickControl(page, 'board.settings');
    texts = await visibleTexts(page);
    expect(texts).toContain('音乐 60%');
    expect(texts).toContain('音效 60%');
    await clickControl(page, 'settings.musicVolume.down');
    await clickControl(page, 'settings.musicVolume.down');
    await clickControl(page, 'settings.musicVolume.down');
    expect(await visibleTexts(page)).toContain('音乐：关');
    expect((await hook(page).music())?.playing).toBe(false);
    await screenshot(page, 'settings-volumes-zh');
    await page.evaluate(() => localStorage.removeItem('panda-board-games:match'));
    await resetStorage(s);
  });

  it('starts with shorter animations where the system asks for reduced motion, until the player chooses', async () => {
    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      const context = await s.browser.newContext({ viewport: { width: 800, height: 450 }, reducedMotion });
      const page = await context.newPage();
      const t: Session = { ...s, page, context };
      await openGame(t, { lang: 'en', mute: '1' });
      await openSettings(page);
      expect(await label(page, 'settings.motion')).toBe(reducedMotion === 'reduce' ? 'Motion: reduced' : 'Motion: full');
      if (reducedMotion === 'reduce') {
        // the player's choice wins over the system's, after a reload too
        await clickControl(page, 'settings.motion');
        expect(await label(page, 'settings.motion')).toBe('Motion: full');
        await page.evaluate(() => localStorage.removeItem('panda-board-games:match'));
        await openGame(t, { lang: 'en', mute: '1' });
        await openSettings(page);
        expect(await label(page, 'settings.motion')).toBe('Motion: full');
      }
      await context.close();
    }
  });

  it('on a phone: the steps are fingertips, their words fit', async () => {
    const phone = await launch({ width: 390, height: 844 }, undefined, { hasTouch: true });
    try {
      for (const lang of ['en', 'zh']) {
        await openGame(phone, { lang, mute: '1' });
        await resetStorage(phone);
        await openGame(phone, { lang, mute: '1' });
        await openSettings(phone.page, 'alquerque');
        const steps = (await controls(phone.page)).filter((c) => /^settings\.(music|effects)Volume\.(up|down)$/.test(c.id));
        expect(steps.map((c) => c.id).sort()).toEqual([
          'settings.effectsVolume.down',
          'settings.effectsVolume.up',
          'settings.musicVolume.down',
          'settings.musicVolume.up',
        ]);
        for (const c of steps) expect(Math.min(c.w, c.h), c.id).toBeGreaterThanOrEqual(44);
        // everything in the dialog stays inside the screen, the Done button too
        const done = (await controls(phone.page)).find((c) => c.id === 'settings.done');
        expect(done && done.y + done.h).toBeLessThanOrEqual(844);
        expect(
          await phone.page.evaluate(() => (window as unknown as { __panda: { overflowing(): unknown[] } }).__panda.overflowing()),
        ).toEqual([]);
        await screenshot(phone.page, `settings-volumes-390-${lang}`);
        await phone.page.evaluate(() => localStorage.removeItem('panda-board-games:match'));
      }
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
