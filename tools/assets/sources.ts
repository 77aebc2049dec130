// What `npm run assets` draws into assets/: the portal cover art and the icons, each an SVG
// composed from the game's own art (src/art, the one source of every picture) with the
// title in both languages from locales/. Pure strings, so a unit test can recompute them
// and tell when the committed files are stale (assets/sources.sha256).
import { createHash } from 'node:crypto';
import enCommon from '../../locales/en/common.json';
import zhCommon from '../../locales/zh/common.json';
import { logo } from '../../src/art/extras';
import { panda } from '../../src/art/panda';
import { background } from '../../src/art/scenery';
import { kitOf, type GameId } from '../../src/games/registry';
import { FONT } from '../../src/ui/theme';

export interface AssetSource {
  /** Path under assets/. */
  file: string;
  width: number;
  height: number;
  /** A standalone SVG document of width x height (UTF-8: the titles are in Chinese too). */
  svg: string;
}

const uri = (svg: string): string => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const image = (svg: string, x: number, y: number, w: number, h: number, fit = 'none'): string =>
  `<image href="${uri(svg)}" x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="${fit}"/>`;
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The bamboo backdrop, cut (not stretched) to any frame, darkened a little for the title. */
function backdrop(w: number, h: number): string {
  return image(background(), 0, 0, w, h, 'xMidYMid slice') + `<rect width="${w}" height="${h}" fill="url(#shade)"/>`;
}

/** A title line; `width` fixes its length, so it fits whichever of the fonts is installed. */
function title(text: string, x: number, y: number, size: number, anchor: 'start' | 'middle', main: boolean, width: number): string {
  const fill = main ? '#fff6e6' : '#ffe7b8';
  const weight = main ? 'bold' : 'normal';
  const attrs = `x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" text-anchor="${anchor}" textLength="${width}" lengthAdjust="spacingAndGlyphs" font-family='${FONT}'`;
  return (
    `<text ${attrs} fill="#1a0f08" opacity="0.55" transform="translate(0 ${Math.round(size * 0.06)})" filter="url(#soft)">${esc(text)}</text>` +
    `<text ${attrs} fill="${fill}">${esc(text)}</text>`
  );
}

function doc(w: number, h: number, vw: number, vh: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}">` +
    `<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a0f08" stop-opacity="0.55"/><stop offset="0.6" stop-color="#1a0f08" stop-opacity="0.2"/><stop offset="1" stop-color="#1a0f08" stop-opacity="0.45"/></linearGradient>` +
    `<filter id="soft" x="-10%" y="-30%" width="120%" height="160%"><feGaussianBlur stdDeviation="6"/></filter>` +
    `<radialGradient id="warm" cx="0.5" cy="0.42" r="0.7"><stop offset="0" stop-color="#4a3222"/><stop offset="1" stop-color="#2b1d14"/></radialGradient></defs>` +
    body +
    '</svg>'
  );
}

const PANDA_ROW = ['baby', 'mama', 'papa'] as const;
const THUMBS: readonly GameId[] = ['othello', 'alquerque', 'tiger'];

/** 16:9 (designed at 1920 x 1080): emblem and title above, boards and the three pandas below. */
function wide(w: number, h: number): string {
  let s = backdrop(1920, 1080) + image(logo(), 130, 80, 400, 400);
  s += title(enCommon.title, 600, 290, 112, 'start', true, 1180) + title(zhCommon.title, 606, 430, 112, 'start', false, 448);
  THUMBS.forEach((g, i) => (s += image(kitOf(g).look.thumb(), 150 + i * 290, 640, 260, 260)));
  PANDA_ROW.forEach((p, i) => (s += image(panda(p, 'pleased'), 1040 + i * 260, 740, 340, 340)));
  return doc(w, h, 1920, 1080, s);
}

/** Square (designed at 1024 x 1024): emblem, title, three pandas. */
function square(w: number, h: number): string {
  let s = backdrop(1024, 1024) + image(logo(), 302, 50, 420, 420);
  s += title(enCommon.title, 512, 580, 84, 'middle', true, 880) + title(zhCommon.title, 512, 700, 96, 'middle', false, 384);
  PANDA_ROW.forEach((p, i) => (s += image(panda(p, 'pleased'), 152 + i * 250, 794, 230, 230)));
  return doc(w, h, 1024, 1024, s);
}

/** 4:3 (designed at 1024 x 768): emblem, title, three pandas. */
function fourThree(w: number, h: number): string {
  let s = backdrop(1024, 768) + image(logo(), 372, 30, 280, 280);
  s += title(enCommon.title, 512, 400, 80, 'middle', true, 860) + title(zhCommon.title, 512, 500, 84, 'middle', false, 336);
  PANDA_ROW.forEach((p, i) => (s += image(panda(p, 'pleased'), 222 + i * 200, 558, 210, 210)));
  return doc(w, h, 1024, 768, s);
}

/** App icon: the emblem on the splash's warm brown, with room for a mask's rounding. */
function icon(size: number): string {
  return doc(size, size, 512, 512, `<rect width="512" height="512" fill="url(#warm)"/>` + image(logo(), 56, 56, 400, 400));
}

export function assetSources(): AssetSource[] {
  const covers: [number, number, (w: number, h: number) => string][] = [
    [1920, 1080, wide],
    [800, 450, wide],
    [512, 512, square],
    [512, 384, fourThree],
  ];
  return [
    ...covers.map(([width, height, draw]) => ({ file: `cover/cover-${width}x${height}.png`, width, height, svg: draw(width, height) })),
    ...[512, 192].map((size) => ({ file: `icons/icon-${size}.png`, width: size, height: size, svg: icon(size) })),
    { file: 'icons/apple-touch-icon.png', width: 180, height: 180, svg: icon(180) },
    // the favicon is the emblem itself, as SVG
    { file: 'favicon.svg', width: 240, height: 240, svg: logo() },
  ];
}

/** One line a file: sha256 of its SVG source, two spaces, the file (see sources.sha256). */
export function sourceHashes(): string {
  return assetSources()
    .map((a) => `${createHash('sha256').update(a.svg).digest('hex')}  ${a.file}`)
    .join('\n')
    .concat('\n');
}
