// Alquerque Ten 米格飞棋十子 (docs/rules.md §3): 25 points, orthogonal lines everywhere and
// diagonals at points whose file + rank is even; five pieces a side on the board and five
// in reserve. A turn is a placement or a slide that must go all the way (free-slide
// variant: it may stop on any empty point of its path); the landing piece converts enemy
// pieces by pincer and by insertion.
//
// Position: two 25-bit masks, bit i = point i in notation order (a1 = 0, e5 = 24).
// Move encoding (integer): from * 32 + to, where from = PLACE_FROM (31) for a placement
// and PASS = 1023 (31 * 32 + 31) for the timer pass (never in moves()).

import { alquerqueGeometry, DIR_COUNT as SHARED_DIR_COUNT } from '../../engine/geometry';
import { hashMask, popcount as sharedPopcount, zobristTable } from '../../engine/hash';
import { formatBoardText, parsePositionText } from '../../engine/notation';
import {
  MoveError,
  PositionError,
  type GameRules,
  type MoveEffect,
  type Outcome,
  type RuleOptions,
  type Side,
  type Tally,
} from '../../engine/types';
import { buildRays, lowBit as sharedLowBit, RAY_STRIDE as SHARED_RAY_STRIDE } from '../../engine/rays';

export interface AlquerquePosition {
  /** Points held by X (bit i = point i in notation order). */
  readonly x: number;
  /** Points held by O. */
  readonly o: number;
  /** 0: X to move, 1: O to move. */
  readonly turn: 0 | 1;
  /** Pieces in reserve, 0–5 each. */
  readonly resX: number;
  readonly resO: number;
}

/** `from` of a placement move: from * 32 + to with from = 31. */
export const PLACE_FROM = 31;
/** The timer pass: only hands the turn over. */
export const ALQUERQUE_PASS = 1023;

const START_TEXT = 'OOOOO/...../...../...../XXXXX X 5 5';
const MAX_RESERVE = 5;
const MAX_PIECES = 20;

// ---------------------------------------------------------------------------------------
// Tables, all derived from the shared geometry.

// Local copies of imported helpers: module loaders (tsx, vitest) may turn every imported
// binding into a getter call, which costs a third of perft's time in the hot loops.
const popcount = sharedPopcount;
const lowBit = sharedLowBit;
const RAY_STRIDE = SHARED_RAY_STRIDE;
const DIR_COUNT = SHARED_DIR_COUNT;

const GEO = alquerqueGeometry();
const N = GEO.points.length; // 25
const FULL = (1 << N) - 1;
const RAYS = buildRays(GEO);
const RAY_PTS = RAYS.points;
const RAY_LEN = RAYS.length;
const ADJ = RAYS.adjacent;
const NB = GEO.neighbor;

/**
 * On the 5×5 grid every line step in a direction is the same index offset, which lets the
 * leaf counter work on whole masks. SHIFT[d] is that offset, FROM[d] the points that have
 * a line in direction d. Both are read from the geometry and checked, not assumed.
 */
const SHIFT = new Int32Array(DIR_COUNT);
const FROM = new Int32Array(DIR_COUNT);
for (let d = 0; d < DIR_COUNT; d++) {
  let shift = 0;
  for (let p = 0; p < N; p++) {
    const q = NB[p * DIR_COUNT + d];
    if (q < 0) continue;
    if (shift === 0) shift = q - p;
    if (q - p !== shift) throw new Error('alquerque: line steps are not uniform on the grid');
    FROM[d] |= 1 << p;
  }
  SHIFT[d] = shift;
}

/**
 * Conversion tables per landing point P:
 * PIN1/PIN2[P * 8 + d]: masks of P+d and P+2d on the line (0 where the line is shorter);
 * INS[P * 4 + k]: mask of P+d and P-d for the direction pair k (0 unless both exist).
 */
