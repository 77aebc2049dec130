// Panda portraits (200 x 200, transparent, head and shoulders) and the friend's avatar.
// BABY is small and round with big eyes and a bib; MAMA wears a bow, lashes, lipstick and
// pearls; PAPA has round glasses, bushy brows, a white goatee and a pipe.
import { C, circle, doc, ellipse, f, g, linear, path, radial } from './svg';
import { BLACK, brows, cheeks, eyes, L, mouth, OUT, patches, R, stroke, type Eye, type PandaFrame, type PandaName } from './panda-face';

export type { Mood, PandaFrame, PandaName } from './panda-face';

export const PORTRAIT = 200;

function body(name: PandaName): string {
  let s =
    (name === 'baby'
      ? path('M34 204Q38 150 100 146Q162 150 166 204Z', 'fill="url(#shd)"')
      : path('M14 204Q20 150 100 146Q180 150 186 204Z', 'fill="url(#shd)"')) +
    ellipse(100, 204, 50, 52, 'fill="url(#fur)"') +
    // the head's soft shadow on the chest
    ellipse(100, 156, 46, 11, 'fill="#6b5a4a" opacity="0.22"');
  if (name === 'baby') {
    // a sky-blue bib with a little embroidered bamboo leaf
    s +=
      path('M66 166Q100 158 134 166Q132 200 100 202Q68 200 66 166Z', `fill="#9fd0ec" stroke="#fff" stroke-width="4"`) +
      path('M100 192q-10-8 0-20q10 12 0 20z', `fill="${C.bamboo}"`) +
      path('M100 192v-18', stroke(C.bambooDark, 1.5));
  }
  if (name === 'mama') {
    // a string of pearls
    for (let i = 0; i <= 10; i++) {
      const t = i / 10;
      const x = 68 + 64 * t;
      const y = 160 + 14 * Math.sin(Math.PI * t);
      s += circle(x, y, 4.2, 'fill="url(#pearl)" stroke="#c9bfb2" stroke-width="0.8"');
    }
  }
  return s;
}

function ears(name: PandaName): string {
  let s =
    circle(47, 52, 21, 'fill="url(#blk)"') +
    circle(153, 52, 21, 'fill="url(#blk)"') +
    circle(49, 55, 10, 'fill="#4a423d"') +
    circle(151, 55, 10, 'fill="#4a423d"');
  if (name === 'mama') {
    // a red polka-dot bow on her left ear
    s += g(
      'transform="translate(52 40) rotate(-18)"',
      path('M0 0C-8 -14 -26 -14 -26 -2C-26 10 -8 10 0 0Z', `fill="#e0505e" stroke="#8e2433" stroke-width="2"`) +
        path('M0 0C8 -14 26 -14 26 -2C26 10 8 10 0 0Z', `fill="#e0505e" stroke="#8e2433" stroke-width="2"`) +
        path('M-2 2L-10 18L-4 16L0 4ZM2 2L8 18L3 17L0 4Z', 'fill="#c73f50" stroke="#8e2433" stroke-width="1.5"') +
        circle(-16, -4, 2.4, 'fill="#fff" opacity="0.85"') +
        circle(15, -5, 2.4, 'fill="#fff" opacity="0.85"') +
        circle(-10, 2, 1.8, 'fill="#fff" opacity="0.85"') +
        circle(11, 2, 1.8, 'fill="#fff" opacity="0.85"') +
        ellipse(0, 0, 6, 6.5, 'fill="#c73f50" stroke="#8e2433" stroke-width="2"'),
    );
  }
  return s;
}

