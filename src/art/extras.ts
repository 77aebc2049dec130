// Extras for the menus: a thumbnail of each game's board in its opening position, a wooden
// arch window to frame a portrait, and the club's emblem.
import type { GameId } from '../engine/types';
import { PANDA_DEFS, pandaHead } from './panda';
import { C, circle, doc, ellipse, f, g, linear, path, radial } from './svg';

export const THUMB = 160;
const LINE = 'stroke="#5a3a1e" stroke-opacity="0.85" stroke-linecap="round"';

function thumbDefs(): string {
  return (
    linear('tw', [[0, '#ecc78f'], [1, '#d2a066']], 0, 0, 0.4, 1) +
    radial('pd', [[0, '#6d625a'], [0.5, '#332b27'], [1, '#0f0c0b']], 0.36, 0.3, 0.75) +
    radial('pl', [[0, '#ffffff'], [0.6, '#f3eadb'], [1, '#bfa988']], 0.36, 0.3, 0.75) +
    radial('pt', [[0, '#ffd08a'], [0.6, '#f28a24'], [1, '#a4401c']], 0.36, 0.3, 0.75) +
    radial('pg', [[0, '#f4f8fb'], [0.55, '#b7d1e3'], [1, '#466582']], 0.36, 0.3, 0.75)
  );
}

function card(inner: string): string {
  return doc(
    THUMB,
    THUMB,
    `<rect x="4" y="6" width="152" height="152" rx="18" fill="#3a2414" opacity="0.25"/>` +
      `<rect x="2" y="2" width="152" height="152" rx="18" fill="url(#tw)" stroke="#8a5a2b" stroke-width="3"/>` +
      `<rect x="7" y="7" width="142" height="142" rx="14" fill="none" stroke="#fff3da" stroke-opacity="0.55" stroke-width="1.5"/>` +
      inner,
    thumbDefs(),
  );
}

const stoneAt = (x: number, y: number, r: number, fill: string) => ellipse(x + 0.8, y + 2, r, r, 'fill="#2a1608" opacity="0.3"') + circle(x, y, r, `fill="url(#${fill})"`);

function tigerDot(x: number, y: number, r: number): string {
  return stoneAt(x, y, r, 'pt') + path(`M${f(x - r * 0.45)} ${f(y - r * 0.55)}h${f(r * 0.9)}M${f(x - r * 0.35)} ${f(y - r * 0.15)}h${f(r * 0.7)}M${f(x)} ${f(y - r * 0.55)}v${f(r * 0.45)}`, 'stroke="#1d1410" stroke-width="1.6" stroke-linecap="round"') + circle(x - r * 0.35, y + r * 0.25, 1, 'fill="#1d1410"') + circle(x + r * 0.35, y + r * 0.25, 1, 'fill="#1d1410"');
}

function dogDot(x: number, y: number, r: number): string {
  return stoneAt(x, y, r, 'pg') + ellipse(x - r * 0.62, y - r * 0.05, r * 0.28, r * 0.5, 'fill="#7b4a2a"') + ellipse(x + r * 0.62, y - r * 0.05, r * 0.28, r * 0.5, 'fill="#7b4a2a"') + circle(x, y + r * 0.2, r * 0.22, 'fill="#2a1d16"');
}

/** Lines of a grid of points, optionally with the Alquerque diagonals. */
function grid(x0: number, y0: number, cols: number, rows: number, step: number, diagonals: boolean): string {
  let d = '';
  for (let c = 0; c < cols; c++) d += `M${f(x0 + c * step)} ${f(y0)}V${f(y0 + (rows - 1) * step)}`;
  for (let r = 0; r < rows; r++) d += `M${f(x0)} ${f(y0 + r * step)}H${f(x0 + (cols - 1) * step)}`;
  if (diagonals) {
    for (let c = 0; c < cols - 1; c++)
      for (let r = 0; r < rows - 1; r++) {
        const x = x0 + c * step;
        const y = y0 + r * step;
        d += (c + r) % 2 === 0 ? `M${f(x)} ${f(y)}L${f(x + step)} ${f(y + step)}` : `M${f(x + step)} ${f(y)}L${f(x)} ${f(y + step)}`;
      }
  }
  return path(d, `${LINE} stroke-width="2" fill="none"`);
}

/** Pieces from a position's board text (ranks separated by '/'). */
function pieces(board: string, at: (file: number, rank: number) => [number, number], r: number): string {
  let s = '';
  board.split('/').forEach((rank, ri) =>
    [...rank].forEach((ch, fi) => {
      const [x, y] = at(fi, ri);
      if (ch === 'X') s += stoneAt(x, y, r, 'pd');
      else if (ch === 'O') s += stoneAt(x, y, r, 'pl');
      else if (ch === 'T') s += tigerDot(x, y, r);
      else if (ch === 'D') s += dogDot(x, y, r);
    }),
  );
  return s;
}

