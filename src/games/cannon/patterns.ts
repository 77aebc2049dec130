// PAPA's Cannon evaluation as patterns (docs/ai.md, "Cannon's evaluation" and
// "The solved game"): the board seen from the side to move (its back rank first), cut into
// overlapping shapes (every rank, every file, every 2×3 and 3×2 block), each shape's contents
// (empty, own or enemy on each point) looked up in a table of weights, plus a weight for the
// material (how many pieces each side has). The weights were
// fitted to the true values of positions from real games (lab/cannon-solve/patterns-fit.ts),
// so their sum estimates how likely the side to move is to win with best play.

import { popcount } from '../../ai/bits';
import { PATTERN_WEIGHTS_BASE64 } from './pattern-weights';

const W = 4;
const ROWS = 5;
const SIZE = W * ROWS;

/** The shapes, as points of the mover's view (row 0 its back rank, row * 4 + file). */
export const PATTERNS: readonly (readonly number[])[] = (() => {
  const pats: number[][] = [];
  const at = (r: number, c: number) => r * W + c;
  for (let r = 0; r < ROWS; r++) pats.push([0, 1, 2, 3].map((c) => at(r, c)));
  for (let c = 0; c < W; c++) pats.push([0, 1, 2, 3, 4].map((r) => at(r, c)));
  for (let r = 0; r + 1 < ROWS; r++)
    for (let c = 0; c + 2 < W; c++) pats.push([at(r, c), at(r, c + 1), at(r, c + 2), at(r + 1, c), at(r + 1, c + 1), at(r + 1, c + 2)]);
  for (let r = 0; r + 2 < ROWS; r++)
    for (let c = 0; c + 1 < W; c++) pats.push([at(r, c), at(r, c + 1), at(r + 1, c), at(r + 1, c + 1), at(r + 2, c), at(r + 2, c + 1)]);
  return pats;
})();

/** Where each shape's weights start in the table. */
export const PATTERN_OFFSETS: readonly number[] = (() => {
  const out: number[] = [];
  let n = 0;
  for (const p of PATTERNS) {
    out.push(n);
    n += 3 ** p.length;
  }
  return out;
})();
/** After the shapes, one weight per material (own pieces × 7 + enemy pieces). */
const MATERIAL_OFFSET = PATTERN_OFFSETS[PATTERNS.length - 1] + 3 ** PATTERNS[PATTERNS.length - 1].length;
/** Weights in all. */
export const PATTERN_WEIGHTS = MATERIAL_OFFSET + 49;
/** Entries patternIndices writes: one per shape, and the material. */
export const PATTERN_TERMS = PATTERNS.length + 1;

// For each point of the mover's view: the shapes through it and the point's place value in
// each shape's index (an own piece adds it once, an enemy twice).
const CELL_SHAPES: number[][] = Array.from({ length: SIZE }, () => []);
const CELL_STEPS: number[][] = Array.from({ length: SIZE }, () => []);
PATTERNS.forEach((p, k) =>
  p.forEach((cell, j) => {
    CELL_SHAPES[cell].push(k);
    CELL_STEPS[cell].push(3 ** j);
  }),
);

/** The point of the mover's view for board point p (0 = a1, the top left). */
export const viewPoint = (p: number, moverIsX: boolean): number => {
  const row = p >> 2;
  return (moverIsX ? ROWS - 1 - row : row) * W + (p & 3);
};

/**
 * The weight indices for the position (`me` the side to move, X if `moverIsX`), into `out`:
 * one per shape, then the material's (PATTERN_TERMS in all).
 */
export function patternIndices(me: number, them: number, moverIsX: boolean, out: Int32Array): void {
  for (let k = 0; k < PATTERNS.length; k++) out[k] = PATTERN_OFFSETS[k];
  out[PATTERNS.length] = MATERIAL_OFFSET + popcount(me) * 7 + popcount(them);
  for (let side = 0; side < 2; side++) {
    const times = side === 0 ? 1 : 2;
    for (let m = side === 0 ? me : them; m !== 0; m &= m - 1) {
      const q = viewPoint(31 - Math.clz32(m & -m), moverIsX);
      const shapes = CELL_SHAPES[q];
      const steps = CELL_STEPS[q];
      for (let i = 0; i < shapes.length; i++) out[shapes[i]] += times * steps[i];
    }
  }
}

/** The shipped weights (pattern-weights.ts), one signed byte each. */
export const PATTERN_TABLE = Int8Array.from(atob(PATTERN_WEIGHTS_BASE64), (c) => (c.charCodeAt(0) << 24) >> 24);

const scratch = new Int32Array(PATTERN_TERMS);

/** The sum of the shapes' weights for the position (`me` the side to move). */
export function patternSum(weights: ArrayLike<number>, me: number, them: number, moverIsX: boolean): number {
  patternIndices(me, them, moverIsX, scratch);
  let s = 0;
  for (let k = 0; k < scratch.length; k++) s += weights[scratch[k]];
  return s;
}
