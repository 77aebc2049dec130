// `cli bench --boot`: how fast the game starts, side by side with a bare Phaser 4 page (one
// text, one button; built from the project's own phaser package, see bench-boot-pages.ts),
// given the renderer the game chose in a first, uncounted load (`?renderer=`, so it pays no
// probe). Both load in headless Chromium, alternately, each time in a fresh browser context
// (empty cache), at 1280x720 and 390x844, after one uncounted load of each at that size.
// Prints the medians of first paint, first
// contentful paint, ready (window.__panda.ready, noticed at the next animation frame) and
// the first screen's first drawn frame, their ratios (and the middle half of each load's
// ratio to the bare load of its turn, for the noise), the bytes loaded until ready, the
// size of dist/, and how long the scene changes menu -> select -> board take and wait for
// art. `--against DIR`
// loads another build of the game (say the previous commit's dist/) in the same turns, so
// a change is measured before and after in one run: its rows say "against".
// A benchmark, never a test: nothing here asserts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium';
import type { Print } from './rules';
import { buildBarePhaser, removeDir, serveStatic } from './bench-boot-pages';
import { tracedLoad } from './bench-boot-cpu';

interface Load {
  fp: number;
  fcp: number;
  ready: number;
  /** The first screen's first frame drawn (the performance mark 'first-screen'). */
  drawn: number;
  bytes: number;
  gzBytes: number;
  renderer: string;
  /** The main thread's CPU time until ready, and its lazy compiling (bench-boot-cpu.ts); NaN when the trace missed it. */
  cpuMs: number;
  compileMs: number;
}

const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
] as const;

/** Notes the moment the page is ready: the first animation frame with __panda.ready. */
const READY_WATCH = `(() => {
  const tick = () => {
    if (window.__panda && window.__panda.ready) { window.__readyAt = performance.now(); return; }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The middle half of the loads' own ratios (each game load over the bare load of its turn): how far one run's figure can be trusted. */
function pairedSpread(ours: number[], bare: number[]): string {
  const r = ours
    .map((g, i) => g / bare[i])
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  if (r.length < 4) return '';
  const at = (q: number) => r[Math.round(q * (r.length - 1))];
  return `, paired ratios' middle half ${at(0.25).toFixed(2)}-${at(0.75).toFixed(2)}x`;
}

function row(print: Print, figure: string, value: string, detail = ''): void {
  print(`${figure.padEnd(52)} ${value.padStart(12)}  ${detail}`.trimEnd());
}

function dirBytes(dir: string): number {
  return readdirSync(dir).reduce((n, name) => {
    const p = join(dir, name);
    return n + (statSync(p).isDirectory() ? dirBytes(p) : statSync(p).size);
  }, 0);
}

/** gzip -9 size of a served file (what a portal's CDN would send), by URL path. */
function gzipOf(mounts: Record<string, string>, path: string, cache: Map<string, number>): number {
  const hit = cache.get(path);
  if (hit !== undefined) return hit;
  const prefix = Object.keys(mounts).find((p) => path.startsWith(p));
  let size = 0;
  if (prefix) {
    let file = join(mounts[prefix], path.slice(prefix.length));
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (existsSync(file)) size = gzipSync(readFileSync(file), { level: 9 }).length;
  }
  cache.set(path, size);
  return size;
}

async function loadOnce(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  gz: (path: string) => number,
): Promise<Load> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.addInitScript(READY_WATCH);
    const cpu = await tracedLoad(browser, page, new URL(url).pathname, async () => {
      await page.goto(url);
      const at = await page.waitForFunction(() => (window as unknown as { __readyAt?: number }).__readyAt ?? null, null, {
        timeout: 60_000,
        polling: 100,
      });
      return (await at.jsonValue()) as number;
    });
    // (a string, not a function: tsx's name helpers do not exist in the page)
    const r = (await page.evaluate(`(() => {
      const readyAt = window.__readyAt;
      const paint = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
      const nav = performance.getEntriesByType('navigation')[0];
      const loaded = performance.getEntriesByType('resource').filter((e) => e.responseEnd <= readyAt && !e.name.startsWith('data:'));
      const all = nav ? [nav, ...loaded] : loaded;
      const canvas = document.querySelector('canvas');
      const gl = canvas && (canvas.getContext('webgl2') || canvas.getContext('webgl'));
      return {
        fp: paint('first-paint'),
        fcp: paint('first-contentful-paint'),
        ready: readyAt,
        drawn: performance.getEntriesByName('first-screen')[0]?.startTime ?? NaN,
        bytes: all.reduce((n, e) => n + e.encodedBodySize, 0),
        paths: all.map((e) => new URL(e.name).pathname),
        renderer: gl ? 'webgl' : 'canvas',
      };
    })()`)) as Omit<Load, 'gzBytes' | 'cpuMs' | 'compileMs'> & { paths: string[] };
    return { ...r, gzBytes: r.paths.reduce((n, p) => n + gz(p), 0), cpuMs: cpu?.cpuMs ?? NaN, compileMs: cpu?.compileMs ?? NaN };
  } finally {
    await context.close();
  }
}

