// The board surface (a wood-grain rectangle the views stretch under the lines) and the
// warm bamboo backdrop every scene shares.
import { C, circle, doc, ellipse, f, g, linear, path, radial, rng } from './svg';

export const SURFACE = 512;

export function boardSurface(): string {
  const W = SURFACE;
  // ring contours: smooth noise cut into bands by an alternating transfer table
  const bands = Array.from({ length: 25 }, (_, i) => (i % 2 ? '0.22' : '0')).join(' ');
  const defs =
    linear(
      'wood',
      [
        [0, '#e8c188'],
        [0.5, '#ddb176'],
        [1, '#d3a36a'],
      ],
      0,
      0,
      0.3,
      1,
    ) +
    radial(
      'vig',
      [
        [0, '#fff', 0],
        [0.7, '#fff', 0],
        [1, '#5a3414', 0.2],
      ],
      0.5,
      0.5,
      0.75,
    ) +
    radial(
      'glow',
      [
        [0, '#fff6df', 0.35],
        [1, '#fff6df', 0],
      ],
      0.4,
      0.35,
      0.6,
    ) +
    '<filter id="rings" x="0" y="0" width="1" height="1">' +
    '<feTurbulence type="fractalNoise" baseFrequency="0.002 0.016" numOctaves="2" seed="5"/>' +
    '<feColorMatrix values="0 0 0 0 0.42  0 0 0 0 0.24  0 0 0 0 0.09  2.5 0 0 0 -0.75"/>' +
    `<feComponentTransfer><feFuncA type="table" tableValues="${bands}"/></feComponentTransfer>` +
    '</filter>' +
    // fine fibres, stretched along the grain
    '<filter id="grain" x="0" y="0" width="1" height="1">' +
    '<feTurbulence type="fractalNoise" baseFrequency="0.006 0.22" numOctaves="3" seed="4"/>' +
    '<feColorMatrix values="0 0 0 0 0.45  0 0 0 0 0.25  0 0 0 0 0.08  0 0 0 0.45 -0.11"/>' +
    '</filter>';
  const rect = (a: string) => `<rect width="${W}" height="${W}" ${a}/>`;
  const body =
    rect('fill="url(#wood)"') +
    rect('filter="url(#grain)"') +
    rect('filter="url(#rings)"') +
    rect('fill="url(#glow)"') +
    rect('fill="url(#vig)"');
  return doc(W, W, body, defs);
}

/** Green baize for the Othello board: soft fibres, a lighter centre, darker edges. */
export function feltSurface(): string {
  const W = SURFACE;
  const defs =
    radial(
      'felt',
      [
        [0, '#3f9563'],
        [0.7, '#2f7f52'],
        [1, '#246843'],
      ],
      0.5,
      0.45,
      0.75,
    ) +
    '<filter id="fib" x="0" y="0" width="1" height="1">' +
    '<feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="8"/>' +
    '<feColorMatrix values="0 0 0 0 0.05  0 0 0 0 0.2  0 0 0 0 0.1  0 0 0 0.9 -0.38"/>' +
    '</filter>' +
    '<filter id="mott" x="0" y="0" width="1" height="1">' +
    '<feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="3" seed="2"/>' +
    '<feColorMatrix values="0 0 0 0 0.7  0 0 0 0 0.9  0 0 0 0 0.7  0 0 0 0.22 -0.08"/>' +
    '</filter>';
  const rect = (a: string) => `<rect width="${W}" height="${W}" ${a}/>`;
  return doc(W, W, rect('fill="url(#felt)"') + rect('filter="url(#mott)"') + rect('filter="url(#fib)"'), defs);
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
    s += path(
      `M${f(xa - w / 2)} ${f(y)}L${f(xb - w / 2)} ${f(y2 + 3)}Q${f(xb)} ${f(y2 - 2)} ${f(xb + w / 2)} ${f(y2 + 3)}L${f(xa + w / 2)} ${f(y)}Z`,
      `fill="${col}"`,
    );
    s += path(
      `M${f(xa - w * 0.22)} ${f(y - 6)}L${f(xb - w * 0.22)} ${f(y2 + 8)}`,
      `stroke="#fff" stroke-opacity="0.25" stroke-width="${f(w * 0.16)}" stroke-linecap="round"`,
    );
    s += path(
      `M${f(xa + w * 0.3)} ${f(y - 4)}L${f(xb + w * 0.3)} ${f(y2 + 6)}`,
      `stroke="${dark}" stroke-opacity="0.45" stroke-width="${f(w * 0.18)}" stroke-linecap="round"`,
    );
    // the node ring
    s += ellipse(xb, y2 + 3, w * 0.62, w * 0.16, `fill="${dark}"`);
    y = y2;
  }
  return s;
}

