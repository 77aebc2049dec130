// Cannon Chess 5×4 炮棋 (docs/rules.md §4): 4 files × 5 ranks, orthogonal steps onto empty
// points, capture by cannon shot (own-own-enemy alone on a line); a side's lone last
// piece slides and captures two enemies it lands between.
//
// Position: two 20-bit masks (bit i = point i in notation order, a1 = bit 0 at the top
// left; X starts at the bottom). Move: `from * 32 + to` (a step or a lone piece's slide);
// PASS = 1023 (the timer's pass). See grid-masks.ts for the shift conventions.

import { popcount as sharedPopcount } from '../../engine/hash';
import type { GameRules, MoveEffect, Outcome, Side, Tally } from '../../engine/types';
import { MoveError } from '../../engine/types';
import {
  PASS,
  bitIndex,
  encodeMove,
  formatMaskPosition,
  gridMasks,
  maskHasher,
  maskKey,
  moveFrom,
  moveFromTextFT,
  moveTo,
  moveToTextFT,
  parseMaskPosition,
  pieceAtMask,
  type MaskPosition,
} from '../../engine/grid-masks';

export type CannonPosition = MaskPosition;

const GRID = gridMasks(4, 5);
const W = 4;
const SIZE = GRID.size;
const FULL = GRID.full;
const NOT_FIRST = GRID.notFirstFile;
const NOT_LAST = GRID.notLastFile;
const NEIGHBOR = GRID.neighbor;
const ADJACENT = GRID.adjacent;
const MAX_PIECES = 6;
const START_TEXT = 'OOOO/O..O/..../X..X/XXXX X';
const SIDES: readonly [Side, Side] = ['X', 'O'];
// A module-local binding: some loaders (Vitest's) turn calls of imported functions into
// property reads on a module object, which stops inlining in the perft hot loop.
const popcount = sharedPopcount;

const single = (m: number): boolean => m !== 0 && (m & (m - 1)) === 0;

// --- Cannon shot tables ---------------------------------------------------------------
// For point P and each of its two lines (rank, file): the windows of three consecutive
// points that contain P, with their middle point. A line shoots from P when its occupied
// points are exactly one such window, the middle is own and exactly one end is enemy
// (own-own-enemy or enemy-own-own; P, being the piece just moved, is own).
const WINDOWS_PER_LINE = 3;
/** LINE[p * 2 + l]: the whole rank (l = 0) or file (l = 1) through p. */
const LINE = new Int32Array(SIZE * 2);
/** WINDOW[(p * 2 + l) * 3 + k]: the k-th window on that line containing p (0: none). */
const WINDOW = new Int32Array(SIZE * 2 * WINDOWS_PER_LINE);
/** MIDDLE[same index]: the window's middle point. */
const MIDDLE = new Int32Array(SIZE * 2 * WINDOWS_PER_LINE);
/** RANK_PAIR[p] / FILE_PAIR[p]: both neighbours of p on its rank / file, 0 at an edge. */
const RANK_PAIR = new Int32Array(SIZE);
const FILE_PAIR = new Int32Array(SIZE);
/** NEAR[p]: the points of p's windows other than p, where the shot's victim must stand. */
const NEAR = new Int32Array(SIZE);

for (let p = 0; p < SIZE; p++) {
  LINE[p * 2] = GRID.rankMask[p];
  LINE[p * 2 + 1] = GRID.fileMask[p];
  // Rank windows run west→east (dirs WEST=3, EAST=1), file windows north→south (0, 2).
  const axes: [back: number, ahead: number][] = [
    [3, 1],
    [0, 2],
  ];
  axes.forEach(([back, ahead], l) => {
    const before = NEIGHBOR[p * 4 + back];
    const after = NEIGHBOR[p * 4 + ahead];
    if (before >= 0 && after >= 0) {
      const pair = (1 << before) | (1 << after);
      if (l === 0) RANK_PAIR[p] = pair;
      else FILE_PAIR[p] = pair;
    }
    // A window is three points a-b-c along the axis; P is a, b or c.
    let k = 0;
    for (let shift = 0; shift < 3; shift++) {
      // Walk back `shift` points to the window's first point, then take three.
      let a = p;
      for (let i = 0; i < shift && a >= 0; i++) a = NEIGHBOR[a * 4 + back];
      if (a < 0) continue;
      const b = NEIGHBOR[a * 4 + ahead];
      const c = b >= 0 ? NEIGHBOR[b * 4 + ahead] : -1;
      if (c < 0) continue;
      const at = (p * 2 + l) * WINDOWS_PER_LINE + k++;
      WINDOW[at] = (1 << a) | (1 << b) | (1 << c);
      MIDDLE[at] = 1 << b;
      NEAR[p] |= WINDOW[at] & ~(1 << p);
    }
  });
}

