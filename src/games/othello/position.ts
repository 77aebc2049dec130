// An Othello position as the rest of the game holds it: both sides' bitboards from the
// side to move's point of view (bitboard.ts explains the bit layout), plus helpers that
// make, count and read positions.

import { flipsLo, lastHi } from './bitboard';

/** An immutable Othello position, from the side to move's point of view (bit layout: bitboard.ts). */
export interface OthelloPosition {
  /** Discs of the side to move, bits 0–31 (a1..h4). */
  readonly pLo: number;
  /** Discs of the side to move, bits 32–63 (a5..h8), as bit 0–31 of this number. */
  readonly pHi: number;
  /** Discs of the opponent, bits 0–31. */
  readonly oLo: number;
  /** Discs of the opponent, bits 32–63. */
  readonly oHi: number;
  /** 0: X (Black) to move; 1: O (White) to move. */
  readonly turn: 0 | 1;
}

/** The pass move's integer; placements are the square index 0..63. */
export const PASS = 64;

/** Position after a placement or a pass (no legality check; use rules.play for that). */
export function playUnchecked(pos: OthelloPosition, move: number): OthelloPosition {
  const turn = (pos.turn ^ 1) as 0 | 1;
  if (move === PASS) return { pLo: pos.oLo, pHi: pos.oHi, oLo: pos.pLo, oHi: pos.pHi, turn };
  let fL = flipsLo(move, pos.pLo, pos.pHi, pos.oLo, pos.oHi);
  let fH = lastHi();
  if (move < 32) fL |= 1 << move;
  else fH |= 1 << (move - 32);
  return { pLo: pos.oLo & ~fL, pHi: pos.oHi & ~fH, oLo: pos.pLo | fL, oHi: pos.pHi | fH, turn };
}

/** Is `sq` empty in the position? */
export function isEmpty(pos: OthelloPosition, sq: number): boolean {
  const all = sq < 32 ? pos.pLo | pos.oLo : pos.pHi | pos.oHi;
  return ((all >>> (sq & 31)) & 1) === 0;
}

/** Builds a position from X and O masks (as [lo, hi]) and the side to move. */
export function fromColours(xLo: number, xHi: number, oLo: number, oHi: number, turn: 0 | 1): OthelloPosition {
  return turn === 0
    ? { pLo: xLo | 0, pHi: xHi | 0, oLo: oLo | 0, oHi: oHi | 0, turn }
    : { pLo: oLo | 0, pHi: oHi | 0, oLo: xLo | 0, oHi: xHi | 0, turn };
}

/** X's and O's discs as [xLo, xHi, oLo, oHi]. */
export function colours(pos: OthelloPosition): [number, number, number, number] {
  return pos.turn === 0 ? [pos.pLo, pos.pHi, pos.oLo, pos.oHi] : [pos.oLo, pos.oHi, pos.pLo, pos.pHi];
}

/** Is bit `sq` of the 64-bit set (lo, hi) set? */
export const bitOf = (lo: number, hi: number, sq: number): boolean => (((sq < 32 ? lo : hi) >>> (sq & 31)) & 1) === 1;