export function gameThumb(game: GameId): string {
  switch (game) {
    case 'othello': {
      const x0 = 18;
      const cell = 15;
      let d = '';
      for (let i = 0; i <= 8; i++) d += `M${x0 + i * cell} ${x0}V${x0 + 8 * cell}M${x0} ${x0 + i * cell}H${x0 + 8 * cell}`;
      const board = '......../......../......../...OX.../...XXX../......../......../........';
      return card(path(d, `${LINE} stroke-width="1.6" fill="none"`) + pieces(board, (c, r) => [x0 + cell * (c + 0.5), x0 + cell * (r + 0.5)], 6.3));
    }
    case 'pairing':
      return card(grid(26, 26, 5, 5, 26, false) + pieces('OOOOO/O...O/...../X...X/XXXXX', (c, r) => [26 + c * 26, 26 + r * 26], 9.5));
    case 'alquerque':
      return card(grid(26, 26, 5, 5, 26, true) + pieces('OOOOO/...../...../...../XXXXX', (c, r) => [26 + c * 26, 26 + r * 26], 9.5) + pieces('.X.O.', (c) => [26 + c * 26, 78], 9.5));
    case 'cannon':
      return card(grid(39, 22, 4, 5, 28, false) + pieces('OOOO/O..O/..../X..X/XXXX', (c, r) => [39 + c * 28, 22 + r * 28], 10));
    case 'tiger': {
      // ranks 1-2 are the mountain above c3; ranks 3-7 the Alquerque board
      const step = 23;
      const x0 = 80 - 2 * step;
      // the mountain's two ranks are drawn a little closer together than the board's
      const y = (r: number) => 14 + (r <= 3 ? (r - 1) * 0.85 : 1.7 + (r - 3)) * step;
      const xc = x0 + 2 * step;
      const m = step * 0.8;
      const mountain = path(
        `M${xc} ${y(3)}L${f(xc - m)} ${y(2)}L${xc} ${y(1)}L${f(xc + m)} ${y(2)}Z M${xc} ${y(1)}V${y(3)} M${f(xc - m)} ${y(2)}H${f(xc + m)}`,
        `${LINE} stroke-width="2" fill="#c58d4e" fill-opacity="0.25" stroke-linejoin="round"`,
      );
      const pt = (file: number, rank: number): [number, number] => (rank <= 2 ? [file === 1 ? xc - m : file === 3 ? xc + m : xc, y(rank)] : [x0 + file * step, y(rank)]);
      const board = './.T./...../.DDD./.DTD./.DDD./.....';
      // ranks 1 and 2 list only their existing points: c1 / b2 c2 d2
      const at = (fi: number, ri: number): [number, number] => (ri === 0 ? pt(2, 1) : ri === 1 ? pt(fi + 1, 2) : pt(fi, ri + 1));
      return card(grid(x0, y(3), 5, 5, step, true) + mountain + pieces(board, at, 8.6));
    }
  }
}

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
    linear('fw', [[0, '#c98f52'], [0.5, '#a8703a'], [1, '#7a4c24']], 0, 0, 1, 1) +
    radial('fin', [[0, '#f6f7e6'], [0.7, '#dfe9c6'], [1, '#bfd39d']], 0.5, 0.45, 0.7) +
    linear('sill', [[0, '#d9a866'], [1, '#8a5a2b']]);
  let leaves = '';
  for (const [x, y, a, l] of [[40, 120, -30, 40], [44, 150, 20, 34], [198, 96, 210, 38], [196, 130, 160, 32]] as const) {
    leaves += path(`M0 0Q${l * 0.35} ${-l * 0.17} ${l} 0Q${l * 0.35} ${l * 0.17} 0 0Z`, `fill="${C.bamboo}" opacity="0.28" transform="translate(${x} ${y}) rotate(${a})"`);
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
    linear('ring', [[0, '#9cc76f'], [1, '#3f6b2a']], 0, 0, 1, 1) +
    radial('inn', [[0, '#fffaf0'], [1, '#f3e3c3']], 0.5, 0.4, 0.7) +
    radial('pd', [[0, '#6d625a'], [0.5, '#332b27'], [1, '#0f0c0b']], 0.36, 0.3, 0.75) +
    radial('pl', [[0, '#ffffff'], [0.6, '#f3eadb'], [1, '#bfa988']], 0.36, 0.3, 0.75);
  let nodes = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    nodes += path(`M${f(120 + 98 * Math.cos(a))} ${f(120 + 98 * Math.sin(a))}L${f(120 + 114 * Math.cos(a))} ${f(120 + 114 * Math.sin(a))}`, 'stroke="#355a24" stroke-width="3" stroke-linecap="round"');
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
