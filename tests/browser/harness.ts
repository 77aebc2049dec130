// Shared helpers for browser tests: launch Debian Chromium through playwright-core, open
// the production build, record every request (none may leave the page's origin) and every
// console error, and talk to the `?test=1` hook (docs/architecture.md "Browser contract").
import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Frame, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../src/cli/chromium';
import type { ControlInfo } from '../../src/ui/control-registry';
import { chromiumPath, INSTALL_HINT } from './chromium';

const browserPath = chromiumPath();
/** True when browser tests can run here; use with describe.skipIf(!hasBrowser). */
export const hasBrowser = browserPath !== null;
if (!hasBrowser) console.warn(`[browser tests skipped] no Chromium found; ${INSTALL_HINT}`);

export interface Session {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  /** Requests to another origin than the page's. */
  foreignRequests: string[];
  /** console.error messages and uncaught page errors. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * One Chromium per test file: a session is a fresh context of it (its own storage, cache and
 * permissions, like a new browser profile), so a file's tests do not pay a browser's start
 * and stop each (about a second and a half). A browser that died is started again.
 */
let shared: Promise<Browser> | null = null;

async function sharedBrowser(): Promise<Browser> {
  const running = await shared?.catch(() => null);
  if (running?.isConnected()) return running;
  shared = chromium.launch({ executablePath: browserPath ?? undefined, headless: true, args: [...CHROMIUM_ARGS] });
  return shared;
}

afterAll(async () => {
  const browser = await shared?.catch(() => null);
  shared = null;
  await browser?.close();
});

/** `baseUrl`: the server of the build under test (the default build's unless given); `hasTouch`: a touch device; `deviceScaleFactor`: device pixels per CSS pixel (1 unless given). */
export async function launch(
  viewport = { width: 1280, height: 720 },
  baseUrl: string = inject('baseUrl'),
  opts: { hasTouch?: boolean; deviceScaleFactor?: number } = {},
): Promise<Session> {
  const browser = await sharedBrowser();
  const before = new Set(browser.contexts());
  const context = await browser.newContext({ viewport, deviceScaleFactor: opts.deviceScaleFactor ?? 1, hasTouch: opts.hasTouch ?? false });
  const page = await context.newPage();
  const origin = new URL(baseUrl).origin;
  const foreignRequests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) foreignRequests.push(url);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return {
    browser,
    context,
    page,
    baseUrl,
    foreignRequests,
    errors,
    close: async () => {
      // a test's route handler may still be fetching a late request (the art, a worker's
      // script) when the page closes: that request is dropped, not reported as an error
      // (a page already closed, by an earlier session's close, has nothing left to drop)
      if (!page.isClosed()) await page.unrouteAll({ behavior: 'ignoreErrors' });
      // this session's context and any other a test opened on its browser since
      for (const c of browser.contexts()) if (!before.has(c)) await c.close().catch(() => undefined);
    },
  };
}

/**
 * The session of the tests in the enclosing describe: launched before the first, closed
 * after the last. Read it inside a test: `const s = session();`.
 */
export function blockSession(
  viewport = { width: 1280, height: 720 },
  opts: { hasTouch?: boolean; deviceScaleFactor?: number } = {},
): () => Session {
  let s: Session | undefined;
  beforeAll(async () => {
    s = await launch(viewport, undefined, opts);
  });
  afterAll(async () => {
    await s?.close();
  });
  return () => {
    if (!s) throw new Error('no browser session: its launch failed');
    return s;
  };
}

/**
 * Opens the game with the given URL parameters (test=1 is always added) and waits for the
 * first screen: ready for input, and its parts drawn a frame later (the menu's pitches and
 * pictures, src/ui/first-screen-rest.ts) drawn too.
 */
