// Alquerque Ten's move counting: how many legal turns a position has (the end check of
// docs/rules.md §3 and perft's last ply), and perft itself, both on whole masks without a
// move list. Cross-checked against moves()/play() in tests/unit/alquerque.test.ts.

import { DIR_COUNT as SHARED_DIR_COUNT } from '../../engine/geometry';
import { popcount as sharedPopcount } from '../../engine/hash';
import { lowBit as sharedLowBit, RAY_STRIDE as SHARED_RAY_STRIDE } from '../../engine/rays';
import { FROM as BOARD_FROM, FULL as BOARD_FULL, RAYS, SHIFT as BOARD_SHIFT } from './board';
import { flipsAt as sharedFlipsAt } from './conversions';

// Local copies of imported bindings: module loaders (tsx, vitest) may turn every imported
// binding into a getter call, which costs a third of perft's time in the hot loops.
const popcount = sharedPopcount;
const lowBit = sharedLowBit;
const flipsAt = sharedFlipsAt;
const RAY_STRIDE = SHARED_RAY_STRIDE;
const DIR_COUNT = SHARED_DIR_COUNT;
const FULL = BOARD_FULL;
const SHIFT = BOARD_SHIFT;
const FROM = BOARD_FROM;
const RAY_PTS = RAYS.points;
const RAY_LEN = RAYS.length;
const [F0, F1, F2, F3, F4, F5, F6, F7] = FROM;

/**
 * Full slide: one landing per (piece, direction) whose first point is empty. The eight
 * per-direction masks are summed bit-sliced (carry-save adders), so four popcounts
 * replace eight. The offsets are board.ts's SHIFT, checked there.
 */
export function countSlidesFull(own: number, empty: number): number {
  const m0 = own & F0 & (empty << 5);
  const m1 = own & F1 & (empty << 4);
  const m2 = own & F2 & (empty >>> 1);
  const m3 = own & F3 & (empty >>> 6);
  const m4 = own & F4 & (empty >>> 5);
  const m5 = own & F5 & (empty >>> 4);
  const m6 = own & F6 & (empty << 1);
  const m7 = own & F7 & (empty << 6);
  // ones: m0..m7 summed bitwise; each carry goes one plane up.
  const x01 = m0 ^ m1;
  const s1 = x01 ^ m2;
  const c1 = (m0 & m1) | (m2 & x01);
  const x34 = m3 ^ m4;
  const s2 = x34 ^ m5;
  const c2 = (m3 & m4) | (m5 & x34);
  const x12 = s1 ^ s2;
  const s3 = x12 ^ m6;
  const c3 = (s1 & s2) | (m6 & x12);
  const ones = s3 ^ m7;
  const c4 = s3 & m7;
  const y12 = c1 ^ c2;
  const t1 = y12 ^ c3;
  const f1 = (c1 & c2) | (c3 & y12);
  const twos = t1 ^ c4;
  const f2 = t1 & c4;
  const fours = f1 ^ f2;
  const eights = f1 & f2;
  return popcount(ones) + 2 * popcount(twos) + 4 * popcount(fours) + 8 * popcount(eights);
}

/** Points reached by flooding `own` through empty points, toward higher indexes by `s`. */
function floodUp(own: number, from: number, empty: number, s: number): number {
  let n = 0;
  let g = own;
  while ((g = ((g & from) << s) & empty) !== 0) n += popcount(g);
  return n;
}

/** The same toward lower indexes. */
function floodDown(own: number, from: number, empty: number, s: number): number {
  let n = 0;
  let g = own;
  while ((g = ((g & from) >>> s) & empty) !== 0) n += popcount(g);
  return n;
}

/** Free slide: one landing per empty point reached, direction by direction. */
function countSlidesFree(own: number, empty: number): number {
  return (
    floodDown(own, F0, empty, 5) +
    floodDown(own, F1, empty, 4) +
    floodUp(own, F2, empty, 1) +
    floodUp(own, F3, empty, 6) +
    floodUp(own, F4, empty, 5) +
    floodUp(own, F5, empty, 4) +
    floodDown(own, F6, empty, 1) +
    floodDown(own, F7, empty, 6)
  );
}

/** The number of legal turns (perft's last ply); 0 means the side to move has lost. */
export function countMoves(own: number, enemy: number, resOwn: number, free: boolean): number {
  const empty = ~(own | enemy) & FULL;
  const places = resOwn > 0 ? popcount(empty) : 0;
  return places + (free ? countSlidesFree(own, empty) : countSlidesFull(own, empty));
}

// perft: two copies, so the full-slide hot loop carries no variant test.
export function perftFull(own: number, enemy: number, resOwn: number, resEnemy: number, depth: number): number {
  const empty = ~(own | enemy) & FULL;
  if (depth === 1) return (resOwn > 0 ? popcount(empty) : 0) + countSlidesFull(own, empty);
  let total = 0;
  for (let d = 0; d < DIR_COUNT; d++) {
    // Only pieces whose first point in direction d is empty can slide that way.
    const s = SHIFT[d];
    for (let movers = own & FROM[d] & (s > 0 ? empty >>> s : empty << -s); movers !== 0; movers &= movers - 1) {
      const p = lowBit(movers);
      const len = RAY_LEN[p * DIR_COUNT + d];
      const rb = (p * DIR_COUNT + d) * RAY_STRIDE;
      let i = 1;
      while (i < len && (empty & (1 << RAY_PTS[rb + i])) !== 0) i++;
      const to = RAY_PTS[rb + i - 1];
      const mine = (own & ~(1 << p)) | (1 << to);
      const flips = flipsAt(to, mine, enemy);
      total += perftFull(enemy ^ flips, mine | flips, resEnemy, resOwn, depth - 1);
    }
  }
  if (resOwn > 0) {
    for (let e = empty; e !== 0; e &= e - 1) {
      const to = lowBit(e);
      const mine = own | (1 << to);
      const flips = flipsAt(to, mine, enemy);
      total += perftFull(enemy ^ flips, mine | flips, resEnemy, resOwn - 1, depth - 1);
    }
  }
  return total;
}

export function perftFree(own: number, enemy: number, resOwn: number, resEnemy: number, depth: number): number {
  const empty = ~(own | enemy) & FULL;
  if (depth === 1) return (resOwn > 0 ? popcount(empty) : 0) + countSlidesFree(own, empty);
  let total = 0;
  for (let d = 0; d < DIR_COUNT; d++) {
    const s = SHIFT[d];
    for (let movers = own & FROM[d] & (s > 0 ? empty >>> s : empty << -s); movers !== 0; movers &= movers - 1) {
      const p = lowBit(movers);
      const left = own & ~(1 << p);
      const len = RAY_LEN[p * DIR_COUNT + d];
      const rb = (p * DIR_COUNT + d) * RAY_STRIDE;
      for (let i = 0; i < len; i++) {
        const to = RAY_PTS[rb + i];
        if ((empty & (1 << to)) === 0) break;
        const mine = left | (1 << to);
        const flips = flipsAt(to, mine, enemy);
        total += perftFree(enemy ^ flips, mine | flips, resEnemy, resOwn, depth - 1);
      }
    }
  }
  if (resOwn > 0) {
    for (let e = empty; e !== 0; e &= e - 1) {
      const to = lowBit(e);
      const mine = own | (1 << to);
      const flips = flipsAt(to, mine, enemy);
      total += perftFree(enemy ^ flips, mine | flips, resEnemy, resOwn - 1, depth - 1);
    }
  }
  return total;
}
