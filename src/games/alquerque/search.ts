// PAPA's knowledge of Alquerque Ten (docs/rules.md §3): material counts pieces on the board and
// in reserve (a conversion swings two); a reserve is flexibility (a placement can convert
// anywhere); mobility, lightly, because a side with no legal turn loses. Conversion
// threats are left to the quiescence search, which plays them out: static threat terms
// counted them twice and lost 2-24 and 7-16 in self-play against this evaluation.

import { alquerqueGeometry, DIR_COUNT as SHARED_DIR_COUNT } from '../../engine/geometry';
import type { GameRules } from '../../engine/types';
import { playUnchecked as sharedPlayUnchecked, type AlquerquePosition } from './rules';
import { movesByConversions } from './captures';
import type { SearchGame } from '../../ai/search';
import { mix4 as sharedMix4, popcount as sharedPopcount } from '../../ai/bits';

// Local copies of imported bindings: module loaders (tsx, vitest) may turn every imported
// binding into a getter call, which cost a quarter of the search's time in evaluate().
const DIR_COUNT = SHARED_DIR_COUNT;
const popcount = sharedPopcount;
const mix4 = sharedMix4;
const playUnchecked = sharedPlayUnchecked;

const GEO = alquerqueGeometry();
const N = GEO.points.length;
const FULL = (1 << N) - 1;

/** STEP1[p * 8 + d]: the point next to p along direction d (or -1: no line that way). */
const STEP1 = GEO.neighbor;

const lowBit = (m: number): number => 31 - Math.clz32(m & -m);

/** Evaluation weights (exported for tuning experiments). */
export const ALQUERQUE_WEIGHTS = { mobility: 1 };
const W = ALQUERQUE_WEIGHTS;

/** Slides available to `own` (one per piece and direction whose next point is empty). */
function mobility(own: number, empty: number): number {
  let n = 0;
  for (let m = own; m !== 0; m &= m - 1) {
    const b = lowBit(m) * DIR_COUNT;
    for (let d = 0; d < DIR_COUNT; d++) {
      const q = STEP1[b + d];
      if (q >= 0 && (empty >>> q) & 1) n++;
    }
  }
  return n;
}

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
      const [me, them, resMe, resThem] =
        pos.turn === 0 ? [pos.x, pos.o, pos.resX, pos.resO] : [pos.o, pos.x, pos.resO, pos.resX];
      const empty = ~(me | them) & FULL;
      let s = (popcount(me) + resMe - popcount(them) - resThem) * 100 + (resMe - resThem) * 8;
      s += (mobility(me, empty) - mobility(them, empty)) * W.mobility;
      return s + 10;
    },
  };
}
