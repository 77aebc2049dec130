// Achievement badges: a round medal (bronze, silver or gold rim, a warm enamel face) with a
// small picture in its middle. Pure SVG strings like the rest of src/art; the progress
// screen and the toast turn them into textures when they first need them.
import { circle, doc, ellipse, f, g, linear, path, radial } from './svg';

/** Design size of a badge (square). */
export const BADGE = 96;

/** The pictures a badge can carry (an achievement names one; see src/progress/achievements.ts). */
export type BadgeMotif =
  'panda-baby' | 'panda-mama' | 'panda-papa' | 'crown' | 'discs' | 'paw' | 'lone-stone' | 'flag' | 'puzzle' | 'flame' | 'five';
export const BADGE_MOTIFS: readonly BadgeMotif[] = [
  'panda-baby',
  'panda-mama',
  'panda-papa',
  'crown',
  'discs',
  'paw',
  'lone-stone',
  'flag',
  'puzzle',
  'flame',
  'five',
];

/** Texture key of a badge. */
export const badgeKey = (motif: BadgeMotif): string => `badge-${motif}`;

type Metal = 'bronze' | 'silver' | 'gold';
const METAL: Record<Metal, [light: string, mid: string, dark: string]> = {
  bronze: ['#f3c99a', '#c27a3c', '#7a4318'],
  silver: ['#ffffff', '#c7ccd4', '#6f7580'],
  gold: ['#fff3b8', '#f2c14e', '#9a6a10'],
};

const METAL_OF: Record<BadgeMotif, Metal> = {
  'panda-baby': 'bronze',
  'panda-mama': 'silver',
  'panda-papa': 'gold',
  crown: 'gold',
  discs: 'silver',
  paw: 'bronze',
  'lone-stone': 'silver',
  flag: 'bronze',
  puzzle: 'silver',
  flame: 'bronze',
  five: 'gold',
};

const INK = '#2b1d14';
const RED = '#c4461e';

function pandaHead(scarf: string): string {
  // a round white head, black ears and eye patches, a scarf in the panda's colour
  return (
    circle(34, 33, 8, `fill="${INK}"`) +
    circle(62, 33, 8, `fill="${INK}"`) +
    circle(48, 49, 19, `fill="#fffaf0" stroke="${INK}" stroke-width="2"`) +
    ellipse(41, 47, 5, 6.5, `fill="${INK}" transform="rotate(20 41 47)"`) +
    ellipse(55, 47, 5, 6.5, `fill="${INK}" transform="rotate(-20 55 47)"`) +
    circle(41.5, 46, 1.6, 'fill="#fff"') +
    circle(54.5, 46, 1.6, 'fill="#fff"') +
    ellipse(48, 55, 3.2, 2.2, `fill="${INK}"`) +
    path('M44 59q4 3 8 0', `fill="none" stroke="${INK}" stroke-width="1.6" stroke-linecap="round"`) +
    path('M33 66q15 8 30 0l-2 6q-13 6-26 0z', `fill="${scarf}"`)
  );
}