/** The enemy pieces a cannon shot captures after a normal move to point `p`. */
function shot(p: number, own: number, opp: number): number {
  // Cheap exits first: the victim stands within two points of p on its lines, and p's
  // partner right next to it.
  if ((opp & NEAR[p]) === 0 || (own & ADJACENT[p]) === 0) return 0;
  const occ = own | opp;
  let cap = 0;
  for (let l = 0; l < 2; l++) {
    const onLine = occ & LINE[p * 2 + l];
    const base = (p * 2 + l) * WINDOWS_PER_LINE;
    for (let k = base; k < base + WINDOWS_PER_LINE; k++) {
      const w = WINDOW[k];
      if (w === 0) break;
      if (onLine !== w) continue;
      const e = opp & w;
      if (e !== 0 && (e & (e - 1)) === 0 && (e & MIDDLE[k]) === 0) cap |= e;
      break;
    }
  }
  return cap;
}

/** The enemy pieces a lone piece landing on `p` captures: both neighbours on a line. */
function loneCapture(p: number, opp: number): number {
  const r = RANK_PAIR[p];
  const f = FILE_PAIR[p];
  return ((opp & r) === r ? r : 0) | ((opp & f) === f ? f : 0);
}

// --- Move counting and perft ----------------------------------------------------------

/** Number of legal moves of `me` (the side to move); `occ` is every piece. */
function countMoves(me: number, occ: number): number {
  if (single(me)) {
    const p = bitIndex(me);
    let n = 0;
    for (let d = 0; d < 4; d++) {
      for (let q = NEIGHBOR[p * 4 + d]; q >= 0 && ((occ >>> q) & 1) === 0; q = NEIGHBOR[q * 4 + d]) n++;
    }
    return n;
  }
  const empty = FULL & ~occ;
  return (
    popcount((me >>> W) & empty) +
    popcount((me << W) & empty) +
    popcount(((me & NOT_LAST) << 1) & empty) +
    popcount(((me & NOT_FIRST) >>> 1) & empty)
  );
}

/** The end checks of §4 as a boolean, for perft: `me` is to move, `mover` just moved. */
function isOver(me: number, mover: number): boolean {
  return me === 0 || (single(me) && single(mover)) || countMoves(me, me | mover) === 0;
}

/**
 * perft below a node known not to be over, with `me` to move and both sides non-empty.
 * Children that end the game count 0 and are filtered here: the side to move there
 * losing its last piece, or two lone pieces left (only possible after a lone move, as
 * a normal move keeps the mover's two or more pieces). A child without moves simply
 * counts 0 through the recursion.
 */
function perftRec(me: number, opp: number, depth: number): number {
  if (depth === 1) return countMoves(me, me | opp);
  const d = depth - 1;
  if (single(me)) return perftLone(me, opp, d);
  const empty = FULL & ~(me | opp);
  // At depth 2, the opponent's step count here, adjusted per move below (-1: not used).
  const quiet = d === 1 && !single(opp) ? countMoves(opp, me | opp) : -1;
  let total = 0;
  // One block per direction: `to` runs over the destination bits, `from` is one step back.
  let t = (me >>> W) & empty;
  while (t !== 0) {
    const to = t & -t;
    t ^= to;
    total += stepChild(me, opp, to << W, to, d, quiet);
  }
  t = (me << W) & empty;
  while (t !== 0) {
    const to = t & -t;
    t ^= to;
    total += stepChild(me, opp, to >>> W, to, d, quiet);
  }
  t = ((me & NOT_LAST) << 1) & empty;
  while (t !== 0) {
    const to = t & -t;
    t ^= to;
    total += stepChild(me, opp, to >>> 1, to, d, quiet);
  }
  t = ((me & NOT_FIRST) >>> 1) & empty;
  while (t !== 0) {
    const to = t & -t;
    t ^= to;
    total += stepChild(me, opp, to << 1, to, d, quiet);
  }
  return total;
}

