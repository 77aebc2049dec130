// Small helpers for writing SVG by hand. Pure string functions: no DOM, no Phaser.
// Every document is standalone (gradient ids only need to be unique inside one SVG) and
// ASCII only (the loader decodes base64 with atob, which is Latin-1).
import { seededUnit } from '../engine/hash';

/** A number with at most two decimals, to keep the strings short. */
export const f = (x: number): string => String(Math.round(x * 100) / 100);

export function doc(w: number, h: number, body: string, defs = ''): string {
  return (
    // preserveAspectRatio none: the loader may rasterise to a power-of-two size of another
    // aspect (for mipmaps); the view's setDisplaySize(w, h) restores the shape.
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="none">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

type Stop = [offset: number, color: string, opacity?: number];

const stops = (s: Stop[]): string =>
  s.map(([o, c, a]) => `<stop offset="${f(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${f(a)}"`}/>`).join('');

export function radial(id: string, s: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
  return `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fx="${f(fx)}" fy="${f(fy)}">${stops(s)}</radialGradient>`;
}

export function linear(id: string, s: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stops(s)}</linearGradient>`;
}

export const circle = (cx: number, cy: number, r: number, attrs = ''): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" ${attrs}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs = ''): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" ${attrs}/>`;

export const path = (d: string, attrs = ''): string => `<path d="${d}" ${attrs}/>`;

export const g = (attrs: string, body: string): string => `<g ${attrs}>${body}</g>`;

/** A deterministic pseudo-random generator in [0, 1), so the art is the same every build. */
export const rng = seededUnit;

/** Colours shared by the whole set. */
export const C = {
  ink: '#3b2a20',
  inkSoft: '#6b4f3c',
  cream: '#fbf3e2',
  paper: '#f4e6c8',
  wood: '#d9a866',
  woodDark: '#a8703a',
  woodDeep: '#7a4c24',
  bamboo: '#7fae5a',
  bambooDark: '#4f7f35',
  bambooDeep: '#355a24',
  pandaBlack: '#2b2624',
  pandaWhite: '#fffdf8',
  red: '#d5493b',
  gold: '#f2b63d',
  pink: '#f29a9a',
  sky: '#8cc6e8',
};
