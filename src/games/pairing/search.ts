// PAPA's knowledge of Pairing Chess (docs/rules.md §2). Winning is by pairing up all one's
// pieces or capturing them all; a capture can hand the opponent the pairing (the trap),
// so material is weighed against structure: an even count with many pieces already in
// mutual pairs is close to a win, and an odd count can never be paired.

import type { GameRules } from '../../engine/types';
import type { PairingPosition } from './rules';
import type { SearchGame } from '../../ai/search';
import { mix4, popcount } from '../../ai/bits';
import { probePairing } from './tablebase';

const W = 5;
const FULL = (1 << 25) - 1;
let NOT_FIRST = 0;
let NOT_LAST = 0;
for (let i = 0; i < 25; i++) {
  if (i % W !== 0) NOT_FIRST |= 1 << i;
  if (i % W !== W - 1) NOT_LAST |= 1 << i;
}

/** Pieces of `m` with exactly one own orthogonal neighbour (their pair is settled). */
export function settled(m: number): number {
  const n = m & (m << W);
  const s = m & (m >>> W) & FULL;
  const e = m & (m >>> 1) & NOT_LAST;
  const w = m & (m << 1) & NOT_FIRST;
  const ns = n | s;
  const ew = e | w;
  const two = (n & s) | (e & w) | (ns & ew);
  return (ns | ew) & ~two;
}

/** The points next to a piece of `m`, orthogonally. */
const neighbours = (m: number): number => ((m << W) | (m >>> W) | ((m & NOT_LAST) << 1) | ((m & NOT_FIRST) >>> 1)) & FULL;

/** Pieces with no own neighbour at all: they still need to find a partner. */
export const lonely = (m: number): number => m & ~neighbours(m);

/**
 * Evaluation weights (src/games/pairing/features.ts lists the terms in order;
 * lab/train-pairing.ts fits them to game results). A piece is 100, the unit.
 */
export const PAIRING_WEIGHTS = { piece: 100, paired: 9, lonely: 19, even: 43, evenPaired: 37, exposed: -4, tempo: 7 };
/** A piece's worth by place class (placeClass), for the side it belongs to. */
export const PAIRING_PLACES = Int32Array.from([-3, -7, -18, 5, -1, -14, 18, 12, 0, 16, 11, 0, 13, 5, -7]);

/**
 * A point's place class for X's pieces (`xSide`, starting at the bottom) or O's (at the
 * top): how far up the board from the side's own back rank (0–4), times three, plus the
 * file's distance from the c file (0–2), so mirrored left to right.
 */
export const placeClass = (p: number, xSide: boolean): number => {
  const rank = Math.floor(p / W);
  const up = xSide ? W - 1 - rank : rank;
  return up * 3 + Math.abs((p % W) - 2);
};
const PLACE_X = Int8Array.from({ length: 25 }, (_, p) => placeClass(p, true));
const PLACE_O = Int8Array.from({ length: 25 }, (_, p) => placeClass(p, false));

/** Pieces of ours the enemy can step onto: each is a capture on offer. */
export const exposed = (me: number, them: number): number => me & neighbours(them);

/** How close a side is to pairing up, in evaluation units, places included. */
function structure(me: number, them: number, xSide: boolean): number {
  const n = popcount(me);
  if (n === 0) return 0;
  const w = PAIRING_WEIGHTS;
  const pairedPieces = popcount(settled(me));
  let s = pairedPieces * w.paired + popcount(lonely(me)) * w.lonely;
  if ((n & 1) === 0) s += w.even + pairedPieces * w.evenPaired; // an even count can pair: the settled pieces count double
  s += popcount(exposed(me, them)) * w.exposed;
  const place = xSide ? PLACE_X : PLACE_O;
  for (let m = me; m !== 0; m &= m - 1) s += PAIRING_PLACES[place[31 - Math.clz32(m & -m)]];
  return s;
}

export function pairingSearchGame(rules: GameRules<PairingPosition>): SearchGame<PairingPosition> {
  return {
    rules,
    quiescence: true,
    extendBelow: 0,
    quietWins: true,
    moves: (pos) => rules.moves(pos),
    play: (pos, move) => rules.play(pos, move),
    tension: (pos) => popcount(pos.x) * 8 + popcount(pos.o),
    check: (pos) => mix4(pos.x, pos.o, pos.turn, 0x5a),
    // Five pieces or fewer, and three against three: the retrograde tables know the result
    // (tablebase.ts).
    // A drawn position (only three against three has them) is left to the search: scored
    // as a draw it lost to any position the evaluation liked better, among them table
    // losses the search no longer trusts near the no-progress limit (docs/ai.md,
    // "Pairing").
    probe: (pos) => {
      const v = pos.turn === 0 ? probePairing(pos.x, pos.o) : probePairing(pos.o, pos.x);
      return v === 0 ? null : v;
    },
    evaluate(pos) {
      const [me, them] = pos.turn === 0 ? [pos.x, pos.o] : [pos.o, pos.x];
      const xMe = pos.turn === 0;
      const material = (popcount(me) - popcount(them)) * PAIRING_WEIGHTS.piece;
      return material + structure(me, them, xMe) - structure(them, me, !xMe) + PAIRING_WEIGHTS.tempo;
    },
  };
}
