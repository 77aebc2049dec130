// Cannon Chess 5×4's move counting: how many legal moves a side has (the end check of
// docs/rules.md §4 and perft's last ply), the end checks as one boolean, and perft itself,
// on masks without a move list. Checked against a slow reference in the unit tests.

import { bitIndex } from '../../engine/grid-masks';
import { popcount as sharedPopcount } from '../../engine/hash';
import { GRID, single as sharedSingle } from './board';
import { loneCapture as sharedLoneCapture, shot as sharedShot } from './shots';

// Module-local bindings: some loaders (Vitest's) turn calls of imported functions into
// property reads on a module object, which stops inlining in the perft hot loop.
const popcount = sharedPopcount;
const single = sharedSingle;
const shot = sharedShot;
const loneCapture = sharedLoneCapture;

const W = 4;
const FULL = GRID.full;
const NOT_FIRST = GRID.notFirstFile;
const NOT_LAST = GRID.notLastFile;
const NEIGHBOR = GRID.neighbor;
const ADJACENT = GRID.adjacent;

/** Number of legal moves of `me` (the side to move); `occ` is every piece. */
export function countMoves(me: number, occ: number): number {
  if (single(me)) {
    const p = bitIndex(me);
    let n = 0;
    for (let d = 0; d < 4; d++) {
      for (let q = NEIGHBOR[p * 4 + d]; q >= 0 && ((occ >>> q) & 1) === 0; q = NEIGHBOR[q * 4 + d]) n++;
    }
    return n;
  }
  const empty = FULL & ~occ;
  return (
    popcount((me >>> W) & empty) +
    popcount((me << W) & empty) +
    popcount(((me & NOT_LAST) << 1) & empty) +
    popcount(((me & NOT_FIRST) >>> 1) & empty)
  );
}

/** The end checks of §4 as a boolean, for perft: `me` is to move, `mover` just moved. */
function isOver(me: number, mover: number): boolean {
  return me === 0 || (single(me) && single(mover)) || countMoves(me, me | mover) === 0;
}

/** perft from a position with `me` to move and `mover` the side that just moved. */
export function perftOf(me: number, mover: number, depth: number): number {
  if (depth <= 0) return 1;
  if (isOver(me, mover)) return 0;
  if (depth === 1) return countMoves(me, me | mover);
  // perftRec assumes the mover has pieces; with none, every child ends at once
  // (moves never capture own pieces, so the side to move there still has none).
  if (mover === 0) return 0;
  return perftRec(me, mover, depth);
}

/**
 * perft below a node known not to be over, with `me` to move and both sides non-empty.
 * Children that end the game count 0 and are filtered here: the side to move there
 * losing its last piece, or two lone pieces left (only possible after a lone move, as
 * a normal move keeps the mover's two or more pieces). A child without moves simply
 * counts 0 through the recursion.
 */
function perftRec(me: number, opp: number, depth: number): number {
  if (depth === 1) return countMoves(me, me | opp);
  const d = depth - 1;
  if (single(me)) return perftLone(me, opp, d);
  const empty = FULL & ~(me | opp);
  // At depth 2, the opponent's step count here, adjusted per move below (-1: not used).
  const quiet = d === 1 && !single(opp) ? countMoves(opp, me | opp) : -1;
  let total = 0;
  // One block per direction: `to` runs over the destination bits, `from` is one step back.
  let t = (me >>> W) & empty;
  while (t !== 0) {
    const to = t & -t;
    t ^= to;
    total += stepChild(me, opp, to << W, to, d, quiet);
  }
  t = (me << W) & empty;
  while (t !== 0) {
    const to = t & -t;
    t ^= to;
    total += stepChild(me, opp, to >>> W, to, d, quiet);
  }
  t = ((me & NOT_LAST) << 1) & empty;
  while (t !== 0) {
    const to = t & -t;
    t ^= to;
    total += stepChild(me, opp, to >>> 1, to, d, quiet);
  }
  t = ((me & NOT_FIRST) >>> 1) & empty;
  while (t !== 0) {
    const to = t & -t;
    t ^= to;
    total += stepChild(me, opp, to << 1, to, d, quiet);
  }
  return total;
}

/**
 * perft of the child reached by the step `from → to` (single-bit masks), 0 when over.
 * `quiet` (≥ 0 only at depth 1 with an opponent of two or more pieces) is the
 * opponent's step count before the move: a step without capture only fills `to` and
 * empties `from`, so the count changes by the opponent's pieces next to those points.
 */
function stepChild(me: number, opp: number, from: number, to: number, depth: number, quiet: number): number {
  const moved = me ^ from ^ to;
  const t = bitIndex(to);
  const cap = shot(t, moved, opp);
  if (cap !== 0) {
    opp &= ~cap;
    if (opp === 0) return 0;
  } else if (quiet >= 0) {
    return quiet - popcount(opp & ADJACENT[t]) + popcount(opp & ADJACENT[bitIndex(from)]);
  }
  return depth === 1 ? countMoves(opp, moved | opp) : perftRec(opp, moved, depth);
}

function perftLone(me: number, opp: number, depth: number): number {
  const p = bitIndex(me);
  const occ = me | opp;
  let total = 0;
  for (let dir = 0; dir < 4; dir++) {
    for (let q = NEIGHBOR[p * 4 + dir]; q >= 0 && ((occ >>> q) & 1) === 0; q = NEIGHBOR[q * 4 + dir]) {
      const rest = opp & ~loneCapture(q, opp);
      // Over when the opponent is wiped out or is down to one piece too (lone-pieces draw).
      if (rest === 0 || single(rest)) continue;
      total += perftRec(rest, 1 << q, depth);
    }
  }
  return total;
}
