// Pingluo Tiger Chess's move counting: how many moves the side to move has (the end checks
// of docs/rules.md §5 and perft's last ply) and perft itself, on masks without a move list.
// Cross-checked against moves()/play() in tests/unit/tiger.test.ts.

import { DIR_COUNT as SHARED_DIR_COUNT } from '../../engine/geometry';
import { popcount as sharedPopcount } from '../../engine/hash';
import { lowBit as sharedLowBit, RAY_STRIDE as SHARED_RAY_STRIDE } from '../../engine/rays';
import { FULL as BOARD_FULL, RAYS } from './board';
import { jumpLanding as sharedJumpLanding } from './moves';
import { TIGERS_WIN_AT as WIN_AT } from './position';

// Local copies of imported bindings: module loaders (tsx, vitest) may turn every imported
// binding into a getter call, which is slow in the hot loops.
const popcount = sharedPopcount;
const lowBit = sharedLowBit;
const jumpLanding = sharedJumpLanding;
const RAY_STRIDE = SHARED_RAY_STRIDE;
const DIR_COUNT = SHARED_DIR_COUNT;
const FULL = BOARD_FULL;
const TIGERS_WIN_AT = WIN_AT;
const RAY_PTS = RAYS.points;
const RAY_LEN = RAYS.length;
const ADJ = RAYS.adjacent;
const ALONG = RAYS.along;

/**
 * How many moves one tiger on `t` has: every empty neighbour is a step; every neighbouring
 * dog starts a run along its line, which is a jump when it is odd and an empty point
 * follows on the same line. (A tiger after the run blocks the landing.)
 */
function tigerMoveCount(t: number, dogs: number, empty: number): number {
  let n = popcount(ADJ[t] & empty);
  for (let near = ADJ[t] & dogs; near !== 0; near &= near - 1) {
    if (jumpLanding(t, ALONG[t * 32 + lowBit(near)] >> 3, dogs, empty) >= 0) n++;
  }
  return n;
}

/**
 * perft(2) for dogs placing from hand: the sum, over every placement, of the tigers' move
 * count after it, in closed form. Every tiger move follows one direction and no direction
 * gives two, so a count is a sum over (tiger, direction). Along a direction the ray holds
 * a run of k dogs, then a point f. Placing a dog changes that direction only when it goes
 * on f (placing beyond f changes nothing; before f there is no room), and then the run
 * also takes in any dogs that stood beyond f. So the total is
 * (count now) × (number of placements) plus, per direction with f empty, (what the
 * direction gives with k+1 dogs) − (what it gives now).
 */
function placementsThenTigerCount(dogs: number, tigers: number, empty: number): number {
  let now = 0;
  let change = 0;
  for (let m = tigers; m !== 0; m &= m - 1) {
    const t = lowBit(m);
    for (let d = 0; d < DIR_COUNT; d++) {
      const len = RAY_LEN[t * DIR_COUNT + d];
      const rb = (t * DIR_COUNT + d) * RAY_STRIDE;
      let k = 0;
      while (k < len && (dogs & (1 << RAY_PTS[rb + k])) !== 0) k++;
      if (k === len || (empty & (1 << RAY_PTS[rb + k])) === 0) continue;
      const gives = k === 0 || (k & 1) === 1 ? 1 : 0; // a step, or a jump over an odd run
      // A dog on f joins the run to any dogs beyond f; it is jumped when odd and an
      // empty point follows.
      let j = k + 1;
      while (j < len && (dogs & (1 << RAY_PTS[rb + j])) !== 0) j++;
      const after = (j & 1) === 1 && j < len && (empty & (1 << RAY_PTS[rb + j])) !== 0 ? 1 : 0;
      now += gives;
      change += after - gives;
    }
  }
  return now * popcount(empty) + change;
}

/** Dog steps (no dogs in hand): one per (dog, empty neighbour). */
function dogStepCount(dogs: number, empty: number): number {
  let n = 0;
  for (let m = dogs; m !== 0; m &= m - 1) n += popcount(ADJ[lowBit(m)] & empty);
  return n;
}

/** Legal moves of the side to move, as a count (perft's last ply); ignores the end checks. */
export function countMoves(dogs: number, tigers: number, turn: number, hand: number): number {
  const empty = ~(dogs | tigers) & FULL;
  if (turn === 0) return hand > 0 ? popcount(empty) : dogStepCount(dogs, empty);
  let n = 0;
  for (let m = tigers; m !== 0; m &= m - 1) n += tigerMoveCount(lowBit(m), dogs, empty);
  return n;
}

/**
 * perft below the root. The ten-dogs check only matters after a capture, so `alive`
 * (dogs on board + hand) is carried along instead of counted; check 2 needs nothing:
 * a side without moves simply has no children.
 */
export function perftRec(dogs: number, tigers: number, turn: number, hand: number, alive: number, depth: number): number {
  if (alive <= TIGERS_WIN_AT) return 0;
  const empty = ~(dogs | tigers) & FULL;
  if (turn === 0) {
    if (hand > 0) {
      if (depth === 1) return popcount(empty);
      if (depth === 2) return placementsThenTigerCount(dogs, tigers, empty);
      let total = 0;
      for (let e = empty; e !== 0; e &= e - 1) {
        total += perftRec(dogs | (e & -e), tigers, 1, hand - 1, alive, depth - 1);
      }
      return total;
    }
    if (depth === 1) return dogStepCount(dogs, empty);
    let total = 0;
    for (let m = dogs; m !== 0; m &= m - 1) {
      const from = m & -m;
      const rest = dogs ^ from;
      for (let to = ADJ[lowBit(m)] & empty; to !== 0; to &= to - 1) {
        total += perftRec(rest | (to & -to), tigers, 1, 0, alive, depth - 1);
      }
    }
    return total;
  }
  if (depth === 1) {
    let n = 0;
    for (let m = tigers; m !== 0; m &= m - 1) n += tigerMoveCount(lowBit(m), dogs, empty);
    return n;
  }
  let total = 0;
  for (let m = tigers; m !== 0; m &= m - 1) {
    const t = lowBit(m);
    const others = tigers ^ (1 << t);
    for (let to = ADJ[t] & empty; to !== 0; to &= to - 1) {
      total += perftRec(dogs, others | (to & -to), 0, hand, alive, depth - 1);
    }
    for (let near = ADJ[t] & dogs; near !== 0; near &= near - 1) {
      const d = ALONG[t * 32 + lowBit(near)] >> 3;
      const land = jumpLanding(t, d, dogs, empty);
      if (land < 0) continue;
      const k = ALONG[t * 32 + land] & 7; // the landing's place on the ray
      const taken = 1 << RAY_PTS[(t * DIR_COUNT + d) * RAY_STRIDE + k - 1];
      total += perftRec(dogs ^ taken, others | (1 << land), 0, hand, alive - 1, depth - 1);
    }
  }
  return total;
}
