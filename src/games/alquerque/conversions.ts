// Alquerque Ten's conversions (docs/rules.md §3): the piece that lands converts every enemy
// piece it pinches against an own piece (pincer) and every pair of enemies it lands
// between (insertion), all at once on the position just after landing.

import { DIR_COUNT as SHARED_DIR_COUNT } from '../../engine/geometry';
import { RAY_STRIDE as SHARED_RAY_STRIDE } from '../../engine/rays';
import { GEO, N, RAYS } from './board';

// Local copies of imported bindings: module loaders (tsx, vitest) may turn every imported
// binding into a getter call, which costs a third of perft's time in the hot loops.
const DIR_COUNT = SHARED_DIR_COUNT;
const RAY_STRIDE = SHARED_RAY_STRIDE;
const ADJ = RAYS.adjacent;

/**
 * Conversion tables per landing point P:
 * PIN1/PIN2[P * 8 + d]: masks of P+d and P+2d on the line (0 where the line is shorter);
 * INS[P * 4 + k]: mask of P+d and P-d for the direction pair k (0 unless both exist).
 */
const PIN1 = new Int32Array(N * DIR_COUNT);
const PIN2 = new Int32Array(N * DIR_COUNT);
const INS = new Int32Array(N * 4);
for (let p = 0; p < N; p++) {
  for (let d = 0; d < DIR_COUNT; d++) {
    const base = (p * DIR_COUNT + d) * RAY_STRIDE;
    const len = RAYS.length[p * DIR_COUNT + d];
    if (len >= 1) PIN1[p * DIR_COUNT + d] = 1 << RAYS.points[base];
    if (len >= 2) PIN2[p * DIR_COUNT + d] = 1 << RAYS.points[base + 1];
  }
  for (let k = 0; k < 4; k++) {
    const a = GEO.neighbor[p * DIR_COUNT + k];
    const b = GEO.neighbor[p * DIR_COUNT + k + 4];
    if (a >= 0 && b >= 0) INS[p * 4 + k] = (1 << a) | (1 << b);
  }
}

/**
 * The enemy pieces a piece landing on `p` converts. `own` already includes the landed
 * piece (and no longer the point it left): docs/rules.md §3 computes on the position just
 * after landing, all conversions at once.
 */
export function flipsAt(p: number, own: number, enemy: number): number {
  if ((enemy & ADJ[p]) === 0) return 0; // the common case: no enemy next to P
  let flips = 0;
  const b = p * DIR_COUNT;
  for (let d = 0; d < DIR_COUNT; d++) {
    const m1 = PIN1[b + d];
    if ((enemy & m1) !== 0 && (own & PIN2[b + d]) !== 0) flips |= m1;
  }
  const bi = p * 4;
  for (let k = 0; k < 4; k++) {
    const m = INS[bi + k];
    if (m !== 0 && (enemy & m) === m) flips |= m;
  }
  return flips;
}
