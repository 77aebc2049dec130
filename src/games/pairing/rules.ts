// Pairing Chess 成双棋 (docs/rules.md §2): 5×5 points, orthogonal steps, capture by landing,
// win by capturing everything or by having all pieces in separate pairs.
//
// Position: two 25-bit masks (bit i = point i in notation order, a1 = bit 0 at the top
// left; X starts at the bottom). Move: `from * 32 + to`; PASS = 1023 (the timer's pass).
// See grid-masks.ts for the shift conventions.

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

export type PairingPosition = MaskPosition;

const GRID = gridMasks(5, 5);
const W = 5;
const FULL = GRID.full;
const NOT_FIRST = GRID.notFirstFile;
const NOT_LAST = GRID.notLastFile;
const MAX_PIECES = 7;
// A module-local binding: some loaders (Vitest's) turn calls of imported functions into
// property reads on a module object, which stops inlining in the perft hot loop.
const popcount = sharedPopcount;
const START_TEXT = 'OOOOO/O...O/...../X...X/XXXXX X';
const SIDES: readonly [Side, Side] = ['X', 'O'];

/**
 * Paired (docs/rules.md §2): every piece has exactly one own orthogonal neighbour. For each
 * direction a mask marks the pieces with an own neighbour that way; "exactly one" is
 * "at least one and not two". Pieces meeting that form disjoint pairs, so the count is
 * even by itself, and an empty side is never paired.
 */
export function isPaired(m: number): boolean {
  const n = m & (m << W);
  const s = m & (m >>> W);
  const e = m & (m >>> 1) & NOT_LAST;
  const w = m & (m << 1) & NOT_FIRST;
  const ns = n | s;
  const ew = e | w;
  const two = (n & s) | (e & w) | (ns & ew);
  return m !== 0 && ((ns | ew) & ~two) === m;
}

/** Number of steps of `me`: every orthogonal step onto a point without an own piece. */
function countMoves(me: number): number {
  const free = FULL & ~me;
  return (
    popcount((me >>> W) & free) +
    popcount((me << W) & free) +
    popcount(((me & NOT_LAST) << 1) & free) +
    popcount(((me & NOT_FIRST) >>> 1) & free)
  );
}

/**
 * The end checks of §2 as a boolean, for perft: `me` is to move, `mover` just moved.
 * (A side with pieces always has a step on a 5×5 board with ≤ 7 pieces, but count
 * anyway: "no legal move loses" holds in every game.)
 */
function isOver(me: number, mover: number): boolean {
  return me === 0 || isPaired(mover) || isPaired(me) || countMoves(me) === 0;
}

/**
 * perft below a node that is known not to be over, with `me` to move and both sides
 * non-empty. Children that end the game contribute 0, so they are filtered before the
 * call. Without a capture the side to move next is unchanged and was not paired here,
 * so only the mover's pairing needs testing, and only when its count is even (a step
 * keeps the count). At depth 2 a non-capturing child's move count is the same for
 * every move (a side's steps depend on its own pieces only), so it is counted once.
 */
function perftRec(me: number, opp: number, depth: number): number {
  if (depth === 1) return countMoves(me);
  const free = FULL & ~me;
  const d = depth - 1;
  const mayPair = (popcount(me) & 1) === 0;
  const quiet = d === 1 ? countMoves(opp) : -1;
  let total = 0;
  // One block per direction: `to` runs over the destination bits, `from` is one step back.
  let t = (me >>> W) & free;
  while (t !== 0) {
    const to = t & -t;
    t ^= to;
    total += child(me ^ to ^ (to << W), opp, to, d, mayPair, quiet);
  }
  t = (me << W) & free;
  while (t !== 0) {
    const to = t & -t;
    t ^= to;
    total += child(me ^ to ^ (to >>> W), opp, to, d, mayPair, quiet);
  }
  t = ((me & NOT_LAST) << 1) & free;
  while (t !== 0) {
    const to = t & -t;
    t ^= to;
    total += child(me ^ to ^ (to >>> 1), opp, to, d, mayPair, quiet);
  }
  t = ((me & NOT_FIRST) >>> 1) & free;
  while (t !== 0) {
    const to = t & -t;
    t ^= to;
    total += child(me ^ to ^ (to << 1), opp, to, d, mayPair, quiet);
  }
  return total;
}

/**
 * perft of the child reached by moving to `to` (`moved`: the mover's pieces after the
 * step), or 0 when it is over. `quiet`: the child's count when nothing is captured and
 * `depth` is 1 (else -1).
 */
