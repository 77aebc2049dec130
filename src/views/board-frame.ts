// Where a board sits on screen: its grid unit, its origin and outer rectangle, and the
// mapping between points and game pixels. Squares (Othello) are centred in cells; points
// joined by lines sit on the grid's crossings with a margin for the coordinates.
import type { BoardPoint, Geometry } from '../engine/geometry';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

function margin(geometry: Geometry, labels: boolean): number {
  const cells = geometry.style === 'cells';
  return cells ? (labels ? 0.55 : 0.2) : labels ? 0.85 : 0.6;
}

/** Board size in grid units: squares span files x ranks; points span (files-1) x (ranks-1), plus the margin. */
function span(geometry: Geometry, labels: boolean): { w: number; h: number } {
  const cells = geometry.style === 'cells';
  const m = margin(geometry, labels) * 2;
  return { w: (cells ? geometry.files : geometry.files - 1) + m, h: (cells ? geometry.ranks : geometry.ranks - 1) + m };
}

export class BoardFrame {
  /** Grid unit in game pixels (distance between neighbouring points / square size). */
  readonly unit: number;
  /** The board's outer rectangle. */
  readonly bounds: Rect;
  /** Centre of the point at file 0, rank 0. */
  readonly ox: number;
  readonly oy: number;
  private readonly byCoord = new Map<string, BoardPoint>();

  /** Width over height of the board drawn for this geometry (with or without coordinates). */
  static aspect(geometry: Geometry, labels = true): number {
    const s = span(geometry, labels);
    return s.w / s.h;
  }

  constructor(
    readonly geometry: Geometry,
    area: Rect,
    readonly labels: boolean,
  ) {
    for (const p of geometry.points) this.byCoord.set(`${p.file},${p.rank}`, p);
    const cells = geometry.style === 'cells';
    const s = span(geometry, labels);
    // never below a pixel: an area squeezed to nothing (a frame a few pixels high) still maps
    // points without dividing by zero, and nothing drawn from the unit gets a negative size
    this.unit = Math.max(1, Math.min(area.w / s.w, area.h / s.h) || 0);
    const boardW = s.w * this.unit;
    const boardH = s.h * this.unit;
    const bx = area.x + (area.w - boardW) / 2;
    const by = area.y + (area.h - boardH) / 2;
    this.bounds = { x: bx, y: by, w: boardW, h: boardH };
    const m = margin(geometry, labels);
    this.ox = bx + m * this.unit + (cells ? this.unit / 2 : 0);
    this.oy = by + m * this.unit + (cells ? this.unit / 2 : 0);
  }

  /** Centre of a point in game coordinates. */
  xy(point: number): { x: number; y: number } {
    const p = this.geometry.points[point];
    return { x: this.ox + p.file * this.unit, y: this.oy + p.rank * this.unit };
  }

  /** The point under (x, y), or null off the points (a click between them says nothing). */
  pointNear(x: number, y: number): number | null {
    const f = Math.round((x - this.ox) / this.unit);
    const r = Math.round((y - this.oy) / this.unit);
    const p = this.byCoord.get(`${f},${r}`);
    if (!p) return null;
    const c = this.xy(p.index);
    const limit = this.geometry.style === 'cells' ? 0.5 : 0.48;
    if (Math.abs(c.x - x) > this.unit * limit || Math.abs(c.y - y) > this.unit * limit) return null;
    return p.index;
  }

  /** Display size of a piece's 96 px art canvas (the piece fills ~80 px of it). */
  get pieceSize(): number {
    return this.unit * (this.geometry.style === 'cells' ? 0.98 : 0.92) * (96 / 80);
  }
}
