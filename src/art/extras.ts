// Extras for the menus: a wooden arch window to frame a portrait, and the club's emblem.
import { PANDA_DEFS, pandaHead } from './panda';
import { C, circle, doc, ellipse, f, g, linear, path, radial } from './svg';

export const FRAME_W = 240;
export const FRAME_H = 260;
/** Where a 200 x 200 portrait goes inside the frame: its centre, relative to the frame's centre. */
export const FRAME_PORTRAIT_OFFSET = { x: 0, y: -4 } as const;

/**
 * A wooden arch window with a pale bamboo-green inside and a sill: draw it first, then the
 * 200 x 200 portrait on top at the frame centre + FRAME_PORTRAIT_OFFSET, so the panda
 * stands on the sill.
 */
export function portraitFrame(): string {
  const arch = (x0: number, x1: number, top: number, bottom: number) => {
    const r = (x1 - x0) / 2;
    return `M${x0} ${bottom}V${top + r}A${r} ${r} 0 0 1 ${x1} ${top + r}V${bottom}Z`;
  };
  const defs =
    linear(
      'fw',
      [
        [0, '#c98f52'],
        [0.5, '#a8703a'],
        [1, '#7a4c24'],
      ],
      0,
      0,
      1,
      1,
    ) +
    radial(
      'fin',
      [
        [0, '#f6f7e6'],
        [0.7, '#dfe9c6'],
        [1, '#bfd39d'],
      ],
      0.5,
      0.45,
      0.7,
    ) +
    linear('sill', [
      [0, '#d9a866'],
      [1, '#8a5a2b'],
    ]);
  let leaves = '';
  for (const [x, y, a, l] of [
    [40, 120, -30, 40],
    [44, 150, 20, 34],
    [198, 96, 210, 38],
    [196, 130, 160, 32],
  ] as const) {
    leaves += path(
      `M0 0Q${l * 0.35} ${-l * 0.17} ${l} 0Q${l * 0.35} ${l * 0.17} 0 0Z`,
      `fill="${C.bamboo}" opacity="0.28" transform="translate(${x} ${y}) rotate(${a})"`,
    );
  }
  const s =
    path(arch(6, 234, 6, 252), 'fill="#3a2414" opacity="0.22" transform="translate(2 4)"') +
    path(arch(6, 234, 6, 250), 'fill="url(#fw)" stroke="#5e3718" stroke-width="2"') +
    path(arch(12, 228, 12, 244), 'fill="none" stroke="#f0c992" stroke-opacity="0.6" stroke-width="1.5"') +
    path(arch(20, 220, 20, 226), 'fill="url(#fin)" stroke="#5e3718" stroke-width="2.5"') +
    leaves +
    // the sill, with the portrait's feet resting on its top edge (y = 226)
    `<rect x="2" y="226" width="236" height="20" rx="5" fill="url(#sill)" stroke="#5e3718" stroke-width="2"/>` +
    path('M8 230H232', 'stroke="#fff0d0" stroke-opacity="0.5" stroke-width="2" stroke-linecap="round"');
  return doc(FRAME_W, FRAME_H, s, defs);
}

export const LOGO = 240;

/** The club's emblem: BABY beaming inside a bamboo ring, a dark and a light stone below. */
export function logo(): string {
  const defs =
    PANDA_DEFS() +
    linear(
      'ring',
      [
        [0, '#9cc76f'],
        [1, '#3f6b2a'],
      ],
      0,
      0,
      1,
      1,
    ) +
    radial(
      'inn',
      [
        [0, '#fffaf0'],
        [1, '#f3e3c3'],
      ],
      0.5,
      0.4,
      0.7,
    ) +
    radial(
      'pd',
      [
        [0, '#6d625a'],
        [0.5, '#332b27'],
        [1, '#0f0c0b'],
      ],
      0.36,
      0.3,
      0.75,
    ) +
    radial(
      'pl',
      [
        [0, '#ffffff'],
        [0.6, '#f3eadb'],
        [1, '#bfa988'],
      ],
      0.36,
      0.3,
      0.75,
    );
  let nodes = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    nodes += path(
      `M${f(120 + 98 * Math.cos(a))} ${f(120 + 98 * Math.sin(a))}L${f(120 + 114 * Math.cos(a))} ${f(120 + 114 * Math.sin(a))}`,
      'stroke="#355a24" stroke-width="3" stroke-linecap="round"',
    );
  }
  const s =
    circle(122, 124, 114, 'fill="#3a2414" opacity="0.2"') +
    circle(120, 120, 114, 'fill="url(#ring)"') +
    nodes +
    circle(120, 120, 97, 'fill="url(#inn)" stroke="#355a24" stroke-width="2.5"') +
    g('transform="translate(26 14) scale(0.94)"', pandaHead('baby', 'pleased')) +
    ellipse(88, 204, 26, 26, 'fill="#2a1608" opacity="0.3"') +
    circle(86, 200, 25, 'fill="url(#pd)"') +
    ellipse(78, 191, 8, 5, 'fill="#fff" opacity="0.35" transform="rotate(-30 78 191)"') +
    ellipse(156, 204, 26, 26, 'fill="#2a1608" opacity="0.3"') +
    circle(154, 200, 25, 'fill="url(#pl)"') +
    path('M196 40q22-20 36-10q-22 4-36 10z', `fill="${C.bamboo}" stroke="${C.bambooDeep}" stroke-width="1.5"`) +
    path('M200 52q26-6 34 8q-20-4-34-8z', `fill="#6a9b48" stroke="${C.bambooDeep}" stroke-width="1.5"`);
  return doc(LOGO, LOGO, s, defs);
}
