// Pingluo Tiger Chess's position (docs/rules.md §5): a mask of dogs, a mask of tigers, the
// side to move and the dogs in hand; its text (§0: board, side, dogs in hand), the limits a
// position must keep, the material end check, and its hash and key.

import { hashMask, popcount, zobristTable } from '../../engine/hash';
import { formatBoardText, parsePositionText } from '../../engine/notation';
import { PositionError, type Side } from '../../engine/types';
import { GEO } from './board';

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

export const START_TEXT = './.T./...../.DDD./.DTD./.DDD./..... D 12';
const MAX_HAND = 12;
export const MAX_DOGS = 20;
/** Tigers win once dogs on the board plus in hand are this many or fewer (ten captured). */
export const TIGERS_WIN_AT = 10;

/** Check 1 of docs/rules.md §5: ten or more dogs captured. */
export const tenDogsGone = (dogs: number, hand: number): boolean => popcount(dogs) + hand <= TIGERS_WIN_AT;

export const makePosition = (dogs: number, tigers: number, turn: 0 | 1, hand: number): TigerPosition => ({
  dogs,
  tigers,
  turn,
  hand,
});

export function parsePosition(text: string): TigerPosition {
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
  return makePosition(dogs, tigers, parsed.side === 'D' ? 0 : 1, hand);
}

export const pieceAt = (pos: TigerPosition, p: number): Side | null => ((pos.dogs >>> p) & 1 ? 'D' : (pos.tigers >>> p) & 1 ? 'T' : null);

export const formatPosition = (pos: TigerPosition): string =>
  `${formatBoardText(GEO, (p) => pieceAt(pos, p))} ${pos.turn === 0 ? 'D' : 'T'} ${pos.hand}`;

// Zobrist layout: dogs 0..28, tigers 32..60, side 64, hand 65..77.
const ZOBRIST = zobristTable(80, 0x71e7a11d);

export const hashPosition = (pos: TigerPosition): number =>
  hashMask(pos.dogs, ZOBRIST, 0) ^ hashMask(pos.tigers, ZOBRIST, 32) ^ (pos.turn === 1 ? ZOBRIST[64] : 0) ^ ZOBRIST[65 + pos.hand];

export const positionKey = (pos: TigerPosition): string => `${pos.dogs.toString(36)}.${pos.tigers.toString(36)}.${pos.turn}.${pos.hand}`;
