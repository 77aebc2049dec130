// PAPA's knowledge of Pingluo Tiger Chess (docs/rules.md §5), from the dogs' side (negated for
// the tigers): dogs left (ten captured lose), the tigers' freedom (steps, and jumps, each
// a capture on offer) and trapped tigers (both trapped wins). A dog run next to a tiger is
// safe when it is even or when the point behind it is taken, which the jump count sees.

import { tigerGeometry, DIR_COUNT } from '../../engine/geometry';
import { buildRays, RAY_STRIDE } from '../../engine/rays';
import type { GameRules } from '../../engine/types';
import type { TigerPosition } from './rules';
import type { SearchGame } from '../../ai/search';
import { mix4, popcount } from '../../ai/bits';

const GEO = tigerGeometry();
const N = GEO.points.length;
const FULL = (1 << N) - 1;
const RAYS = buildRays(GEO);
const RAY_PTS = RAYS.points;
const RAY_LEN = RAYS.length;
const ADJ = RAYS.adjacent;

const lowBit = (m: number): number => 31 - Math.clz32(m & -m);

/** Steps and jumps of the tiger on `t`, written into FREEDOM[0] (steps) and FREEDOM[1] (jumps). */
const FREEDOM = new Int32Array(2);
function freedom(t: number, dogs: number, empty: number): void {
  FREEDOM[0] = popcount(ADJ[t] & empty);
  let jumps = 0;
  for (let d = 0; d < DIR_COUNT; d++) {
    const len = RAY_LEN[t * DIR_COUNT + d];
    if (len < 2) continue;
    const rb = (t * DIR_COUNT + d) * RAY_STRIDE;
    let k = 0;
    while (k < len && (dogs & (1 << RAY_PTS[rb + k])) !== 0) k++;
    if ((k & 1) === 1 && k < len && (empty & (1 << RAY_PTS[rb + k])) !== 0) jumps++;
  }
  FREEDOM[1] = jumps;
}

/** Empty points a tiger can walk to (ignoring jumps): the room the dogs must take away. */
function room(t: number, empty: number): number {
  let seen = 0;
  let frontier = ADJ[t] & empty;
  while (frontier !== 0) {
    seen |= frontier;
    let next = 0;
    for (let m = frontier; m !== 0; m &= m - 1) next |= ADJ[lowBit(m)];
    frontier = next & empty & ~seen;
  }
  return popcount(seen);
}

/** Jump landings from p over the dogs (odd runs followed by an empty point). */
function landings(p: number, dogs: number, empty: number): number {
  let out = 0;
  for (let d = 0; d < DIR_COUNT; d++) {
    const len = RAY_LEN[p * DIR_COUNT + d];
    if (len < 2) continue;
    const rb = (p * DIR_COUNT + d) * RAY_STRIDE;
    let k = 0;
    while (k < len && (dogs & (1 << RAY_PTS[rb + k])) !== 0) k++;
    if ((k & 1) === 1 && k < len && (empty & (1 << RAY_PTS[rb + k])) !== 0) out |= 1 << RAY_PTS[rb + k];
  }
  return out;
}

/** Like room, but a tiger may also jump (the dogs standing still): where it can get to. */
function reach(t: number, dogs: number, empty: number): number {
  let seen = 0;
  let frontier = (ADJ[t] & empty) | landings(t, dogs, empty);
  while (frontier !== 0) {
    seen |= frontier;
    let next = 0;
    for (let m = frontier; m !== 0; m &= m - 1) {
      const q = lowBit(m);
      next |= ADJ[q] | landings(q, dogs, empty & ~(1 << q));
    }
    frontier = next & empty & ~seen;
  }
  return popcount(seen);
}

/** RING2[p]: points two steps from p (not p, not its neighbours). */
const RING2 = new Int32Array(N);
for (let p = 0; p < N; p++) {
  let r = 0;
  for (let m = ADJ[p]; m !== 0; m &= m - 1) r |= ADJ[lowBit(m)];
  RING2[p] = r & ~ADJ[p] & ~(1 << p);
}

/** DIST[p * N + q]: steps between p and q along the lines. */
const DIST = new Int8Array(N * N).fill(99);
for (let p = 0; p < N; p++) {
  DIST[p * N + p] = 0;
  let frontier = 1 << p;
  let seen = frontier;
  for (let d = 1; frontier !== 0; d++) {
    let next = 0;
    for (let m = frontier; m !== 0; m &= m - 1) next |= ADJ[lowBit(m)];
    next &= ~seen;
    seen |= next;
    for (let m = next; m !== 0; m &= m - 1) DIST[p * N + lowBit(m)] = d;
    frontier = next;
  }
}

/** All twenty dogs: the start, where the evaluation is near 0 (draws are scored as 0). */
const ALL_DOGS = 20;

/**
 * Evaluation weights (exported for tuning experiments). A captured dog costs little at
 * first (dogs are often given up while the net is built), more and more as the tigers near
 * their ten: capture × c + 8c².
 */
export const TIGER_WEIGHTS = { capture: 25, step: 10, ring2: 0, near: 0, reach: 0, jump: 45, room: 4, pen: 30, penInHand: 80, trapped: 150, oneMove: 50 };

export function dogsValue(pos: TigerPosition): number {
  const w = TIGER_WEIGHTS;
  const empty = ~(pos.dogs | pos.tigers) & FULL;
  const captured = Math.max(0, ALL_DOGS - popcount(pos.dogs) - pos.hand);
  let s = -(w.capture * captured + 8 * captured * captured);
  let free = 0;
  for (let m = pos.tigers; m !== 0; m &= m - 1) {
    const t = lowBit(m);
    freedom(t, pos.dogs, empty);
    const moves = FREEDOM[0] + FREEDOM[1];
    free += moves;
    const r = room(t, empty);
    if (w.reach) s -= reach(t, pos.dogs, empty) * w.reach;
    // Holes two steps away are where the tiger goes next: the net closes from the inside.
    s -= FREEDOM[0] * w.step + FREEDOM[1] * w.jump + r * w.room + popcount(RING2[t] & empty) * w.ring2;
    // A tiger penned into a few points (the mountain behind a dog on c3) is half caught.
    // While dogs remain in hand, placements can fill the pen without opening anything.
    if (r <= 4) s += (5 - r) * w.pen + (pos.hand >= r ? w.penInHand : 0);
    if (moves === 0) s += w.trapped; // a trapped tiger: half of the dogs' win
    else if (moves === 1) s += w.oneMove;
    // Dogs gather round a tiger that is still free: the net is drawn in, not spread out.
    if (moves > 0 && w.near) for (let d = pos.dogs; d !== 0; d &= d - 1) s -= DIST[t * N + lowBit(d)] * w.near;
  }
  if (free === 0) s += 1000;
  return s;
}

export function tigerSearchGame(rules: GameRules<TigerPosition>): SearchGame<TigerPosition> {
  return {
    rules,
    quiescence: true,
    extendBelow: 2,
    quietWins: true,
    moves: (pos) => rules.moves(pos),
    play: (pos, move) => rules.play(pos, move),
    tension: (pos) => popcount(pos.dogs) + pos.hand,
    check: (pos) => mix4(pos.dogs, pos.tigers, pos.turn, pos.hand),
    evaluate: (pos) => (pos.turn === 0 ? dogsValue(pos) : -dogsValue(pos)),
  };
}
