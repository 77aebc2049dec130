// Alquerque Ten's legal turns (docs/rules.md §3): a placement from the reserve on any empty
// point, or a slide along a line over empty points that must go all the way (free-slide
// variant: it may stop on any empty point of its path). A move is from * 32 + to, with
// from = PLACE_FROM for a placement (src/engine/placement-moves.ts).

import { DIR_COUNT as SHARED_DIR_COUNT } from '../../engine/geometry';
import { PLACE_FROM as SHARED_PLACE_FROM } from '../../engine/placement-moves';
import { lowBit as sharedLowBit, RAY_STRIDE as SHARED_RAY_STRIDE } from '../../engine/rays';
import { FULL as BOARD_FULL, N as BOARD_N, RAYS } from './board';

// Local copies of imported bindings: module loaders (tsx, vitest) may turn every imported
// binding into a getter call, which is slow in the search's loops.
const lowBit = sharedLowBit;
const DIR_COUNT = SHARED_DIR_COUNT;
const RAY_STRIDE = SHARED_RAY_STRIDE;
const PLACE_FROM = SHARED_PLACE_FROM;
const FULL = BOARD_FULL;
const N = BOARD_N;
const RAY_PTS = RAYS.points;
const RAY_LEN = RAYS.length;
const ALONG = RAYS.along;

/** Legal turns, slides first (by piece, then direction), then placements. */
export function generate(own: number, enemy: number, resOwn: number, free: boolean): number[] {
  const out: number[] = [];
  const empty = ~(own | enemy) & FULL;
  let pcs = own;
  while (pcs !== 0) {
    const p = lowBit(pcs);
    pcs &= pcs - 1;
    for (let d = 0; d < DIR_COUNT; d++) {
      const len = RAY_LEN[p * DIR_COUNT + d];
      const rb = (p * DIR_COUNT + d) * RAY_STRIDE;
      let i = 0;
      while (i < len && (empty & (1 << RAY_PTS[rb + i])) !== 0) i++;
      for (let j = free ? 0 : i - 1; j >= 0 && j < i; j++) out.push(p * 32 + RAY_PTS[rb + j]);
    }
  }
  if (resOwn > 0) {
    let e = empty;
    while (e !== 0) {
      out.push(PLACE_FROM * 32 + lowBit(e));
      e &= e - 1;
    }
  }
  return out;
}

/** Whether `move` is a legal turn for the side owning `own` (cheap: no move list). */
export function isLegal(own: number, enemy: number, resOwn: number, move: number, free: boolean): boolean {
  if (!Number.isInteger(move) || move < 0 || move >= 1023) return false;
  const from = move >> 5;
  const to = move & 31;
  if (to >= N) return false;
  const empty = ~(own | enemy) & FULL;
  if ((empty & (1 << to)) === 0) return false;
  if (from === PLACE_FROM) return resOwn > 0;
  if (from >= N || (own & (1 << from)) === 0) return false;
  const at = ALONG[from * 32 + to];
  if (at < 0) return false;
  const d = at >> 3;
  const i = at & 7;
  const rb = (from * DIR_COUNT + d) * RAY_STRIDE;
  for (let j = 0; j < i; j++) if ((empty & (1 << RAY_PTS[rb + j])) === 0) return false;
  if (free) return true;
  // Full slide: the next point must be the end of the line or occupied.
  return i + 1 >= RAY_LEN[from * DIR_COUNT + d] || (empty & (1 << RAY_PTS[rb + i + 1])) === 0;
}
