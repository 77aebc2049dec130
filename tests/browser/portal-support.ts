// Helpers for the portal browser tests: a host page that embeds the game the way a portal
// does (a sandboxed iframe of a given size, in a scrollable page, optionally from a
// sub-path), served from the preview origin through page.route; and the `?test=1` hook
// read inside the frame, with coordinates turned into the page's for real mouse clicks.
import type { Frame, Page, Route } from 'playwright-core';
import { liveControl, untilDrawn, waitFor, type ControlInfo, type Session } from './harness';

/** docs/portals.md "Content-Security-Policy": what the game needs, and nothing more. */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

export const SANDBOX = 'allow-scripts allow-same-origin';
/** The game is also served under this sub-path, to check its paths are all relative. */
export const SUB_PATH = '/games/panda-board-games/';

export interface HostOptions {
  width: number;
  height: number;
  /** Query of the game URL (test=1 is always added). */
  params?: Record<string, string>;
  /** Serve the game from SUB_PATH instead of the root. */
  subPath?: boolean;
  /** Extra HTML in the host page's <head>. */
  head?: string;
  /** The iframe's sandbox (default SANDBOX; 'allow-scripts' alone gives the game an opaque origin). */
  sandbox?: string;
}

let hostCounter = 0;

/** Serves every file of the build under SUB_PATH too (a static host's sub-folder). */
export async function serveSubPath(s: Session): Promise<void> {
  const origin = new URL(s.baseUrl).origin;
  await s.page.route(
    (url) => url.origin === origin && url.pathname.startsWith(SUB_PATH),
    async (route: Route) => {
      const u = new URL(route.request().url());
      u.pathname = '/' + u.pathname.slice(SUB_PATH.length);
      const response = await route.fetch({ url: u.toString() });
      await route.fulfill({ response });
    },
  );
}

/**
 * Opens a host page with the game in a sandboxed iframe of the given size and waits until
 * the game's menu can take input. The host page is taller than the viewport (it scrolls)
 * and records the game's postMessage events in window.__portalMessages.
 */
export async function openInFrame(s: Session, opts: HostOptions): Promise<Frame> {
  const origin = new URL(s.baseUrl).origin;
  const name = `host-${++hostCounter}.html`;
  const query = new URLSearchParams({ test: '1', fast: '1', ...opts.params });
  const src = `${opts.subPath ? SUB_PATH : '/'}?${query}`;
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>portal host</title>
<style>
  body { margin: 0; background: #2d3e50; font: 14px sans-serif; color: #fff; }
  header { height: 40px; }
  iframe#game { display: block; border: 0; margin: 0 20px; background: #000; }
  .below { height: 3000px; }
</style>
<script>
  window.__portalMessages = [];
  addEventListener('message', (e) => {
    if (e.data && e.data.source === 'panda-board-games') window.__portalMessages.push(e.data);
  });
</script>
${opts.head ?? ''}
</head><body>
<header>portal header</header>
<iframe id="game" title="game" sandbox="${opts.sandbox ?? SANDBOX}" allow="autoplay; fullscreen" src="${src}" width="${opts.width}" height="${opts.height}"></iframe>
<div class="below">more portal content</div>
</body></html>`;
  await s.page.route(`${origin}/__portal/${name}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  await s.page.goto(`${origin}/__portal/${name}`);
  const frame = await gameFrame(s.page);
  await frame.waitForFunction(() => (window as unknown as { __panda?: { ready: boolean } }).__panda?.ready === true, null, {
    timeout: 30_000,
  });
  return frame;
}

/** The game's frame in the host page. */
export async function gameFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe#game');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('no game frame');
  return frame;
}

/** The iframe's top-left corner in the page's viewport. */
export async function frameOffset(page: Page): Promise<{ x: number; y: number; w: number; h: number }> {
  const box = await (await page.waitForSelector('iframe#game')).boundingBox();
  if (!box) throw new Error('game frame has no box');
  return { x: box.x, y: box.y, w: box.width, h: box.height };
}

type Hook = {
  ready: boolean;
  scene(): string;
  controls(): ControlInfo[];
  board(): BoardInfo | null;
  pointAt(point: string): { x: number; y: number } | null;
  timeLeft(): number | null;
  lang(): string;
};

export interface BoardInfo {
  game: string;
  position: string;
  turn: string;
  legalMoves: string[];
  history: string[];
  result: { winner: string; reason: string } | null;
  busy: boolean;
}

/** Where the game runs: the page itself, or the frame inside a host page. */
export type Target = Page | Frame;

export function hook<T>(t: Target, fn: (p: Hook) => T): Promise<T> {
  return t.evaluate(`(${fn.toString()})(window.__panda)`) as Promise<T>;
}

