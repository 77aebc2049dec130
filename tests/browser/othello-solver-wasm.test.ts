// The WebAssembly solver in the production build (docs/ai.md, "WebAssembly"): nothing
// fetches it until PAPA plays Othello; then his worker downloads it once from the page's
// own origin and compiles it. Where a Content-Security-Policy forbids compiling WebAssembly
// (a header without 'wasm-unsafe-eval' on the worker's script too), the worker says so in a
// warning and PAPA plays on with the JavaScript solver: no error, no crash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickControl, clickMove, hasBrowser, launch, openGame, resetStorage, waitForScene, waitForTurn, type Session } from './harness';
import { STRICT_CSP } from './portal-support';

const NOT_LOADED = /Othello WebAssembly solver not loaded/;

async function playPapa(s: Session, fetched: { url: string; status: number }[]): Promise<void> {
  const page = s.page;
  await resetStorage(s);
  await openGame(s, { lang: 'en', mute: '1', fast: '1' });
  expect(fetched, 'not at start-up').toEqual([]);
  await clickControl(page, 'menu.game.othello');
  await waitForScene(page, 'select');
  await clickControl(page, 'select.opponent.papa');
  await clickControl(page, 'select.side.X');
  await clickControl(page, 'select.start');
  await waitForScene(page, 'board');
  for (let turn = 0; turn < 2; turn++) {
    const b = await waitForTurn(page, ['X']);
    await clickMove(page, b.legalMoves[0]);
    const after = await waitForTurn(page, ['X'], 20_000);
    expect(after.history.length).toBe(b.history.length + 2);
  }
}

for (const policy of ['page', 'strict header'] as const) {
  describe.skipIf(!hasBrowser)(`Othello WebAssembly solver, ${policy} policy`, () => {
    let s: Session;
    const fetched: { url: string; status: number }[] = [];
    const warnings: string[] = [];
    beforeAll(async () => {
      s = await launch({ width: 800, height: 450 });
      if (policy === 'strict header') {
        // Every response of the origin (the page and the worker's script) carries the strict
        // policy as a header: script-src 'self' without 'wasm-unsafe-eval'.
        const origin = new URL(s.baseUrl).origin;
        await s.page.route(
          (url) => url.origin === origin,
          async (route) => {
            const response = await route.fetch();
            await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': STRICT_CSP } });
          },
        );
      }
      s.page.on('requestfinished', async (r) => {
        if (/othello-solver/.test(r.url())) fetched.push({ url: r.url(), status: (await r.response())?.status() ?? 0 });
      });
      s.page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text());
      });
    });
    afterAll(async () => {
      await s?.close();
    });

    it('is fetched once, when PAPA first plays Othello, and he plays', async () => {
      await playPapa(s, fetched);
      expect(fetched).toHaveLength(1);
      expect(fetched[0].status).toBe(200);
      if (policy === 'page') expect(warnings.filter((w) => NOT_LOADED.test(w))).toEqual([]);
      else expect(warnings.filter((w) => NOT_LOADED.test(w))).toHaveLength(1);
      expect(s.errors).toEqual([]);
      expect(s.foreignRequests).toEqual([]);
    });
  });
}
