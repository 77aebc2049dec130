// Board pieces: stones (dark / light), Othello discs and their flip frames, tiger and dog.
// All drawn on a 96 x 96 canvas: a piece of radius ~38 centred a little above the middle,
// with a soft contact shadow below it, so a view can display them at the cell size.
import { circle, doc, ellipse, f, g, linear, path, radial } from './svg';

export const PIECE = 96;
const CX = 48;
const CY = 46;
const R = 38;

/** A soft drop shadow: the piece's own outline, shifted down, fading out past the rim. */
function shadow(rx = R): { def: string; el: string } {
  return {
    def: radial('sh', [
      [0, '#2a1608', 0.5],
      [0.78, '#2a1608', 0.42],
      [0.9, '#2a1608', 0.16],
      [1, '#2a1608', 0],
    ]),
    el: ellipse(CX + 1.5, CY + 6, rx + 4.5, R + 3.5, 'fill="url(#sh)"'),
  };
}

/** A polished stone: dark slate or light ivory. */
export function stone(dark: boolean): string {
  const sh = shadow();
  const body = dark
    ? radial(
        'b',
        [
          [0, '#7a6f66'],
          [0.3, '#4a413b'],
          [0.75, '#221c19'],
          [1, '#0e0b0a'],
        ],
        0.36,
        0.3,
        0.75,
      )
    : radial(
        'b',
        [
          [0, '#ffffff'],
          [0.35, '#fbf5ea'],
          [0.75, '#e8dcc6'],
          [1, '#bfa988'],
        ],
        0.36,
        0.3,
        0.75,
      );
  const hi = radial('hi', [
    [0, '#fff', dark ? 0.6 : 1],
    [1, '#fff', 0],
  ]);
  // light bouncing back from the board onto the lower rim
  const bounce = radial(
    'bo',
    [
      [0, dark ? '#c99a62' : '#e9b774', 0],
      [0.8, dark ? '#c99a62' : '#e9b774', 0],
      [1, dark ? '#c99a62' : '#e9b774', dark ? 0.35 : 0.4],
    ],
    0.5,
    0.3,
    0.75,
  );
  const el =
    sh.el +
    circle(CX, CY, R, 'fill="url(#b)"') +
    circle(CX, CY, R, 'fill="url(#bo)"') +
    circle(CX, CY, R - 0.7, `fill="none" stroke="${dark ? '#000' : '#8f7a5c'}" stroke-opacity="${dark ? 0.7 : 0.55}" stroke-width="1.4"`) +
    ellipse(CX - 12, CY - 16, 16, 9.5, 'fill="url(#hi)" transform="rotate(-32 36 30)"') +
    circle(CX - 15, CY - 18, dark ? 2.6 : 0, 'fill="#fff" opacity="0.5"');
  return doc(PIECE, PIECE, el, sh.def + body + bounce + hi);
}

/** An Othello disc seen from above, face `black` up, with the other colour showing at its edge. */
export function disc(black: boolean, squash = 1): string {
  const sh = shadow(R * squash * 0.98 + 2);
  const face = black
    ? radial(
        'fa',
        [
          [0, '#4c4643'],
          [0.6, '#262220'],
          [1, '#0f0d0c'],
        ],
        0.4,
        0.35,
        0.7,
      )
    : radial(
        'fa',
        [
          [0, '#ffffff'],
          [0.6, '#f5f1ea'],
          [1, '#d4cdc2'],
        ],
        0.4,
        0.35,
        0.7,
      );
  const hi = radial('hi', [
    [0, '#fff', black ? 0.45 : 0.9],
    [1, '#fff', 0],
  ]);
  const edge = black ? '#e9e3da' : '#1c1918';
  const edgeDark = black ? '#b9b0a4' : '#000';
  const t = `transform="translate(${f(CX)} 0) scale(${f(squash)} 1) translate(${f(-CX)} 0)"`;
  const el =
    sh.el +
    g(
      t,
      // the edge: a slightly lower copy in the other side's colour, then the face on top
      circle(CX, CY + 4.5, R, `fill="${edge}" stroke="${edgeDark}" stroke-width="1.2"`) +
        circle(CX, CY + 2, R, `fill="${edgeDark}" opacity="0.5"`) +
        circle(CX, CY, R, 'fill="url(#fa)"') +
        circle(
          CX,
          CY,
          R * 0.7,
          `fill="none" stroke="${black ? '#fff' : '#8a8178'}" stroke-opacity="${black ? 0.07 : 0.18}" stroke-width="2"`,
        ) +
        ellipse(CX - 11, CY - 14, 14, 8, 'fill="url(#hi)" transform="rotate(-30 37 32)"'),
    );
  return doc(PIECE, PIECE, el, sh.def + face + hi);
}

/** The disc exactly edge-on, halfway through a flip: a thin bar, black above white. */
export function discEdge(): string {
  const sh = shadow(10);
  const el =
    sh.el +
    path(`M${CX - 5} ${CY - R}h10v${R}h-10z`, 'fill="#1c1918"') +
    path(`M${CX - 5} ${CY}h10v${R}h-10z`, 'fill="#efe9df"') +
    `<rect x="${CX - 5}" y="${CY - R}" width="10" height="${2 * R}" rx="4" fill="none" stroke="#000" stroke-opacity="0.5" stroke-width="1.4"/>` +
    path(`M${CX - 2} ${CY - R + 4}v${2 * R - 8}`, 'stroke="#fff" stroke-opacity="0.35" stroke-width="2" stroke-linecap="round"');
  return doc(PIECE, PIECE, el, sh.def);
}

