// The visual suite's machinery (docs/testing.md): a screenshot taken once the screen stands
// still, compared with its baseline under tests/visual/baselines/ by pixelmatch, or written
// as the new baseline with UPDATE_SCREENS=1 (`npm run test:screens:update`). A mismatch
// writes expected, actual and diff PNGs to test-output/visual/ and names them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { openGame, resetStorage, setLang, untilDrawn, type Session } from './harness';

export const SIZES: readonly (readonly [number, number])[] = [
  [1280, 720],
  [800, 450],
  [390, 844],
];
export const LANGS = ['en', 'zh'] as const;
export type Lang = (typeof LANGS)[number];

/** Remake the baselines instead of comparing (npm run test:screens:update). */
export const UPDATING = process.env.UPDATE_SCREENS === '1';
export const BASELINES = 'tests/visual/baselines';
export const OUTPUT = 'test-output/visual';

/**
 * pixelmatch's threshold: how far two pixels' colours may be apart (YIQ distance, 0..1)
 * and still count as the same. 0.1 (its default) passes the faint shifts of anti-aliased
 * edges that another GPU or font hinting gives, and catches any missing or changed text,
 * picture or colour. Pixels pixelmatch finds to be anti-aliasing are not counted.
 */
export const PIXEL_THRESHOLD = 0.1;
/**
 * How many pixels may still differ: 0.01 % of the screen (92 at 1280×720, 36 at 800×450,
 * 33 at 390×844). The same build on the same machine gives identical pixels (three runs,
 * docs/testing.md); a missing word of 12 px text changes several hundred.
 */
export const ALLOWED_SHARE = 0.0001;

/** URL parameters of every visit: nothing moves by itself (still=1), the puzzles' date pinned. */
export const STILL = { fast: '1', still: '1', mute: '1', date: '2026-03-14' };

export interface Shot {
  name: string;
  lang: Lang;
  w: number;
  h: number;
}

const fileName = (s: Shot): string => `${s.name}-${s.lang}-${s.w}x${s.h}.png`;

/**
 * A screenshot once the screen stands still: everything the page waits for is in (the art
 * drawn sharp, the fonts), every change is drawn and no tween runs (__panda.drawn), and two
 * screenshots a beat apart are the same.
 */
export async function stillShot(page: Page): Promise<Buffer> {
  await page.waitForFunction(() => performance.getEntriesByName('background-ready').length > 0, null, { timeout: 60_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const drawn = () => untilDrawn(page);
  // the shared link's field shows the test server's address, whose port changes every run,
  // and its focus ring comes and goes with the window's focus
  const take = () =>
    page.screenshot({
      caret: 'hide',
      animations: 'disabled',
      mask: [page.locator('#panda-share-link')],
      maskColor: '#ff00ff',
      style: '#panda-share-link { outline: none !important; }',
    });
  await drawn();
  let last = await take();
  for (let i = 0; i < 20; i++) {
    // real time must pass: standing still is the same picture a beat later
    await page.waitForTimeout(100);
    await drawn();
    const next = await take();
    if (next.equals(last)) return next;
    last = next;
  }
  throw new Error('the screen never stood still (two screenshots 100 ms apart always differed)');
}

function writePng(path: string, png: PNG): void {
  writeFileSync(path, PNG.sync.write(png, { deflateLevel: 9 }));
}

/**
 * Compares the screen with the baseline `against` (default: the shot's own) and returns
 * null, or what differs and where the three PNGs are. With UPDATE_SCREENS=1 a shot that is
 * its own baseline is written instead.
 */
export async function checkScreen(page: Page, shot: Shot, against: Shot = shot): Promise<string | null> {
  const png = await stillShot(page);
  // every screen as it was seen, to look at (test-output/visual/seen/)
  mkdirSync(join(OUTPUT, 'seen'), { recursive: true });
  writeFileSync(join(OUTPUT, 'seen', fileName(shot)), png);
  const actual = PNG.sync.read(png);
  const base = join(BASELINES, fileName(against));
  if (UPDATING && against === shot) {
    mkdirSync(BASELINES, { recursive: true });
    writePng(base, actual);
    return null;
  }
  const tag = against === shot ? fileName(shot).replace(/\.png$/, '') : `${fileName(shot).replace(/\.png$/, '')}-vs-${against.name}`;
  mkdirSync(OUTPUT, { recursive: true });
  const out = (kind: string) => join(OUTPUT, `${tag}-${kind}.png`);
  if (!existsSync(base)) {
    writePng(out('actual'), actual);
    return `${tag}: no baseline ${base} (make it with npm run test:screens:update); actual: ${out('actual')}`;
  }
  const expected = PNG.sync.read(readFileSync(base));
  if (expected.width !== actual.width || expected.height !== actual.height) {
    writePng(out('actual'), actual);
    return `${tag}: ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}; actual: ${out('actual')}`;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const count = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: PIXEL_THRESHOLD });
  const allowed = Math.floor(actual.width * actual.height * ALLOWED_SHARE);
  if (count <= allowed) {
    // within the tolerance, but said: a count that creeps up shows before it fails
    if (count > 0) console.log(`${tag}: ${count} pixels differ (at most ${allowed} may)`);
    return null;
  }
  writePng(out('expected'), expected);
  writePng(out('actual'), actual);
  writePng(out('diff'), diff);
  return `${tag}: ${count} pixels differ from ${base} (at most ${allowed} may); see ${out('expected')}, ${out('actual')}, ${out('diff')}`;
}

/**
 * The screen on show at every size and in both languages, each compared with its baseline
 * `name`: the page is resized in place and its language switched with the language button
 * (so each scene's rebuild on a resize and its texts' refresh are what is pictured). `show`,
 * when given, brings up at each size and language what a rebuild does not keep (a notice,
 * a hint), after the switch and before the picture.
 */
export async function checkEverySize(page: Page, name: string, show?: (lang: Lang) => Promise<void>): Promise<string[]> {
  const failures: string[] = [];
  for (const [w, h] of SIZES) {
    await page.setViewportSize({ width: w, height: h });
    for (const lang of LANGS) {
      await setLang(page, lang);
      await show?.(lang);
      const f = await checkScreen(page, { name, lang, w, h });
      if (f) failures.push(f);
    }
  }
  await setLang(page, 'en');
  await page.setViewportSize({ width: SIZES[0][0], height: SIZES[0][1] });
  // laid out again for that size before the test clicks on
  await untilDrawn(page);
  return failures;
}

/** A fresh page at this size and language, with nothing stored from an earlier visit. */
export async function freshVisit(s: Session, w: number, h: number, lang: Lang, params: Record<string, string> = {}): Promise<void> {
  await resetStorage(s);
  await s.page.setViewportSize({ width: w, height: h });
  await openGame(s, { ...STILL, lang, ...params });
}

/** Fails with every mismatch listed (each names its PNGs), after all were checked. */
export function reportScreens(failures: string[]): void {
  if (failures.length > 0) throw new Error(`${failures.length} screen(s) differ from their baselines:\n${failures.join('\n')}`);
}
