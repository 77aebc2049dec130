// PAPA's knowledge of Pingluo Tiger Chess (RULES.md §5), from the dogs' side (negated for
// the tigers): dogs left (ten captured lose), the tigers' freedom (steps, and jumps, each
// a capture on offer) and trapped tigers (both trapped wins). A dog run next to a tiger is
// safe when it is even or when the point behind it is taken, which the jump count sees.

import { tigerGeometry, DIR_COUNT } from '../../engine/geometry';
import { buildRays, RAY_STRIDE } from '../../engine/games/rays';
import type { GameRules } from '../../engine/types';
import type { TigerPosition } from '../../engine/games/tiger';
import type { SearchGame } from '../search';
import { mix4, popcount } from './common';

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

/** All twenty dogs: the start, where the evaluation is near 0 (draws are scored as 0). */
const ALL_DOGS = 20;

/**
 * What the captured dogs cost the dogs: little at first (dogs are often given up while the
 * net is built), more and more as the tigers near their ten.
 */
const CAPTURE_COST = Array.from({ length: 21 }, (_, c) => 25 * c + 8 * c * c);

/** The position's value for the dogs. */
export function dogsValue(pos: TigerPosition): number {
  const empty = ~(pos.dogs | pos.tigers) & FULL;
  const captured = Math.max(0, ALL_DOGS - popcount(pos.dogs) - pos.hand);
  let s = -CAPTURE_COST[captured];
  let free = 0;
  for (let m = pos.tigers; m !== 0; m &= m - 1) {
    const t = lowBit(m);
    freedom(t, pos.dogs, empty);
    const moves = FREEDOM[0] + FREEDOM[1];
    free += moves;
    s -= FREEDOM[0] * 10 + FREEDOM[1] * 45 + room(t, empty) * 4;
    if (moves === 0) s += 150; // a trapped tiger: half of the dogs' win
    else if (moves === 1) s += 50;
  }
  if (free === 0) s += 1000;
  return s;
}

export function tigerSearchGame(rules: GameRules<TigerPosition>): SearchGame<TigerPosition> {
  return {
    rules,
    quiescence: true,
    quietWins: true,
    moves: (pos) => rules.moves(pos),
    play: (pos, move) => rules.play(pos, move),
    tension: (pos) => popcount(pos.dogs) + pos.hand,
    check: (pos) => mix4(pos.dogs, pos.tigers, pos.turn, pos.hand),
    evaluate: (pos) => (pos.turn === 0 ? dogsValue(pos) : -dogsValue(pos)),
  };
}
