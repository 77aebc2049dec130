// Othello's rules object for the engine (docs/rules.md §1): parsing and notation, legal
// moves, play, outcome, hashing. The bit-level work lives in bitboard.ts (moves, flips),
// position.ts (the position and its helpers) and perft.ts; this file re-exports them, so
// `./rules` stays the one import for the rest of the game.

import { gridGeometry } from '../../engine/geometry';
import { hashMask, popcount, zobristTable } from '../../engine/hash';
import { formatBoardText, parsePositionText } from '../../engine/notation';
import { MoveError, type GameRules, type MoveEffect, type Outcome, type Side, type Tally } from '../../engine/types';
import { canMove, flipsLo, lastHi, lowBit, movesLo } from './bitboard';
import { perftFast } from './perft';
import { PASS, bitOf, colours, fromColours, isEmpty, playUnchecked, type OthelloPosition } from './position';

export * from './bitboard';
export * from './position';
export { perftFast } from './perft';

const START_TEXT = '......../......../......../...OX.../...XO.../......../......../........ X';

// Zobrist keys: 64 for X, 64 for O, one for "O to move".
const ZOBRIST = zobristTable(129, 0x0be11011);

// ---------------------------------------------------------------------------------------
// The GameRules object
// ---------------------------------------------------------------------------------------

export function othelloRules(): GameRules<OthelloPosition> {
  const geometry = gridGeometry(8, 8, 'cells', true);
  const sides = ['X', 'O'] as const;

  const pieceAt = (pos: OthelloPosition, point: number): Side | null => {
    if (point < 0 || point > 63) return null;
    const [xLo, xHi, oLo, oHi] = colours(pos);
    if (bitOf(xLo, xHi, point)) return 'X';
    if (bitOf(oLo, oHi, point)) return 'O';
    return null;
  };

  const parse = (text: string): OthelloPosition => {
    const parsed = parsePositionText(text, geometry, sides);
    let xLo = 0,
      xHi = 0,
      oLo = 0,
      oHi = 0;
    parsed.cells.forEach((c, i) => {
      if (c === 'X') i < 32 ? (xLo |= 1 << i) : (xHi |= 1 << (i - 32));
      else if (c === 'O') i < 32 ? (oLo |= 1 << i) : (oHi |= 1 << (i - 32));
    });
    return fromColours(xLo, xHi, oLo, oHi, parsed.side === 'X' ? 0 : 1);
  };

  const format = (pos: OthelloPosition): string => `${formatBoardText(geometry, (p) => pieceAt(pos, p))} ${sides[pos.turn]}`;

  const placementList = (pos: OthelloPosition): number[] => {
    const out: number[] = [];
    let lo = movesLo(pos.pLo, pos.pHi, pos.oLo, pos.oHi);
    let hi = lastHi();
    while (lo !== 0) {
      out.push(lowBit(lo));
      lo &= lo - 1;
    }
    while (hi !== 0) {
      out.push(32 + lowBit(hi));
      hi &= hi - 1;
    }
    return out;
  };

  const gameOver = (pos: OthelloPosition): boolean =>
    !canMove(pos.pLo, pos.pHi, pos.oLo, pos.oHi) && !canMove(pos.oLo, pos.oHi, pos.pLo, pos.pHi);

  const isLegal = (pos: OthelloPosition, move: number): boolean => {
    if (move === PASS) {
      return !canMove(pos.pLo, pos.pHi, pos.oLo, pos.oHi) && canMove(pos.oLo, pos.oHi, pos.pLo, pos.pHi);
    }
    if (!Number.isInteger(move) || move < 0 || move > 63 || !isEmpty(pos, move)) return false;
    return (flipsLo(move, pos.pLo, pos.pHi, pos.oLo, pos.oHi) | lastHi()) !== 0;
  };

  const moveToText = (_pos: OthelloPosition, move: number): string =>
    move === PASS ? 'pass' : (geometry.points[move]?.name ?? `?${move}`);

  return {
    id: 'othello',
    sides,
    geometry,
    options: {},
    variantFlags: [],
    startText: START_TEXT,
    hasDrawRules: false,
    PASS,

    start: () => parse(START_TEXT),
    parse,
    format,
    toMove: (pos) => pos.turn,
    pieceAt,
    tally(pos): Tally {
      const [xLo, xHi, oLo, oHi] = colours(pos);
      return {
        onBoard: [popcount(xLo) + popcount(xHi), popcount(oLo) + popcount(oHi)],
        inHand: [0, 0],
        lost: [0, 0],
      };
    },

    moves(pos) {
      const list = placementList(pos);
      if (list.length > 0) return list;
      return canMove(pos.oLo, pos.oHi, pos.pLo, pos.pHi) ? [PASS] : [];
    },

    play(pos, move) {
      // PASS is always accepted: it is also the timer pass (types.ts).
      if (move !== PASS && !isLegal(pos, move)) {
        throw new MoveError(`illegal move ${moveToText(pos, move)} in ${format(pos)}`);
      }
      return playUnchecked(pos, move);
    },

    outcome(pos): Outcome | null {
      if (!gameOver(pos)) return null;
      const [x, o] = this.tally(pos).onBoard;
      return { winner: x > o ? 'X' : o > x ? 'O' : 'draw', reason: 'majority' };
    },

    isProgress: (_pos, move) => move !== PASS,

    effect(pos, move): MoveEffect {
      if (move === PASS) return { from: -1, to: -1, captured: [], converted: [] };
      // Walk each direction outward from the new disc, so a view can flip in that order.
      const converted: number[] = [];
      const own = (sq: number) => bitOf(pos.pLo, pos.pHi, sq);
      const opp = (sq: number) => bitOf(pos.oLo, pos.oHi, sq);
      for (let dir = 0; dir < 8; dir++) {
        const line: number[] = [];
        let sq = geometry.neighbor[move * 8 + dir];
        while (sq >= 0 && opp(sq)) {
          line.push(sq);
          sq = geometry.neighbor[sq * 8 + dir];
        }
        if (sq >= 0 && own(sq)) converted.push(...line);
      }
      return { from: -1, to: move, captured: [], converted };
    },

    moveToText,

    moveFromText(pos, text) {
      const t = typeof text === 'string' ? text.trim() : '';
      const move = t === 'pass' ? PASS : geometry.indexOf(t);
      if (move < 0) throw new MoveError(`'${text}' is not an Othello move (a square like c4, or pass)`);
      if (!isLegal(pos, move)) {
        if (move === PASS) throw new MoveError('pass is legal only when no placement is possible');
        throw new MoveError(`${t} is not a legal placement here`);
      }
      return move;
    },

    perft: (pos, depth) => perftFast(pos.pLo, pos.pHi, pos.oLo, pos.oHi, depth),

    // Read from the mover's view without colours(): the search hashes every node, and the
    // array colours() allocates cost a few per cent of its time.
    hash(pos) {
      // X's discs take the first 64 keys, O's the next 64.
      const x = pos.turn === 0;
      const h =
        hashMask(x ? pos.pLo : pos.oLo, ZOBRIST, 0) ^
        hashMask(x ? pos.pHi : pos.oHi, ZOBRIST, 32) ^
        hashMask(x ? pos.oLo : pos.pLo, ZOBRIST, 64) ^
        hashMask(x ? pos.oHi : pos.pHi, ZOBRIST, 96);
      return x ? h : h ^ ZOBRIST[128];
    },

    key: format,
  };
}
