// Cannon Chess 5×4's captures (docs/rules.md §4): the cannon shot after a normal move
// (own-own-enemy alone on a line) and the lone piece's capture of the two enemies it lands
// between. The search (search.ts) and the endgame tables (tablebase.ts) use them too.

import { GRID } from './board';

const SIZE = GRID.size;
const NEIGHBOR = GRID.neighbor;
const ADJACENT = GRID.adjacent;

// For point P and each of its two lines (rank, file): the windows of three consecutive
// points that contain P, with their middle point. A line shoots from P when its occupied
// points are exactly one such window, the middle is own and exactly one end is enemy
// (own-own-enemy or enemy-own-own; P, being the piece just moved, is own).
const WINDOWS_PER_LINE = 3;
/** LINE[p * 2 + l]: the whole rank (l = 0) or file (l = 1) through p. */
const LINE = new Int32Array(SIZE * 2);
/** WINDOW[(p * 2 + l) * 3 + k]: the k-th window on that line containing p (0: none). */
const WINDOW = new Int32Array(SIZE * 2 * WINDOWS_PER_LINE);
/** MIDDLE[same index]: the window's middle point. */
const MIDDLE = new Int32Array(SIZE * 2 * WINDOWS_PER_LINE);
/** RANK_PAIR[p] / FILE_PAIR[p]: both neighbours of p on its rank / file, 0 at an edge. */
const RANK_PAIR = new Int32Array(SIZE);
const FILE_PAIR = new Int32Array(SIZE);
/** NEAR[p]: the points of p's windows other than p, where the shot's victim must stand. */
const NEAR = new Int32Array(SIZE);

for (let p = 0; p < SIZE; p++) {
  LINE[p * 2] = GRID.rankMask[p];
  LINE[p * 2 + 1] = GRID.fileMask[p];
  // Rank windows run west→east (dirs WEST=3, EAST=1), file windows north→south (0, 2).
  const axes: [back: number, ahead: number][] = [
    [3, 1],
    [0, 2],
  ];
  axes.forEach(([back, ahead], l) => {
    const before = NEIGHBOR[p * 4 + back];
    const after = NEIGHBOR[p * 4 + ahead];
    if (before >= 0 && after >= 0) {
      const pair = (1 << before) | (1 << after);
      if (l === 0) RANK_PAIR[p] = pair;
      else FILE_PAIR[p] = pair;
    }
    // A window is three points a-b-c along the axis; P is a, b or c.
    let k = 0;
    for (let shift = 0; shift < 3; shift++) {
      // Walk back `shift` points to the window's first point, then take three.
      let a = p;
      for (let i = 0; i < shift && a >= 0; i++) a = NEIGHBOR[a * 4 + back];
      if (a < 0) continue;
      const b = NEIGHBOR[a * 4 + ahead];
      const c = b >= 0 ? NEIGHBOR[b * 4 + ahead] : -1;
      if (c < 0) continue;
      const at = (p * 2 + l) * WINDOWS_PER_LINE + k++;
      WINDOW[at] = (1 << a) | (1 << b) | (1 << c);
      MIDDLE[at] = 1 << b;
      NEAR[p] |= WINDOW[at] & ~(1 << p);
    }
  });
}

/** The enemy pieces a cannon shot captures after a normal move to point `p`. */
export function shot(p: number, own: number, opp: number): number {
  // Cheap exits first: the victim stands within two points of p on its lines, and p's
  // partner right next to it.
  if ((opp & NEAR[p]) === 0 || (own & ADJACENT[p]) === 0) return 0;
  const occ = own | opp;
  let cap = 0;
  for (let l = 0; l < 2; l++) {
    const onLine = occ & LINE[p * 2 + l];
    const base = (p * 2 + l) * WINDOWS_PER_LINE;
    for (let k = base; k < base + WINDOWS_PER_LINE; k++) {
      const w = WINDOW[k];
      if (w === 0) break;
      if (onLine !== w) continue;
      const e = opp & w;
      if (e !== 0 && (e & (e - 1)) === 0 && (e & MIDDLE[k]) === 0) cap |= e;
      break;
    }
  }
  return cap;
}

/** The enemy pieces a lone piece landing on `p` captures: both neighbours on a line. */
export function loneCapture(p: number, opp: number): number {
  const r = RANK_PAIR[p];
  const f = FILE_PAIR[p];
  return ((opp & r) === r ? r : 0) | ((opp & f) === f ? f : 0);
}