function child(moved: number, opp: number, to: number, depth: number, mayPair: boolean, quiet: number): number {
  if (mayPair && isPaired(moved)) return 0;
  if ((opp & to) !== 0) {
    opp ^= to;
    if (opp === 0 || isPaired(opp)) return 0;
    return depth === 1 ? countMoves(opp) : perftRec(opp, moved, depth);
  }
  return quiet >= 0 ? quiet : perftRec(opp, moved, depth);
}

const sideMasks = (pos: PairingPosition): [me: number, mover: number] =>
  pos.turn === 0 ? [pos.x, pos.o] : [pos.o, pos.x];

function outcome(pos: PairingPosition): Outcome | null {
  const [me, mover] = sideMasks(pos);
  const moverSide = SIDES[1 - pos.turn];
  const meSide = SIDES[pos.turn];
  if (me === 0) return { winner: moverSide, reason: 'capture-all' };
  if (isPaired(mover)) return { winner: moverSide, reason: 'paired' };
  if (isPaired(me)) return { winner: meSide, reason: 'opponent-paired' };
  if (countMoves(me) === 0) return { winner: moverSide, reason: 'no-moves' };
  return null;
}

function moves(pos: PairingPosition): number[] {
  if (outcome(pos) !== null) return [];
  const [me] = sideMasks(pos);
  const out: number[] = [];
  for (let m = me; m !== 0; m &= m - 1) {
    const from = bitIndex(m & -m);
    for (let d = 0; d < 4; d++) {
      const to = GRID.neighbor[from * 4 + d];
      if (to >= 0 && ((me >>> to) & 1) === 0) out.push(encodeMove(from, to));
    }
  }
  return out;
}

/** Checks the shape of a move (own piece, orthogonal step, not onto an own piece). */
function checkStep(pos: PairingPosition, move: number): void {
  const [me] = sideMasks(pos);
  const from = moveFrom(move);
  const to = moveTo(move);
  if (!Number.isInteger(move) || move < 0 || from >= GRID.size || to >= GRID.size) {
    throw new MoveError(`not a Pairing move: ${move}`);
  }
  if (((me >>> from) & 1) === 0) throw new MoveError(`no own piece on ${GRID.geometry.points[from].name}`);
  if (((GRID.adjacent[from] >>> to) & 1) === 0 || ((me >>> to) & 1) !== 0) {
    throw new MoveError(`illegal step ${moveToTextFT(GRID, move)}`);
  }
}

function play(pos: PairingPosition, move: number): PairingPosition {
  const turn = pos.turn === 0 ? 1 : 0;
  if (move === PASS) return { x: pos.x, o: pos.o, turn };
  checkStep(pos, move);
  const step = (1 << moveFrom(move)) | (1 << moveTo(move));
  const to = 1 << moveTo(move);
  return pos.turn === 0 ? { x: pos.x ^ step, o: pos.o & ~to, turn } : { x: pos.x & ~to, o: pos.o ^ step, turn };
}

function captures(pos: PairingPosition, move: number): boolean {
  if (move === PASS) return false;
  const [, mover] = sideMasks(pos);
  return ((mover >>> moveTo(move)) & 1) !== 0;
}

function effect(pos: PairingPosition, move: number): MoveEffect {
  if (move === PASS) return { from: -1, to: -1, captured: [], converted: [] };
  checkStep(pos, move);
  return {
    from: moveFrom(move),
    to: moveTo(move),
    captured: captures(pos, move) ? [moveTo(move)] : [],
    converted: [],
  };
}

function perft(pos: PairingPosition, depth: number): number {
  if (depth <= 0) return 1;
  const [me, mover] = sideMasks(pos);
  if (isOver(me, mover)) return 0;
  if (depth === 1) return countMoves(me);
  // perftRec assumes the mover has pieces; with none, every child ends at once
  // (after any step the side to move there has no pieces).
  if (mover === 0) return 0;
  return perftRec(me, mover, depth);
}

function tally(pos: PairingPosition): Tally {
  const nx = popcount(pos.x);
  const no = popcount(pos.o);
  // Pieces are never added, so in a game from the start the losses are 7 - count.
  return {
    onBoard: [nx, no],
    inHand: [0, 0],
    lost: [Math.max(0, MAX_PIECES - nx), Math.max(0, MAX_PIECES - no)],
  };
}

const hash = maskHasher(GRID.size, 0x9a12_0001);

export function pairingRules(): GameRules<PairingPosition> {
  const parse = (text: string): PairingPosition => parseMaskPosition(text, GRID, MAX_PIECES, 'Pairing');
  return {
    id: 'pairing',
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
    isProgress: captures,
    effect,
    moveToText: (_pos, move) => moveToTextFT(GRID, move),
    moveFromText: (pos, text) => moveFromTextFT(GRID, text, moves(pos)),
    perft,
    hash,
    key: maskKey,
  };
}
