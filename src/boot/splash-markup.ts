// The splash's markup, written into index.html by the build (tools/vite-splash.ts): the
// club's emblem from the game's own art, the title in both languages, a progress bar and
// the loading line, with every string taken from locales/. It paints before any script
// runs; index.html's <style> lays it out and early.js picks the language first.
// Pure strings: no DOM, so the build and the unit tests can call it.
import enCommon from '../../locales/en/common.json';
import zhCommon from '../../locales/zh/common.json';
import { logo } from '../art/extras';

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Both languages, each in a span the page's CSS shows or orders by html[data-lang]. */
function both(en: string, zh: string): string {
  return `<span class="en" lang="en">${escape(en)}</span><span class="zh" lang="zh-CN">${escape(zh)}</span>`;
}

/**
 * The title's two lines: each line's box is there from the first paint, its words a frame
 * later, once the page knows which language leads (early.js adds .glow; index.html's
 * <style>: laying out the first words costs the first paint the font's set-up).
 */
function titleLines(en: string, zh: string): string {
  return `<span class="en" lang="en"><span>${escape(en)}</span></span><span class="zh" lang="zh-CN"><span>${escape(zh)}</span></span>`;
}

/** The splash's texts, by language (tests compare what the page shows with these). */
export const SPLASH_TEXT = {
  en: { title: enCommon.title, loading: enCommon.loading, failed: enCommon.loadFailed, retry: enCommon.retry },
  zh: { title: zhCommon.title, loading: zhCommon.loading, failed: zhCommon.loadFailed, retry: zhCommon.retry },
} as const;

/**
 * What a failed start shows in the loading line's place (early.js adds .failed to the
 * splash: a script that did not load, or no first screen in time): why, and a button that
 * loads the page again. Both languages; the page's CSS shows the splash's one.
 */
function failedMarkup(): string {
  const { en, zh } = SPLASH_TEXT;
  return (
    `<div class="load-failed" role="alert">` +
    `<p>${both(en.failed, zh.failed)}</p>` +
    `<button type="button" class="load-retry">${both(en.retry, zh.retry)}</button>` +
    `</div>`
  );
}

export function splashMarkup(): string {
  const { en, zh } = SPLASH_TEXT;
  return (
    `<div id="splash" aria-busy="true">` +
    `<div class="splash-art" aria-hidden="true">${logo()}</div>` +
    `<h1 class="splash-title">${titleLines(en.title, zh.title)}</h1>` +
    `<div class="splash-bar" role="progressbar" aria-valuemin="0" aria-valuemax="100"><i></i></div>` +
    `<p class="splash-loading">${both(en.loading, zh.loading)}</p>` +
    failedMarkup() +
    `</div>`
  );
}