/** menu -> select -> board through real clicks: click-to-ready time and the art waits the game recorded. */
async function sceneChanges(page: Page): Promise<{ step: string; ms: number; artMs: number }[]> {
  type Hook = {
    ready: boolean;
    scene(): string;
    controls(): { id: string; x: number; y: number; w: number; h: number; enabled: boolean }[];
  };
  const out: { step: string; ms: number; artMs: number }[] = [];
  for (const [id, scene] of [
    ['menu.game.othello', 'select'],
    ['select.start', 'board'],
  ] as const) {
    const h = await page.waitForFunction(
      (k) => (window as unknown as { __panda: Hook }).__panda.controls().find((c) => c.id === k && c.enabled) ?? null,
      id,
      { timeout: 20_000 },
    );
    const c = (await h.jsonValue()) as { x: number; y: number; w: number; h: number };
    const t0 = await page.evaluate(() => performance.now());
    await page.mouse.click(c.x + c.w / 2, c.y + c.h / 2);
    // (a function, not a string: the page's CSP forbids eval)
    await page.waitForFunction(
      (s) => {
        const p = (window as unknown as { __panda: Hook }).__panda;
        return p.scene() === s && p.ready;
      },
      scene,
      { timeout: 20_000, polling: 'raf' },
    );
    const t1 = await page.evaluate(() => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now()))));
    const artMs = await page.evaluate((s) => performance.getEntriesByName(`art-wait:${s}`).reduce((n, e) => n + e.duration, 0), scene);
    out.push({ step: `scene change to ${scene}`, ms: t1 - t0, artMs });
  }
  return out;
}

export async function benchBoot(print: Print, runs: number, againstDir?: string): Promise<void> {
  const dist = join(process.cwd(), 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    row(print, 'boot', 'n/a', 'run npm run build first');
    return;
  }
  if (againstDir !== undefined && !existsSync(join(againstDir, 'index.html'))) {
    row(print, 'boot', 'n/a', `--against ${againstDir}: no index.html there`);
    return;
  }
  const exe = findChromium();
  if (!exe) {
    row(print, 'boot', 'n/a', 'no Chromium (set CHROMIUM_PATH)');
    return;
  }
  const { chromium } = await import('playwright-core');
  const bareDir = await buildBarePhaser();
  const mounts: Record<string, string> = { '/game/': dist, '/bare/': join(bareDir, 'dist') };
  if (againstDir !== undefined) mounts['/against/'] = againstDir;
  const server = await serveStatic(mounts);
  const browser = await chromium.launch({ executablePath: exe, headless: true, args: [...CHROMIUM_ARGS] });
  const gzCache = new Map<string, number>();
  const gz = (p: string) => gzipOf(mounts, p, gzCache);
  try {
    const gameAt = (prefix: string) => (viewport: { width: number; height: number }) =>
      loadOnce(browser, `${server.origin}${prefix}?test=1&lang=en`, viewport, gz);
    const game = gameAt('/game/');
    const against = gameAt('/against/');
    const { renderer } = await game(VIEWPORTS[0]);
    const bareUrl = `${server.origin}/bare/?renderer=${renderer}`;
    row(print, 'figure', 'value', 'detail');
    for (const viewport of VIEWPORTS) {
      const size = `${viewport.width}x${viewport.height}`;
      const bare: Load[] = [];
      const ours: Load[] = [];
      const theirs: Load[] = [];
      // One uncounted load of each page at this size first: the first loads after the
      // browser starts or the size changes ran slower, the game's more than the bare page's
      // (main-thread CPU 173 ms for the first size's batch, 138 ms for the second's, with
      // the same build), so whichever size came first looked worse.
      await loadOnce(browser, bareUrl, viewport, gz);
      await game(viewport);
      if (againstDir !== undefined) await against(viewport);
      for (let i = 0; i < runs; i++) {
        bare.push(await loadOnce(browser, bareUrl, viewport, gz));
        ours.push(await game(viewport));
        if (againstDir !== undefined) theirs.push(await against(viewport));
      }
      const detail = `medians of ${runs} alternated loads each, renderer ${ours[0].renderer} (bare: ${bare[0].renderer})`;
      for (const [label, key] of [
        ['first paint', 'fp'],
        ['first contentful paint', 'fcp'],
        ['ready', 'ready'],
        ['first screen drawn', 'drawn'],
        ['main-thread CPU until ready', 'cpuMs'],
        ['of it, lazy compiling', 'compileMs'],
      ] as const) {
        const b = median(bare.map((l) => l[key]));
        for (const [loads, name] of [
          [ours, ''],
          [theirs, ' (against)'],
        ] as const) {
          if (loads.length === 0) continue;
          const g = median(loads.map((l) => l[key]));
          const spread = pairedSpread(
            loads.map((l) => l[key]),
            bare.map((l) => l[key]),
          );
          row(
            print,
            `boot ${size} ${label}${name}`,
            `${g.toFixed(0)} ms`,
            `bare Phaser ${b.toFixed(0)} ms, ratio ${(g / b).toFixed(2)}x${spread}; ${detail}`,
          );
        }
      }
      const gb = median(ours.map((l) => l.bytes));
      const bb = median(bare.map((l) => l.bytes));
      row(
        print,
        `boot ${size} download until ready`,
        `${(gb / 1024).toFixed(0)} KiB`,
        `gzip -9 ${(median(ours.map((l) => l.gzBytes)) / 1024).toFixed(0)} KiB; bare Phaser ${(bb / 1024).toFixed(0)} KiB`,
      );
    }
    // scene changes, in a page with the test hook (real clicks)
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(`${server.origin}/game/?test=1&mute=1&lang=en`);
    await page.waitForFunction(() => (window as unknown as { __panda?: { ready: boolean } }).__panda?.ready === true, null, {
      timeout: 60_000,
    });
    for (const s of await sceneChanges(page))
      row(print, s.step, `${s.ms.toFixed(0)} ms`, `of which waiting for art ${s.artMs.toFixed(0)} ms`);
    await context.close();
    row(print, 'dist/ total size', `${(dirBytes(dist) / 1024).toFixed(0)} KiB`);
  } finally {
    await browser.close().catch(() => undefined);
    await server.close().catch(() => undefined);
    removeDir(bareDir);
  }
}
