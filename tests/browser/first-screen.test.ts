// The menu as the page's first screen (src/ui/first-screen-rest.ts): its first frame has
// every control with its words, and a card clicked then opens its game; the cards'
// pitches and pictures, the pandas, the title, the words in the other language and the bamboo
// backdrop follow a frame later, once each, even when the screen is rebuilt (a resize)
// before they came.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import en from '../../locales/en/games.json';
import { GAME_IDS } from '../../src/games/registry';
import { clickControl, hasBrowser, launch, openGame, screenshot, waitForScene, type Session } from './harness';

type Hook = {
  ready: boolean;
  scene(): string;
  texts(): string[];
  controls(): { id: string; enabled: boolean; x: number; y: number; w: number; h: number }[];
};
type AtReady = { texts: string[]; controls: { id: string; enabled: boolean; x: number; y: number; w: number; h: number }[] };

/** Notes what the hook shows at the first animation frame with ready; with `resize`, then makes the page portrait. */
async function watchFirstFrame(page: Page, resize: boolean): Promise<void> {
  await page.addInitScript((resizeAtReady: boolean) => {
    const w = window as unknown as { __panda?: Hook; __atReady?: AtReady };
    const tick = () => {
      const hook = w.__panda;
      if (!hook || !hook.ready) return void requestAnimationFrame(tick);
      w.__atReady = { texts: hook.texts(), controls: hook.controls() };
      if (resizeAtReady) {
        const game = document.getElementById('game') as HTMLElement;
        Object.assign(game.style, { inset: 'auto', left: '0', top: '0', width: '390px', height: '700px' });
        window.dispatchEvent(new Event('resize'));
      }
    };
    requestAnimationFrame(tick);
  }, resize);
}

const complete = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('first-screen-complete').length > 0, null, { timeout: 30_000 });
const count = (texts: string[], text: string): number => texts.filter((x) => x.replace(/\s+/g, ' ') === text).length;

describe.skipIf(!hasBrowser)('the first screen', () => {
  let s: Session | null = null;
  afterEach(async () => {
    await s?.close();
    s = null;
  });

  it('has every control and card name at its first frame, then draws each pitch and the backdrop once', async () => {
    s = await launch({ width: 1280, height: 720 });
    await watchFirstFrame(s.page, false);
    await s.page.goto(`${s.baseUrl}?test=1&lang=en`);
    await complete(s.page);
    const atReady = (await s.page.evaluate(() => (window as unknown as { __atReady: AtReady }).__atReady)) as AtReady;
    // every control is there with its words (Phaser hit-tests them from the next frame on)
    for (const id of GAME_IDS) {
      expect(
        atReady.controls.some((c) => c.id === `menu.game.${id}`),
        id,
      ).toBe(true);
      expect(count(atReady.texts, en[id].name), id).toBe(1);
    }
    for (const id of ['lang.toggle', 'sound.toggle', 'menu.progress', 'menu.puzzle'])
      expect(
        atReady.controls.some((c) => c.id === id),
        id,
      ).toBe(true);
    const texts = await s.page.evaluate(() => (window as unknown as { __panda: Hook }).__panda.texts());
    for (const id of GAME_IDS) {
      expect(count(texts, en[id].name), id).toBe(1);
      expect(count(texts, en[id].pitch), id).toBe(1);
    }
    // the title (under the splash, which shows it, until it has faded), and the words in the
    // other language: the subtitle and the language button's
    expect(count(atReady.texts, 'Panda Board Games')).toBe(0);
    expect(count(texts, 'Panda Board Games')).toBe(1);
    expect(count(texts, '熊猫棋社')).toBe(1);
    const lang = await s.page.evaluate(
      () =>
        (window as unknown as { __panda: { controls(): { id: string; label: string }[] } }).__panda
          .controls()
          .find((c) => c.id === 'lang.toggle')?.label,
    );
    expect(lang).toBe('中文');
    // its pictures came with its parts: the menu waited for none of them
    expect(await s.page.evaluate(() => performance.getEntriesByName('art-wait:menu').length)).toBe(0);
    // the bamboo picture is behind the canvas
    expect(
      await s.page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('body > div')].some((d) => d.style.backgroundImage.includes('blob:')),
      ),
    ).toBe(true);
    expect(s.errors).toEqual([]);
  });

  it('draws the later parts once into a screen rebuilt before they came', async () => {
    s = await launch({ width: 1280, height: 720 });
    await watchFirstFrame(s.page, true);
    await s.page.goto(`${s.baseUrl}?test=1&lang=en`);
    await complete(s.page);
    await s.page.waitForFunction(() => {
      const c = (window as unknown as { __panda: Hook }).__panda.controls().find((k) => k.id === 'menu.game.othello');
      return !!c && c.w > c.h * 1.5; // portrait cards are wide rows
    });
    const texts = await s.page.evaluate(() => (window as unknown as { __panda: Hook }).__panda.texts());
    for (const id of GAME_IDS) expect(count(texts, en[id].pitch), id).toBe(1);
    await screenshot(s.page, 'first-screen-rebuilt-en');
    expect(s.errors).toEqual([]);
  });

  it('a menu come back to draws its later parts at once (it is no first screen)', async () => {
    s = await launch({ width: 800, height: 450 });
    await openGame(s, { lang: 'en' });
    await clickControl(s.page, 'menu.game.othello');
    await waitForScene(s.page, 'select');
    await clickControl(s.page, 'select.back');
    await waitForScene(s.page, 'menu');
    const texts = await s.page.evaluate(() => (window as unknown as { __panda: Hook }).__panda.texts());
    for (const id of GAME_IDS) expect(count(texts, en[id].pitch), id).toBe(1);
    expect(s.errors).toEqual([]);
  });

  it('opens a game from a card clicked at the first frame', async () => {
    s = await launch({ width: 1280, height: 720 });
    await watchFirstFrame(s.page, false);
    await s.page.goto(`${s.baseUrl}?test=1&lang=en`);
    const at = await s.page.waitForFunction(() => (window as unknown as { __atReady?: AtReady }).__atReady ?? null, null, {
      timeout: 30_000,
    });
    const card = ((await at.jsonValue()) as AtReady).controls.find((c) => c.id === 'menu.game.cannon');
    expect(card).toBeTruthy();
    if (!card) return;
    await s.page.mouse.click(card.x + card.w / 2, card.y + card.h / 2);
    await s.page.waitForFunction(
      () => {
        const hook = (window as unknown as { __panda: Hook }).__panda;
        return hook.scene() === 'select' && hook.ready;
      },
      null,
      { timeout: 15_000 },
    );
    expect(s.errors).toEqual([]);
  });
});
