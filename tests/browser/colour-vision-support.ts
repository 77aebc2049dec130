// Colour-vision simulation and marker sampling for tests/browser/colour-vision.test.ts
// (docs/colour.md). A screenshot's pixels are linearised (sRGB), multiplied by the Machado,
// Oliveira and Fernandes (2009) matrix for a full (severity 1.0) dichromacy, clamped and
// encoded back; the contrast of a marker is WCAG's, between the median relative luminance
// of the marker's stroke pixels and that of the board around it.
import { PNG } from 'pngjs';
import type { GameId } from '../../src/games/registry';

export type Vision = 'normal' | 'deuteranopia' | 'protanopia' | 'tritanopia';
export const VISIONS: readonly Vision[] = ['normal', 'deuteranopia', 'protanopia', 'tritanopia'];

/** Machado et al. 2009, severity 1.0, for linear RGB. */
const MATRIX: Record<Exclude<Vision, 'normal'>, readonly number[]> = {
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
};

const LINEAR = Array.from({ length: 256 }, (_, i) => {
  const c = i / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

function encode(l: number): number {
  const c = Math.max(0, Math.min(1, l));
  return Math.round(255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055));
}

/** A screenshot as seen with `vision` (a new image; `normal` is a copy). */
export function simulate(png: PNG, vision: Vision): PNG {
  const out = new PNG({ width: png.width, height: png.height });
  const src = png.data;
  const dst = out.data;
  const m = vision === 'normal' ? null : MATRIX[vision];
  for (let i = 0; i < src.length; i += 4) {
    if (!m) {
      dst[i] = src[i];
      dst[i + 1] = src[i + 1];
      dst[i + 2] = src[i + 2];
    } else {
      const r = LINEAR[src[i]];
      const g = LINEAR[src[i + 1]];
      const b = LINEAR[src[i + 2]];
      dst[i] = encode(m[0] * r + m[1] * g + m[2] * b);
      dst[i + 1] = encode(m[3] * r + m[4] * g + m[5] * b);
      dst[i + 2] = encode(m[6] * r + m[7] * g + m[8] * b);
    }
    dst[i + 3] = 255;
  }
  return out;
}

/** WCAG relative luminance of the pixel at (x, y) as seen with `vision` (the same sums as simulate, without rounding to 8 bits). */
function luminance(png: PNG, x: number, y: number, vision: Vision): number {
  const i = (png.width * y + x) * 4;
  let r = LINEAR[png.data[i]];
  let g = LINEAR[png.data[i + 1]];
  let b = LINEAR[png.data[i + 2]];
  if (vision !== 'normal') {
    const m = MATRIX[vision];
    const clamp = (v: number) => Math.max(0, Math.min(1, v));
    [r, g, b] = [clamp(m[0] * r + m[1] * g + m[2] * b), clamp(m[3] * r + m[4] * g + m[5] * b), clamp(m[6] * r + m[7] * g + m[8] * b)];
  }
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

export const contrast = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Where to look, relative to a point's centre, in grid units: true for a pixel of the region. */
export type Region = (dx: number, dy: number) => boolean;

/** The median luminance of `png` seen with `vision` in `region` round (cx, cy), a grid unit being `unit` pixels; and how many pixels it read. */
export function medianLuminance(
  png: PNG,
  vision: Vision,
  cx: number,
  cy: number,
  unit: number,
  region: Region,
): { lum: number; n: number } {
  const reach = Math.ceil(unit * 0.85);
  const lums: number[] = [];
  for (let y = Math.round(cy) - reach; y <= Math.round(cy) + reach; y++) {
    for (let x = Math.round(cx) - reach; x <= Math.round(cx) + reach; x++) {
      if (x < 0 || y < 0 || x >= png.width || y >= png.height) continue;
      if (region((x + 0.5 - cx) / unit, (y + 0.5 - cy) / unit)) lums.push(luminance(png, x, y, vision));
    }
  }
  return { lum: lums.length ? median(lums) : NaN, n: lums.length };
}

// ---- regions --------------------------------------------------------------------------

/** A band of a ring, `r` ± `half` units. */
export const ringBand =
  (r: number, half: number): Region =>
  (dx, dy) =>
    Math.abs(Math.hypot(dx, dy) - r) <= half;

export const disc =
  (r: number): Region =>
  (dx, dy) =>
    Math.hypot(dx, dy) <= r;

/** A square's outline, half-side `half`, ± `band` units across its stroke (corners rounded off). */
export const squareBand =
  (half: number, band: number): Region =>
  (dx, dy) =>
    Math.abs(Math.max(Math.abs(dx), Math.abs(dy)) - half) <= band && Math.min(Math.abs(dx), Math.abs(dy)) < half - 0.1;

/**
 * Board around a marker: an annulus from `r0` to `r1` units, in the four diagonal sectors
 * (±22°), where no orthogonal neighbour's piece reaches; `skipNE` leaves out the upper right
 * (the hint's star).
 */
export const diagonalRing =
  (r0: number, r1: number, skipNE = false): Region =>
  (dx, dy) => {
    const d = Math.hypot(dx, dy);
    if (d < r0 || d > r1) return false;
    if (skipNE && dx > 0 && dy < 0) return false;
    const a = (Math.atan2(Math.abs(dy), Math.abs(dx)) * 180) / Math.PI;
    return Math.abs(a - 45) <= 22;
  };

export const annulus =
  (r0: number, r1: number): Region =>
  (dx, dy) => {
    const d = Math.hypot(dx, dy);
    return d >= r0 && d <= r1;
  };

// ---- the boards shown ----------------------------------------------------------------

/** Moves to play from the start, and the piece to select then (found with the rules: it has a capture and a quiet destination, away from the last move). */
export const SCENES: Record<GameId, { moves: string[]; select: string | null }> = {
  othello: { moves: ['f5', 'd6', 'c7', 'f4'], select: null },
  pairing: { moves: ['e4-e3', 'a2-a3'], select: 'e3' },
  alquerque: { moves: ['a4', 'c3', 'a4-e4', 'b2', 'a4', 'b2-a2', 'e3'], select: 'c3' },
  cannon: {
    moves: ['a4-a3', 'd2-d3', 'a5-a4', 'b1-b2', 'c5-c4', 'd1-d2', 'd5-c5', 'd2-d1', 'd4-d5', 'c1-b1', 'c4-b4', 'b2-b3', 'b5-a5'],
    select: 'b1',
  },
  tiger: { moves: ['a5', 'c2-b2', 'a3', 'b2-c3', 'a4'], select: 'c3' },
};
