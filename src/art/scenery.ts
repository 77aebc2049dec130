// The board surface (a wood-grain rectangle the views stretch under the lines) and the
// warm bamboo backdrop every scene shares.
import { C, circle, doc, ellipse, f, g, linear, path, radial, rng } from './svg';

export const SURFACE = 512;

export function boardSurface(): string {
  const W = SURFACE;
  const rand = rng(7);
  const defs =
    linear('wood', [[0, '#e8c188'], [0.5, '#ddb176'], [1, '#d3a36a']], 0, 0, 0.3, 1) +
    radial('vig', [[0, '#fff', 0], [0.7, '#fff', 0], [1, '#5a3414', 0.22]], 0.5, 0.5, 0.75) +
    radial('glow', [[0, '#fff6df', 0.35], [1, '#fff6df', 0]], 0.4, 0.35, 0.6) +
    // fine fibres from fractal noise, stretched along the grain
    '<filter id="grain" x="0" y="0" width="1" height="1">' +
    '<feTurbulence type="fractalNoise" baseFrequency="0.006 0.22" numOctaves="3" seed="4"/>' +
    '<feColorMatrix values="0 0 0 0 0.45  0 0 0 0 0.25  0 0 0 0 0.08  0 0 0 0.55 -0.12"/>' +
    '</filter>';
  let lines = '';
  // long, gently wavering growth lines
  for (let i = 0; i < 26; i++) {
    const y0 = rand() * W;
    const amp = 3 + rand() * 9;
    const ph = rand() * 6.28;
    const k = 0.006 + rand() * 0.01;
    let d = '';
    for (let x = -8; x <= W + 40; x += 32) {
      const y = y0 + amp * Math.sin(x * k + ph) + 4 * Math.sin(x * 0.031 + ph * 2);
      d += `${x === -8 ? 'M' : 'L'}${f(x)} ${f(y)}`;
    }
    const dark = rand() < 0.7;
    lines += path(d, `fill="none" stroke="${dark ? '#9a6430' : '#fff0cf'}" stroke-opacity="${f(dark ? 0.1 + rand() * 0.12 : 0.18 + rand() * 0.15)}" stroke-width="${f(0.8 + rand() * 2.2)}"`);
  }
  // one soft knot
  const knot = g(
    'opacity="0.16"',
    ellipse(372, 318, 26, 9, 'fill="none" stroke="#7a4a1e" stroke-width="2"') + ellipse(372, 318, 15, 5, 'fill="none" stroke="#7a4a1e" stroke-width="2"') + ellipse(372, 318, 5, 2, 'fill="#7a4a1e"'),
  );
  const body =
    `<rect width="${W}" height="${W}" fill="url(#wood)"/>` +
    `<rect width="${W}" height="${W}" filter="url(#grain)"/>` +
    lines +
    knot +
    `<rect width="${W}" height="${W}" fill="url(#glow)"/>` +
    `<rect width="${W}" height="${W}" fill="url(#vig)"/>`;
  return doc(W, W, body, defs);
}

export const BG_W = 1280;
export const BG_H = 720;

function bamboo(x: number, top: number, bottom: number, w: number, shade: number, lean: number): string {
  // a stalk of joined segments, leaning a little; `shade` 0 (near, saturated) .. 1 (far, pale)
  const col = shade > 0.5 ? '#b5cf92' : C.bamboo;
  const dark = shade > 0.5 ? '#93b475' : C.bambooDark;
  let s = '';
  let y = bottom;
  const seg = 88 + w * 1.5;
  while (y > top) {
    const y2 = Math.max(top, y - seg);
    const xa = x + lean * (bottom - y);
    const xb = x + lean * (bottom - y2);
    s += path(`M${f(xa - w / 2)} ${f(y)}L${f(xb - w / 2)} ${f(y2 + 3)}Q${f(xb)} ${f(y2 - 2)} ${f(xb + w / 2)} ${f(y2 + 3)}L${f(xa + w / 2)} ${f(y)}Z`, `fill="${col}"`);
    s += path(`M${f(xa - w * 0.22)} ${f(y - 6)}L${f(xb - w * 0.22)} ${f(y2 + 8)}`, `stroke="#fff" stroke-opacity="0.25" stroke-width="${f(w * 0.16)}" stroke-linecap="round"`);
    s += path(`M${f(xa + w * 0.3)} ${f(y - 4)}L${f(xb + w * 0.3)} ${f(y2 + 6)}`, `stroke="${dark}" stroke-opacity="0.45" stroke-width="${f(w * 0.18)}" stroke-linecap="round"`);
    // the node ring
    s += ellipse(xb, y2 + 3, w * 0.62, w * 0.16, `fill="${dark}"`);
    y = y2;
  }
  return s;
}

