// Pingluo Tiger Chess's board as flat tables (docs/rules.md §5): 29 points, bit i = point i
// in notation order (c1 = 0, b2 c2 d2 = 1..3, a3 = 4 … e7 = 28): the Alquerque board on
// ranks 3–7 plus the mountain with its irregular lines. Everything is derived from the
// shared geometry; the move generator and the counters read these tables.

import { tigerGeometry } from '../../engine/geometry';
import { buildRays } from '../../engine/rays';

export const GEO = tigerGeometry();
/** Number of points (29). */
export const N = GEO.points.length;
/** Mask of every point. */
export const FULL = (N === 32 ? 0 : 1 << N) - 1;
/** The lines seen from each point (src/engine/rays.ts). */
export const RAYS = buildRays(GEO);
