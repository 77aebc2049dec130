// The page's splash (index.html, src/boot/): it paints before the game's script has run, in
// the player's language (?lang=, else the browser's), and it is gone once the menu is
// ready. The game's module is held back at the network for the first checks (so the splash
// is caught for sure); a natural load then checks the order: splash first, canvas later.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SPLASH_TEXT } from '../../src/boot/splash-markup';
import { hasBrowser, launch, screenshot, type Session } from './harness';

type Lang = keyof typeof SPLASH_TEXT;

/** What the splash shows: its main title line, its loading line, and whether it is on screen. */
async function splashShows(page: Page): Promise<{ title: string; loading: string; visible: boolean; lang: string | null }> {
  return page.evaluate(() => {
    const el = document.getElementById('splash');
    const spans = [...document.querySelectorAll<HTMLElement>('#splash .splash-title > span')];
    const main = spans.find((s) => getComputedStyle(s).order === '0');
    const title = document.querySelector<HTMLElement>('#splash .splash-title');
    return {
      title: main?.innerText ?? '',
      loading: document.querySelector<HTMLElement>('#splash .splash-loading')?.innerText ?? '',
      visible:
        !!el &&
        !!title &&
        getComputedStyle(el).opacity === '1' &&
        getComputedStyle(title).visibility === 'visible' &&
        el.getBoundingClientRect().width > 0,
      lang: document.documentElement.getAttribute('data-lang'),
    };
  });
}

/** Holds the game's module script until `release` is called. */
async function holdGameScript(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

async function waitReadyAndGone(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __panda?: { ready: boolean } }).__panda?.ready === true, null, {
    timeout: 60_000,
  });
  await page.waitForFunction(() => document.getElementById('splash') === null, null, { timeout: 5_000 });
}

