// Move text for the games whose turn is a placement from hand or a move along the lines
// (Alquerque Ten, Pingluo Tiger Chess), docs/rules.md §0: 'c3' places on c3, 'a5-a2' moves
// from a5 to a2. The move integer is from * 32 + to, with from = PLACE_FROM for a placement
// and PLACEMENT_PASS for the timer's pass (never a legal move).

import type { Geometry } from './geometry';
import { MoveError } from './types';

/** `from` of a placement: the move is PLACE_FROM * 32 + to. */
export const PLACE_FROM = 31;
/** The timer's pass (31 * 32 + 31): only hands the turn over. */
export const PLACEMENT_PASS = 1023;

/**
 * The text of a move. Checks only that the integer names points of this board (or is the
 * pass); `game` names the game in the error, article included ('an Alquerque').
 */
export function placementMoveToText(geometry: Geometry, move: number, game: string): string {
  if (move === PLACEMENT_PASS) return 'pass';
  const from = move >> 5;
  const to = move & 31;
  const size = geometry.points.length;
  if (!Number.isInteger(move) || move < 0 || move > 1023 || to >= size || (from >= size && from !== PLACE_FROM)) {
    throw new MoveError(`not ${game} move: ${move}`);
  }
  const name = (p: number) => geometry.points[p].name;
  return from === PLACE_FROM ? name(to) : `${name(from)}-${name(to)}`;
}

/**
 * The move a text names, by its shape only: the caller checks that it is legal.
 * `example` is a sample slide for the error message ('a5-a2').
 */
export function placementMoveFromText(geometry: Geometry, text: string, example: string): number {
  const t = String(text).trim();
  if (t === 'pass') throw new MoveError('pass is not a legal move (only the turn timer passes)');
  const m = /^([a-z]\d+)(?:-([a-z]\d+))?$/.exec(t);
  if (!m) throw new MoveError(`malformed move '${t}' (expected c3 or ${example})`);
  const a = geometry.indexOf(m[1]);
  if (a < 0) throw new MoveError(`no point ${m[1]} on this board`);
  if (m[2] === undefined) return PLACE_FROM * 32 + a;
  const b = geometry.indexOf(m[2]);
  if (b < 0) throw new MoveError(`no point ${m[2]} on this board`);
  return a * 32 + b;
}
