// The WebAssembly solver in the production build (docs/ai.md, "WebAssembly"): nothing
// fetches it until PAPA plays Othello; then his worker downloads it once from the page's
// own origin and compiles it. Where a Content-Security-Policy forbids compiling WebAssembly
// (a header without 'wasm-unsafe-eval' on the worker's script too), the worker says so in a
// warning and PAPA plays on with the JavaScript solver: no error, no crash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, launch, type Session } from './harness';
import { playOthelloAgainstPapa } from './othello-support';
import { STRICT_CSP } from './portal-support';

const NOT_LOADED = /Othello WebAssembly solver not loaded/;

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
      await playOthelloAgainstPapa(s, fetched);
      expect(fetched).toHaveLength(1);
      expect(fetched[0].status).toBe(200);
      if (policy === 'page') expect(warnings.filter((w) => NOT_LOADED.test(w))).toEqual([]);
      else expect(warnings.filter((w) => NOT_LOADED.test(w))).toHaveLength(1);
      expect(s.errors).toEqual([]);
      expect(s.foreignRequests).toEqual([]);
    });
  });
}
