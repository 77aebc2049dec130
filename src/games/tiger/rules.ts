// Pingluo Tiger Chess 平罗老虎棋 (docs/rules.md §5): 29 points (the Alquerque board on ranks
// 3–7 plus the mountain c1 b2 c2 d2), two tigers against twenty dogs. Dogs place from hand
// while any remain, then step; a tiger steps or jumps an odd run (1, 3, 5) of dogs along
// one line, capturing only the last dog of the run.
//
// Position: 29-bit masks, bit i = point i in notation order (c1 = 0, b2 c2 d2 = 1..3,
// a3 = 4 … e7 = 28).
// Move encoding (integer): from * 32 + to, where from = PLACE_FROM (31) for a dog placed
// from hand and PASS = 1023 (31 * 32 + 31) for the timer pass (never in moves()).

import { DIR_COUNT as SHARED_DIR_COUNT, tigerGeometry } from '../../engine/geometry';
import { hashMask, popcount as sharedPopcount, zobristTable } from '../../engine/hash';
import { formatBoardText, parsePositionText } from '../../engine/notation';
import {
  MoveError,
  PositionError,
  type GameRules,
  type MoveEffect,
  type Outcome,
  type Side,
  type Tally,
} from '../../engine/types';
import { buildRays, lowBit as sharedLowBit, RAY_STRIDE as SHARED_RAY_STRIDE } from '../../engine/rays';

export interface TigerPosition {
  /** Points holding a dog (bit i = point i in notation order). */
  readonly dogs: number;
  /** Points holding a tiger (always two in a real game). */
  readonly tigers: number;
  /** 0: dogs to move, 1: tigers to move. */
  readonly turn: 0 | 1;
  /** Dogs still in hand, 0–12. */
  readonly hand: number;
}

/** `from` of a placement (a dog from hand): from * 32 + to with from = 31. */
export const PLACE_FROM = 31;
/** The timer pass: only hands the turn over. */
export const TIGER_PASS = 1023;

const START_TEXT = './.T./...../.DDD./.DTD./.DDD./..... D 12';
const MAX_HAND = 12;
const MAX_DOGS = 20;
/** Tigers win once dogs on the board plus in hand are this many or fewer (ten captured). */
const TIGERS_WIN_AT = 10;

// Local copies of imported helpers: module loaders (tsx, vitest) may turn every imported
// binding into a getter call, which is slow in the hot loops.
const popcount = sharedPopcount;
const lowBit = sharedLowBit;
const RAY_STRIDE = SHARED_RAY_STRIDE;
const DIR_COUNT = SHARED_DIR_COUNT;

// ---------------------------------------------------------------------------------------
// Tables, all derived from the shared geometry (the mountain's irregular lines included).

const GEO = tigerGeometry();
const N = GEO.points.length; // 29
const FULL = (N === 32 ? 0 : 1 << N) - 1;
const RAYS = buildRays(GEO);
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
    const d = ALONG[t * 32 + lowBit(near)] >> 3;
    const len = RAY_LEN[t * DIR_COUNT + d];
    const rb = (t * DIR_COUNT + d) * RAY_STRIDE;
    let k = 1;
    while (k < len && (dogs & (1 << RAY_PTS[rb + k])) !== 0) k++;
    if ((k & 1) === 1 && k < len && (empty & (1 << RAY_PTS[rb + k])) !== 0) n++;
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
function countMoves(dogs: number, tigers: number, turn: number, hand: number): number {
  const empty = ~(dogs | tigers) & FULL;
  if (turn === 0) return hand > 0 ? popcount(empty) : dogStepCount(dogs, empty);
  let n = 0;
  for (let m = tigers; m !== 0; m &= m - 1) n += tigerMoveCount(lowBit(m), dogs, empty);
  return n;
}

/** Check 1 of docs/rules.md §5: ten or more dogs captured. */
const tenDogsGone = (dogs: number, hand: number): boolean => popcount(dogs) + hand <= TIGERS_WIN_AT;