function leaf(x: number, y: number, len: number, angle: number, shade: number): string {
  const col = shade > 0.5 ? '#a9c986' : shade > 0.2 ? '#86b45f' : '#6a9b48';
  const w = len * 0.17;
  return (
    path(
      `M0 0Q${f(len * 0.35)} ${f(-w)} ${f(len)} 0Q${f(len * 0.35)} ${f(w)} 0 0Z`,
      `fill="${col}" transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"`,
    ) +
    path(
      `M2 0L${f(len * 0.9)} 0`,
      `stroke="#fff" stroke-opacity="0.22" stroke-width="1.2" transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"`,
    )
  );
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

/** A misty range of rounded karst peaks (as along the Li river), closed at the bottom. */
function karst(base: number, peaks: readonly (readonly [x: number, w: number, h: number])[]): string {
  let d = `M-20 ${base}`;
  for (const [x, w, h] of peaks) {
    const top = base - h;
    d += `L${f(x - w)} ${base}C${f(x - w * 0.7)} ${f(base - h * 0.55)} ${f(x - w * 0.55)} ${f(top)} ${f(x)} ${f(top)}C${f(x + w * 0.55)} ${f(top)} ${f(x + w * 0.7)} ${f(base - h * 0.55)} ${f(x + w)} ${base}`;
  }
  return d + `L${BG_W + 20} ${base}V${BG_H}H-20Z`;
}

export function background(): string {
  const rand = rng(11);
  const defs =
    linear('sky', [
      [0, '#fdf6e6'],
      [0.55, '#f8e8cb'],
      [1, '#f1d7ab'],
    ]) +
    radial('sun', [
      [0, '#fffaf0', 0.95],
      [0.45, '#fff3d6', 0.6],
      [1, '#fff3d6', 0],
    ]) +
    radial('calm', [
      [0, '#fffaf0', 0.7],
      [1, '#fffaf0', 0],
    ]) +
    linear('far', [
      [0, '#d9dcc0', 0.9],
      [1, '#d9dcc0', 0],
    ]) +
    linear('mid', [
      [0, '#c3d2a6', 0.95],
      [1, '#c3d2a6', 0],
    ]) +
    linear('mist', [
      [0, '#fbf3e2', 0],
      [0.5, '#fbf3e2', 0.85],
      [1, '#fbf3e2', 0],
    ]) +
    linear('hill1', [
      [0, '#d3e2b6'],
      [1, '#bfd49c'],
    ]) +
    linear('hill2', [
      [0, '#b3cf8c'],
      [1, '#93b96e'],
    ]);
  let s = `<rect width="${BG_W}" height="${BG_H}" fill="url(#sky)"/>`;
  // a low warm sun and a calm glow behind where the board sits
  s += circle(930, 190, 150, 'fill="url(#sun)"') + circle(930, 190, 46, 'fill="#fde3bd" opacity="0.75"');
  s += ellipse(640, 340, 560, 330, 'fill="url(#calm)"');
  // two ranges of misty karst peaks, a veil of mist at their feet
  s += path(
    karst(560, [
      [150, 70, 210],
      [260, 55, 150],
      [420, 80, 250],
      [560, 60, 170],
      [760, 75, 230],
      [900, 55, 160],
      [1060, 85, 240],
      [1190, 60, 180],
    ]),
    'fill="url(#far)"',
  );
  s += path(
    karst(600, [
      [60, 60, 160],
      [330, 70, 190],
      [470, 50, 120],
      [690, 65, 170],
      [980, 70, 200],
      [1120, 50, 130],
      [1260, 60, 170],
    ]),
    'fill="url(#mid)"',
  );
  s += `<rect y="470" width="${BG_W}" height="140" fill="url(#mist)"/>`;
  // rolling hills in front
  s += path('M0 590Q160 520 330 565Q480 605 640 560Q820 505 980 565Q1130 615 1280 560V720H0Z', 'fill="url(#hill1)"');
  s += path('M0 660Q200 610 420 650Q640 690 860 645Q1080 600 1280 645V720H0Z', 'fill="url(#hill2)"');
  // a few birds far away
  for (const [x, y, k] of [
    [770, 140, 1],
    [800, 128, 0.8],
    [826, 146, 0.7],
  ] as const) {
    s += path(
      `M${x - 9 * k} ${y}q${f(4.5 * k)} ${f(-5 * k)} ${f(9 * k)} 0q${f(4.5 * k)} ${f(-5 * k)} ${f(9 * k)} 0`,
      'fill="none" stroke="#8a7a66" stroke-width="1.6" stroke-linecap="round" opacity="0.55"',
    );
  }
  // far bamboo, pale
  let far = '';
  for (const [x, w] of [
    [60, 14],
    [150, 11],
    [1110, 12],
    [1210, 15],
    [250, 9],
    [1030, 9],
  ] as const) {
    far += bamboo(x, -20, 740, w, 0.8, (rand() - 0.5) * 0.03);
    for (let k = 0; k < 3; k++) far += leafSpray(x + 4, 80 + rand() * 400, x < 640 ? 1 : -1, 0.8, rand);
  }
  s += g('opacity="0.6"', far);
  // near bamboo, framing the sides
  let near = '';
  for (const [x, w, lean] of [
    [22, 26, 0.02],
    [96, 20, -0.015],
    [1186, 22, 0.018],
    [1262, 28, -0.02],
  ] as const) {
    near += bamboo(x, -30, 750, w, 0, lean);
  }
  for (const [x, y, dir] of [
    [40, 120, 1],
    [110, 300, 1],
    [30, 470, 1],
    [1240, 160, -1],
    [1190, 380, -1],
    [1255, 560, -1],
    [96, 60, 1],
    [1200, 40, -1],
  ] as const) {
    near += leafSpray(x, y, dir, 0, rand);
  }
  s += near;
  // drifting leaves
  for (const [x, y, a] of [
    [330, 110, 30],
    [980, 420, -150],
    [250, 520, 60],
    [1060, 90, 200],
  ] as const)
    s += leaf(x, y, 26, a, 0.3);
  // paper texture: faint speckles
  let speck = '';
  for (let i = 0; i < 120; i++)
    speck += circle(rand() * BG_W, rand() * BG_H, 0.8 + rand() * 1.4, `fill="#8a6a40" opacity="${f(0.05 + rand() * 0.08)}"`);
  s += speck;
  return doc(BG_W, BG_H, s, defs);
}