/**
 * perft of the child reached by the step `from → to` (single-bit masks), 0 when over.
 * `quiet` (≥ 0 only at depth 1 with an opponent of two or more pieces) is the
 * opponent's step count before the move: a step without capture only fills `to` and
 * empties `from`, so the count changes by the opponent's pieces next to those points.
 */
function stepChild(me: number, opp: number, from: number, to: number, depth: number, quiet: number): number {
  const moved = me ^ from ^ to;
  const t = bitIndex(to);
  const cap = shot(t, moved, opp);
  if (cap !== 0) {
    opp &= ~cap;
    if (opp === 0) return 0;
  } else if (quiet >= 0) {
    return quiet - popcount(opp & ADJACENT[t]) + popcount(opp & ADJACENT[bitIndex(from)]);
  }
  return depth === 1 ? countMoves(opp, moved | opp) : perftRec(opp, moved, depth);
}

function perftLone(me: number, opp: number, depth: number): number {
  const p = bitIndex(me);
  const occ = me | opp;
  let total = 0;
  for (let dir = 0; dir < 4; dir++) {
    for (let q = NEIGHBOR[p * 4 + dir]; q >= 0 && ((occ >>> q) & 1) === 0; q = NEIGHBOR[q * 4 + dir]) {
      const rest = opp & ~loneCapture(q, opp);
      // Over when the opponent is wiped out or is down to one piece too (lone-pieces draw).
      if (rest === 0 || single(rest)) continue;
      total += perftRec(rest, 1 << q, depth);
    }
  }
  return total;
}

// --- The public rules -----------------------------------------------------------------

const sideMasks = (pos: CannonPosition): [me: number, mover: number] =>
  pos.turn === 0 ? [pos.x, pos.o] : [pos.o, pos.x];

function outcome(pos: CannonPosition): Outcome | null {
  const [me, mover] = sideMasks(pos);
  const moverSide = SIDES[1 - pos.turn];
  if (me === 0) return { winner: moverSide, reason: 'capture-all' };
  if (single(me) && single(mover)) return { winner: 'draw', reason: 'lone-pieces' };
  if (countMoves(me, me | mover) === 0) return { winner: moverSide, reason: 'no-moves' };
  return null;
}

/** Every move of `me` (steps, or a lone piece's slides), ignoring whether the game is over. */
function generate(me: number, occ: number): number[] {
  const out: number[] = [];
  const lone = single(me);
  for (let m = me; m !== 0; m &= m - 1) {
    const from = bitIndex(m & -m);
    for (let d = 0; d < 4; d++) {
      for (let q = NEIGHBOR[from * 4 + d]; q >= 0 && ((occ >>> q) & 1) === 0; q = NEIGHBOR[q * 4 + d]) {
        out.push(encodeMove(from, q));
        if (!lone) break; // a normal move is one step
      }
    }
  }
  return out;
}

function moves(pos: CannonPosition): number[] {
  if (outcome(pos) !== null) return [];
  const [me, mover] = sideMasks(pos);
  return generate(me, me | mover);
}

/** Whether `from → to` is a move of `me` (a step, or a lone piece's slide), without allocating. */
function isMoveOf(me: number, occ: number, from: number, to: number): boolean {
  if (((me >>> from) & 1) === 0 || ((occ >>> to) & 1) !== 0) return false;
  if (!single(me)) return ((GRID.adjacent[from] >>> to) & 1) !== 0;
  for (let d = 0; d < 4; d++) {
    for (let q = NEIGHBOR[from * 4 + d]; q >= 0 && ((occ >>> q) & 1) === 0; q = NEIGHBOR[q * 4 + d]) {
      if (q === to) return true;
    }
  }
  return false;
}

