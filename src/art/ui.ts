// Icons (64 x 64, ink glyphs on transparent) and particle effects (32 x 32). (The board's
// markers are drawn by the board, src/views/marker-art.ts.) Icons are drawn in dark ink; recolour them with Phaser's
// TintModes.FILL when a button needs a light glyph.
import { C, circle, doc, f, path, radial } from './svg';

export const ICON = 64;
export type IconName =
  'sound-on' | 'sound-off' | 'music' | 'lang' | 'settings' | 'undo' | 'hint' | 'rules' | 'back' | 'close' | 'menu' | 'timer';
export const ICON_NAMES: readonly IconName[] = [
  'sound-on',
  'sound-off',
  'music',
  'lang',
  'settings',
  'undo',
  'hint',
  'rules',
  'back',
  'close',
  'menu',
  'timer',
];

const ink = C.ink;
const line = (w = 5.5) => `fill="none" stroke="${ink}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;
const fill = `fill="${ink}"`;

const speaker = path('M10 25h9l13-11v36l-13-11h-9z', `${fill} stroke="${ink}" stroke-width="3" stroke-linejoin="round"`);

function gear(): string {
  const teeth = 8;
  let d = '';
  for (let i = 0; i < teeth * 2; i++) {
    const a0 = ((i - 0.5) / (teeth * 2)) * Math.PI * 2;
    const a1 = ((i + 0.5) / (teeth * 2)) * Math.PI * 2;
    const r = i % 2 === 0 ? 27 : 20;
    const p0 = [32 + r * Math.cos(a0), 32 + r * Math.sin(a0)];
    const p1 = [32 + r * Math.cos(a1), 32 + r * Math.sin(a1)];
    d += `${i === 0 ? 'M' : 'L'}${f(p0[0])} ${f(p0[1])}L${f(p1[0])} ${f(p1[1])}`;
  }
  return (
    path(d + 'Z', `${fill} stroke="${ink}" stroke-width="3" stroke-linejoin="round"`) +
    circle(32, 32, 8, `fill="#fff8ea"`) +
    circle(32, 32, 8, line(3))
  );
}

const ICONS: Record<IconName, () => string> = {
  'sound-on': () => speaker + path('M40 24q6 8 0 16M46 17q12 15 0 30', line(5)),
  'sound-off': () => speaker + path('M40 24l16 16M56 24l-16 16', line(5.5)),
  music: () =>
    path('M24 46V16l28-6v30', line(5)) +
    path('M24 22l28-6', line(7)) +
    `<ellipse cx="18" cy="47" rx="8" ry="6.5" transform="rotate(-20 18 47)" ${fill}/>` +
    `<ellipse cx="46" cy="41" rx="8" ry="6.5" transform="rotate(-20 46 41)" ${fill}/>`,
  lang: () => circle(32, 32, 24, line(4.5)) + path('M8 32h48M32 8q-14 24 0 48M32 8q14 24 0 48M13 19h38M13 45h38', line(3.5)),
  settings: gear,
  undo: () => path('M18 26h22a13 13 0 0 1 0 26h-14', line(6)) + path('M26 14L14 26l12 12', line(6)),
  hint: () =>
    path('M32 8a17 17 0 0 0 -10 30.5c2 2 3 4 3 7v1h14v-1c0-3 1-5 3-7A17 17 0 0 0 32 8z', line(4.5)) +
    path('M25 53h14M27 59h10', line(4.5)) +
    path('M32 46v-9l-5-6M32 37l5-6', line(3)),
  rules: () =>
    path('M32 16Q22 10 8 12v36q14-2 24 4q10-6 24-4V12q-14-2-24 4z', line(4.5)) +
    path('M32 16v36', line(3.5)) +
    path('M14 22q8-1 12 2M14 30q8-1 12 2M38 24q4-3 12-2M38 32q4-3 12-2', line(2.8)),
  back: () => path('M28 14L10 32l18 18M12 32h42', line(6.5)),
  close: () => path('M16 16l32 32M48 16l-32 32', line(7)),
  menu: () => path('M12 18h40M12 32h40M12 46h40', line(7)),
  timer: () =>
    circle(32, 36, 21, line(5)) +
    path('M26 8h12M32 8v7M49 17l4-4', line(5)) +
    path('M32 36V24M32 36l8 5', line(4.5)) +
    circle(32, 36, 2.8, fill),
};

export function icon(name: IconName): string {
  return doc(ICON, ICON, ICONS[name]());
}

export const EFFECT = 32;
export type EffectName = 'spark' | 'dust' | 'confetti' | 'star';
export const EFFECT_NAMES: readonly EffectName[] = ['spark', 'dust', 'confetti', 'star'];

export function effect(name: EffectName): string {
  switch (name) {
    case 'spark':
      return doc(
        EFFECT,
        EFFECT,
        circle(16, 16, 16, 'fill="url(#s)"') +
          path('M16 1Q17.6 14.4 31 16Q17.6 17.6 16 31Q14.4 17.6 1 16Q14.4 14.4 16 1Z', 'fill="#fffbe6"'),
        radial('s', [
          [0, '#fff6c0', 0.95],
          [0.35, '#ffd34d', 0.6],
          [1, '#ff9d2e', 0],
        ]),
      );
    case 'dust':
      return doc(
        EFFECT,
        EFFECT,
        circle(16, 16, 15, 'fill="url(#d)"'),
        radial(
          'd',
          [
            [0, '#f1e2c6', 0.85],
            [0.55, '#d9c19a', 0.5],
            [1, '#c8a97a', 0],
          ],
          0.45,
          0.42,
          0.55,
        ),
      );
    case 'confetti':
      // white-ish paper so a particle emitter's tint picks the colour
      return doc(
        EFFECT,
        EFFECT,
        path('M6 10Q16 4 26 10L26 22Q16 16 6 22Z', 'fill="url(#c)"'),
        radial(
          'c',
          [
            [0, '#ffffff'],
            [1, '#e6e0d8'],
          ],
          0.4,
          0.3,
          0.8,
        ),
      );
    case 'star':
      return doc(
        EFFECT,
        EFFECT,
        path(star(16, 17, 14.5, 6.3), `fill="url(#st)" stroke="#c98410" stroke-width="1.4" stroke-linejoin="round"`) +
          path('M11 12l3-2', 'stroke="#fff" stroke-width="2" stroke-linecap="round" opacity="0.8"'),
        radial(
          'st',
          [
            [0, '#fff3b8'],
            [0.6, '#ffd04a'],
            [1, '#f5a623'],
          ],
          0.4,
          0.35,
          0.7,
        ),
      );
  }
}

function star(cx: number, cy: number, ro: number, ri: number): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? ro : ri;
    d += `${i === 0 ? 'M' : 'L'}${f(cx + r * Math.cos(a))} ${f(cy + r * Math.sin(a))}`;
  }
  return d + 'Z';
}
