// Bench figure: the page's frame times while a move animates and PAPA thinks. Serves the
// existing production build (dist/; it builds nothing) with Vite's preview server on a free
// loopback port, opens it in headless Chromium (playwright-core, Debian's Chromium, the
// browser tests' flags), starts Pairing against PAPA (1 s budget, real animation times),
// plays a move through real clicks and records requestAnimationFrame intervals in the page
// until PAPA's reply has landed. A benchmark, never a test: nothing here asserts.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '../chromium';

export type FrameFigures = { fps: number; p95Ms: number; maxMs: number; frames: number; spanMs: number } | { skipped: string };

interface Ctl {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
  enabled: boolean;
}
interface Board {
  turn: string;
  busy: boolean;
  legalMoves: string[];
  history: string[];
}
type Hook = {
  ready: boolean;
  controls(): Ctl[];
  scene(): string;
  board(): Board | null;
  pointAt(p: string): { x: number; y: number } | null;
};

/** @param query extra URL parameters, e.g. `renderer=webgl` to compare renderers */
export async function measureFrameTimes(query = ''): Promise<FrameFigures> {
  const dist = join(process.cwd(), 'dist');
  if (!existsSync(join(dist, 'index.html'))) return { skipped: 'run npm run build first' };
  const exe = findChromium();
  if (!exe) return { skipped: 'no Chromium (set CHROMIUM_PATH)' };
  const [{ preview }, { chromium: pw }] = await Promise.all([import('vite'), import('playwright-core')]);
  const server = await preview({ preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false }, logLevel: 'silent' });
  let browser: Awaited<ReturnType<typeof pw.launch>> | null = null;
  try {
    const address = server.httpServer.address();
    if (!address || typeof address === 'string') return { skipped: 'preview server has no port' };
    browser = await pw.launch({ executablePath: exe, headless: true, args: [...CHROMIUM_ARGS] });
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${address.port}/?test=1&mute=1&lang=en${query ? `&${query}` : ''}`);
    await page.waitForFunction(() => (window as unknown as { __panda?: Hook }).__panda?.ready === true, null, { timeout: 60_000 });
    const click = async (id: string) => {
      const h = await page.waitForFunction(
        (k) => (window as unknown as { __panda: Hook }).__panda.controls().find((c) => c.id === k && c.enabled) ?? null,
        id,
        { timeout: 20_000 },
      );
      const c = (await h.jsonValue()) as Ctl;
      await page.mouse.click(c.x + c.w / 2, c.y + c.h / 2);
    };
    await click('menu.game.pairing');
    await click('select.opponent.papa');
    await click('select.side.X');
    await click('select.start');
    const h = await page.waitForFunction(
      () => {
        const b = (window as unknown as { __panda: Hook }).__panda.board();
        return b && !b.busy && b.turn === 'X' ? b : null;
      },
      null,
      { timeout: 30_000, polling: 50 },
    );
    const board = (await h.jsonValue()) as Board;
    // the record starts with our first click; it ends once PAPA's move has landed
    // (a string, not a function: tsx's name helpers do not exist in the page)
    const recording = page.evaluate(`new Promise((resolve) => {
      const hook = window.__panda;
      const plies = ${board.history.length};
      const gaps = [];
      let last = performance.now();
      const t0 = last;
      const step = (t) => {
        gaps.push(t - last);
        last = t;
        const b = hook.board();
        const done = !b || (b.history.length >= plies + 2 && !b.busy);
        if (done || performance.now() - t0 > 15000) resolve(gaps.slice(1));
        else requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    })`) as Promise<number[]>;
    recording.catch(() => undefined);
    const move = board.legalMoves[0];
    for (const point of move.split('-')) {
      const p = await page.evaluate((n) => (window as unknown as { __panda: Hook }).__panda.pointAt(n), point);
      if (p) await page.mouse.click(p.x, p.y);
    }
    const gaps = await recording;
    if (gaps.length < 2) return { skipped: 'no frames recorded' };
    const span = gaps.reduce((a, b) => a + b, 0);
    const sorted = [...gaps].sort((a, b) => a - b);
    return {
      fps: (gaps.length * 1000) / span,
      p95Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))],
      maxMs: sorted[sorted.length - 1],
      frames: gaps.length,
      spanMs: span,
    };
  } catch (e) {
    return { skipped: `browser run failed: ${(e as Error)?.message?.split('\n')[0] ?? String(e)}` };
  } finally {
    await browser?.close().catch(() => undefined);
    await server.close().catch(() => undefined);
  }
}