function leaf(x: number, y: number, len: number, angle: number, shade: number): string {
  const col = shade > 0.5 ? '#a9c986' : shade > 0.2 ? '#86b45f' : '#6a9b48';
  const w = len * 0.17;
  return path(
    `M0 0Q${f(len * 0.35)} ${f(-w)} ${f(len)} 0Q${f(len * 0.35)} ${f(w)} 0 0Z`,
    `fill="${col}" transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"`,
  ) + path(`M2 0L${f(len * 0.9)} 0`, `stroke="#fff" stroke-opacity="0.22" stroke-width="1.2" transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"`);
}

function leafSpray(x: number, y: number, dir: number, shade: number, rand: () => number): string {
  let s = '';
  const n = 3 + Math.floor(rand() * 3);
  for (let i = 0; i < n; i++) {
    const a = (dir > 0 ? 10 : 170) + (rand() - 0.5) * 70 + i * 6 * dir;
    s += leaf(x, y, 60 + rand() * 45, a, shade);
  }
  return s;
}

export function background(): string {
  const rand = rng(11);
  const defs =
    linear('sky', [[0, '#fbf1dc'], [0.6, '#f6e4c2'], [1, '#efd3a6']]) +
    radial('sun', [[0, '#fffaf0', 0.9], [1, '#fffaf0', 0]], 0.5, 0.42, 0.5) +
    radial('blob', [[0, '#ffffff', 0.55], [1, '#ffffff', 0]]) +
    radial('blobG', [[0, '#cfe3b0', 0.55], [1, '#cfe3b0', 0]]) +
    linear('hill1', [[0, '#d9e6bf'], [1, '#c6d9a6']]) +
    linear('hill2', [[0, '#b9d392'], [1, '#9cc078']]);
  let s = `<rect width="${BG_W}" height="${BG_H}" fill="url(#sky)"/>` + ellipse(640, 300, 620, 380, 'fill="url(#sun)"');
  // soft floating shapes
  for (let i = 0; i < 14; i++) {
    const x = rand() * BG_W;
    const y = rand() * BG_H * 0.8;
    const r = 40 + rand() * 110;
    s += circle(x, y, r, `fill="url(#${rand() < 0.6 ? 'blob' : 'blobG'})"`);
  }
  // distant misty hills
  s += path('M0 560Q160 470 330 530Q480 580 640 520Q820 455 980 530Q1130 590 1280 520V720H0Z', 'fill="url(#hill1)" opacity="0.8"');
  s += path('M0 640Q200 580 420 630Q640 680 860 620Q1080 565 1280 620V720H0Z', 'fill="url(#hill2)" opacity="0.75"');
  // far bamboo, pale
  let far = '';
  for (const [x, w] of [[60, 14], [150, 11], [1110, 12], [1210, 15], [250, 9], [1030, 9]] as const) {
    far += bamboo(x, -20, 740, w, 0.8, (rand() - 0.5) * 0.03);
    for (let k = 0; k < 3; k++) far += leafSpray(x + 4, 80 + rand() * 400, x < 640 ? 1 : -1, 0.8, rand);
  }
  s += g('opacity="0.7"', far);
  // near bamboo, framing the sides
  let near = '';
  for (const [x, w, lean] of [[22, 26, 0.02], [96, 20, -0.015], [1186, 22, 0.018], [1262, 28, -0.02]] as const) {
    near += bamboo(x, -30, 750, w, 0, lean);
  }
  for (const [x, y, dir] of [[40, 120, 1], [110, 300, 1], [30, 470, 1], [1240, 160, -1], [1190, 380, -1], [1255, 560, -1], [96, 60, 1], [1200, 40, -1]] as const) {
    near += leafSpray(x, y, dir, 0, rand);
  }
  s += near;
  // a light paper texture: a few faint speckles
  let speck = '';
  for (let i = 0; i < 120; i++) speck += circle(rand() * BG_W, rand() * BG_H, 0.8 + rand() * 1.4, `fill="#8a6a40" opacity="${f(0.05 + rand() * 0.08)}"`);
  s += speck;
  return doc(BG_W, BG_H, s, defs);
}