const PIN1 = new Int32Array(N * DIR_COUNT);
const PIN2 = new Int32Array(N * DIR_COUNT);
const INS = new Int32Array(N * 4);
for (let p = 0; p < N; p++) {
  for (let d = 0; d < DIR_COUNT; d++) {
    const base = (p * DIR_COUNT + d) * RAY_STRIDE;
    const len = RAY_LEN[p * DIR_COUNT + d];
    if (len >= 1) PIN1[p * DIR_COUNT + d] = 1 << RAY_PTS[base];
    if (len >= 2) PIN2[p * DIR_COUNT + d] = 1 << RAY_PTS[base + 1];
  }
  for (let k = 0; k < 4; k++) {
    const a = NB[p * DIR_COUNT + k];
    const b = NB[p * DIR_COUNT + k + 4];
    if (a >= 0 && b >= 0) INS[p * 4 + k] = (1 << a) | (1 << b);
  }
}

/**
 * The enemy pieces a piece landing on `p` converts. `own` already includes the landed
 * piece (and no longer the point it left): docs/rules.md §3 computes on the position just after
 * landing, all conversions at once.
 */
function flipsAt(p: number, own: number, enemy: number): number {
  if ((enemy & ADJ[p]) === 0) return 0; // the common case: no enemy next to P
  let flips = 0;
  const b = p * DIR_COUNT;
  for (let d = 0; d < DIR_COUNT; d++) {
    const m1 = PIN1[b + d];
    if ((enemy & m1) !== 0 && (own & PIN2[b + d]) !== 0) flips |= m1;
  }
  const bi = p * 4;
  for (let k = 0; k < 4; k++) {
    const m = INS[bi + k];
    if (m !== 0 && (enemy & m) === m) flips |= m;
  }
  return flips;
}

// The hot counters below spell the eight offsets out; make sure the geometry agrees.
const EXPECTED_SHIFT = [-5, -4, 1, 6, 5, 4, -1, -6];
if (EXPECTED_SHIFT.some((s, d) => SHIFT[d] !== s)) throw new Error('alquerque: unexpected grid offsets');
const [F0, F1, F2, F3, F4, F5, F6, F7] = FROM;

/**
 * Full slide: one landing per (piece, direction) whose first point is empty. The eight
 * per-direction masks are summed bit-sliced (carry-save adders), so four popcounts
 * replace eight.
 */
