// Pingluo Tiger Chess 平罗老虎棋 (docs/rules.md §5): 29 points (the Alquerque board on ranks
// 3–7 plus the mountain c1 b2 c2 d2), two tigers against twenty dogs. Dogs place from hand
// while any remain, then step; a tiger steps or jumps an odd run (1, 3, 5) of dogs along
// one line, capturing only the last dog of the run.
//
// This module binds the game's parts into its GameRules: the board tables (board.ts), the
// position and its text (position.ts), the legal moves (moves.ts) and the move counters
// and perft (count.ts).
// Move encoding (integer): from * 32 + to, where from = PLACE_FROM (31) for a dog placed
// from hand and PASS = 1023 (31 * 32 + 31) for the timer pass (never in moves()).

import { popcount } from '../../engine/hash';
import { PLACE_FROM, PLACEMENT_PASS, placementMoveFromText, placementMoveToText } from '../../engine/placement-moves';
import { MoveError, type GameRules, type MoveEffect, type Outcome, type Tally } from '../../engine/types';
import { GEO } from './board';
import { countMoves, perftRec } from './count';
import { generate, legality } from './moves';
import {
  formatPosition,
  hashPosition,
  makePosition,
  MAX_DOGS,
  parsePosition,
  pieceAt,
  positionKey,
  START_TEXT,
  tenDogsGone,
  type TigerPosition,
} from './position';

export type { TigerPosition } from './position';
export { PLACE_FROM } from '../../engine/placement-moves';
/** The timer pass: only hands the turn over. */
export const TIGER_PASS = PLACEMENT_PASS;

/** The dog a legal move captures (-1 for none); throws MoveError for an illegal one. */
function legalOrThrow(pos: TigerPosition, move: number): number {
  const l = legality(pos, move);
  if (!l.legal) throw new MoveError(`move ${move} is not legal here`);
  return l.captured;
}

export function tigerRules(): GameRules<TigerPosition> {
  return {
    id: 'tiger',
    sides: ['D', 'T'],
    geometry: GEO,
    options: Object.freeze({}),
    variantFlags: [],
    startText: START_TEXT,
    hasDrawRules: true,
    PASS: TIGER_PASS,

    start: () => parsePosition(START_TEXT),
    parse: parsePosition,
    format: formatPosition,

    toMove: (pos) => pos.turn,
    pieceAt,
    tally: (pos): Tally => ({
      onBoard: [popcount(pos.dogs), popcount(pos.tigers)],
      inHand: [pos.hand, 0],
      lost: [Math.max(0, MAX_DOGS - popcount(pos.dogs) - pos.hand), 0],
    }),

    moves(pos) {
      if (tenDogsGone(pos.dogs, pos.hand)) return [];
      return generate(pos.dogs, pos.tigers, pos.turn, pos.hand);
    },

    play(pos, move) {
      if (move === TIGER_PASS) return makePosition(pos.dogs, pos.tigers, pos.turn === 0 ? 1 : 0, pos.hand);
      const captured = legalOrThrow(pos, move);
      const from = move >> 5;
      const to = 1 << (move & 31);
      if (pos.turn === 1) {
        const dogs = captured >= 0 ? pos.dogs & ~(1 << captured) : pos.dogs;
        return makePosition(dogs, (pos.tigers & ~(1 << from)) | to, 0, pos.hand);
      }
      if (from === PLACE_FROM) return makePosition(pos.dogs | to, pos.tigers, 1, pos.hand - 1);
      return makePosition((pos.dogs & ~(1 << from)) | to, pos.tigers, 1, pos.hand);
    },

    outcome(pos): Outcome | null {
      if (tenDogsGone(pos.dogs, pos.hand)) return { winner: 'T', reason: 'ten-dogs' };
      if (countMoves(pos.dogs, pos.tigers, pos.turn, pos.hand) === 0) {
        // Dogs without a move lose; tigers lose only when both are stuck (a count of 0).
        return pos.turn === 0 ? { winner: 'T', reason: 'no-moves' } : { winner: 'D', reason: 'tigers-trapped' };
      }
      return null;
    },

    isProgress(pos, move) {
      if (move === TIGER_PASS) return false;
      const captured = legalOrThrow(pos, move);
      return captured >= 0 || move >> 5 === PLACE_FROM;
    },

    effect(pos, move): MoveEffect {
      if (move === TIGER_PASS) return { from: -1, to: -1, captured: [], converted: [] };
      const captured = legalOrThrow(pos, move);
      const from = move >> 5;
      return {
        from: from === PLACE_FROM ? -1 : from,
        to: move & 31,
        captured: captured >= 0 ? [captured] : [],
        converted: [],
      };
    },

    moveToText: (_pos, move) => placementMoveToText(GEO, move, 'a tiger-game'),

    moveFromText(pos, text) {
      const move = placementMoveFromText(GEO, text, 'c5-c3');
      if (!legality(pos, move).legal) throw new MoveError(`illegal move '${String(text).trim()}'`);
      return move;
    },

    perft(pos, depth) {
      if (!Number.isInteger(depth) || depth < 0) throw new RangeError(`perft depth must be a whole number ≥ 0`);
      if (depth === 0) return 1;
      return perftRec(pos.dogs, pos.tigers, pos.turn, pos.hand, popcount(pos.dogs) + pos.hand, depth);
    },

    hash: hashPosition,
    key: positionKey,
  };
}
