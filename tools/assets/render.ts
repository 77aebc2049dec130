// `npm run assets`: draws everything in assets/ from the game's art code (sources.ts) and
// writes assets/sources.sha256, which a unit test compares with the code's output, so the
// committed pictures never fall behind the art. PNGs are rendered by Debian's Chromium
// (playwright-core); nothing is fetched.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../src/cli/chromium';
import { assetSources, sourceHashes } from './sources';

const ASSETS = join(process.cwd(), 'assets');

async function main(): Promise<void> {
  const exe = findChromium();
  if (!exe) throw new Error('no Chromium (set CHROMIUM_PATH)');
  const browser = await chromium.launch({ executablePath: exe, headless: true, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const a of assetSources()) {
      const out = join(ASSETS, a.file);
      mkdirSync(dirname(out), { recursive: true });
      if (a.file.endsWith('.svg')) {
        writeFileSync(out, a.svg);
      } else {
        await page.setViewportSize({ width: a.width, height: a.height });
        await page.setContent(
          `<!doctype html><meta charset="utf-8"><style>html,body{margin:0;background:#2b1d14}svg{display:block}</style>${a.svg}`,
        );
        // every embedded picture decoded, the fonts ready
        await page.evaluate(() =>
          Promise.all(
            [...document.querySelectorAll('image')].map((i) =>
              (i as SVGImageElement & { decode(): Promise<void> }).decode().catch(() => undefined),
            ),
          ),
        );
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.waitForTimeout(100);
        writeFileSync(out, await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: a.width, height: a.height } }));
      }
      console.log(`assets/${a.file}`);
    }
  } finally {
    await browser.close();
  }
  writeFileSync(join(ASSETS, 'sources.sha256'), sourceHashes());
  console.log('assets/sources.sha256');
}

main().catch((e: unknown) => {
  console.error(`error: ${(e as Error)?.message ?? String(e)}`);
  process.exit(1);
});
