// Pairing Chess 成双棋 (docs/rules.md §2): 5×5 points, orthogonal steps, capture by landing,
// win by capturing everything or by having all pieces in separate pairs.
//
// This module binds the game's parts into its GameRules: the board and the pairing test
// (board.ts) and the move counters and perft (count.ts); the position and its text are the
// shared mask position of src/engine/grid-masks.ts.
// Move: `from * 32 + to`; PASS = 1023 (the timer's pass).

import { popcount } from '../../engine/hash';
import type { GameRules, MoveEffect, Outcome, Side, Tally } from '../../engine/types';
import { MoveError } from '../../engine/types';
import {
  PASS,
  bitIndex,
  encodeMove,
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
import { GRID, isPaired } from './board';
import { countMoves, perftOf } from './count';

export type PairingPosition = MaskPosition;

const MAX_PIECES = 7;
const START_TEXT = 'OOOOO/O...O/...../X...X/XXXXX X';
const SIDES: readonly [Side, Side] = ['X', 'O'];

const sideMasks = (pos: PairingPosition): [me: number, mover: number] => (pos.turn === 0 ? [pos.x, pos.o] : [pos.o, pos.x]);

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
  const [me, mover] = sideMasks(pos);
  return perftOf(me, mover, depth);
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
    isProgress: captures,
    effect,
    moveToText: (_pos, move) => moveToTextFT(GRID, move),
    moveFromText: (pos, text) => moveFromTextFT(GRID, text, moves(pos)),
    perft,
    hash,
    key: maskKey,
  };
}