export async function openGame(s: Session, params: Record<string, string> = {}): Promise<void> {
  const query = new URLSearchParams({ test: '1', ...params });
  await s.page.goto(`${s.baseUrl}?${query}`);
  await s.page.waitForFunction(() => (window as unknown as { __panda?: { ready: boolean } }).__panda?.ready === true, null, {
    timeout: 30_000,
  });
  await s.page.waitForFunction(() => performance.getEntriesByName('first-screen-complete').length > 0, null, { timeout: 30_000 });
}

export { nextFrames, untilDrawn, waitFor } from './waits';
export { boardState, chooseMove, clickMove, mySide, playOut, pointAt, waitForTurn, type BoardState } from './board-play';

/** What `__panda.controls()` lists (the game's own type, not a copy). */
export type { ControlInfo };

export async function controls(page: Page): Promise<ControlInfo[]> {
  return page.evaluate(() => (window as unknown as { __panda: { controls(): ControlInfo[] } }).__panda.controls());
}

export async function sceneKey(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { __panda: { scene(): string } }).__panda.scene());
}

type ControlsHook = { __panda: { scene(): string; controls(): ControlInfo[]; dialog(): unknown } };

/** Waits until the control `id` is on screen and enabled in the game's page or frame `t`; its box there. */
export async function liveControl(t: Page | Frame, id: string, timeoutMs = 15_000): Promise<ControlInfo> {
  const found = await t
    .waitForFunction((k) => (window as unknown as ControlsHook).__panda.controls().find((c) => c.id === k && c.enabled) ?? null, id, {
      timeout: timeoutMs,
      polling: 30,
    })
    .then(async (h) => (await h.jsonValue()) as ControlInfo)
    .catch(() => null);
  if (found) return found;
  const all = await t.evaluate(() => (window as unknown as ControlsHook).__panda.controls());
  throw new Error(`control ${id} not found; visible: ${all.map((k) => `${k.id}${k.enabled ? '' : '(disabled)'}`).join(', ')}`);
}

/** Clicks a control by id with a real mouse click at its centre; waits for it to appear. */
export async function clickControl(page: Page, id: string, timeoutMs = 15_000): Promise<void> {
  const c = await liveControl(page, id, timeoutMs);
  await page.mouse.click(c.x + c.w / 2, c.y + c.h / 2);
}

/**
 * Clicks a control that leaves the screen, until the scene `key` is up: a screen that draws
 * again when its pictures arrive (the records' badges) can take a click while its buttons
 * are being replaced, and a player would tap again too.
 */
export async function clickUntilScene(page: Page, id: string, key: string): Promise<void> {
  for (let tries = 0; ; tries++) {
    await clickControl(page, id);
    try {
      await page.waitForFunction((k) => (window as unknown as { __panda: { scene(): string } }).__panda.scene() === k, key, {
        timeout: 3000,
      });
      return;
    } catch (e) {
      if (tries >= 2) throw e;
    }
  }
}

/**
 * Switches the page to `lang` with the language button (a real click), if it is not in it;
 * a click that fell while the screen was being laid out again (a resize) is made again.
 */
export async function setLang(page: Page, lang: 'en' | 'zh'): Promise<void> {
  const now = () => page.evaluate(() => (window as unknown as { __panda: { lang(): string } }).__panda.lang());
  for (let tries = 0; tries < 3 && (await now()) !== lang; tries++) {
    await clickControl(page, 'lang.toggle');
    await page
      .waitForFunction((l) => (window as unknown as { __panda: { lang(): string } }).__panda.lang() === l, lang, { timeout: 5000 })
      .catch(() => undefined);
  }
  if ((await now()) !== lang) throw new Error(`the language button did not switch to ${lang} in three clicks`);
}

/**
 * Closes the dialog on screen with its control `id` and waits until it is gone; a click
 * that fell while the dialog was being laid out again (it rebuilds when a setting changes)
 * is made again, as a player would.
 */
