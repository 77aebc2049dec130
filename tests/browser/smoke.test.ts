// The production build boots to the menu, lists every game of the registry, and asks nothing of any
// other origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boardState,
  clickControl,
  resetStorage,
  clickMove,
  controls,
  hasBrowser,
  launch,
  openGame,
  sceneKey,
  waitForScene,
  waitForTurn,
  type Session,
} from './harness';
import { GAME_IDS } from '../../src/games/registry';

describe.skipIf(!hasBrowser)('production build smoke test', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('boots to the menu with every game and no foreign request', async () => {
    await openGame(s);
    expect(await sceneKey(s.page)).toBe('menu');
    const ids = (await controls(s.page)).map((c) => c.id);
    for (const game of GAME_IDS) {
      expect(ids).toContain(`menu.game.${game}`);
    }
    await s.page.waitForTimeout(500);
    expect(s.foreignRequests).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  // The bench and these tests time pages in this browser: Chromium's own pages (its omnibox
  // popup, preloaded in every new window) must not run beside them (src/cli/chromium.ts).
  it("runs the game's page and none of Chromium's own", async () => {
    await openGame(s);
    const cdp = await s.browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    await cdp.detach();
    // (Chromium's toolbar pages live at chrome://<name>.top-chrome/)
    expect(targetInfos.filter((t) => t.url.startsWith('chrome://') && t.url.includes('.top-chrome')).map((t) => t.url)).toEqual([]);
    expect(targetInfos.some((t) => t.type === 'page' && t.url.startsWith(s.baseUrl))).toBe(true);
  });

  // Headless Chromium renders WebGL in software, so the game picks Canvas here (see
  // src/ui/renderer.ts); players with a GPU get WebGL. Both must play.
  it.each(['webgl', 'canvas'])('plays a move with the %s renderer forced', async (renderer) => {
    await resetStorage(s);
    await openGame(s, { renderer, fast: '1', game: 'pairing' });
    const kind = await s.page.evaluate(() => {
      const canvas = document.querySelector('#game canvas') as HTMLCanvasElement;
      return canvas.getContext('2d') ? 'canvas' : 'webgl';
    });
    expect(kind).toBe(renderer);
    await clickControl(s.page, 'select.opponent.human');
    await clickControl(s.page, 'select.start');
    await waitForScene(s.page, 'board');
    const before = await waitForTurn(s.page, ['X']);
    await clickMove(s.page, before.legalMoves[0]);
    const after = await waitForTurn(s.page, ['O']);
    expect(after.history).toEqual([before.legalMoves[0]]);
    expect((await boardState(s.page))?.position).not.toBe(before.position);
    expect(s.errors).toEqual([]);
  });

  // Asking for WebGL starts a GPU process where WebGL runs in software: a first visit starts
  // on Canvas and asks once everything is in; a later visit uses the answer
  // (src/ui/renderer-memory.ts).
  it('asks what WebGL is worth only after the first screen, and the next visit uses the answer', async () => {
    const kind = () =>
      s.page.evaluate(() => ((document.querySelector('#game canvas') as HTMLCanvasElement).getContext('2d') ? 'canvas' : 'webgl'));
    const probeRequests: number[] = [];
    const onRequest = (r: { url(): string }) => void (/renderer-probe\.worker/.test(r.url()) && probeRequests.push(Date.now()));
    s.page.on('request', onRequest);
    try {
      await resetStorage(s);
      await openGame(s);
      expect(await kind()).toBe('canvas');
      const stored = () => s.page.evaluate(() => localStorage.getItem('panda-board-games:renderer'));
      await s.page.waitForFunction(() => localStorage.getItem('panda-board-games:renderer') !== null, null, { timeout: 30_000 });
      // headless Chromium draws WebGL with SwiftShader: Canvas, for this browser's version
      const ua = await s.page.evaluate(() => navigator.userAgent);
      expect(JSON.parse((await stored())!)).toEqual({ ua, verdict: 'canvas' });
      // the question came after the whole first screen and its art, not on the way to it
      const backgroundReadyAt = await s.page.evaluate(
        () => performance.timeOrigin + performance.getEntriesByName('background-ready')[0].startTime,
      );
      expect(probeRequests.length).toBeLessThanOrEqual(1);
      for (const at of probeRequests) expect(at).toBeGreaterThanOrEqual(backgroundReadyAt - 5);
      // a device remembered as a GPU gets WebGL without asking again; a foreign or corrupt entry counts as none
      for (const [entry, expected] of [
        [JSON.stringify({ ua, verdict: 'webgl' }), 'webgl'],
        [JSON.stringify({ ua: 'another browser', verdict: 'webgl' }), 'canvas'],
        ['{not json', 'canvas'],
      ] as const) {
        await s.page.evaluate((v) => localStorage.setItem('panda-board-games:renderer', v), entry);
        probeRequests.length = 0;
        await openGame(s);
        expect(await kind()).toBe(expected);
      }
      expect(s.errors).toEqual([]);
    } finally {
      s.page.off('request', onRequest);
    }
  });

  it('starts on Canvas when a remembered WebGL fails today, and asks again', async () => {
    const context = await s.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      // this browser's WebGL is gone since the last visit (a lost GPU, a new blocklist)
      await page.addInitScript(() => {
        const original = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
          return /webgl/.test(kind) ? null : (original as (...a: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
        } as typeof HTMLCanvasElement.prototype.getContext;
      });
      await page.goto(`${s.baseUrl}?test=1`);
      const ua = await page.evaluate(() => navigator.userAgent);
      await page.evaluate((v) => localStorage.setItem('panda-board-games:renderer', v), JSON.stringify({ ua, verdict: 'webgl' }));
      await page.reload();
      await page.waitForFunction(() => (window as unknown as { __panda?: { ready: boolean } }).__panda?.ready === true, null, {
        timeout: 30_000,
      });
      expect(
        await page.evaluate(() => ((document.querySelector('#game canvas') as HTMLCanvasElement).getContext('2d') ? 'canvas' : 'webgl')),
      ).toBe('canvas');
      expect(await page.evaluate(() => document.querySelectorAll('#game canvas').length)).toBe(1);
      // the memory is asked again once the first screen is in (the worker still sees SwiftShader)
      await page.waitForFunction(() => JSON.parse(localStorage.getItem('panda-board-games:renderer') ?? '{}').verdict === 'canvas', null, {
        timeout: 30_000,
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
