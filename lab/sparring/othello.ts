// The sparring engine's Othello knowledge: the textbook evaluation on a plain array of 64
// squares (read through GameRules.pieceAt): mobility, potential mobility (empty squares
// next to the opponent's discs), frontier discs, corners, X- and C-squares next to an
// empty corner, the disc count late in the game and parity (who gets the last move). At
// 12 empties or fewer the search runs to the end of the game: an exact solve.

import type { GameRules, Outcome } from '../../src/engine/types';
import { WIN, type SparringGame } from './search';

/** From this many empty squares on, the iterations may run to the end of the game. */
export const SOLVE_EMPTIES = 12;

const DIRS = [-9, -8, -7, -1, 1, 7, 8, 9];
/** NEXT[sq * 8 + d]: the square one step from sq in direction d, or -1 off the board. */
const NEXT = new Int8Array(64 * 8).fill(-1);
for (let sq = 0; sq < 64; sq++) {
  for (let d = 0; d < 8; d++) {
    const f = (sq & 7) + [-1, 0, 1, -1, 1, -1, 0, 1][d];
    const r = (sq >> 3) + [-1, -1, -1, 0, 0, 1, 1, 1][d];
    if (f >= 0 && f < 8 && r >= 0 && r < 8) NEXT[sq * 8 + d] = sq + DIRS[d];
  }
}
const CORNERS = [0, 7, 56, 63];
/** X-square and C-squares of each corner, in CORNERS order. */
const X_SQUARES = [9, 14, 49, 54];
const C_SQUARES = [
  [1, 8],
  [6, 15],
  [48, 57],
  [55, 62],
];

const W = { mobility: 12, potential: 4, frontier: 5, corner: 90, xSquare: 45, cSquare: 18, parity: 10 };

/** Can `me` (1 or 2 in the array) place on the empty square sq? */
function canPlace(board: Int8Array, sq: number, me: number): boolean {
  const them = 3 - me;
  for (let d = 0; d < 8; d++) {
    let q = NEXT[sq * 8 + d];
    if (q < 0 || board[q] !== them) continue;
    while (q >= 0 && board[q] === them) q = NEXT[q * 8 + d];
    if (q >= 0 && board[q] === me) return true;
  }
  return false;
}

/** Evaluation for side 1 of the array against side 2. */
export function evaluateBoard(board: Int8Array): number {
  let empties = 0;
  let discDiff = 0;
  let mobility = 0;
  let potential = 0;
  let frontier = 0;
  for (let sq = 0; sq < 64; sq++) {
    const v = board[sq];
    if (v === 0) {
      empties++;
      if (canPlace(board, sq, 1)) mobility++;
      if (canPlace(board, sq, 2)) mobility--;
      let nearMine = false;
      let nearTheirs = false;
      for (let d = 0; d < 8; d++) {
        const q = NEXT[sq * 8 + d];
        if (q < 0) continue;
        if (board[q] === 1) nearMine = true;
        else if (board[q] === 2) nearTheirs = true;
      }
      if (nearTheirs) potential++;
      if (nearMine) potential--;
      continue;
    }
    discDiff += v === 1 ? 1 : -1;
    for (let d = 0; d < 8; d++) {
      const q = NEXT[sq * 8 + d];
      if (q >= 0 && board[q] === 0) {
        frontier += v === 1 ? 1 : -1;
        break;
      }
    }
  }
  let s = W.mobility * mobility + W.potential * potential - W.frontier * frontier;
  for (let c = 0; c < 4; c++) {
    const owner = board[CORNERS[c]];
    if (owner !== 0) {
      s += owner === 1 ? W.corner : -W.corner;
      continue;
    }
    const x = board[X_SQUARES[c]];
    if (x !== 0) s += x === 1 ? -W.xSquare : W.xSquare;
    for (const cs of C_SQUARES[c]) {
      const v = board[cs];
      if (v !== 0) s += v === 1 ? -W.cSquare : W.cSquare;
    }
  }
  // Late in the game the discs themselves start to count.
  if (empties <= 20) s += discDiff * (24 - empties);
  // Parity: with an odd number of empties the side to move gets the last move.
  if (empties % 2 === 1) s += W.parity;
  return s;
}

export function othelloSparring<P>(rules: GameRules<P>): SparringGame<P> {
  const board = new Int8Array(64);
  /** Fills `board` with 1 for the side to move, 2 for the other; returns the disc difference. */
  const load = (pos: P): number => {
    const me = rules.sides[rules.toMove(pos)];
    let diff = 0;
    for (let sq = 0; sq < 64; sq++) {
      const piece = rules.pieceAt(pos, sq);
      board[sq] = piece === null ? 0 : piece === me ? 1 : 2;
      if (piece !== null) diff += piece === me ? 1 : -1;
    }
    return diff;
  };
  return {
    rules,
    quiescence: false,
    evaluate(pos) {
      load(pos);
      return evaluateBoard(board);
    },
    terminal(pos, _outcome: Outcome) {
      const diff = load(pos);
      let empties = 0;
      for (let sq = 0; sq < 64; sq++) if (board[sq] === 0) empties++;
      // The exact final score (empties to the winner), well above any evaluation.
      if (diff > 0) return WIN / 2 + (diff + empties) * 100;
      if (diff < 0) return -WIN / 2 + (diff - empties) * 100;
      return 0;
    },
    isCapture: () => false,
    // Near the end, iterations up to the last move: an exact solve. Passes add plies, but
    // never two in a row (that ends the game), hence twice the empties.
    depthLimit(pos) {
      const empties = emptiesOf(rules, pos);
      return empties <= SOLVE_EMPTIES ? 2 * empties + 1 : 64;
    },
    orderHint(_pos, move) {
      if (move >= 64) return 0;
      if (CORNERS.includes(move)) return 50;
      if (X_SQUARES.includes(move)) return -50;
      return 0;
    },
  };
}

/** Empty squares of an Othello position. */
export function emptiesOf<P>(rules: GameRules<P>, pos: P): number {
  let n = 0;
  for (let sq = 0; sq < 64; sq++) if (rules.pieceAt(pos, sq) === null) n++;
  return n;
}
