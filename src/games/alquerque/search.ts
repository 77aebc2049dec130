// PAPA's knowledge of Alquerque Ten (docs/rules.md §3): material counts pieces on the board and
// in reserve (a conversion swings two); a reserve is flexibility (a placement can convert
// anywhere); mobility, lightly, because a side with no legal turn loses. Conversion
// threats are left to the quiescence search, which plays them out: static threat terms
// counted them twice and lost 2-24 and 7-16 in self-play against this evaluation.

import type { GameRules } from '../../engine/types';
import { playUnchecked as sharedPlayUnchecked, type AlquerquePosition } from './rules';
import { movesByConversions } from './captures';
import { countSlidesFull as sharedCountSlidesFull } from './count';
import { FULL as BOARD_FULL } from './board';
import type { SearchGame } from '../../ai/search';
import { mix4 as sharedMix4, popcount as sharedPopcount } from '../../ai/bits';

// Local copies of imported bindings: module loaders (tsx, vitest) may turn every imported
// binding into a getter call, which cost a quarter of the search's time in evaluate().
const popcount = sharedPopcount;
const mix4 = sharedMix4;
const playUnchecked = sharedPlayUnchecked;

const FULL = BOARD_FULL;

/** Evaluation weights (exported for tuning experiments). */
export const ALQUERQUE_WEIGHTS = { mobility: 1 };
const W = ALQUERQUE_WEIGHTS;

/**
 * Slides available to `own`: one per piece and direction whose next point is empty (the
 * full-slide count, on whole masks; in the free-slide variant it counts the directions).
 */
const mobility = sharedCountSlidesFull;

export function alquerqueSearchGame(rules: GameRules<AlquerquePosition>): SearchGame<AlquerquePosition> {
  const free = rules.options.freeSlide === true;
  return {
    rules,
    quiescence: true,
    extendBelow: 0,
    quietWins: false,
    // Conversions first, the biggest first (the search keeps that order among them).
    moves: (pos) => movesByConversions(pos, free, false),
    captures: (pos) => movesByConversions(pos, free, true),
    // The selection sort in the search reorders ties: say how many pieces a move converts.
    noisyBonus: (pos, _move, child) => (pos.turn === 0 ? popcount(pos.o) - popcount(child.o) : popcount(pos.x) - popcount(child.x)),
    play: playUnchecked,
    tension: (pos) => (popcount(pos.x) + pos.resX) * 32 + popcount(pos.o) + pos.resO,
    check: (pos) => mix4(pos.x, pos.o, pos.turn, pos.resX * 8 + pos.resO),
    evaluate(pos) {
      const [me, them, resMe, resThem] = pos.turn === 0 ? [pos.x, pos.o, pos.resX, pos.resO] : [pos.o, pos.x, pos.resO, pos.resX];
      const empty = ~(me | them) & FULL;
      let s = (popcount(me) + resMe - popcount(them) - resThem) * 100 + (resMe - resThem) * 8;
      s += (mobility(me, empty) - mobility(them, empty)) * W.mobility;
      return s + 10;
    },
  };
}
