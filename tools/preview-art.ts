// Renders every art asset to PNG contact sheets under /tmp/art-preview/ (or the folder given
// as the first argument), so the art can be looked at without starting the game.
//   npx tsx tools/preview-art.ts [outDir]
// Uses playwright-core with Debian's Chromium; nothing is fetched.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { allArtAssets, type ArtAsset } from '../src/art/index';

const out = process.argv[2] ?? '/tmp/art-preview';
mkdirSync(out, { recursive: true });

const uri = (a: ArtAsset) => `data:image/svg+xml;base64,${Buffer.from(a.svg).toString('base64')}`;
const assets = allArtAssets();
const byPrefix = (...p: string[]) => assets.filter((a) => p.some((x) => a.key.startsWith(x)));

function cell(a: ArtAsset, scale: number, bg: string): string {
  return `<figure style="background:${bg}"><img src="${uri(a)}" width="${a.width * scale}" height="${a.height * scale}"><figcaption>${a.key}</figcaption></figure>`;
}

function page(title: string, body: string): string {
  return `<!doctype html><html><head><style>
body{margin:0;padding:12px;background:#efe6d6;font:12px sans-serif;color:#333}
h2{margin:6px 0}
.row{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end}
figure{margin:0;padding:6px;border-radius:6px;text-align:center}
figcaption{font-size:11px;margin-top:2px}
</style></head><body><h2>${title}</h2>${body}</body></html>`;
}

const sheets: Record<string, string> = {
  pieces: page(
    'pieces on wood (x1.5) and tiny (24 px, as on a 360 px wide phone)',
    `<div class="row">${byPrefix('piece-', 'disc-flip')
      .map((a) => cell(a, 1.5, '#d9ab6c'))
      .join('')}</div>` +
      `<div class="row">${byPrefix('ghost-')
        .map((a) => cell(a, 1, '#d9ab6c'))
        .join('')}</div>` +
      `<div class="row" style="background:#d9ab6c;padding:8px">${byPrefix('piece-')
        .map((a) => `<img src="${uri(a)}" width="24" height="24">`)
        .join(' ')}</div>` +
      `<div class="row">${byPrefix('fx-')
        .map((a) => cell(a, 3, '#6b5a48'))
        .join('')}</div>` +
      `<div class="row">${byPrefix('icon-')
        .map((a) => cell(a, 1, '#f7ecd6'))
        .join('')}</div>`,
  ),
  zoom: page(
    'pieces x3',
    `<div class="row">${byPrefix('piece-')
      .map((a) => cell(a, 3, '#d9ab6c'))
      .join('')}</div>`,
  ),
  pandas: page(
    'pandas and friend',
    `<div class="row">${byPrefix('panda-', 'friend')
      .map((a) => cell(a, 1, '#f4e6c8'))
      .join('')}</div>`,
  ),
  extras: page(
    'menu extras: thumbnails, portrait frame, logo',
    `<div class="row">${byPrefix('thumb-')
      .map((a) => cell(a, 1, '#f4e6c8'))
      .join('')}</div>` +
      `<div class="row">${byPrefix('logo')
        .map((a) => cell(a, 1, '#f4e6c8'))
        .join('')}` +
      `<figure style="background:#f4e6c8;position:relative;width:240px;height:280px"><img src="${uri(assets.find((a) => a.key === 'portrait-frame')!)}" width="240" height="260" style="position:absolute;left:6px;top:6px">` +
      `<img src="${uri(assets.find((a) => a.key === 'panda-mama-pleased')!)}" width="200" height="200" style="position:absolute;left:26px;top:${6 + 130 - 4 - 100}px"><figcaption style="position:absolute;bottom:0">portrait-frame + panda</figcaption></figure></div>`,
  ),
  scenery: page(
    'background and board surface',
    `<div class="row">${byPrefix('background')
      .map((a) => cell(a, 0.75, '#fff'))
      .join('')}${byPrefix('board-')
      .map((a) => cell(a, 1, '#fff'))
      .join('')}</div>`,
  ),
};

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const pageObj = await browser.newPage({ viewport: { width: 1500, height: 900 } });
  for (const [name, html] of Object.entries(sheets)) {
    const file = join(out, `${name}.html`);
    writeFileSync(file, html);
    await pageObj.goto(`file://${file}`);
    await pageObj.waitForLoadState('load');
    await pageObj.screenshot({ path: join(out, `${name}.png`), fullPage: true });
    console.log(join(out, `${name}.png`));
  }
  // every asset alone, at 2x
  for (const a of assets) {
    const w = a.width * 2;
    const h = a.height * 2;
    await pageObj.setViewportSize({ width: Math.max(w, 600), height: Math.max(h, 400) });
    await pageObj.setContent(
      `<body style="margin:0;background:#e9dcc4"><img src="${uri(a)}" width="${w}" height="${h}" style="display:block"></body>`,
    );
    await pageObj.screenshot({ path: join(out, `${a.key}.png`), clip: { x: 0, y: 0, width: w, height: h } });
  }
} finally {
  await browser.close();
}
