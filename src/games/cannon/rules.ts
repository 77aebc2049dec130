// Cannon Chess 5×4 炮棋 (docs/rules.md §4): 4 files × 5 ranks, orthogonal steps onto empty
// points, capture by cannon shot (own-own-enemy alone on a line); a side's lone last
// piece slides and captures two enemies it lands between.
//
// This module binds the game's parts into its GameRules: the board (board.ts), the legal
// moves (moves.ts), the captures (shots.ts) and the move counters and perft (count.ts); the
// position and its text are the shared mask position of src/engine/grid-masks.ts.
// Move: `from * 32 + to` (a step or a lone piece's slide); PASS = 1023 (the timer's pass).

import { popcount } from '../../engine/hash';
import type { GameRules, MoveEffect, Outcome, Side, Tally } from '../../engine/types';
import { MoveError } from '../../engine/types';
import {
  PASS,
  bitIndex,
  formatMaskPosition,
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
import { GRID, single } from './board';
import { countMoves, perftOf } from './count';
import { generate, isMoveOf } from './moves';
import { loneCapture, shot } from './shots';

export type CannonPosition = MaskPosition;

const SIZE = GRID.size;
const MAX_PIECES = 6;
const START_TEXT = 'OOOO/O..O/..../X..X/XXXX X';
const SIDES: readonly [Side, Side] = ['X', 'O'];

const sideMasks = (pos: CannonPosition): [me: number, mover: number] => (pos.turn === 0 ? [pos.x, pos.o] : [pos.o, pos.x]);

function outcome(pos: CannonPosition): Outcome | null {
  const [me, mover] = sideMasks(pos);
  const moverSide = SIDES[1 - pos.turn];
  if (me === 0) return { winner: moverSide, reason: 'capture-all' };
  if (single(me) && single(mover)) return { winner: 'draw', reason: 'lone-pieces' };
  if (countMoves(me, me | mover) === 0) return { winner: moverSide, reason: 'no-moves' };
  return null;
}

function moves(pos: CannonPosition): number[] {
  if (outcome(pos) !== null) return [];
  const [me, mover] = sideMasks(pos);
  return generate(me, me | mover);
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
  const [me, mover] = sideMasks(pos);
  return perftOf(me, mover, depth);
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
    variantFlags: [],
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
