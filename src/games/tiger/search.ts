// PAPA's knowledge of Pingluo Tiger Chess (docs/rules.md §5), from the dogs' side (negated for
// the tigers): dogs left (ten captured lose), the tigers' freedom (steps, and jumps, each
// a capture on offer) and trapped tigers (both trapped wins). A dog run next to a tiger is
// safe when it is even or when the point behind it is taken, which the jump count sees.

import { DIR_COUNT as SHARED_DIR_COUNT } from '../../engine/geometry';
import { lowBit as sharedLowBit, RAY_STRIDE as SHARED_RAY_STRIDE } from '../../engine/rays';
import type { GameRules } from '../../engine/types';
import { FULL as BOARD_FULL, GEO, N, RAYS } from './board';
import { MAX_DOGS } from './position';
import type { TigerPosition } from './rules';
import type { SearchGame } from '../../ai/search';
import { mix4, popcount } from '../../ai/bits';
import { CONTEMPT } from '../../ai/search-consts';

// Local copies of imported bindings: module loaders (tsx, vitest) may turn every imported
// binding into a getter call, which is slow in the evaluation's loops.
const lowBit = sharedLowBit;
const DIR_COUNT = SHARED_DIR_COUNT;
const RAY_STRIDE = SHARED_RAY_STRIDE;
const FULL = BOARD_FULL;
const RAY_PTS = RAYS.points;
const RAY_LEN = RAYS.length;
const ADJ = RAYS.adjacent;
const ALL_DOGS = MAX_DOGS;

/** Steps and jumps of the tiger on `t`, written into FREEDOM[0] (steps) and FREEDOM[1] (jumps). */
export const FREEDOM = new Int32Array(2);
export function freedom(t: number, dogs: number, empty: number): void {
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
export function room(t: number, empty: number): number {
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

/** The mountain (c1, b2, c2, d2) and its one gate, c3. */
export const MOUNTAIN = 0b1111;
export const GATE = 1 << GEO.indexOf('c3');

/**
 * A point's place class, mirrored left to right: c1, b2/d2, c2, then rank 3 to 7 from the
 * mountain down, each as the c file, the b/d files and the a/e edges.
 */
export const PLACE_CLASSES = 18;
export const placeClass = (p: number): number => {
  const { file, rank } = GEO.points[p];
  if (rank === 0) return 0;
  if (rank === 1) return file === 2 ? 2 : 1;
  return 3 + (rank - 2) * 3 + Math.abs(file - 2);
};
// Built once at load from the board's point count (no local copy needed outside the loops).
const PLACE_OF = Int8Array.from({ length: N }, (_, p) => placeClass(p));

/**
 * Evaluation weights, from the dogs' side (src/games/tiger/features.ts lists the terms in
 * order; lab/train-tiger.ts fits them to game results). A captured dog costs little at
 * first (dogs are often given up while the net is built), more and more as the tigers near
 * their ten: capture × c + captureSq × c². The dogs that trap the second tiger are the ones
 * not given up for the first, so the square is steep: docs/ai.md, "Tiger".
 */
export const TIGER_WEIGHTS = {
  capture: 25,
  captureSq: 14,
  step: 10,
  jump: 45,
  room: 4,
  pen: 30,
  penInHand: 80,
  trapped: 150,
  oneMove: 50,
  bothTrapped: 1000,
  tempo: 0,
  hand: 0,
  fortress: 0,
};
/** A dog's worth by place class (0–17), then a tiger's (18–35), to the dogs. */
export const TIGER_PLACES = new Int32Array(2 * PLACE_CLASSES);

/** The most a mountain fortress is worth to the dogs: a draw (docs/ai.md, "Tiger"). */
export const FORTRESS_CAP = 0;

/**
 * Whether a tiger sits in the mountain with a free point beside it there, and more free
 * points to fill (the mountain's and the gate c3's) than dogs in hand. A dog reaches the
 * mountain only by placement or by a step up from c3, which opens the gate, so once the
 * hand is empty such a tiger is never trapped: the dogs can at best draw.
 */
export function mountainFortress(tigers: number, empty: number, hand: number): boolean {
  if ((tigers & MOUNTAIN) === 0) return false;
  const open = popcount(MOUNTAIN & empty);
  return open > 0 && open + ((GATE & empty) !== 0 ? 1 : 0) > hand;
}

/**
 * What a draw costs PAPA's dogs (his tigers keep the search's default, CONTEMPT). The dogs'
 * value sits hundreds of points below even once a few dogs are gone, in positions the dogs
 * still go on to win: with the default they took a repetition right after the last
 * placement. docs/ai.md, "Tiger".
 */
export const DOGS_CONTEMPT = 600;

/** PAPA's value of a tiger-game position for the dogs: the features times the weights, capped at a draw in a fortress. */
export function dogsValue(pos: TigerPosition): number {
  const empty = ~(pos.dogs | pos.tigers) & FULL;
  const fortress = mountainFortress(pos.tigers, empty, pos.hand);
  const s = linearValue(pos, empty, fortress);
  return fortress ? Math.min(s, FORTRESS_CAP) : s;
}

/** dogsValue before the fortress cap: the dot product of tigerFeatures (features.ts) and the weights. */
export function dogsLinearValue(pos: TigerPosition): number {
  const empty = ~(pos.dogs | pos.tigers) & FULL;
  return linearValue(pos, empty, mountainFortress(pos.tigers, empty, pos.hand));
}

/** The linear value, given the empty points and whether a tiger holds a mountain fortress (read once per leaf). */
function linearValue(pos: TigerPosition, empty: number, fortress: boolean): number {
  const w = TIGER_WEIGHTS;
  const captured = Math.max(0, ALL_DOGS - popcount(pos.dogs) - pos.hand);
  let s = -(w.capture * captured + w.captureSq * captured * captured);
  s += (pos.turn === 0 ? w.tempo : -w.tempo) + pos.hand * w.hand;
  for (let m = pos.dogs; m !== 0; m &= m - 1) s += TIGER_PLACES[PLACE_OF[lowBit(m)]];
  let free = 0;
  for (let m = pos.tigers; m !== 0; m &= m - 1) {
    const t = lowBit(m);
    s += TIGER_PLACES[PLACE_CLASSES + PLACE_OF[t]];
    freedom(t, pos.dogs, empty);
    const moves = FREEDOM[0] + FREEDOM[1];
    free += moves;
    const r = room(t, empty);
    s -= FREEDOM[0] * w.step + FREEDOM[1] * w.jump + r * w.room;
    // A tiger penned into a few points (the mountain behind a dog on c3) is half caught.
    // While dogs remain in hand, placements can fill the pen without opening anything.
    // Not so the tiger of a mountain fortress: it is never caught.
    const walledIn = fortress && ((1 << t) & MOUNTAIN) !== 0;
    if (r <= 4 && !walledIn) s += (5 - r) * w.pen + (pos.hand >= r ? w.penInHand : 0);
    if (moves === 0)
      s += w.trapped; // a trapped tiger: half of the dogs' win
    else if (moves === 1) s += w.oneMove;
    if (walledIn) s += w.fortress;
  }
  if (free === 0) s += w.bothTrapped;
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
    contempt: (root) => (root.turn === 0 ? DOGS_CONTEMPT : CONTEMPT),
  };
}
