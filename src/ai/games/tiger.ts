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

/** The position's value for the dogs. */
export function dogsValue(pos: TigerPosition): number {
  const empty = ~(pos.dogs | pos.tigers) & FULL;
  const dogs = popcount(pos.dogs) + pos.hand;
  let s = dogs * 150;
  let free = 0;
  for (let m = pos.tigers; m !== 0; m &= m - 1) {
    freedom(lowBit(m), pos.dogs, empty);
    const moves = FREEDOM[0] + FREEDOM[1];
    free += moves;
    s -= FREEDOM[0] * 10 + FREEDOM[1] * 45;
    if (moves === 0) s += 80; // a trapped tiger: half of the dogs' win
    else if (moves === 1) s += 25;
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