/** The rim every animal token shares: a lacquered ring around a coloured field. */
function token(ringA: string, ringB: string, fieldA: string, fieldB: string, inner: string): string {
  const sh = shadow();
  const defs =
    sh.def +
    linear(
      'ring',
      [
        [0, ringA],
        [1, ringB],
      ],
      0.2,
      0,
      0.8,
      1,
    ) +
    radial(
      'field',
      [
        [0, fieldA],
        [1, fieldB],
      ],
      0.42,
      0.36,
      0.7,
    ) +
    radial('gl', [
      [0, '#fff', 0.55],
      [1, '#fff', 0],
    ]);
  const el =
    sh.el +
    circle(CX, CY, R, 'fill="url(#ring)"') +
    circle(CX, CY, R - 5, 'fill="url(#field)"') +
    circle(CX, CY, R - 5, 'fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="1.2"') +
    inner +
    ellipse(CX - 13, CY - 20, 14, 6, 'fill="url(#gl)" transform="rotate(-25 35 26)"');
  return doc(PIECE, PIECE, el, defs);
}

/** The tiger: an orange head with black stripes and the 'king' mark on its brow, on a red-brown disc. */
export function tiger(): string {
  const s = 'fill="#1d1410"';
  const head =
    // ears
    circle(29, 28, 8.5, 'fill="#f08a24" stroke="#1d1410" stroke-width="2"') +
    circle(67, 28, 8.5, 'fill="#f08a24" stroke="#1d1410" stroke-width="2"') +
    circle(29, 28, 4, 'fill="#fff1dc"') +
    circle(67, 28, 4, 'fill="#fff1dc"') +
    // face
    path(
      'M48 21C66 21 76 33 76 46C76 60 64 70 48 70C32 70 20 60 20 46C20 33 30 21 48 21Z',
      'fill="#f59a30" stroke="#1d1410" stroke-width="2.2"',
    ) +
    // cheek ruffs and white muzzle
    path('M22 50C27 63 37 69 48 69C59 69 69 63 74 50C68 56 60 56 56 53C53 58 43 58 40 53C36 56 28 56 22 50Z', 'fill="#fff4e2"') +
    // stripes: brow 'king' (three bars and a stroke), cheeks
    path('M40 27h16v3h-16zM41 33h14v3h-14zM42 39h12v2.6h-12zM46.7 27h2.6v14h-2.6z', s) +
    path('M21 40l9 2-9 3zM75 40l-9 2 9 3zM23 33l8 4-7 1zM73 33l-8 4 7 1z', s) +
    // eyes
    path('M32 45q5-5 10 0q-5 3-10 0z', 'fill="#ffe066" stroke="#1d1410" stroke-width="1.6"') +
    path('M54 45q5-5 10 0q-5 3-10 0z', 'fill="#ffe066" stroke="#1d1410" stroke-width="1.6"') +
    circle(37, 44.6, 1.7, s) +
    circle(59, 44.6, 1.7, s) +
    // nose and mouth
    path('M43 52h10l-5 5z', 'fill="#d3455b" stroke="#1d1410" stroke-width="1.4" stroke-linejoin="round"') +
    path('M48 57v3M48 60q-4 4-8 1M48 60q4 4 8 1', 'fill="none" stroke="#1d1410" stroke-width="1.8" stroke-linecap="round"');
  return token('#b5412a', '#5e1d12', '#fbd28d', '#e49b45', head);
}

/** The dog: a cream head with floppy brown ears on a slate-blue disc, clearly unlike the tiger. */
export function dog(): string {
  const ink = '#2a1d16';
  const head =
    // floppy ears behind
    path('M26 27C18 30 16 45 20 54C24 58 30 54 31 48L34 31Z', `fill="#7b4a2a" stroke="${ink}" stroke-width="2" stroke-linejoin="round"`) +
    path('M70 27C78 30 80 45 76 54C72 58 66 54 65 48L62 31Z', `fill="#7b4a2a" stroke="${ink}" stroke-width="2" stroke-linejoin="round"`) +
    // face
    path(
      'M48 22C62 22 70 32 70 44C70 58 61 68 48 68C35 68 26 58 26 44C26 32 34 22 48 22Z',
      `fill="#f6e6c6" stroke="${ink}" stroke-width="2.2"`,
    ) +
    // a brown patch round one eye
    path('M54 34C62 33 66 40 64 47C60 50 53 48 52 42C51 38 52 35 54 34Z', 'fill="#c98a52"') +
    // eyes
    circle(40, 42, 3.4, `fill="${ink}"`) +
    circle(57, 42, 3.4, `fill="${ink}"`) +
    circle(41.1, 40.9, 1.1, 'fill="#fff"') +
    circle(58.1, 40.9, 1.1, 'fill="#fff"') +
    // muzzle, nose, tongue
    ellipse(48, 55, 11, 8, 'fill="#fffaf0"') +
    ellipse(48, 51, 5.2, 3.6, `fill="${ink}"`) +
    ellipse(46.8, 50, 1.6, 0.9, 'fill="#fff" opacity="0.6"') +
    path('M48 54.5v3.5M48 58q-4 3-7 0M48 58q4 3 7 0', `fill="none" stroke="${ink}" stroke-width="1.7" stroke-linecap="round"`) +
    path('M45.5 60q2.5 6 5 0z', 'fill="#e8606a"');
  return token('#4f6b86', '#243447', '#cfe3ef', '#8fb2c9', head);
}

/** A translucent copy of any piece for placement previews. */
export function ghost(svg: string): string {
  // wrap the whole body in a group with reduced opacity
  const open = svg.indexOf('>') + 1;
  const defsEnd = svg.indexOf('</defs>');
  const at = defsEnd >= 0 ? defsEnd + 7 : open;
  return `${svg.slice(0, at)}<g opacity="0.5">${svg.slice(at, -6)}</g></svg>`;
}
