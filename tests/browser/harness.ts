// Shared helpers for browser tests: launch Debian Chromium through playwright-core, open
// the production build, record every request (none may leave the page's origin) and every
// console error, and talk to the `?test=1` hook (docs/architecture.md "Browser contract").
import { afterAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../src/cli/chromium';
import type { ControlInfo } from '../../src/ui/control-registry';
import { chromiumPath, INSTALL_HINT } from './chromium';
import type { Side } from '../../src/engine/types';
import { rulesFor, type GameId } from '../../src/games/registry';

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

/** What `__panda.controls()` lists (the game's own type, not a copy). */
export type { ControlInfo };

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
  const open = () => page.evaluate(() => (window as unknown as { __panda: { dialog(): unknown } }).__panda.dialog() !== null);
  for (let tries = 0; tries < 3; tries++) {
    await clickControl(page, id);
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline && (await open())) await page.waitForTimeout(50);
    if (!(await open())) return;
  }
  throw new Error(`dialog still open after three clicks on ${id}`);
}

/**
 * Start on the player select, and Yes when it asks first (this game has a saved game in
 * progress, which the new one replaces: docs/architecture.md, "Saves and storage").
 */
export async function pressStart(page: Page): Promise<void> {
  await clickControl(page, 'select.start');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && (await sceneKey(page)) === 'select') {
    if ((await controls(page)).some((c) => c.id === 'confirm.yes' && c.enabled)) {
      await clickControl(page, 'confirm.yes');
      return;
    }
    await page.waitForTimeout(50);
  }
}

/** From the board back to the menu: ☰, and Leave when it asks (a game in progress). */
export async function leaveBoard(page: Page): Promise<void> {
  await clickControl(page, 'board.menu');
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline && (await sceneKey(page)) === 'board') {
    if ((await controls(page)).some((c) => c.id === 'confirm.yes')) {
      await clickControl(page, 'confirm.yes');
      break;
    }
    await page.waitForTimeout(50);
  }
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

// ---- helpers for playing through the hook (added with the game scenes) ----------------

export interface BoardState {
  game: string;
  position: string;
  turn: string;
  legalMoves: string[];
  history: string[];
  result: null | { winner: string; reason: string };
  busy: boolean;
  notice?: string | null;
  reviewPly?: number | null;
  lit?: string[];
  /** Points marked as the last move's. */
  lastMove?: string[];
  /** The panel's status line and the side whose card is lit, as drawn. */
  panel?: { status: string; litCard: string | null } | null;
}

type Hook = {
  board(): BoardState | null;
  pointAt(p: string): { x: number; y: number } | null;
  lang(): string;
  timeLeft(): number | null;
  texts(): string[];
};

export async function boardState(page: Page): Promise<BoardState | null> {
  return page.evaluate(() => (window as unknown as { __panda: Hook }).__panda.board());
}

/** Waits until the board is idle: the game is over, or the player (`sides`) is to move and nothing animates. */
export async function waitForTurn(page: Page, sides: string[], timeoutMs = 20_000): Promise<BoardState> {
  const handle = await page.waitForFunction(
    (s) => {
      const b = (window as unknown as { __panda: Hook }).__panda.board();
      if (!b) return null;
      if (b.result) return b;
      return !b.busy && s.includes(b.turn) ? b : null;
    },
    sides,
    { timeout: timeoutMs, polling: 20 },
  );
  return (await handle.jsonValue()) as BoardState;
}

export async function pointAt(page: Page, point: string): Promise<{ x: number; y: number }> {
  const p = await page.evaluate((n) => (window as unknown as { __panda: Hook }).__panda.pointAt(n), point);
  if (!p) throw new Error(`no board point ${point}`);
  return p;
}

/** Plays a move by clicking its points (from, then to; or the point of a placement). */
export async function clickMove(page: Page, move: string): Promise<void> {
  for (const point of move.split('-')) {
    const p = await pointAt(page, point);
    await page.mouse.click(p.x, p.y);
  }
}

/** Every visible text on screen. */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __panda: Hook }).__panda.texts());
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

/**
 * A one-ply greedy choice for `me` among the legal moves: a move that wins at once, else the
 * best material balance (pieces on the board and in hand), ties broken at random. Games
 * against BABY end quickly this way.
 */
export function chooseMove(game: string, position: string, legal: string[], me: string, freeSlide = false): string {
  const rules = rulesFor(game as GameId, { freeSlide });
  const pos = rules.parse(position);
  const i = rules.sides.indexOf(me as Side);
  let best: string[] = [];
  let bestScore = -Infinity;
  for (const text of legal) {
    const after = rules.play(pos, rules.moveFromText(pos, text));
    const out = rules.outcome(after);
    let score: number;
    if (out) score = out.winner === me ? 1e6 : out.winner === 'draw' ? -1e3 : -1e6;
    else {
      const t = rules.tally(after);
      score = t.onBoard[i] + t.inHand[i] - (t.onBoard[1 - i] + t.inHand[1 - i]);
    }
    if (score > bestScore) {
      bestScore = score;
      best = [text];
    } else if (score === bestScore) best.push(text);
  }
  return best[Math.floor(Math.random() * best.length)];
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

/** Plays `sides` with the greedy chooser until the game ends; returns the final board. */
export async function playOut(page: Page, sides: string[], maxPlies = 600): Promise<BoardState> {
  for (let i = 0; i < maxPlies; i++) {
    const b = await waitForTurn(page, sides, 30_000);
    if (b.result) return b;
    const move = chooseMove(b.game, b.position, b.legalMoves, b.turn);
    await clickMove(page, move);
    await page.waitForFunction(
      (n) => {
        const x = (window as unknown as { __panda: { board(): BoardState | null } }).__panda.board();
        return !x || x.result !== null || x.history.length > n;
      },
      b.history.length,
      { timeout: 10_000, polling: 20 },
    );
  }
  throw new Error('the game did not end');
}

/** The side the player has in the live match (a rematch swaps it). */
export async function mySide(page: Page): Promise<string> {
  return page.evaluate(
    () => (window as unknown as { __panda: { match(): { humanSide: string } | null } }).__panda.match()?.humanSide ?? '',
  );
}
