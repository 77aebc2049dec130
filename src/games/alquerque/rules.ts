// Alquerque Ten 米格飞棋十子 (docs/rules.md §3): 25 points, orthogonal lines everywhere and
// diagonals at points whose file + rank is even; five pieces a side on the board and five
// in reserve. A turn is a placement or a slide that must go all the way (free-slide
// variant: it may stop on any empty point of its path); the landing piece converts enemy
// pieces by pincer and by insertion.
//
// This module binds the game's parts into its GameRules: the board tables (board.ts), the
// position and its text (position.ts), the legal turns (moves.ts), the conversions
// (conversions.ts) and the move counters and perft (count.ts).
// Move encoding (integer): from * 32 + to, where from = PLACE_FROM (31) for a placement
// and PASS = 1023 (31 * 32 + 31) for the timer pass (never in moves()).

import { PLACE_FROM as SHARED_PLACE_FROM, PLACEMENT_PASS, placementMoveFromText, placementMoveToText } from '../../engine/placement-moves';
import { popcount } from '../../engine/hash';
import { lowBit } from '../../engine/rays';
import { MoveError, type GameRules, type MoveEffect, type Outcome, type RuleOptions, type Side, type Tally } from '../../engine/types';
import { GEO } from './board';
import { flipsAt as sharedFlipsAt } from './conversions';
import { countMoves as sharedCountMoves, perftFree, perftFull } from './count';
import { generate as sharedGenerate, isLegal as sharedIsLegal } from './moves';
import {
  formatPosition,
  hashPosition,
  makePosition as sharedMakePosition,
  parsePosition,
  pieceAt,
  positionKey,
  START_TEXT,
  type AlquerquePosition,
} from './position';

// Local copies of imported bindings: module loaders (tsx, vitest) may turn every imported
// binding into a getter call, which is slow in the search's loops.
const flipsAt = sharedFlipsAt;
const countMoves = sharedCountMoves;
const generate = sharedGenerate;
const isLegal = sharedIsLegal;
const makePosition = sharedMakePosition;
const PLACE_FROM = SHARED_PLACE_FROM;

export type { AlquerquePosition } from './position';
export { PLACE_FROM } from '../../engine/placement-moves';
/** The timer pass: only hands the turn over. */
export const ALQUERQUE_PASS = PLACEMENT_PASS;

function bitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(lowBit(m));
  return out;
}

const side = (pos: AlquerquePosition) =>
  pos.turn === 0 ? { own: pos.x, enemy: pos.o, resOwn: pos.resX } : { own: pos.o, enemy: pos.x, resOwn: pos.resO };

/** Plays a move already known to be legal (PAPA's search: no second legality check). */
export function playUnchecked(pos: AlquerquePosition, move: number): AlquerquePosition {
  if (move === ALQUERQUE_PASS) return makePosition(pos.x, pos.o, pos.turn === 0 ? 1 : 0, pos.resX, pos.resO);
  return apply(pos, move).next;
}

/** Plays a legal move whose legality is already known. */
function apply(pos: AlquerquePosition, move: number): { next: AlquerquePosition; flips: number } {
  const { own, enemy } = side(pos);
  const from = move >> 5;
  const to = move & 31;
  const placing = from === PLACE_FROM;
  const mine = (placing ? own : own & ~(1 << from)) | (1 << to);
  const flips = flipsAt(to, mine, enemy);
  const newOwn = mine | flips;
  const newEnemy = enemy ^ flips;
  const next =
    pos.turn === 0
      ? makePosition(newOwn, newEnemy, 1, pos.resX - (placing ? 1 : 0), pos.resO)
      : makePosition(newEnemy, newOwn, 0, pos.resX, pos.resO - (placing ? 1 : 0));
  return { next, flips };
}

export function alquerqueRules(options: RuleOptions = {}): GameRules<AlquerquePosition> {
  const free = options.freeSlide === true;

  const checkLegal = (pos: AlquerquePosition, move: number): void => {
    const { own, enemy, resOwn } = side(pos);
    if (!isLegal(own, enemy, resOwn, move, free)) throw new MoveError(`move ${move} is not legal here`);
  };

  return {
    id: 'alquerque',
    sides: ['X', 'O'],
    geometry: GEO,
    options: Object.freeze(free ? { freeSlide: true } : {}),
    variantFlags: ['freeSlide'],
    startText: START_TEXT,
    hasDrawRules: true,
    PASS: ALQUERQUE_PASS,

    start: () => parsePosition(START_TEXT),
    parse: parsePosition,
    format: formatPosition,

    toMove: (pos) => pos.turn,
    pieceAt,
    tally: (pos): Tally => ({
      onBoard: [popcount(pos.x), popcount(pos.o)],
      inHand: [pos.resX, pos.resO],
      // Pieces are converted, never removed; a position cannot tell who converted whom.
      lost: [0, 0],
    }),

    moves(pos) {
      const { own, enemy, resOwn } = side(pos);
      // No legal turn is exactly when outcome() ends the game (check 1 implies check 2).
      return generate(own, enemy, resOwn, free);
    },

    play(pos, move) {
      if (move === ALQUERQUE_PASS) return makePosition(pos.x, pos.o, pos.turn === 0 ? 1 : 0, pos.resX, pos.resO);
      checkLegal(pos, move);
      return apply(pos, move).next;
    },

    outcome(pos): Outcome | null {
      const { own, enemy, resOwn } = side(pos);
      const mover: Side = pos.turn === 0 ? 'O' : 'X';
      if (own === 0 && resOwn === 0) return { winner: mover, reason: 'eliminated' };
      if (countMoves(own, enemy, resOwn, free) === 0) return { winner: mover, reason: 'no-moves' };
      return null;
    },

    isProgress(pos, move) {
      if (move === ALQUERQUE_PASS) return false;
      if (move >> 5 === PLACE_FROM) return true;
      checkLegal(pos, move);
      return apply(pos, move).flips !== 0;
    },

    effect(pos, move): MoveEffect {
      if (move === ALQUERQUE_PASS) return { from: -1, to: -1, captured: [], converted: [] };
      checkLegal(pos, move);
      const from = move >> 5;
      return {
        from: from === PLACE_FROM ? -1 : from,
        to: move & 31,
        captured: [],
        converted: bitsOf(apply(pos, move).flips),
      };
    },

    moveToText: (_pos, move) => placementMoveToText(GEO, move, 'an Alquerque'),

    moveFromText(pos, text) {
      const move = placementMoveFromText(GEO, text, 'a5-a2');
      const { own, enemy, resOwn } = side(pos);
      if (!isLegal(own, enemy, resOwn, move, free)) throw new MoveError(`illegal move '${String(text).trim()}'`);
      return move;
    },

    perft(pos, depth) {
      if (!Number.isInteger(depth) || depth < 0) throw new RangeError(`perft depth must be a whole number ≥ 0`);
      if (depth === 0) return 1;
      const { own, enemy, resOwn } = side(pos);
      const resEnemy = pos.turn === 0 ? pos.resO : pos.resX;
      return free ? perftFree(own, enemy, resOwn, resEnemy, depth) : perftFull(own, enemy, resOwn, resEnemy, depth);
    },

    hash: hashPosition,
    key: positionKey,
  };
}
