// Pingluo Tiger Chess's legal moves (docs/rules.md §5): dogs place from hand while any
// remain, then step along a line; a tiger steps, or jumps an odd run (1, 3, 5) of dogs
// along one line onto the empty point after it, capturing only the last dog of the run.
// A move is from * 32 + to, with from = PLACE_FROM for a placement
// (src/engine/placement-moves.ts).

import { DIR_COUNT as SHARED_DIR_COUNT } from '../../engine/geometry';
import { PLACE_FROM as SHARED_PLACE_FROM } from '../../engine/placement-moves';
import { lowBit as sharedLowBit, RAY_STRIDE as SHARED_RAY_STRIDE } from '../../engine/rays';
import { FULL as BOARD_FULL, N as BOARD_N, RAYS } from './board';
import { tenDogsGone, type TigerPosition } from './position';

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
const ADJ = RAYS.adjacent;
const ALONG = RAYS.along;

/** Legal moves in a fixed order: placements or dog steps; tiger steps then jumps, per tiger. */
export function generate(dogs: number, tigers: number, turn: number, hand: number): number[] {
  const out: number[] = [];
  const empty = ~(dogs | tigers) & FULL;
  if (turn === 0) {
    if (hand > 0) {
      for (let e = empty; e !== 0; e &= e - 1) out.push(PLACE_FROM * 32 + lowBit(e));
    } else {
      for (let m = dogs; m !== 0; m &= m - 1) {
        const from = lowBit(m);
        for (let to = ADJ[from] & empty; to !== 0; to &= to - 1) out.push(from * 32 + lowBit(to));
      }
    }
    return out;
  }
  for (let m = tigers; m !== 0; m &= m - 1) {
    const t = lowBit(m);
    for (let to = ADJ[t] & empty; to !== 0; to &= to - 1) out.push(t * 32 + lowBit(to));
    for (let near = ADJ[t] & dogs; near !== 0; near &= near - 1) {
      const land = jumpLanding(t, ALONG[t * 32 + lowBit(near)] >> 3, dogs, empty);
      if (land >= 0) out.push(t * 32 + land);
    }
  }
  return out;
}

/**
 * Where a tiger on t lands jumping in direction d, or -1 when that is no jump: the run of
 * dogs from its neighbour on must be odd and end at an empty point of the same line. The
 * captured dog is the last of the run, the point before the landing (count.ts).
 */
export function jumpLanding(t: number, d: number, dogs: number, empty: number): number {
  const len = RAY_LEN[t * DIR_COUNT + d];
  const rb = (t * DIR_COUNT + d) * RAY_STRIDE;
  let k = 0;
  while (k < len && (dogs & (1 << RAY_PTS[rb + k])) !== 0) k++;
  if ((k & 1) === 0 || k >= len || (empty & (1 << RAY_PTS[rb + k])) === 0) return -1;
  return RAY_PTS[rb + k];
}

/**
 * Whether `move` is legal (cheap: no move list). For a legal tiger jump returns the
 * captured point through `captured`, else -1.
 */
export function legality(pos: TigerPosition, move: number): { legal: boolean; captured: number } {
  const no = { legal: false, captured: -1 };
  if (!Number.isInteger(move) || move < 0 || move >= 1023) return no;
  if (tenDogsGone(pos.dogs, pos.hand)) return no; // the game is over
  const from = move >> 5;
  const to = move & 31;
  const empty = ~(pos.dogs | pos.tigers) & FULL;
  if (to >= N || (empty & (1 << to)) === 0) return no;
  if (pos.turn === 0) {
    if (pos.hand > 0) return { legal: from === PLACE_FROM, captured: -1 };
    return { legal: from < N && (pos.dogs & (1 << from)) !== 0 && (ADJ[from] & (1 << to)) !== 0, captured: -1 };
  }
  if (from >= N || (pos.tigers & (1 << from)) === 0) return no;
  const at = ALONG[from * 32 + to];
  if (at < 0) return no;
  if ((at & 7) === 0) return { legal: true, captured: -1 }; // a step
  const d = at >> 3;
  if (jumpLanding(from, d, pos.dogs, empty) !== to) return no;
  return { legal: true, captured: RAY_PTS[(from * DIR_COUNT + d) * RAY_STRIDE + (at & 7) - 1] };
}
