// Alquerque Ten's board as flat tables (docs/rules.md §3): 25 points, bit i = point i in
// notation order (a1 = 0, e5 = 24), orthogonal lines everywhere and diagonals at points
// whose file + rank is even. Everything is derived from the shared geometry, so the board
// is defined in one place only; the move generator and the counters read these tables.

import { alquerqueGeometry, DIR_COUNT } from '../../engine/geometry';
import { buildRays } from '../../engine/rays';

export const GEO = alquerqueGeometry();
/** Number of points (25). */
export const N = GEO.points.length;
/** Mask of every point. */
export const FULL = (1 << N) - 1;
/** The lines seen from each point (src/engine/rays.ts). */
export const RAYS = buildRays(GEO);

/**
 * On the 5×5 grid every line step in a direction is the same index offset, which lets the
 * leaf counter work on whole masks. SHIFT[d] is that offset, FROM[d] the points that have
 * a line in direction d. Both are read from the geometry and checked, not assumed.
 */
export const SHIFT = new Int32Array(DIR_COUNT);
export const FROM = new Int32Array(DIR_COUNT);
for (let d = 0; d < DIR_COUNT; d++) {
  let shift = 0;
  for (let p = 0; p < N; p++) {
    const q = GEO.neighbor[p * DIR_COUNT + d];
    if (q < 0) continue;
    if (shift === 0) shift = q - p;
    if (q - p !== shift) throw new Error('alquerque: line steps are not uniform on the grid');
    FROM[d] |= 1 << p;
  }
  SHIFT[d] = shift;
}

// The hot counters (count.ts) spell the eight offsets out; make sure the geometry agrees.
const EXPECTED_SHIFT = [-5, -4, 1, 6, 5, 4, -1, -6];
if (EXPECTED_SHIFT.some((s, d) => SHIFT[d] !== s)) throw new Error('alquerque: unexpected grid offsets');
