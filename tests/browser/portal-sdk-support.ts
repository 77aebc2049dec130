// Helpers for the portal-build browser tests (portal-crazygames, portal-poki): the portal
// build the global setup built and serves (or, when it did not, built and served here); open it with the portal's SDK URL answered by the fake
// from tests/fakes (or by a 404, as an ad blocker does); read what the fake recorded; play a
// match to its end with real clicks.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import type { PortalName } from './portal-builds';
import { boardState, chooseMove, clickMove, launch, waitFor, waitForTurn, type BoardState, type Session } from './harness';

export type { PortalName };

/** The global setup's server of dist-<portal>/; else builds it (SKIP_BUILD=1 reuses an existing one) and serves it. */
export async function servePortalBuild(portal: PortalName): Promise<{ baseUrl: string; outDir: string; close(): Promise<void> }> {
  const outDir = `dist-${portal}`;
  const served = inject('portalUrls')?.[portal];
  if (served) return { baseUrl: served, outDir, close: async () => undefined };
  if (!process.env.SKIP_BUILD || !existsSync(join(outDir, 'index.html'))) {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
      stdio: 'inherit',
      env: { ...process.env, VITE_PLATFORM: portal },
    });
  }
  // Vite itself only here: most runs are served by the global setup (seconds of import saved per file)
  const { preview } = await import('vite');
  const server = await preview({
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
    logLevel: 'warn',
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  return { baseUrl: `http://127.0.0.1:${address.port}/`, outDir, close: () => server.close() };
}

export type SdkServing = 'fake' | 'blocked';

/**
 * A browser on the portal build with the SDK's real URL answered locally: by the fake, or
 * by a 404 (an ad blocker). `notes` collects the game's console notes about the SDK.
 */
export async function launchWithSdk(
  baseUrl: string,
  sdkUrl: string,
  fakeFile: string,
  serving: SdkServing,
): Promise<Session & { notes: string[]; sdkRequests: string[] }> {
  const s = await launch({ width: 1280, height: 720 }, baseUrl);
  const notes: string[] = [];
  const sdkRequests: string[] = [];
  s.page.on('console', (m) => {
    if (m.type() === 'info' && /^\[(crazygames|poki)\]/.test(m.text())) notes.push(m.text());
  });
  const body = readFileSync(join(process.cwd(), 'tests', 'fakes', fakeFile), 'utf8');
  await s.page.route(sdkUrl, (route) => {
    sdkRequests.push(route.request().url());
    if (serving === 'blocked') return route.fulfill({ status: 404, contentType: 'text/plain', body: 'blocked' });
    return route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body });
  });
  return Object.assign(s, { notes, sdkRequests });
}

/** Opens the build (test=1, fast=1, lang=en and `params`) and waits for the menu. */
export async function openPortalGame(s: Session, params: Record<string, string> = {}): Promise<void> {
  const query = new URLSearchParams({ test: '1', fast: '1', lang: 'en', ...params });
  await s.page.goto(`${s.baseUrl}?${query}`);
  await s.page.waitForFunction(() => (window as unknown as { __panda?: { ready: boolean } }).__panda?.ready === true, null, {
    timeout: 30_000,
  });
}

/** Everything the fake SDK recorded, in order. */
export async function sdkCalls(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { __fakeSdk?: { calls: string[] } }).__fakeSdk?.calls ?? [])]);
}

/** What the fake recorded, without the data module's and the settings listener's calls. */
export async function sdkEvents(page: Page): Promise<string[]> {
  // reading a share link's or an invitation's parameters (getURLParam, getInviteParam) is a question, not an event
  return (await sdkCalls(page)).filter(
    (c) => !c.startsWith('data.') && !c.startsWith('game.addSettings') && c !== 'getURLParam' && c !== 'game.getInviteParam',
  );
}

export async function waitUntil(probe: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  await waitFor(probe, Boolean, timeoutMs, what);
}

/** Plays one move of `side` (real clicks) and waits until it is on the board. */
export async function playOneMove(page: Page, side: string): Promise<BoardState> {
  const b = await waitForTurn(page, [side], 30_000);
  await clickMove(page, chooseMove(b.game, b.position, b.legalMoves, b.turn));
  await page.waitForFunction(
    (n) => ((window as unknown as { __panda: { board(): BoardState | null } }).__panda.board()?.history.length ?? 0) > n,
    b.history.length,
    { timeout: 10_000, polling: 20 },
  );
  return (await boardState(page)) as BoardState;
}

/** Whether the input-blocking layer is up, and whether the game is silent (Howler muted, or the game's sound silenced before Howler loads). */
export async function adState(page: Page): Promise<{ blocked: boolean; muted: boolean | null }> {
  return page.evaluate(() => ({
    blocked: document.querySelector('[data-panda="input-block"]') !== null,
    // Howler's own flag once it has loaded (on the first sound); the game's sound state before
    muted:
      (window as unknown as { Howler?: { _muted: boolean } }).Howler?._muted ??
      (window as unknown as { __panda?: { sound(): { silenced: boolean } } }).__panda?.sound().silenced ??
      null,
  }));
}

/** Console errors other than the browser's own line for the blocked SDK request. */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e));
}

/** Words no notice on screen may contain when the SDK is missing. */
export const ALARMING = /error|fail|sdk|blocked|exception|cannot|can't|unable|warning|错误|失败|异常/i;

/** The 16:9 test viewport's game texts (for the no-alarming-notice checks). */
export async function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __panda: { texts(): string[] } }).__panda.texts());
}
