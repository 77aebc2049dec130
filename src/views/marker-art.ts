// The board's markers, each its own shape so that colour is never the only signal
// (docs/colour.md): a destination is a small filled dot, a capture a ring with four ticks
// (a target), the last move a hollow square, the hint a dashed ring with a star, the
// selected piece a double ring. Drawn with the canvas 2D API into a texture of the board's
// unit at the canvas resolution (sharp and smooth at any size), made on first use.
//
// The ground decides the ink: dark shapes with a light edge on the light wood, light shapes
// with a dark edge on Othello's green cloth, each at 3:1 or more against the ground under
// simulated colour blindness too (tests/browser/colour-vision.test.ts). The high-contrast
// theme draws thicker strokes and wider edges.
import type { Scene } from 'phaser';

export type MarkerKind = 'legal' | 'capture' | 'last-move' | 'last-from' | 'hint' | 'selected';
/** The board under the markers: light wood (the points boards) or dark green cloth (Othello's squares). */
export type Ground = 'wood' | 'felt';

/** Ink and edge per ground: wood takes dark inks, the cloth light ones (docs/colour.md lists them). */
const INKS: Record<Ground, Record<'legal' | 'capture' | 'last' | 'hint' | 'selected' | 'edge', string>> = {
  wood: {
    legal: '#2b1d14',
    capture: '#8a1010',
    last: '#123f8c',
    hint: '#5b2491',
    selected: '#074a3c',
    edge: '#fff6e0',
  },
  felt: {
    legal: '#fff4d6',
    capture: '#ffd2cc',
    last: '#ffe27a',
    hint: '#f0d4ff',
    selected: '#c8fff0',
    edge: '#0b2414',
  },
};

/**
 * Each marker's size in grid units, on a squares board (`cells`) and on a points board: the
 * drawing below and the colour-vision test's sampling (tests/browser/colour-vision.test.ts)
 * both read it. R: a ring's radius, W: a stroke's width, half: half the square's side.
 */
export const SHAPE = {
  legal: { r: { cells: 0.14, points: 0.15 } },
  capture: { r: { cells: 0.4, points: 0.5 }, w: 0.06, tick: 0.07 },
  last: { half: { cells: 0.44, points: 0.47 }, w: 0.05, fromW: 0.035 },
  hint: { r: { cells: 0.36, points: 0.5 }, w: 0.055, star: 0.15 },
  selected: { r: { cells: 0.4, points: 0.485 }, w: 0.07, gap: 0.1, outerW: 0.03 },
} as const;

/** The ink a marker kind draws in on `ground` (the hint's arrow takes the hint's). */
export function markerInk(kind: 'hint' | 'legal', ground: Ground): number {
  return parseInt(INKS[ground][kind].slice(1), 16);
}

/** Texture key of a marker for a board of `unitPx` canvas pixels per grid unit. */
export function markerTexture(scene: Scene, kind: MarkerKind, ground: Ground, cells: boolean, high: boolean, unitPx: number): string {
  // the texture spans 1.4 units: rings just outside a piece and the hint's star fit
  const side = Math.max(8, Math.round(unitPx * 1.4));
  const key = `mk-${kind}-${ground}-${cells ? 'c' : 'p'}-${high ? 'h' : 'n'}-${side}`;
  if (scene.textures.exists(key)) return key;
  const tex = scene.textures.createCanvas(key, side, side);
  if (!tex) return '__MISSING';
  const ctx = tex.getContext();
  draw(ctx, kind, INKS[ground], cells, high, side / 1.4);
  tex.refresh();
  return key;
}

/** The texture's side in grid units (display it at unit x this). */
export const MARKER_SPAN = 1.4;

type Ink = (typeof INKS)['wood'];

