// PAPA's knowledge of Othello for the midgame search (the endgame is solved exactly, see
// papa.ts): corners and their neighbourhoods (X- and C-squares are a gift of the corner
// while it is empty), mobility (the side with more choices wins the squeeze), a light
// positional table, and the disc count only near the end. Moves are generated and played
// on the engine's bitboards without the legality re-check.

import type { GameRules, Outcome } from '../../engine/types';
import { finalScore, mobility, playUnchecked, type OthelloPosition } from './rules';
import type { SearchGame } from '../../ai/search';
import { mix4, popcount } from '../../ai/bits';

/** Decisive but not proven: a midgame search sees a finished game with this base score. */
export const OTHELLO_WIN = 500_000;

// Classic static weights by square (a1 = 0 … h8 = 63); X/C-squares handled separately.
const WEIGHTS = [
  120, -20, 20, 5, 5, 20, -20, 120,
  -20, -40, -5, -5, -5, -5, -40, -20,
  20, -5, 15, 3, 3, 15, -5, 20,
  5, -5, 3, 3, 3, 3, -5, 5,
  5, -5, 3, 3, 3, 3, -5, 5,
  20, -5, 15, 3, 3, 15, -5, 20,
  -20, -40, -5, -5, -5, -5, -40, -20,
  120, -20, 20, 5, 5, 20, -20, 120,
];

/** ROW_WEIGHT[r * 256 + byte]: sum of the weights of rank r's squares set in `byte`. */
const ROW_WEIGHT = new Int32Array(8 * 256);
for (let r = 0; r < 8; r++) {
  for (let b = 0; b < 256; b++) {
    let s = 0;
    for (let f = 0; f < 8; f++) if (b & (1 << f)) s += WEIGHTS[r * 8 + f];
    ROW_WEIGHT[r * 256 + b] = s;
  }
}

function weight(lo: number, hi: number): number {
  return (
    ROW_WEIGHT[lo & 255] +
    ROW_WEIGHT[256 + ((lo >>> 8) & 255)] +
    ROW_WEIGHT[512 + ((lo >>> 16) & 255)] +
    ROW_WEIGHT[768 + ((lo >>> 24) & 255)] +
    ROW_WEIGHT[1024 + (hi & 255)] +
    ROW_WEIGHT[1280 + ((hi >>> 8) & 255)] +
    ROW_WEIGHT[1536 + ((hi >>> 16) & 255)] +
    ROW_WEIGHT[1792 + ((hi >>> 24) & 255)]
  );
}

// Corner regions: the corner, its X-square and its two C-squares, as (lo, hi) masks.
// Once a corner is taken, the squares next to it are no longer a liability: their static
// penalty is cancelled for whoever holds them.
const CORNERS: { cLo: number; cHi: number; nLo: number; nHi: number }[] = [
  { cLo: 1 << 0, cHi: 0, nLo: (1 << 1) | (1 << 8) | (1 << 9), nHi: 0 }, // a1: b1 a2 b2
  { cLo: 1 << 7, cHi: 0, nLo: (1 << 6) | (1 << 15) | (1 << 14), nHi: 0 }, // h1: g1 h2 g2
  { cLo: 0, cHi: 1 << 24, nLo: 0, nHi: (1 << 16) | (1 << 25) | (1 << 17) }, // a8: a7 b8 b7
  { cLo: 0, cHi: 1 << 31, nLo: 0, nHi: (1 << 23) | (1 << 30) | (1 << 22) }, // h8: h7 g8 g7
];

/** The static-table penalty of a corner's neighbours, for a taken corner's compensation. */
function cornerFix(pLo: number, pHi: number, oLo: number, oHi: number): number {
  let s = 0;
  for (const c of CORNERS) {
    const taken = ((pLo | oLo) & c.cLo) !== 0 || ((pHi | oHi) & c.cHi) !== 0;
    if (!taken) continue;
    s -= weight(pLo & c.nLo, pHi & c.nHi) - weight(oLo & c.nLo, oHi & c.nHi);
  }
  return s;
}

export function othelloEvaluate(pos: OthelloPosition): number {
  const { pLo, pHi, oLo, oHi } = pos;
  const discs = popcount(pLo) + popcount(pHi) + popcount(oLo) + popcount(oHi);
  const myMob = mobility(pLo, pHi, oLo, oHi);
  const theirMob = mobility(oLo, oHi, pLo, pHi);
  let s = weight(pLo, pHi) - weight(oLo, oHi) + cornerFix(pLo, pHi, oLo, oHi);
  // Mobility as a ratio: a squeeze from 2 moves to 1 matters more than 12 to 11.
  s += Math.round((120 * (myMob - theirMob)) / (myMob + theirMob + 2));
  if (discs > 44) s += (popcount(pLo) + popcount(pHi) - popcount(oLo) - popcount(oHi)) * (discs - 44);
  return s;
}

export function othelloSearchGame(rules: GameRules<OthelloPosition>): SearchGame<OthelloPosition> {
  return {
    rules,
    quiescence: false,
    extendBelow: 0,
    quietWins: false,
    moves: (pos) => rules.moves(pos),
    play: playUnchecked,
    tension: () => 0,
    check: (pos) => mix4(pos.pLo, pos.pHi, pos.oLo, pos.oHi ^ pos.turn),
    evaluate: othelloEvaluate,
    terminal(pos: OthelloPosition, _outcome: Outcome): number {
      const d = finalScore(pos.pLo, pos.pHi, pos.oLo, pos.oHi);
      return d > 0 ? OTHELLO_WIN + d : d < 0 ? -OTHELLO_WIN + d : 0;
    },
    // Moves that leave the opponent few replies first; corners before the rest.
    orderBonus(_pos, move, child) {
      return (move < 64 ? WEIGHTS[move] * 20 : 0) - mobility(child.pLo, child.pHi, child.oLo, child.oHi) * 100;
    },
  };
}