function head(name: PandaName): string {
  // BABY: nearly a circle, chubby; MAMA: a softer oval; PAPA: broad cheeks, a flatter crown
  const d =
    name === 'baby'
      ? 'M100 40C144 40 170 66 170 102C170 138 142 158 100 158C58 158 30 138 30 102C30 66 56 40 100 40Z'
      : name === 'mama'
        ? 'M100 42C139 42 164 66 164 100C164 134 138 155 100 155C62 155 36 134 36 100C36 66 61 42 100 42Z'
        : 'M100 44C142 44 166 64 168 98C170 136 140 156 100 156C60 156 30 136 32 98C34 64 58 44 100 44Z';
  const s = path(d, `fill="url(#fur)" stroke="${OUT}" stroke-width="2.5"`);
  if (name === 'baby') {
    // a little tuft of hair
    return (
      s + path('M96 42C92 32 100 26 106 30C101 31 100 36 104 38', `fill="none" stroke="${BLACK}" stroke-width="4" stroke-linecap="round"`)
    );
  }
  if (name === 'mama') return s + circle(121, 133, 1.8, `fill="${BLACK}"`); // a beauty mark
  return s;
}

function papaExtras(frame: PandaFrame): string {
  const rim = '#b8872c';
  const lens = (e: Eye) => circle(e.x, e.y, 16, `fill="#fff" fill-opacity="0.14" stroke="${rim}" stroke-width="3.2"`);
  const glasses =
    lens(L) +
    lens(R) +
    path('M90 95Q100 88 110 95', stroke(rim, 3)) +
    path('M58 93L40 84M142 93L160 84', stroke(rim, 3)) +
    path(`M${L.x - 9} ${L.y - 8}q4 -3 8 -3M${R.x - 9} ${R.y - 8}q4 -3 8 -3`, stroke('#fff', 2.2) + ' opacity="0.7"');
  // a wispy white goatee growing from under the chin, over the head's outline
  const beard =
    path(
      'M84 146Q88 153 90 150Q94 156 96 152Q100 157 104 152Q106 156 110 150Q112 153 116 146Q116 166 104 178Q103 184 99 188Q99 181 95 177Q84 166 84 146Z',
      'fill="#f4f1ec" stroke="#a9a198" stroke-width="1.6" stroke-linejoin="round"',
    ) + path('M93 158Q96 168 99 180M107 158Q105 168 101 178M100 156v12', stroke('#cbc4ba', 1.3));
  const pipeY = frame === 'pleased' ? 136 : 133;
  const pipe =
    path(`M111 ${pipeY}L134 ${pipeY + 8}`, stroke('#3b2418', 4.2)) +
    path(`M131 ${pipeY - 6}h17v11q0 8-8.5 8q-8.5 0-8.5-8z`, `fill="url(#pipe)" stroke="#3b2418" stroke-width="2"`) +
    ellipse(139.5, pipeY - 6, 8.5, 2.6, 'fill="#2b1a12"') +
    path(`M140 ${pipeY - 11}q-6-6 0-12q6-6 0-12q-4-4 1-8`, stroke('#9d958d', 4.2) + ' opacity="0.35"') +
    path(`M140 ${pipeY - 11}q-6-6 0-12q6-6 0-12q-4-4 1-8`, stroke('#fff', 2) + ' opacity="0.9"');
  return beard + glasses + pipe;
}

function bubble(): string {
  return (
    circle(164, 72, 3.5, `fill="#fff" stroke="${OUT}" stroke-width="1.8"`) +
    circle(171, 60, 5.5, `fill="#fff" stroke="${OUT}" stroke-width="1.8"`) +
    path(
      'M158 44C150 44 148 30 160 28C160 16 178 14 182 22C190 16 200 26 196 34C200 42 190 50 182 46C176 52 162 52 158 44Z',
      `fill="#fff" stroke="${OUT}" stroke-width="2"`,
    ) +
    circle(164, 37, 2.8, `fill="${OUT}"`) +
    circle(174, 37, 2.8, `fill="${OUT}"`) +
    circle(184, 37, 2.8, `fill="${OUT}"`)
  );
}

