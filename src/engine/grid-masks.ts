// Bit-mask helpers shared by the two small orthogonal grid games (Pairing 5×5, Cannon 4×5).
//
// A position is two 32-bit masks: bit i is point index i in notation order (rank by rank
// from the top, left to right), so for a board `files` wide, point (file f, rank r) is bit
// r * files + f. A whole direction of steps is then one shift:
//   north (up, i - files):   m >>> files
//   south (down, i + files): (m << files) & full
//   east  (right, i + 1):    (m & notLastFile) << 1
//   west  (left, i - 1):     (m & notFirstFile) >>> 1
// Moves are integers `from * 32 + to` (both point indexes, < 32), so no move collides with
// PASS = 1023 (= 31 * 32 + 31, and point 31 does not exist on these boards).

import { gridGeometry, type Geometry } from './geometry';
import { hashMask, popcount, zobristTable } from './hash';
import { formatBoardText, parsePositionText } from './notation';
import { MoveError, PositionError, type Side } from './types';

/** A position of a two-colour grid game: one mask per side and the side to move. */
export interface MaskPosition {
  /** Bit i set: an X piece on point i. */
  readonly x: number;
  /** Bit i set: an O piece on point i. */
  readonly o: number;
  /** 0: X to move, 1: O to move. */
  readonly turn: 0 | 1;
}

/** The timer pass. Never produced by `moves()` in these games. */
export const PASS = 1023;

export const encodeMove = (from: number, to: number): number => (from << 5) | to;
export const moveFrom = (move: number): number => move >>> 5;
export const moveTo = (move: number): number => move & 31;

/** Index of the single set bit (or of the highest set bit) of a non-zero mask. */
export const bitIndex = (bit: number): number => 31 - Math.clz32(bit);

/** geometry.ts direction numbers of the tables' four directions, in their order: north, east, south, west. */
const GEOMETRY_DIR = [0, 2, 4, 6];

export interface GridMasks {
  readonly geometry: Geometry;
  readonly files: number;
  readonly ranks: number;
  readonly size: number;
  /** Every point of the board. */
  readonly full: number;
  /** Points not on the first file (a): they have a west neighbour. */
  readonly notFirstFile: number;
  /** Points not on the last file: they have an east neighbour. */
  readonly notLastFile: number;
  /** neighbor[p * 4 + d]: the point next to p in direction d (NORTH…WEST), or -1. */
  readonly neighbor: Int8Array;
  /** adjacent[p]: mask of p's orthogonal neighbours. */
  readonly adjacent: Int32Array;
  /** rankMask[p] / fileMask[p]: every point of p's rank / file. */
  readonly rankMask: Int32Array;
  readonly fileMask: Int32Array;
}

export function gridMasks(files: number, ranks: number): GridMasks {
  const geometry = gridGeometry(files, ranks, 'points', false);
  const size = geometry.points.length;
  if (size > 31) throw new Error('grid-masks: at most 31 points fit the 32-bit masks');
  const full = size === 32 ? -1 : (1 << size) - 1;
  let notFirstFile = 0;
  let notLastFile = 0;
  const neighbor = new Int8Array(size * 4);
  const adjacent = new Int32Array(size);
  const rankMask = new Int32Array(size);
  const fileMask = new Int32Array(size);
  for (const p of geometry.points) {
    if (p.file > 0) notFirstFile |= 1 << p.index;
    if (p.file < files - 1) notLastFile |= 1 << p.index;
    for (let d = 0; d < 4; d++) {
      const q = geometry.neighbor[p.index * 8 + GEOMETRY_DIR[d]];
      neighbor[p.index * 4 + d] = q;
      if (q >= 0) adjacent[p.index] |= 1 << q;
    }
    for (const q of geometry.points) {
      if (q.rank === p.rank) rankMask[p.index] |= 1 << q.index;
      if (q.file === p.file) fileMask[p.index] |= 1 << q.index;
    }
  }
  return { geometry, files, ranks, size, full, notFirstFile, notLastFile, neighbor, adjacent, rankMask, fileMask };
}

/**
 * Parses docs/rules.md §0 text with the shared strict parser, then checks the game's piece
 * limit (`maxPerSide`): a count no real game can reach is an error naming it.
 */
export function parseMaskPosition(text: string, grid: GridMasks, maxPerSide: number, game: string): MaskPosition {
  const parsed = parsePositionText(text, grid.geometry, ['X', 'O']);
  let x = 0;
  let o = 0;
  parsed.cells.forEach((cell, i) => {
    if (cell === 'X') x |= 1 << i;
    else if (cell === 'O') o |= 1 << i;
  });
  for (const [side, mask] of [
    ['X', x],
    ['O', o],
  ] as const) {
    const n = popcount(mask);
    if (n > maxPerSide) {
      throw new PositionError(`${side} has ${n} pieces; ${game} allows at most ${maxPerSide} a side`);
    }
  }
  return { x, o, turn: parsed.side === 'X' ? 0 : 1 };
}

export function pieceAtMask(pos: MaskPosition, point: number): Side | null {
  if (point < 0 || point > 30) return null;
  if ((pos.x >>> point) & 1) return 'X';
  if ((pos.o >>> point) & 1) return 'O';
  return null;
}

export function formatMaskPosition(pos: MaskPosition, grid: GridMasks): string {
  return `${formatBoardText(grid.geometry, (p) => pieceAtMask(pos, p))} ${pos.turn === 0 ? 'X' : 'O'}`;
}

/** Exact repetition key: both masks and the side to move. */
export const maskKey = (pos: MaskPosition): string => `${pos.x >>> 0}.${pos.o >>> 0}.${pos.turn}`;

/** Zobrist hashing of a mask position: keys for X on each point, O on each point, O to move. */
export function maskHasher(size: number, seed: number): (pos: MaskPosition) => number {
  const table = zobristTable(2 * size + 1, seed);
  return (pos) => hashMask(pos.x, table, 0) ^ hashMask(pos.o, table, size) ^ (pos.turn === 1 ? table[2 * size] : 0);
}

export function moveToTextFT(grid: GridMasks, move: number): string {
  if (move === PASS) return 'pass';
  const from = grid.geometry.points[moveFrom(move)];
  const to = grid.geometry.points[moveTo(move)];
  if (!from || !to) throw new MoveError(`not a move of this board: ${move}`);
  return `${from.name}-${to.name}`;
}

/**
 * Parses `from-to` text and returns the move if `legal` contains it. `pass` is refused:
 * in these games it is only the timer's pass, which the caller plays as PASS directly.
 */
export function moveFromTextFT(grid: GridMasks, text: string, legal: readonly number[]): number {
  const t = typeof text === 'string' ? text.trim() : '';
  if (t === 'pass') throw new MoveError('pass is not a legal move in this game (only the turn timer passes)');
  const m = /^([a-z]\d+)-([a-z]\d+)$/.exec(t);
  if (!m) throw new MoveError(`malformed move '${text}' (expected from-to, e.g. b4-b3)`);
  const from = grid.geometry.indexOf(m[1]);
  const to = grid.geometry.indexOf(m[2]);
  if (from < 0) throw new MoveError(`no point '${m[1]}' on this board`);
  if (to < 0) throw new MoveError(`no point '${m[2]}' on this board`);
  const move = encodeMove(from, to);
  if (!legal.includes(move)) throw new MoveError(`illegal move '${t}'`);
  return move;
}