function draw(ctx: CanvasRenderingContext2D, kind: MarkerKind, ink: Ink, cells: boolean, high: boolean, u: number): void {
  const c = (MARKER_SPAN * u) / 2;
  // strokes in units: the high-contrast theme thickens them, and every stroke gets an edge
  const k = high ? 1.35 : 1;
  const edge = Math.max(1.5, u * (high ? 0.035 : 0.022));
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  /** A stroke drawn twice: the edge colour wider beneath, the ink on top. */
  const stroke = (shape: () => void, color: string, width: number, dash: number[] = []) => {
    ctx.setLineDash(dash.map((d) => d * u));
    for (const [col, w] of [
      [ink.edge, width * u * k + 2 * edge],
      [color, width * u * k],
    ] as const) {
      ctx.beginPath();
      shape();
      ctx.strokeStyle = col;
      ctx.lineWidth = w;
      ctx.stroke();
    }
    ctx.setLineDash([]);
  };
  const ring = (r: number) => () => ctx.arc(c, c, r * u, 0, Math.PI * 2);
  const board = cells ? 'cells' : 'points';
  switch (kind) {
    case 'legal': {
      const r = SHAPE.legal.r[board] * u * (high ? 1.15 : 1);
      // a dot in a light ring: unlike the board's own small point dots
      ctx.beginPath();
      ctx.arc(c, c, r + edge + (cells ? 0 : 0.03 * u), 0, Math.PI * 2);
      ctx.fillStyle = ink.edge;
      ctx.fill();
      ctx.beginPath();
      ctx.arc(c, c, r, 0, Math.PI * 2);
      ctx.fillStyle = ink.legal;
      ctx.fill();
      return;
    }
    case 'capture': {
      // a target: a ring just outside the piece and four ticks across it
      const { w, tick } = SHAPE.capture;
      const r = SHAPE.capture.r[board];
      const ticks = () => {
        for (const [dx, dy] of [
          [0, -1],
          [1, 0],
          [0, 1],
          [-1, 0],
        ]) {
          ctx.moveTo(c + dx * (r - 0.1) * u, c + dy * (r - 0.1) * u);
          ctx.lineTo(c + dx * (r + 0.11) * u, c + dy * (r + 0.11) * u);
        }
      };
      stroke(ring(r), ink.capture, w);
      stroke(ticks, ink.capture, tick);
      return;
    }
    case 'last-move':
    case 'last-from': {
      // a hollow square round the point (the piece that moved sits inside it); thinner where it came from
      const h = SHAPE.last.half[board];
      const square = () => roundRect(ctx, c - h * u, c - h * u, 2 * h * u, 2 * h * u, 0.08 * u);
      stroke(square, ink.last, kind === 'last-move' ? SHAPE.last.w : SHAPE.last.fromW);
      return;
    }
    case 'hint': {
      // a dashed ring and a four-pointed star at its upper right
      const r = SHAPE.hint.r[board];
      stroke(ring(r), ink.hint, SHAPE.hint.w, [0.16, 0.11]);
      const sx = c + r * u * Math.SQRT1_2;
      const sy = c - r * u * Math.SQRT1_2;
      const star = () => starPath(ctx, sx, sy, SHAPE.hint.star * u * (high ? 1.15 : 1), SHAPE.hint.star * 0.33 * u);
      ctx.beginPath();
      star();
      ctx.fillStyle = ink.hint;
      ctx.strokeStyle = ink.edge;
      ctx.lineWidth = 2 * edge;
      ctx.stroke();
      ctx.fill();
      return;
    }
    case 'selected': {
      // a thick ring hugging the piece and a thin one outside it
      const { w, gap, outerW } = SHAPE.selected;
      const inner = SHAPE.selected.r[board];
      stroke(ring(inner), ink.selected, w);
      stroke(ring(inner + gap), ink.selected, outerW);
      return;
    }
  }
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function starPath(ctx: CanvasRenderingContext2D, x: number, y: number, ro: number, ri: number): void {
  for (let i = 0; i < 8; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 4;
    const r = i % 2 === 0 ? ro : ri;
    if (i === 0) ctx.moveTo(x + r * Math.cos(a), y + r * Math.sin(a));
    else ctx.lineTo(x + r * Math.cos(a), y + r * Math.sin(a));
  }
  ctx.closePath();
}