function countSlidesFull(own: number, empty: number): number {
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
function countMoves(own: number, enemy: number, resOwn: number, free: boolean): number {
  const empty = ~(own | enemy) & FULL;
  const places = resOwn > 0 ? popcount(empty) : 0;
  return places + (free ? countSlidesFree(own, empty) : countSlidesFull(own, empty));
}

// perft: two copies, so the full-slide hot loop carries no variant test.
function perftFull(own: number, enemy: number, resOwn: number, resEnemy: number, depth: number): number {
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

function perftFree(own: number, enemy: number, resOwn: number, resEnemy: number, depth: number): number {
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

/** Legal turns, slides first (by piece, then direction), then placements. */
function generate(own: number, enemy: number, resOwn: number, free: boolean): number[] {
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
function isLegal(own: number, enemy: number, resOwn: number, move: number, free: boolean): boolean {
  if (!Number.isInteger(move) || move < 0 || move >= 1023) return false;
  const from = move >> 5;
  const to = move & 31;
  if (to >= N) return false;
  const empty = ~(own | enemy) & FULL;
  if ((empty & (1 << to)) === 0) return false;
  if (from === PLACE_FROM) return resOwn > 0;
  if (from >= N || (own & (1 << from)) === 0) return false;
  const at = RAYS.along[from * 32 + to];
  if (at < 0) return false;
  const d = at >> 3;
  const i = at & 7;
  const rb = (from * DIR_COUNT + d) * RAY_STRIDE;
  for (let j = 0; j < i; j++) if ((empty & (1 << RAY_PTS[rb + j])) === 0) return false;
  if (free) return true;
  // Full slide: the next point must be the end of the line or occupied.
  return i + 1 >= RAY_LEN[from * DIR_COUNT + d] || (empty & (1 << RAY_PTS[rb + i + 1])) === 0;
}

function bitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(lowBit(m));
  return out;
}

// Zobrist layout: X pieces 0..24, O pieces 32..56, side 64, X reserve 66..71, O reserve 72..77.
const ZOBRIST = zobristTable(80, 0xa19e7e10);

// ---------------------------------------------------------------------------------------

export function alquerqueRules(options: RuleOptions = {}): GameRules<AlquerquePosition> {
  const free = options.freeSlide === true;

  const side = (pos: AlquerquePosition) =>
    pos.turn === 0
      ? { own: pos.x, enemy: pos.o, resOwn: pos.resX }
      : { own: pos.o, enemy: pos.x, resOwn: pos.resO };

  const make = (x: number, o: number, turn: 0 | 1, resX: number, resO: number): AlquerquePosition => ({
    x,
    o,
    turn,
    resX,
    resO,
  });

  const parse = (text: string): AlquerquePosition => {
    const parsed = parsePositionText(text, GEO, ['X', 'O'], ['X reserve', 'O reserve']);
    const [resX, resO] = parsed.extras;
    if (resX > MAX_RESERVE) throw new PositionError(`X reserve ${resX} is outside 0–${MAX_RESERVE}`);
    if (resO > MAX_RESERVE) throw new PositionError(`O reserve ${resO} is outside 0–${MAX_RESERVE}`);
    let x = 0;
    let o = 0;
    parsed.cells.forEach((c, i) => {
      if (c === 'X') x |= 1 << i;
      else if (c === 'O') o |= 1 << i;
    });
    const total = popcount(x) + popcount(o) + resX + resO;
    if (total > MAX_PIECES) {
      throw new PositionError(`${total} pieces on the board and in reserve; a game has at most ${MAX_PIECES}`);
    }
    return make(x, o, parsed.side === 'X' ? 0 : 1, resX, resO);
  };

  /** Plays a legal move whose legality is already known. */
  const apply = (pos: AlquerquePosition, move: number): { next: AlquerquePosition; flips: number } => {
    const { own, enemy } = side(pos);
    const from = move >> 5;
    const to = move & 31;
    const placing = from === PLACE_FROM;
    const mine = (placing ? own : own & ~(1 << from)) | (1 << to);
    const flips = flipsAt(to, mine, enemy);
    const newOwn = mine | flips;
    const newEnemy = enemy ^ flips;
    const next =
      pos.turn === 0
        ? make(newOwn, newEnemy, 1, pos.resX - (placing ? 1 : 0), pos.resO)
        : make(newEnemy, newOwn, 0, pos.resX, pos.resO - (placing ? 1 : 0));
    return { next, flips };
  };

  const checkLegal = (pos: AlquerquePosition, move: number): void => {
    const { own, enemy, resOwn } = side(pos);
    if (!isLegal(own, enemy, resOwn, move, free)) throw new MoveError(`move ${move} is not legal here`);
  };

  const name = (p: number) => GEO.points[p].name;

  const rules: GameRules<AlquerquePosition> = {
    id: 'alquerque',
    sides: ['X', 'O'],
    geometry: GEO,
    options: Object.freeze(free ? { freeSlide: true } : {}),
    startText: START_TEXT,
    hasDrawRules: true,
    PASS: ALQUERQUE_PASS,

    start: () => parse(START_TEXT),
    parse,
    format: (pos) =>
      `${formatBoardText(GEO, (p) => rules.pieceAt(pos, p))} ${pos.turn === 0 ? 'X' : 'O'} ${pos.resX} ${pos.resO}`,

    toMove: (pos) => pos.turn,
    pieceAt: (pos, p): Side | null => ((pos.x >>> p) & 1 ? 'X' : (pos.o >>> p) & 1 ? 'O' : null),
    tally: (pos): Tally => ({
      onBoard: [popcount(pos.x), popcount(pos.o)],
      inHand: [pos.resX, pos.resO],
      // Pieces are converted, never removed; a position cannot tell who converted whom.
      lost: [0, 0],
    }),

    moves(pos) {
      const { own, enemy, resOwn } = side(pos);
      // No legal turn is exactly when outcome() ends the game (check 1 implies check 2).
      return generate(own, enemy, resOwn, free);
    },

    play(pos, move) {
      if (move === ALQUERQUE_PASS) return make(pos.x, pos.o, pos.turn === 0 ? 1 : 0, pos.resX, pos.resO);
      checkLegal(pos, move);
      return apply(pos, move).next;
    },

    outcome(pos): Outcome | null {
      const { own, enemy, resOwn } = side(pos);
      const mover: Side = pos.turn === 0 ? 'O' : 'X';
      if (own === 0 && resOwn === 0) return { winner: mover, reason: 'eliminated' };
      if (countMoves(own, enemy, resOwn, free) === 0) return { winner: mover, reason: 'no-moves' };
      return null;
    },

    isProgress(pos, move) {
      if (move === ALQUERQUE_PASS) return false;
      if (move >> 5 === PLACE_FROM) return true;
      checkLegal(pos, move);
      return apply(pos, move).flips !== 0;
    },

    effect(pos, move): MoveEffect {
      if (move === ALQUERQUE_PASS) return { from: -1, to: -1, captured: [], converted: [] };
      checkLegal(pos, move);
      const from = move >> 5;
      return {
        from: from === PLACE_FROM ? -1 : from,
        to: move & 31,
        captured: [],
        converted: bitsOf(apply(pos, move).flips),
      };
    },

    moveToText(_pos, move) {
      if (move === ALQUERQUE_PASS) return 'pass';
      const from = move >> 5;
      const to = move & 31;
      if (!Number.isInteger(move) || move < 0 || move > 1023 || to >= N || (from >= N && from !== PLACE_FROM)) {
        throw new MoveError(`not an Alquerque move: ${move}`);
      }
      return from === PLACE_FROM ? name(to) : `${name(from)}-${name(to)}`;
    },

    moveFromText(pos, text) {
      const t = String(text).trim();
      if (t === 'pass') throw new MoveError('pass is not a legal move (only the turn timer passes)');
      const m = /^([a-z]\d+)(?:-([a-z]\d+))?$/.exec(t);
      if (!m) throw new MoveError(`malformed move '${t}' (expected c3 or a5-a2)`);
      const a = GEO.indexOf(m[1]);
      if (a < 0) throw new MoveError(`no point ${m[1]} on this board`);
      let move: number;
      if (m[2] === undefined) move = PLACE_FROM * 32 + a;
      else {
        const b = GEO.indexOf(m[2]);
        if (b < 0) throw new MoveError(`no point ${m[2]} on this board`);
        move = a * 32 + b;
      }
      const { own, enemy, resOwn } = side(pos);
      if (!isLegal(own, enemy, resOwn, move, free)) throw new MoveError(`illegal move '${t}'`);
      return move;
    },

    perft(pos, depth) {
      if (!Number.isInteger(depth) || depth < 0) throw new RangeError(`perft depth must be a whole number ≥ 0`);
      if (depth === 0) return 1;
      const { own, enemy, resOwn } = side(pos);
      const resEnemy = pos.turn === 0 ? pos.resO : pos.resX;
      return free ? perftFree(own, enemy, resOwn, resEnemy, depth) : perftFull(own, enemy, resOwn, resEnemy, depth);
    },

    hash: (pos) =>
      hashMask(pos.x, ZOBRIST, 0) ^
      hashMask(pos.o, ZOBRIST, 32) ^
      (pos.turn === 1 ? ZOBRIST[64] : 0) ^
      ZOBRIST[66 + pos.resX] ^
      ZOBRIST[72 + pos.resO],

    key: (pos) => `${pos.x.toString(36)}.${pos.o.toString(36)}.${pos.turn}${pos.resX}${pos.resO}`,
  };
  return rules;
}
