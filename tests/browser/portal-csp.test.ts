// The production build under a strict Content-Security-Policy (sent as a header, on top of
// the page's own meta policy): it boots, a match is played against a panda, and nothing is
// blocked, reported or logged. The bundle has no eval or new Function, asks nothing of
// another origin, and stays within the size budget.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, launch, nextFrames, waitFor, type Session } from './harness';
import { board, playMove, startMatch, STRICT_CSP, waitForHumanTurn } from './portal-support';

const DIST = join(process.cwd(), 'dist');
// 450 KB until the puzzle of the day, progress and shared links came, 480 KB until the
// screen-reader mirror, the markers by shape and the online players' dialogs came
// (docs/benchmarks.md, "Bundle size")
const GZIP_BUDGET = 490 * 1024;
const ONLINE_BUDGET = 80 * 1024;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

describe.skipIf(!hasBrowser)('strict Content-Security-Policy', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch({ width: 1280, height: 720 });
    const origin = new URL(s.baseUrl).origin;
    // Every document of the origin gets the strict policy as a header.
    await s.page.route(
      (url) => url.origin === origin && (url.pathname.endsWith('/') || url.pathname.endsWith('.html')),
      async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers(), 'content-security-policy': STRICT_CSP };
        await route.fulfill({ response, headers });
      },
    );
    await s.page.addInitScript(() => {
      const w = window as unknown as { __cspViolations: string[] };
      w.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
      });
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('has the policy in the page itself', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/);
    expect(meta).not.toBeNull();
    expect(meta?.[1]).toContain("default-src 'self'");
    expect(meta?.[1]).toContain("script-src 'self'");
    expect(meta?.[1]).not.toContain('unsafe-eval');
  });

  it('plays a match against a panda with nothing blocked', async () => {
    const query = new URLSearchParams({ test: '1', fast: '1' });
    const response = await s.page.goto(`${s.baseUrl}?${query}`);
    expect(response?.headers()['content-security-policy']).toBe(STRICT_CSP);
    await s.page.waitForFunction(() => (window as unknown as { __panda?: { ready: boolean } }).__panda?.ready === true, null, {
      timeout: 30_000,
    });
    await startMatch(s.page, s.page, 'othello', 'mama', 'X');
    for (let i = 0; i < 3; i++) {
      const b = await waitForHumanTurn(s.page, 'X');
      if (b.result) break;
      await playMove(s.page, s.page, b.legalMoves[0]);
      await waitFor(
        () => board(s.page),
        (n) => (n?.history.length ?? 0) > b.history.length,
        10_000,
        'the move',
      );
    }
    // The panda answered (from the worker, which the policy allows).
    const after = await board(s.page);
    expect(after?.history.length).toBeGreaterThanOrEqual(4);
    // a violation's report is a task of its own: two frames on, every one is in
    await nextFrames(s.page);
    const violations = await s.page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(violations).toEqual([]);
    expect(s.errors).toEqual([]);
    expect(s.foreignRequests).toEqual([]);
  });
});

describe.skipIf(!hasBrowser)('production bundle', () => {
  it('has no eval and no new Function', () => {
    // The one known safe use, present only when Phaser's prebuilt ESM file is bundled (the
    // build compiles Phaser from its sources, which have none): the global-object shim of
    // the webpack runtime in that file (`__webpack_require__.g`). `typeof globalThis == 'object'` returns
    // first in every browser the game supports, so the Function call is never reached
    // (were it reached under the policy, it would throw inside its own try/catch).
    const SAFE = /globalThis;try\{return this\|\|Function\(`return this`\)\(\)\}catch/g;
    // The online screen's chunk (Colyseus's schema decoder) compiles a faster reader with
    // Function inside a try, and keeps its interpreted reader when the policy forbids it.
    const SAFE_SCHEMA = /try\{r=e\.read=Function\(`r`/g;
    const found: string[] = [];
    for (const f of files(DIST).filter((p) => p.endsWith('.js'))) {
      const text = readFileSync(f, 'utf8').replace(SAFE, '<safe globalThis shim>').replace(SAFE_SCHEMA, '<schema reader, in a try>');
      for (const pattern of [/\beval\s*\(/g, /\bnew\s+Function\s*\(/g, /[^.\w]Function\s*\(\s*["'`]/g, /setTimeout\s*\(\s*["'`]/g]) {
        for (const m of text.matchAll(pattern)) found.push(`${f}: ${text.slice(Math.max(0, m.index - 40), m.index + 40)}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('names no other origin in its HTML, and uses relative paths only', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).not.toMatch(/(src|href)="\/[^/]/);
  });

  it(`stays within ${GZIP_BUDGET / 1024} KB gzip in all, and the online screen's own chunks within ${ONLINE_BUDGET / 1024} KB`, () => {
    // the online screen's chunks (its scene and the Colyseus client) load only when a player
    // opens online play: they have a budget of their own
    const onlineOnly = (f: string): boolean => /[/\\]online-[^/\\]+\.js$/.test(f) || readFileSync(f, 'utf8').includes('Colyseus');
    let total = 0;
    let online = 0;
    const rows: string[] = [];
    for (const f of files(DIST)) {
      const gz = gzipSync(readFileSync(f), { level: 9 }).length;
      if (f.endsWith('.js') && onlineOnly(f)) online += gz;
      else total += gz;
      rows.push(`${(gz / 1024).toFixed(1).padStart(8)} KB  ${f.slice(DIST.length + 1)}`);
    }
    console.log(
      `dist/ gzip -9 sizes:\n${rows.join('\n')}\n${(total / 1024).toFixed(1).padStart(8)} KB  the game\n${(online / 1024).toFixed(1).padStart(8)} KB  online play`,
    );
    expect(total).toBeLessThanOrEqual(GZIP_BUDGET);
    expect(online).toBeLessThanOrEqual(ONLINE_BUDGET);
  });
});