/** MAMA thinks with a hand mirror: a quick look at herself never hurts. */
function mirror(): string {
  return (
    path('M30 204L44 168', `stroke="${BLACK}" stroke-width="28" stroke-linecap="round" fill="none"`) +
    path('M44 170L40 146', stroke('#b8872c', 6)) +
    ellipse(36, 122, 17, 21, 'fill="#f6d37a" stroke="#b8872c" stroke-width="3"') +
    ellipse(36, 122, 12.5, 16.5, 'fill="url(#glass)"') +
    path('M29 114q3-6 9-7M28 121l2-2', stroke('#fff', 2.2) + ' opacity="0.9"') +
    circle(45, 170, 13, `fill="${BLACK}"`) +
    circle(40, 162, 2.4, 'fill="#5a514b"') +
    circle(47, 160, 2.4, 'fill="#5a514b"')
  );
}

function thinkingExtras(name: PandaName): string {
  if (name === 'mama') return mirror() + bubble();
  // a paw on the chin and a thought bubble with three dots
  return (
    path('M38 204L74 156', `stroke="${BLACK}" stroke-width="30" stroke-linecap="round" fill="none"`) +
    circle(80, 150, 15.5, `fill="${BLACK}"`) +
    ellipse(82, 153, 6, 5, 'fill="#5a514b"') +
    circle(74, 143, 2.6, 'fill="#5a514b"') +
    circle(81, 140, 2.6, 'fill="#5a514b"') +
    circle(88, 142, 2.6, 'fill="#5a514b"') +
    bubble()
  );
}

function dismayedExtras(): string {
  return (
    path('M165 70Q158 82 158 87A7 7 0 0 0 172 87Q172 82 165 70Z', 'fill="#8fd0f2" stroke="#4b94c0" stroke-width="1.6"') +
    ellipse(162.5, 85, 1.8, 3, 'fill="#fff" opacity="0.9"') +
    path('M176 60l8-5M179 70l9-1', stroke('#4b94c0', 2)) +
    path('M22 62l-7-4M20 72l-8 0', stroke('#4b94c0', 2))
  );
}

function sparkle(x: number, y: number, s: number): string {
  return path(
    `M${f(x)} ${f(y - s)}Q${f(x + s * 0.18)} ${f(y - s * 0.18)} ${f(x + s)} ${f(y)}Q${f(x + s * 0.18)} ${f(y + s * 0.18)} ${f(x)} ${f(y + s)}Q${f(x - s * 0.18)} ${f(y + s * 0.18)} ${f(x - s)} ${f(y)}Q${f(x - s * 0.18)} ${f(y - s * 0.18)} ${f(x)} ${f(y - s)}Z`,
    `fill="${C.gold}"`,
  );
}

/** The gradients every panda drawing uses. */
export const PANDA_DEFS = (): string =>
  radial(
    'blk',
    [
      [0, '#4d4541'],
      [0.6, '#2b2624'],
      [1, '#1b1716'],
    ],
    0.4,
    0.3,
    0.7,
  ) +
  linear('shd', [
    [0, '#38312e'],
    [1, '#1f1b19'],
  ]) +
  radial(
    'fur',
    [
      [0, '#ffffff'],
      [0.75, '#f8f4ec'],
      [1, '#e4dcd0'],
    ],
    0.45,
    0.38,
    0.62,
  ) +
  radial(
    'pearl',
    [
      [0, '#ffffff'],
      [1, '#e6ddd2'],
    ],
    0.35,
    0.3,
    0.7,
  ) +
  linear(
    'pipe',
    [
      [0, '#9a5a2e'],
      [1, '#5a311a'],
    ],
    0,
    0,
    1,
    0,
  ) +
  linear(
    'glass',
    [
      [0, '#e8f6ff'],
      [0.5, '#b9dcef'],
      [1, '#f5d0dc'],
    ],
    0,
    0,
    1,
    1,
  );

/** Just the head (ears, face, expression, accessories), on the 200 x 200 portrait grid. */
export function pandaHead(name: PandaName, frame: PandaFrame): string {
  let face = ears(name) + head(name) + cheeks(name, frame) + patches(name) + eyes(name, frame) + brows(name, frame) + mouth(name, frame);
  if (name === 'papa') face += papaExtras(frame);
  return face;
}

