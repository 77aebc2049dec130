// Alquerque Ten's position (docs/rules.md §3): two 25-bit masks, bit i = point i in
// notation order (a1 = 0, e5 = 24), the side to move and both reserves; its text (§0:
// board, side, X reserve, O reserve), the limits a position must keep, and its hash and key.

import { hashMask, popcount, zobristTable } from '../../engine/hash';
import { formatBoardText, parsePositionText } from '../../engine/notation';
import { PositionError, type Side } from '../../engine/types';
import { GEO } from './board';

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

export const START_TEXT = 'OOOOO/...../...../...../XXXXX X 5 5';
const MAX_RESERVE = 5;
const MAX_PIECES = 20;

export const makePosition = (x: number, o: number, turn: 0 | 1, resX: number, resO: number): AlquerquePosition => ({
  x,
  o,
  turn,
  resX,
  resO,
});

export function parsePosition(text: string): AlquerquePosition {
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
  return makePosition(x, o, parsed.side === 'X' ? 0 : 1, resX, resO);
}

export const pieceAt = (pos: AlquerquePosition, p: number): Side | null => ((pos.x >>> p) & 1 ? 'X' : (pos.o >>> p) & 1 ? 'O' : null);

export const formatPosition = (pos: AlquerquePosition): string =>
  `${formatBoardText(GEO, (p) => pieceAt(pos, p))} ${pos.turn === 0 ? 'X' : 'O'} ${pos.resX} ${pos.resO}`;

// Zobrist layout: X pieces 0..24, O pieces 32..56, side 64, X reserve 66..71, O reserve 72..77.
const ZOBRIST = zobristTable(80, 0xa19e7e10);

export const hashPosition = (pos: AlquerquePosition): number =>
  hashMask(pos.x, ZOBRIST, 0) ^
  hashMask(pos.o, ZOBRIST, 32) ^
  (pos.turn === 1 ? ZOBRIST[64] : 0) ^
  ZOBRIST[66 + pos.resX] ^
  ZOBRIST[72 + pos.resO];

export const positionKey = (pos: AlquerquePosition): string =>
  `${pos.x.toString(36)}.${pos.o.toString(36)}.${pos.turn}${pos.resX}${pos.resO}`;
