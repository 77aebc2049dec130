// Cannon Chess 5×4's legal moves (docs/rules.md §4): a step onto an orthogonally adjacent
// empty point, or, for a side's lone last piece, a slide any distance over empty points.
// A move is from * 32 + to (src/engine/grid-masks.ts).

import { bitIndex, encodeMove } from '../../engine/grid-masks';
import { GRID, single } from './board';

const NEIGHBOR = GRID.neighbor;

/** Every move of `me` (steps, or a lone piece's slides), ignoring whether the game is over. */
export function generate(me: number, occ: number): number[] {
  const out: number[] = [];
  const lone = single(me);
  for (let m = me; m !== 0; m &= m - 1) {
    const from = bitIndex(m & -m);
    for (let d = 0; d < 4; d++) {
      for (let q = NEIGHBOR[from * 4 + d]; q >= 0 && ((occ >>> q) & 1) === 0; q = NEIGHBOR[q * 4 + d]) {
        out.push(encodeMove(from, q));
        if (!lone) break; // a normal move is one step
      }
    }
  }
  return out;
}

/** Whether `from → to` is a move of `me` (a step, or a lone piece's slide), without allocating. */
export function isMoveOf(me: number, occ: number, from: number, to: number): boolean {
  if (((me >>> from) & 1) === 0 || ((occ >>> to) & 1) !== 0) return false;
  if (!single(me)) return ((GRID.adjacent[from] >>> to) & 1) !== 0;
  for (let d = 0; d < 4; d++) {
    for (let q = NEIGHBOR[from * 4 + d]; q >= 0 && ((occ >>> q) & 1) === 0; q = NEIGHBOR[q * 4 + d]) {
      if (q === to) return true;
    }
  }
  return false;
}