export function panda(name: PandaName, frame: PandaFrame): string {
  const defs = PANDA_DEFS();
  let s = body(name) + pandaHead(name, frame);
  if (frame === 'thinking') s += thinkingExtras(name);
  if (frame === 'dismayed') s += dismayedExtras();
  if (frame === 'pleased') s += sparkle(26, 34, 9) + sparkle(178, 100, 7) + sparkle(170, 24, 5);
  // BABY is drawn smaller and lower in the frame: small and round
  const body2 = name === 'baby' ? g('transform="translate(15 30) scale(0.85)"', s) : s;
  return doc(PORTRAIT, PORTRAIT, body2, defs);
}

/** The friend on this device: a cheerful red panda, so it never reads as one of the three. */
export function friend(): string {
  const ink = '#3a2418';
  const defs =
    radial(
      'rf',
      [
        [0, '#e9833f'],
        [0.7, '#c9592a'],
        [1, '#9c3f1c'],
      ],
      0.45,
      0.4,
      0.65,
    ) +
    linear('rb', [
      [0, '#4a2a1e'],
      [1, '#2a1812'],
    ]);
  const s =
    // shoulders and chest
    path('M18 204Q24 150 100 146Q176 150 182 204Z', 'fill="url(#rb)"') +
    path('M70 204Q72 170 100 168Q128 170 130 204Z', 'fill="#c9592a"') +
    // ears: rust with white rims and dark insides
    path('M44 76L40 34Q62 34 76 54Z', `fill="#fff4e8" stroke="${ink}" stroke-width="2.5" stroke-linejoin="round"`) +
    path('M156 76L160 34Q138 34 124 54Z', `fill="#fff4e8" stroke="${ink}" stroke-width="2.5" stroke-linejoin="round"`) +
    path('M50 68L47 42Q60 43 68 55Z', 'fill="#5a2c1a"') +
    path('M150 68L153 42Q140 43 132 55Z', 'fill="#5a2c1a"') +
    // head
    path(
      'M100 46C142 46 168 70 168 102C168 136 140 154 100 154C60 154 32 136 32 102C32 70 58 46 100 46Z',
      `fill="url(#rf)" stroke="${ink}" stroke-width="2.5"`,
    ) +
    // white markings: brows, cheeks and muzzle
    ellipse(74, 78, 10, 6, 'fill="#fff6ea" transform="rotate(-12 74 78)"') +
    ellipse(126, 78, 10, 6, 'fill="#fff6ea" transform="rotate(12 126 78)"') +
    path(
      'M40 112C44 140 70 152 100 152C130 152 156 140 160 112C148 122 132 122 118 116C112 128 88 128 82 116C68 122 52 122 40 112Z',
      'fill="#fff6ea"',
    ) +
    // tear marks
    path('M71 107Q67 115 63 122', stroke('#8a3a1c', 4.5) + ' opacity="0.45"') +
    path('M129 107Q133 115 137 122', stroke('#8a3a1c', 4.5) + ' opacity="0.45"') +
    // eyes
    circle(76, 98, 7.5, `fill="${ink}"`) +
    circle(124, 98, 7.5, `fill="${ink}"`) +
    circle(73.5, 95.5, 2.6, 'fill="#fff"') +
    circle(121.5, 95.5, 2.6, 'fill="#fff"') +
    // nose and smile
    path('M91 118Q100 113 109 118Q106 125 100 126Q94 125 91 118Z', `fill="${ink}"`) +
    path('M100 126v4M100 130q-6 7-12 1M100 130q6 7 12 1', stroke(ink, 2.6)) +
    ellipse(62, 124, 9, 5.5, `fill="${C.pink}" opacity="0.55"`) +
    ellipse(138, 124, 9, 5.5, `fill="${C.pink}" opacity="0.55"`) +
    // a green scarf: a friend from the same bamboo grove
    path('M56 150Q100 170 144 150L146 164Q100 184 54 164Z', `fill="${C.bamboo}" stroke="${C.bambooDeep}" stroke-width="2"`) +
    path('M120 166l10 30l12-6l-8-28z', `fill="${C.bambooDark}" stroke="${C.bambooDeep}" stroke-width="2"`);
  return doc(PORTRAIT, PORTRAIT, s, defs);
}