describe.skipIf(!hasBrowser)('start-up splash', () => {
  let s: Session | null = null;
  afterEach(async () => {
    await s?.close();
    s = null;
  });

  for (const lang of ['en', 'zh'] as Lang[]) {
    it(`shows the title and loading line in ${lang} before the canvas exists, and leaves once the menu is ready`, async () => {
      s = await launch({ width: 1280, height: 720 });
      const release = await holdGameScript(s.page);
      await s.page.goto(`${s.baseUrl}?test=1&lang=${lang}`, { waitUntil: 'commit' });
      await s.page.waitForFunction(() => document.getElementById('splash')?.classList.contains('glow'), null, { timeout: 10_000 });
      const shown = await splashShows(s.page);
      expect(shown).toEqual({ title: SPLASH_TEXT[lang].title, loading: SPLASH_TEXT[lang].loading, visible: true, lang });
      expect(await s.page.locator('canvas').count()).toBe(0);
      // the other language's title line joins: English after the first paint (.glow), Chinese
      // on an English page once the load has lasted (.alive), as its font is dear to set up
      const other: Lang = lang === 'en' ? 'zh' : 'en';
      const joinsAt = lang === 'en' ? 'alive' : 'glow';
      await s.page.waitForFunction((c) => document.getElementById('splash')?.classList.contains(c), joinsAt, { timeout: 10_000 });
      expect(
        await s.page.evaluate(
          () =>
            [...document.querySelectorAll<HTMLElement>('#splash .splash-title > span')].find((x) => getComputedStyle(x).order === '1')
              ?.innerText,
        ),
      ).toBe(SPLASH_TEXT[other].title);
      await screenshot(s.page, `splash-${lang}-1280x720`);
      release();
      await waitReadyAndGone(s.page);
      expect(await s.page.locator('canvas').count()).toBe(1);
      expect(s.errors).toEqual([]);
      expect(s.foreignRequests).toEqual([]);
    });
  }

  it("follows the browser's language without ?lang=, and shows it at 800x450 and 390x844", async () => {
    s = await launch({ width: 800, height: 450 });
    for (const [locale, lang] of [
      ['zh-CN', 'zh'],
      ['en-GB', 'en'],
    ] as const) {
      for (const viewport of [
        { width: 800, height: 450 },
        { width: 390, height: 844 },
      ]) {
        const context = await s.browser.newContext({ locale, viewport, deviceScaleFactor: 1 });
        const page = await context.newPage();
        const release = await holdGameScript(page);
        await page.goto(`${s.baseUrl}?test=1`, { waitUntil: 'commit' });
        await page.waitForFunction(() => document.getElementById('splash')?.classList.contains('glow'), null, { timeout: 10_000 });
        expect(await splashShows(page)).toEqual({
          title: SPLASH_TEXT[lang].title,
          loading: SPLASH_TEXT[lang].loading,
          visible: true,
          lang,
        });
        await screenshot(page, `splash-${lang}-${viewport.width}x${viewport.height}`);
        release();
        await waitReadyAndGone(page);
        await context.close();
      }
    }
  });

  // Laying out the first words sets up the page's font, which held the first paint back:
  // the first paint has the emblem and the bar, every line of words keeps its room, and the
  // words come a frame later (.glow), in the page's language.
  it('paints the emblem and the bar first, the words a frame later, with their room kept', async () => {
    s = await launch({ width: 1280, height: 720 });
    const release = await holdGameScript(s.page);
    // the page's timers and frames stand still: early.js has marked the language, and the
    // frame after the first paint (which adds .glow) has not come
    await s.page.clock.install();
    await s.page.clock.pauseAt(Date.now() + 60_000);
    await s.page.goto(`${s.baseUrl}?test=1&lang=zh`, { waitUntil: 'commit' });
    await s.page.waitForFunction(() => document.documentElement.getAttribute('data-lang') === 'zh', null, { timeout: 10_000 });
    const layout = () =>
      s!.page.evaluate(() => {
        const shown = (sel: string) => [...document.querySelectorAll<HTMLElement>(sel)].map((e) => e.innerText.trim()).filter(Boolean);
        const height = (sel: string) => document.querySelector<HTMLElement>(sel)?.getBoundingClientRect().height ?? 0;
        const art = document.querySelector<HTMLElement>('#splash .splash-art')!.getBoundingClientRect();
        return {
          words: [...shown('#splash .splash-title > span'), ...shown('#splash .splash-loading')],
          title: height('#splash .splash-title'),
          loading: height('#splash .splash-loading'),
          artTop: Math.round(art.top),
          glow: document.getElementById('splash')!.classList.contains('glow'),
        };
      });
    const first = await layout();
    expect(first.glow).toBe(false);
    expect(first.words).toEqual([]);
    expect(first.title).toBeGreaterThan(40);
    expect(first.loading).toBeGreaterThan(15);
    await s.page.clock.resume();
    await s.page.waitForFunction(() => document.getElementById('splash')?.classList.contains('glow'), null, { timeout: 10_000 });
    const later = await layout();
    // the words in the page's language (both title lines on a Chinese page: the Chinese one
    // leads, by the page's CSS order), and nothing moved
    expect(later.words).toEqual([SPLASH_TEXT.en.title, SPLASH_TEXT.zh.title, SPLASH_TEXT.zh.loading]);
    expect([later.title, later.loading, later.artTop]).toEqual([first.title, first.loading, first.artTop]);
    release();
    await waitReadyAndGone(s.page);
    expect(s.errors).toEqual([]);
  });

  it('holds still while a load is quick, comes alive when it lasts, and never moves with reduced motion', async () => {
    s = await launch({ width: 800, height: 450 });
    const running = (page: Page) =>
      page.evaluate(() =>
        document
          .getAnimations()
          .map((a) => (a as CSSAnimation).animationName ?? 'transition')
          .sort(),
      );
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await s.browser.newContext({ viewport: { width: 800, height: 450 }, reducedMotion });
      const page = await context.newPage();
      const release = await holdGameScript(page);
      await page.goto(`${s.baseUrl}?test=1&lang=en`, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.getElementById('splash')?.classList.contains('glow'), null, { timeout: 10_000 });
      // still: nothing for the compositor to redraw while the game's script loads and runs,
      // and no Chinese words to lay out on an English page
      expect(await running(page)).toEqual([]);
      expect(await page.evaluate(() => document.querySelector<HTMLElement>('#splash .splash-title .zh')?.innerText.trim())).toBe('');
      await page.waitForFunction(() => document.getElementById('splash')?.classList.contains('alive'), null, { timeout: 10_000 });
      expect(await running(page)).toEqual(reducedMotion === 'reduce' ? [] : ['splash-bob', 'splash-fill']);
      expect(await page.evaluate(() => document.querySelector<HTMLElement>('#splash .splash-title .zh')?.innerText.trim())).toBe(
        SPLASH_TEXT.zh.title,
      );
      release();
      await waitReadyAndGone(page);
      await context.close();
    }
  });

  it('paints before the canvas on a natural load, and is gone once the menu is ready', async () => {
    s = await launch({ width: 390, height: 844 });
    await s.page.addInitScript(() => {
      const w = window as unknown as { __splashAtCanvas?: boolean };
      new MutationObserver((_m, obs) => {
        if (!document.querySelector('#game canvas')) return;
        w.__splashAtCanvas = !!document.getElementById('splash');
        obs.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await s.page.goto(`${s.baseUrl}?test=1&lang=zh`);
    await waitReadyAndGone(s.page);
    expect(await s.page.evaluate(() => (window as unknown as { __splashAtCanvas?: boolean }).__splashAtCanvas)).toBe(true);
    // the splash painted (first contentful paint) before the game's module had even run
    const fcp = await s.page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity);
    const canvasReady = await s.page.evaluate(() => performance.getEntriesByName('first-screen')[0]?.startTime ?? 0);
    expect(fcp).toBeLessThan(canvasReady);
    expect(s.errors).toEqual([]);
  });
});