const MOTIF: Record<BadgeMotif, () => string> = {
  'panda-baby': () => pandaHead('#3f8f4e'),
  'panda-mama': () => pandaHead('#d08a1e'),
  'panda-papa': () => pandaHead(RED),
  crown: () =>
    path('M26 62l-4-26 14 12 12-18 12 18 14-12-4 26z', `fill="#f2c14e" stroke="#7a4c10" stroke-width="2.5" stroke-linejoin="round"`) +
    path('M26 62h44v7H26z', `fill="#d9a22e" stroke="#7a4c10" stroke-width="2.5"`) +
    circle(48, 52, 4, `fill="${RED}"`) +
    circle(22, 36, 3, 'fill="#fff3b8"') +
    circle(48, 30, 3, 'fill="#fff3b8"') +
    circle(74, 36, 3, 'fill="#fff3b8"'),
  discs: () =>
    // a stack of black discs under one white, and a rising arrow: winning big
    [64, 57, 50].map((y) => ellipse(42, y, 16, 6, `fill="${INK}" stroke="#5a4636" stroke-width="1.5"`)).join('') +
    ellipse(42, 43, 16, 6, `fill="#fbf6ea" stroke="#8c7a66" stroke-width="1.5"`) +
    path('M62 64l10-20', `stroke="${RED}" stroke-width="4" stroke-linecap="round"`) +
    path('M64 44h9v9', `fill="none" stroke="${RED}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"`),
  paw: () =>
    ellipse(48, 56, 13, 11, `fill="${INK}"`) +
    ellipse(33, 42, 5, 6.5, `fill="${INK}" transform="rotate(-20 33 42)"`) +
    ellipse(43, 35, 5, 6.5, `fill="${INK}"`) +
    ellipse(54, 35, 5, 6.5, `fill="${INK}"`) +
    ellipse(63, 42, 5, 6.5, `fill="${INK}" transform="rotate(20 63 42)"`),
  'lone-stone': () =>
    // one stone standing, with rays around it
    [0, 45, 90, 135, 180, 225, 270, 315]
      .map((a) => {
        const r = (a * Math.PI) / 180;
        return path(
          `M${f(48 + Math.cos(r) * 20)} ${f(48 + Math.sin(r) * 20)}L${f(48 + Math.cos(r) * 28)} ${f(48 + Math.sin(r) * 28)}`,
          `stroke="${RED}" stroke-width="3" stroke-linecap="round"`,
        );
      })
      .join('') +
    circle(48, 48, 13, `fill="${INK}" stroke="#5a4636" stroke-width="2"`) +
    circle(44, 44, 3.5, 'fill="#ffffff" fill-opacity="0.35"'),
  flag: () =>
    path('M34 24v48', `stroke="${INK}" stroke-width="4" stroke-linecap="round"`) +
    path('M36 26q12-6 22 0t18 0v22q-8 6-18 0t-22 0z', `fill="${RED}" stroke="#7a2810" stroke-width="2" stroke-linejoin="round"`) +
    ellipse(38, 73, 12, 3, `fill="${INK}" fill-opacity="0.35"`),
  puzzle: () =>
    // a small board corner and a magnifying glass: a position to solve
    path('M24 28h32v32H24z', `fill="#e2b878" stroke="#4a2f18" stroke-width="2"`) +
    path('M24 44h32M40 28v32', `stroke="#4a2f18" stroke-width="1.5"`) +
    circle(40, 44, 5, `fill="${INK}"`) +
    circle(58, 54, 12, `fill="#ffffff" fill-opacity="0.45" stroke="${INK}" stroke-width="4"`) +
    path('M67 63l9 9', `stroke="${INK}" stroke-width="6" stroke-linecap="round"`),
  flame: () =>
    path(
      'M48 22c4 12 18 18 18 34a18 18 0 0 1-36 0c0-8 5-13 8-16 0 6 3 9 6 10-2-10 0-20 4-28z',
      `fill="${RED}" stroke="#7a2810" stroke-width="2" stroke-linejoin="round"`,
    ) + path('M48 44c2 6 9 9 9 16a9 9 0 0 1-18 0c0-5 4-8 6-10 0 3 2 4 3 5 0-4-1-8 0-11z', 'fill="#f2c14e"'),
  five: () =>
    // five stones in a ring: every game
    [0, 1, 2, 3, 4]
      .map((i) => {
        const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
        return circle(
          48 + Math.cos(a) * 18,
          48 + Math.sin(a) * 18,
          7.5,
          `fill="${i % 2 ? '#fbf6ea' : INK}" stroke="#5a4636" stroke-width="1.5"`,
        );
      })
      .join('') + circle(48, 48, 5, `fill="${RED}"`),
};

/** The badge's SVG (96 x 96). */
export function badge(motif: BadgeMotif): string {
  const [light, mid, dark] = METAL[METAL_OF[motif]];
  const defs =
    linear(
      'rim',
      [
        [0, light],
        [0.5, mid],
        [1, dark],
      ],
      0,
      0,
      1,
      1,
    ) +
    radial(
      'face',
      [
        [0, '#fffaf0'],
        [0.75, '#f6e3c2'],
        [1, '#e8c99a'],
      ],
      0.42,
      0.38,
      0.6,
    );
  const body =
    circle(48, 50, 44, 'fill="#2a1a0e" fill-opacity="0.25"') +
    circle(48, 48, 44, 'fill="url(#rim)"') +
    circle(48, 48, 36, `fill="url(#face)" stroke="${dark}" stroke-width="2"`) +
    g('', MOTIF[motif]());
  return doc(BADGE, BADGE, body, defs);
}