/**
 * perft below the root. The ten-dogs check only matters after a capture, so `alive`
 * (dogs on board + hand) is carried along instead of counted; check 2 needs nothing:
 * a side without moves simply has no children.
 */
function perftRec(dogs: number, tigers: number, turn: number, hand: number, alive: number, depth: number): number {
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
      const len = RAY_LEN[t * DIR_COUNT + d];
      const rb = (t * DIR_COUNT + d) * RAY_STRIDE;
      let k = 1;
      while (k < len && (dogs & (1 << RAY_PTS[rb + k])) !== 0) k++;
      if ((k & 1) === 0 || k >= len) continue;
      const land = RAY_PTS[rb + k];
      if ((empty & (1 << land)) === 0) continue;
      const taken = 1 << RAY_PTS[rb + k - 1];
      total += perftRec(dogs ^ taken, others | (1 << land), 0, hand, alive - 1, depth - 1);
    }
  }
  return total;
}

/** Legal moves in a fixed order: placements or dog steps; tiger steps then jumps, per tiger. */
function generate(dogs: number, tigers: number, turn: number, hand: number): number[] {
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

/** Where a tiger on t lands jumping in direction d, or -1 when that is no jump. */
function jumpLanding(t: number, d: number, dogs: number, empty: number): number {
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
function legality(pos: TigerPosition, move: number): { legal: boolean; captured: number } {
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

// Zobrist layout: dogs 0..28, tigers 32..60, side 64, hand 65..77.
const ZOBRIST = zobristTable(80, 0x71e7a11d);

// ---------------------------------------------------------------------------------------

export function tigerRules(): GameRules<TigerPosition> {
  const make = (dogs: number, tigers: number, turn: 0 | 1, hand: number): TigerPosition => ({
    dogs,
    tigers,
    turn,
    hand,
  });

  const parse = (text: string): TigerPosition => {
    const parsed = parsePositionText(text, GEO, ['D', 'T'], ['dogs in hand']);
    const [hand] = parsed.extras;
    let dogs = 0;
    let tigers = 0;
    parsed.cells.forEach((c, i) => {
      if (c === 'D') dogs |= 1 << i;
      else if (c === 'T') tigers |= 1 << i;
    });
    const tigerCount = popcount(tigers);
    if (tigerCount !== 2) throw new PositionError(`the tiger game needs exactly 2 tigers, found ${tigerCount}`);
    if (hand > MAX_HAND) throw new PositionError(`dogs in hand ${hand} is outside 0–${MAX_HAND}`);
    const total = popcount(dogs) + hand;
    if (total > MAX_DOGS) {
      throw new PositionError(`${total} dogs on the board and in hand; a game has at most ${MAX_DOGS}`);
    }
    return make(dogs, tigers, parsed.side === 'D' ? 0 : 1, hand);
  };

  const legalOrThrow = (pos: TigerPosition, move: number) => {
    const l = legality(pos, move);
    if (!l.legal) throw new MoveError(`move ${move} is not legal here`);
    return l.captured;
  };

  const name = (p: number) => GEO.points[p].name;

  const rules: GameRules<TigerPosition> = {
    id: 'tiger',
    sides: ['D', 'T'],
    geometry: GEO,
    options: Object.freeze({}),
    startText: START_TEXT,
    hasDrawRules: true,
    PASS: TIGER_PASS,

    start: () => parse(START_TEXT),
    parse,
    format: (pos) =>
      `${formatBoardText(GEO, (p) => rules.pieceAt(pos, p))} ${pos.turn === 0 ? 'D' : 'T'} ${pos.hand}`,

    toMove: (pos) => pos.turn,
    pieceAt: (pos, p): Side | null => ((pos.dogs >>> p) & 1 ? 'D' : (pos.tigers >>> p) & 1 ? 'T' : null),
    tally: (pos): Tally => ({
      onBoard: [popcount(pos.dogs), popcount(pos.tigers)],
      inHand: [pos.hand, 0],
      lost: [Math.max(0, MAX_DOGS - popcount(pos.dogs) - pos.hand), 0],
    }),

    moves(pos) {
      if (tenDogsGone(pos.dogs, pos.hand)) return [];
      return generate(pos.dogs, pos.tigers, pos.turn, pos.hand);
    },

    play(pos, move) {
      if (move === TIGER_PASS) return make(pos.dogs, pos.tigers, pos.turn === 0 ? 1 : 0, pos.hand);
      const captured = legalOrThrow(pos, move);
      const from = move >> 5;
      const to = 1 << (move & 31);
      if (pos.turn === 1) {
        const dogs = captured >= 0 ? pos.dogs & ~(1 << captured) : pos.dogs;
        return make(dogs, (pos.tigers & ~(1 << from)) | to, 0, pos.hand);
      }
      if (from === PLACE_FROM) return make(pos.dogs | to, pos.tigers, 1, pos.hand - 1);
      return make((pos.dogs & ~(1 << from)) | to, pos.tigers, 1, pos.hand);
    },

    outcome(pos): Outcome | null {
      if (tenDogsGone(pos.dogs, pos.hand)) return { winner: 'T', reason: 'ten-dogs' };
      if (countMoves(pos.dogs, pos.tigers, pos.turn, pos.hand) === 0) {
        // Dogs without a move lose; tigers lose only when both are stuck (a count of 0).
        return pos.turn === 0 ? { winner: 'T', reason: 'no-moves' } : { winner: 'D', reason: 'tigers-trapped' };
      }
      return null;
    },

    isProgress(pos, move) {
      if (move === TIGER_PASS) return false;
      const captured = legalOrThrow(pos, move);
      return captured >= 0 || move >> 5 === PLACE_FROM;
    },

    effect(pos, move): MoveEffect {
      if (move === TIGER_PASS) return { from: -1, to: -1, captured: [], converted: [] };
      const captured = legalOrThrow(pos, move);
      const from = move >> 5;
      return {
        from: from === PLACE_FROM ? -1 : from,
        to: move & 31,
        captured: captured >= 0 ? [captured] : [],
        converted: [],
      };
    },

    moveToText(_pos, move) {
      if (move === TIGER_PASS) return 'pass';
      const from = move >> 5;
      const to = move & 31;
      if (!Number.isInteger(move) || move < 0 || move > 1023 || to >= N || (from >= N && from !== PLACE_FROM)) {
        throw new MoveError(`not a tiger-game move: ${move}`);
      }
      return from === PLACE_FROM ? name(to) : `${name(from)}-${name(to)}`;
    },

    moveFromText(pos, text) {
      const t = String(text).trim();
      if (t === 'pass') throw new MoveError('pass is not a legal move (only the turn timer passes)');
      const m = /^([a-z]\d+)(?:-([a-z]\d+))?$/.exec(t);
      if (!m) throw new MoveError(`malformed move '${t}' (expected c3 or c5-c3)`);
      const a = GEO.indexOf(m[1]);
      if (a < 0) throw new MoveError(`no point ${m[1]} on this board`);
      let move: number;
      if (m[2] === undefined) move = PLACE_FROM * 32 + a;
      else {
        const b = GEO.indexOf(m[2]);
        if (b < 0) throw new MoveError(`no point ${m[2]} on this board`);
        move = a * 32 + b;
      }
      if (!legality(pos, move).legal) throw new MoveError(`illegal move '${t}'`);
      return move;
    },

    perft(pos, depth) {
      if (!Number.isInteger(depth) || depth < 0) throw new RangeError(`perft depth must be a whole number ≥ 0`);
      if (depth === 0) return 1;
      return perftRec(pos.dogs, pos.tigers, pos.turn, pos.hand, popcount(pos.dogs) + pos.hand, depth);
    },

    hash: (pos) =>
      hashMask(pos.dogs, ZOBRIST, 0) ^
      hashMask(pos.tigers, ZOBRIST, 32) ^
      (pos.turn === 1 ? ZOBRIST[64] : 0) ^
      ZOBRIST[65 + pos.hand],

    key: (pos) => `${pos.dogs.toString(36)}.${pos.tigers.toString(36)}.${pos.turn}.${pos.hand}`,
  };
  return rules;
}
