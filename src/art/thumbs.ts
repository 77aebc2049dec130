// The pieces of a game's menu thumbnail: a little wooden board card, grid lines and pieces
// placed from a board text. Each game draws its own thumbnail with them (src/games/<id>/look.ts).
import { circle, doc, ellipse, f, linear, path, radial } from './svg';

export const THUMB = 160;
export const LINE = 'stroke="#5a3a1e" stroke-opacity="0.85" stroke-linecap="round"';

function thumbDefs(): string {
  return (
    linear(
      'tw',
      [
        [0, '#ecc78f'],
        [1, '#d2a066'],
      ],
      0,
      0,
      0.4,
      1,
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
    ) +
    radial(
      'pt',
      [
        [0, '#ffd08a'],
        [0.6, '#f28a24'],
        [1, '#a4401c'],
      ],
      0.36,
      0.3,
      0.75,
    ) +
    radial(
      'pg',
      [
        [0, '#f4f8fb'],
        [0.55, '#b7d1e3'],
        [1, '#466582'],
      ],
      0.36,
      0.3,
      0.75,
    )
  );
}

/** A little wooden board card (160 x 160) around `inner`. */
export function card(inner: string): string {
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

const stoneAt = (x: number, y: number, r: number, fill: string) =>
  ellipse(x + 0.8, y + 2, r, r, 'fill="#2a1608" opacity="0.3"') + circle(x, y, r, `fill="url(#${fill})"`);

function tigerDot(x: number, y: number, r: number): string {
  return (
    stoneAt(x, y, r, 'pt') +
    path(
      `M${f(x - r * 0.45)} ${f(y - r * 0.55)}h${f(r * 0.9)}M${f(x - r * 0.35)} ${f(y - r * 0.15)}h${f(r * 0.7)}M${f(x)} ${f(y - r * 0.55)}v${f(r * 0.45)}`,
      'stroke="#1d1410" stroke-width="1.6" stroke-linecap="round"',
    ) +
    circle(x - r * 0.35, y + r * 0.25, 1, 'fill="#1d1410"') +
    circle(x + r * 0.35, y + r * 0.25, 1, 'fill="#1d1410"')
  );
}

function dogDot(x: number, y: number, r: number): string {
  return (
    stoneAt(x, y, r, 'pg') +
    ellipse(x - r * 0.62, y - r * 0.05, r * 0.28, r * 0.5, 'fill="#7b4a2a"') +
    ellipse(x + r * 0.62, y - r * 0.05, r * 0.28, r * 0.5, 'fill="#7b4a2a"') +
    circle(x, y + r * 0.2, r * 0.22, 'fill="#2a1d16"')
  );
}

/** Lines of a grid of points, optionally with the Alquerque diagonals. */
export function grid(x0: number, y0: number, cols: number, rows: number, step: number, diagonals: boolean): string {
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
export function pieces(board: string, at: (file: number, rank: number) => [number, number], r: number): string {
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
