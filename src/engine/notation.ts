// docs/rules.md §0 position notation, shared by all games:
//   <board> <side-to-move>[ <extra fields>]
// The board has one character per point in point order; '/' may stand between two ranks.
// Parsing is strict: every malformed input raises a PositionError that names the problem.
// Game-specific limits (piece counts, reserves) are checked by each game after this.

import type { Geometry } from './geometry';
import { PositionError, type Side } from './types';

export interface ParsedText {
  /** The piece on each point in point order, or null. */
  cells: (Side | null)[];
  side: Side;
  /** The extra numeric fields (Alquerque reserves, tiger dogs in hand). */
  extras: number[];
}

/**
 * @param pieces the piece letters this game uses, e.g. ['X','O'] or ['D','T']
 * @param extraNames names of the numeric fields after the side, for error messages
 */
export function parsePositionText(
  text: string,
  geometry: Geometry,
  pieces: readonly Side[],
  extraNames: readonly string[] = [],
): ParsedText {
  if (typeof text !== 'string') throw new PositionError('position must be text');
  const fields = text
    .trim()
    .split(/\s+/)
    .filter((f) => f.length > 0);
  if (fields.length === 0) throw new PositionError('empty position');
  const cells = parseBoard(fields[0], geometry, pieces);

  if (fields.length < 2) throw new PositionError('missing side to move');
  const sideText = fields[1];
  if (!(pieces as readonly string[]).includes(sideText)) {
    throw new PositionError(`unknown side to move '${sideText}' (expected ${pieces.join(' or ')})`);
  }
  const extras: number[] = [];
  for (let i = 0; i < extraNames.length; i++) {
    const f = fields[2 + i];
    if (f === undefined) throw new PositionError(`missing ${extraNames[i]}`);
    if (!/^\d{1,3}$/.test(f)) throw new PositionError(`${extraNames[i]} '${f}' is not a number`);
    extras.push(Number(f));
  }
  if (fields.length > 2 + extraNames.length) {
    throw new PositionError(`unexpected field '${fields[2 + extraNames.length]}'`);
  }
  return { cells, side: sideText as Side, extras };
}

function parseBoard(board: string, geometry: Geometry, pieces: readonly Side[]): (Side | null)[] {
  const total = geometry.points.length;
  // Where a '/' may stand: after the last point of every rank but the last one.
  const boundaries = new Set<number>();
  let count = 0;
  for (const row of geometry.rankRows.slice(0, -1)) boundaries.add((count += row.length));

  const cells: (Side | null)[] = [];
  let lastWasSlash = false;
  for (let i = 0; i < board.length; i++) {
    const ch = board[i];
    if (ch === '/') {
      if (!boundaries.has(cells.length) || lastWasSlash) {
        throw new PositionError(`'/' at character ${i + 1} is not between two ranks`);
      }
      lastWasSlash = true;
      continue;
    }
    lastWasSlash = false;
    if (ch === '.' || ch === '-') cells.push(null);
    else if ((pieces as readonly string[]).includes(ch)) cells.push(ch as Side);
    else throw new PositionError(`unknown character '${ch}' at character ${i + 1} of the board`);
    if (cells.length > total) break;
  }
  if (lastWasSlash) throw new PositionError(`'/' at the end of the board is not between two ranks`);
  if (cells.length !== total) {
    throw new PositionError(`the board has ${cells.length > total ? 'more than ' + total : cells.length} points; this game has ${total}`);
  }
  return cells;
}

/** Canonical board text: ranks joined by '/', '.' for an empty point. */
export function formatBoardText(geometry: Geometry, pieceAt: (point: number) => Side | null): string {
  return geometry.rankRows.map((row) => row.map((p) => pieceAt(p) ?? '.').join('')).join('/');
}