/** Checks a move's shape (cheap enough for play() in a search); throws MoveError. */
function checkMove(pos: CannonPosition, move: number): void {
  const [me, mover] = sideMasks(pos);
  const from = moveFrom(move);
  const to = moveTo(move);
  if (!Number.isInteger(move) || move < 0 || from >= SIZE || to >= SIZE) {
    throw new MoveError(`not a Cannon move: ${move}`);
  }
  if (((me >>> from) & 1) === 0) throw new MoveError(`no own piece on ${GRID.geometry.points[from].name}`);
  if (!isMoveOf(me, me | mover, from, to)) throw new MoveError(`illegal move ${moveToTextFT(GRID, move)}`);
}

/** The enemy pieces a (shape-checked) move captures. */
function capturedBy(pos: CannonPosition, move: number): number {
  const [me, mover] = sideMasks(pos);
  const to = moveTo(move);
  if (single(me)) return loneCapture(to, mover);
  return shot(to, me ^ (1 << moveFrom(move)) ^ (1 << to), mover);
}

function play(pos: CannonPosition, move: number): CannonPosition {
  const turn = pos.turn === 0 ? 1 : 0;
  if (move === PASS) return { x: pos.x, o: pos.o, turn };
  checkMove(pos, move);
  const step = (1 << moveFrom(move)) | (1 << moveTo(move));
  const cap = capturedBy(pos, move);
  return pos.turn === 0 ? { x: pos.x ^ step, o: pos.o & ~cap, turn } : { x: pos.x & ~cap, o: pos.o ^ step, turn };
}

function effect(pos: CannonPosition, move: number): MoveEffect {
  if (move === PASS) return { from: -1, to: -1, captured: [], converted: [] };
  checkMove(pos, move);
  const captured: number[] = [];
  for (let m = capturedBy(pos, move); m !== 0; m &= m - 1) captured.push(bitIndex(m & -m));
  return { from: moveFrom(move), to: moveTo(move), captured, converted: [] };
}

function isProgress(pos: CannonPosition, move: number): boolean {
  return move !== PASS && capturedBy(pos, move) !== 0;
}

function perft(pos: CannonPosition, depth: number): number {
  if (depth <= 0) return 1;
  const [me, mover] = sideMasks(pos);
  if (isOver(me, mover)) return 0;
  if (depth === 1) return countMoves(me, me | mover);
  // perftRec assumes the mover has pieces; with none, every child ends at once
  // (moves never capture own pieces, so the side to move there still has none).
  if (mover === 0) return 0;
  return perftRec(me, mover, depth);
}

function tally(pos: CannonPosition): Tally {
  const nx = popcount(pos.x);
  const no = popcount(pos.o);
  // Pieces are never added, so in a game from the start the losses are 6 - count.
  return {
    onBoard: [nx, no],
    inHand: [0, 0],
    lost: [Math.max(0, MAX_PIECES - nx), Math.max(0, MAX_PIECES - no)],
  };
}

const hash = maskHasher(SIZE, 0xca11_0002);

export function cannonRules(): GameRules<CannonPosition> {
  const parse = (text: string): CannonPosition => parseMaskPosition(text, GRID, MAX_PIECES, 'Cannon');
  return {
    id: 'cannon',
    sides: SIDES,
    geometry: GRID.geometry,
    options: {},
    startText: START_TEXT,
    hasDrawRules: true,
    PASS,
    start: () => parse(START_TEXT),
    parse,
    format: (pos) => formatMaskPosition(pos, GRID),
    toMove: (pos) => pos.turn,
    pieceAt: pieceAtMask,
    tally,
    moves,
    play,
    outcome,
    isProgress,
    effect,
    moveToText: (_pos, move) => moveToTextFT(GRID, move),
    moveFromText: (pos, text) => moveFromTextFT(GRID, text, moves(pos)),
    perft,
    hash,
    key: maskKey,
  };
}
