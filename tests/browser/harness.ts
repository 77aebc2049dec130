// Shared helpers for browser tests: launch Debian Chromium through playwright-core, open
// the production build, record every request (none may leave the page's origin) and every
// console error, and talk to the `?test=1` hook (window.__panda, see DESIGN.md).
import { inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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

export async function launch(viewport = { width: 1280, height: 720 }): Promise<Session> {
  const browser = await chromium.launch({
    executablePath: browserPath ?? undefined,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const baseUrl = inject('baseUrl');
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
      await browser.close();
    },
  };
}

/** Opens the game with the given URL parameters (test=1 is always added) and waits for the menu. */
export async function openGame(s: Session, params: Record<string, string> = {}): Promise<void> {
  const query = new URLSearchParams({ test: '1', ...params });
  await s.page.goto(`${s.baseUrl}?${query}`);
  await s.page.waitForFunction(() => (window as unknown as { __panda?: { ready: boolean } }).__panda?.ready === true, null, {
    timeout: 30_000,
  });
}

export interface ControlInfo {
  id: string;
  label: string;
  x: number;
  y: number;
  w: number;
  h: number;
  enabled: boolean;
}

export async function controls(page: Page): Promise<ControlInfo[]> {
  return page.evaluate(() => (window as unknown as { __panda: { controls(): ControlInfo[] } }).__panda.controls());
}

export async function sceneKey(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { __panda: { scene(): string } }).__panda.scene());
}

/** Clicks a control by id with a real mouse click at its centre; waits for it to appear. */
export async function clickControl(page: Page, id: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const c = (await controls(page)).find((k) => k.id === id && k.enabled);
    if (c) {
      await page.mouse.click(c.x + c.w / 2, c.y + c.h / 2);
      return;
    }
    if (Date.now() > deadline) {
      const ids = (await controls(page)).map((k) => `${k.id}${k.enabled ? '' : '(disabled)'}`).join(', ');
      throw new Error(`control ${id} not found; visible: ${ids}`);
    }
    await page.waitForTimeout(50);
  }
}

export async function waitForScene(page: Page, key: string, timeoutMs = 15_000): Promise<void> {
  await page.waitForFunction(
    (k) => (window as unknown as { __panda: { scene(): string } }).__panda.scene() === k,
    key,
    { timeout: timeoutMs },
  );
}
