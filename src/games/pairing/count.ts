// Pairing Chess's move counting: how many steps a side has (the end check of
// docs/rules.md §2 and perft's last ply), the end checks as one boolean, and perft itself,
// on masks without a move list. Checked against a slow reference in the unit tests.

import { popcount as sharedPopcount } from '../../engine/hash';
import { GRID, isPaired as sharedIsPaired } from './board';

// Module-local bindings: some loaders (Vitest's) turn calls of imported functions into
// property reads on a module object, which stops inlining in the perft hot loop.
const popcount = sharedPopcount;
const isPaired = sharedIsPaired;

const W = 5;
const FULL = GRID.full;
const NOT_FIRST = GRID.notFirstFile;
const NOT_LAST = GRID.notLastFile;

/** Number of steps of `me`: every orthogonal step onto a point without an own piece. */
export function countMoves(me: number): number {
  const free = FULL & ~me;
  return (
    popcount((me >>> W) & free) +
    popcount((me << W) & free) +
    popcount(((me & NOT_LAST) << 1) & free) +
    popcount(((me & NOT_FIRST) >>> 1) & free)
  );
}

/**
 * The end checks of §2 as a boolean, for perft: `me` is to move, `mover` just moved.
 * (A side with pieces always has a step on a 5×5 board with ≤ 7 pieces, but count
 * anyway: "no legal move loses" holds in every game.)
 */
function isOver(me: number, mover: number): boolean {
  return me === 0 || isPaired(mover) || isPaired(me) || countMoves(me) === 0;
}

/** perft from a position with `me` to move and `mover` the side that just moved. */
export function perftOf(me: number, mover: number, depth: number): number {
  if (depth <= 0) return 1;
  if (isOver(me, mover)) return 0;
  if (depth === 1) return countMoves(me);
  // perftRec assumes the mover has pieces; with none, every child ends at once
  // (after any step the side to move there has no pieces).
  if (mover === 0) return 0;
  return perftRec(me, mover, depth);
}

/**
 * perft below a node that is known not to be over, with `me` to move and both sides
 * non-empty. Children that end the game contribute 0, so they are filtered before the
 * call. Without a capture the side to move next is unchanged and was not paired here,
 * so only the mover's pairing needs testing, and only when its count is even (a step
 * keeps the count). At depth 2 a non-capturing child's move count is the same for
 * every move (a side's steps depend on its own pieces only), so it is counted once.
 */
function perftRec(me: number, opp: number, depth: number): number {
  if (depth === 1) return countMoves(me);
  const free = FULL & ~me;
  const d = depth - 1;
  const mayPair = (popcount(me) & 1) === 0;
  const quiet = d === 1 ? countMoves(opp) : -1;
  let total = 0;
  // One block per direction: `to` runs over the destination bits, `from` is one step back.
  let t = (me >>> W) & free;
  while (t !== 0) {
    const to = t & -t;
    t ^= to;
    total += child(me ^ to ^ (to << W), opp, to, d, mayPair, quiet);
  }
  t = (me << W) & free;
  while (t !== 0) {
    const to = t & -t;
    t ^= to;
    total += child(me ^ to ^ (to >>> W), opp, to, d, mayPair, quiet);
  }
  t = ((me & NOT_LAST) << 1) & free;
  while (t !== 0) {
    const to = t & -t;
    t ^= to;
    total += child(me ^ to ^ (to >>> 1), opp, to, d, mayPair, quiet);
  }
  t = ((me & NOT_FIRST) >>> 1) & free;
  while (t !== 0) {
    const to = t & -t;
    t ^= to;
    total += child(me ^ to ^ (to << 1), opp, to, d, mayPair, quiet);
  }
  return total;
}

/**
 * perft of the child reached by moving to `to` (`moved`: the mover's pieces after the
 * step), or 0 when it is over. `quiet`: the child's count when nothing is captured and
 * `depth` is 1 (else -1).
 */
function child(moved: number, opp: number, to: number, depth: number, mayPair: boolean, quiet: number): number {
  if (mayPair && isPaired(moved)) return 0;
  if ((opp & to) !== 0) {
    opp ^= to;
    if (opp === 0 || isPaired(opp)) return 0;
    return depth === 1 ? countMoves(opp) : perftRec(opp, moved, depth);
  }
  return quiet >= 0 ? quiet : perftRec(opp, moved, depth);
}