export const frameControls = (t: Target): Promise<ControlInfo[]> => hook(t, (p) => p.controls());
export const board = (t: Target): Promise<BoardInfo | null> => hook(t, (p) => p.board());
export const scene = (t: Target): Promise<string> => hook(t, (p) => p.scene());
export const timeLeft = (t: Target): Promise<number | null> => hook(t, (p) => p.timeLeft());

async function offsetOf(page: Page, t: Target): Promise<{ x: number; y: number }> {
  if (t === page || !('parentFrame' in t) || t.parentFrame() === null) return { x: 0, y: 0 };
  return frameOffset(page);
}

/** Clicks a control (by id) inside the game with a real mouse click; waits for it. */
export async function click(page: Page, t: Target, id: string, timeoutMs = 15_000): Promise<void> {
  const c = await liveControl(t, id, timeoutMs);
  const o = await offsetOf(page, t);
  await page.mouse.click(o.x + c.x + c.w / 2, o.y + c.y + c.h / 2);
}

/** True when a control with this id (enabled) is on screen now. */
/** From the board back to the menu: ☰, and Leave when it asks (a game in progress). */
export async function leaveBoard(page: Page, t: Target): Promise<void> {
  await click(page, t, 'board.menu');
  const asked = await t
    .waitForFunction(
      () => {
        const h = (window as unknown as { __panda: Hook }).__panda;
        return h.controls().some((c) => c.id === 'confirm.yes' && c.enabled) || h.scene() !== 'board';
      },
      null,
      { timeout: 3000, polling: 30 },
    )
    .then(() => hasControl(t, 'confirm.yes'))
    .catch(() => false);
  if (asked) await click(page, t, 'confirm.yes');
}

export async function hasControl(t: Target, id: string): Promise<boolean> {
  return (await frameControls(t)).some((c) => c.id === id && c.enabled);
}

export async function waitForScene(t: Target, key: string, timeoutMs = 15_000): Promise<void> {
  await waitFor(
    () => scene(t),
    (k) => k === key,
    timeoutMs,
    `scene ${key}`,
  );
}

/** Clicks a board point (by name) with the real mouse. */
export async function clickPoint(page: Page, t: Target, point: string): Promise<void> {
  const at = await t.evaluate((name) => (window as unknown as { __panda: Hook }).__panda.pointAt(name), point);
  if (!at) throw new Error(`no point ${point}`);
  const o = await offsetOf(page, t);
  await page.mouse.click(o.x + at.x, o.y + at.y);
}

/**
 * Plays a move given in notation through real clicks: a placement (one point) or a
 * from-to move (`a1-b2`, `a1xb2`, …: the first and the last point named in it).
 */
export async function playMove(page: Page, t: Target, move: string): Promise<void> {
  const points: string[] = [...move.matchAll(/[a-z]\d+/g)].map((m) => m[0]);
  if (points.length === 0) throw new Error(`cannot click move ${move}`);
  if (points.length === 1) {
    await clickPoint(page, t, points[0]);
    return;
  }
  await clickPoint(page, t, points[0]);
  // the piece taken up is drawn before the second click
  await untilDrawn(t);
  await clickPoint(page, t, points[points.length - 1]);
}

/** Waits until it is the player's turn with the board idle; returns the board. */
export async function waitForHumanTurn(t: Target, humanSide: string, timeoutMs = 30_000): Promise<BoardInfo> {
  const b = await waitFor(
    () => board(t),
    (b) => b !== null && (b.result !== null || (!b.busy && b.turn === humanSide && b.legalMoves.length > 0)),
    timeoutMs,
    `${humanSide} to move`,
  );
  return b as BoardInfo;
}

/** The side the player has in the live match (a rematch swaps it). */
export async function humanSideOf(t: Target): Promise<string> {
  return t.evaluate(() => (window as unknown as { __panda: { match(): { humanSide: string } | null } }).__panda.match()?.humanSide ?? '');
}

/** Starts a match from the menu: game, opponent, side (ids of docs/architecture.md "Browser contract"). */
export async function startMatch(page: Page, t: Target, game: string, opponent: string, side: string): Promise<void> {
  await click(page, t, `menu.game.${game}`);
  await waitForScene(t, 'select');
  await click(page, t, `select.opponent.${opponent}`);
  if (await hasControl(t, `select.side.${side}`)) await click(page, t, `select.side.${side}`);
  await click(page, t, 'select.start');
  // a saved game of this game is replaced only after a Yes (docs/architecture.md, "Saves and storage")
  await waitFor(
    async () => (await scene(t)) !== 'select' || (await hasControl(t, 'confirm.yes')),
    (v) => v,
    15_000,
    'the board or the question',
  );
  if (await hasControl(t, 'confirm.yes')) await click(page, t, 'confirm.yes');
  await waitForScene(t, 'board');
}

/** Makes the page (or frame) look hidden or visible, as a tab switch does. */
export async function setHidden(t: Target, hidden: boolean): Promise<void> {
  await t.evaluate((h) => {
    const state = h ? 'hidden' : 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}