export async function closeDialog(page: Page, id: string): Promise<void> {
  for (let tries = 0; tries < 3; tries++) {
    await clickControl(page, id);
    const closed = await page
      .waitForFunction(() => (window as unknown as ControlsHook).__panda.dialog() === null, null, { timeout: 2000, polling: 30 })
      .then(() => true)
      .catch(() => false);
    if (closed) return;
  }
  throw new Error(`dialog still open after three clicks on ${id}`);
}

/**
 * Start on the player select, and Yes when it asks first (this game has a saved game in
 * progress, which the new one replaces: docs/architecture.md, "Saves and storage").
 */
export async function pressStart(page: Page): Promise<void> {
  await clickControl(page, 'select.start');
  await answerIfAsked(page, 'select', true, 15_000);
}

/** From the board back to the menu: ☰, and Leave when it asks (a game in progress). */
export async function leaveBoard(page: Page): Promise<void> {
  await clickControl(page, 'board.menu');
  await answerIfAsked(page, 'board', false, 3000);
}

/**
 * After a click that leaves the scene `from` or asks first: waits until the scene changed or
 * the question is up (its Yes enabled, or only shown when `enabledOnly` is false), and says Yes.
 */
async function answerIfAsked(page: Page, from: string, enabledOnly: boolean, timeoutMs: number): Promise<void> {
  const asked = await page
    .waitForFunction(
      ([scene, enabled]) => {
        const h = (window as unknown as ControlsHook).__panda;
        if (h.scene() !== scene) return 'left';
        return h.controls().some((c) => c.id === 'confirm.yes' && (c.enabled || !enabled)) ? 'asked' : null;
      },
      [from, enabledOnly] as const,
      { timeout: timeoutMs, polling: 30 },
    )
    .then((h) => h.jsonValue())
    .catch(() => null);
  if (asked === 'asked') await clickControl(page, 'confirm.yes');
}

export async function waitForScene(page: Page, key: string, timeoutMs = 15_000): Promise<void> {
  try {
    await page.waitForFunction((k) => (window as unknown as { __panda: { scene(): string } }).__panda.scene() === k, key, {
      timeout: timeoutMs,
    });
  } catch (e) {
    // say where the page is instead, so a failure can be read from the log alone
    const where = await page
      .evaluate(() => {
        const h = (
          window as unknown as {
            __panda: {
              scene(): string;
              dialog(): unknown;
              controls(): { id: string }[];
              board(): { busy: boolean; history: string[] } | null;
            };
          }
        ).__panda;
        const b = h.board();
        return JSON.stringify({
          scene: h.scene(),
          dialog: h.dialog(),
          controls: h.controls().map((c) => c.id),
          board: b && { busy: b.busy, plies: b.history.length },
        });
      })
      .catch(() => 'unreadable');
    throw new Error(`scene ${key} not reached in ${timeoutMs} ms; the page: ${where}`, { cause: e });
  }
}

/** Every visible text on screen. */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __panda: { texts(): string[] } }).__panda.texts());
}

/** Texts or control labels that look like raw i18n keys (`board:buttons.undo`, `result.reasons.x`). */
export async function rawKeys(page: Page): Promise<string[]> {
  const texts = await visibleTexts(page);
  const labels = (await controls(page)).map((c) => c.label);
  const raw = /^[a-z]+(:[a-zA-Z0-9_-]+)?(\.[a-zA-Z0-9_-]+)+$/;
  return [...texts, ...labels].filter((s) => raw.test(s.trim()));
}

/** Saves a screenshot under test-output/screenshots/. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const { mkdirSync } = await import('node:fs');
  mkdirSync('test-output/screenshots', { recursive: true });
  await page.screenshot({ path: `test-output/screenshots/${name}.png` });
}

/** Forgets what earlier tests stored (settings, a saved match), so the next openGame starts clean. */
export async function resetStorage(s: Session): Promise<void> {
  if (!s.page.url().startsWith(s.baseUrl)) return;
  await s.page.evaluate(() => {
    try {
      localStorage.clear();
    } catch {
      // storage blocked: nothing was kept
    }
  });
}
