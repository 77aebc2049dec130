// PAPA's knowledge of Othello for the midgame search (the endgame is solved exactly, see
// papa.ts): corners and their neighbourhoods (X- and C-squares are a gift of the corner
// while it is empty), mobility (the side with more choices wins the squeeze), potential
// mobility and frontier discs (tomorrow's squeeze), edge discs that can no longer be
// flipped, a light positional table, parity and the disc count only near the end. Moves are generated and played
// on the engine's bitboards without the legality re-check.

import type { GameRules, Outcome } from '../../engine/types';
import { finalScore, mobility, type OthelloPosition } from './rules';
import { cachedMoves, moverMobility, playCached, searchRules } from './search-cache';
import type { SearchGame } from '../../ai/search';
import { mix4, popcount } from '../../ai/bits';
import { neighbours, neighboursHi } from './neighbours';

/** Decisive but not proven: a midgame search sees a finished game with this base score. */
export const OTHELLO_WIN = 500_000;

// Classic static weights by square (a1 = 0 … h8 = 63); X/C-squares handled separately.
const WEIGHTS = [
  120, -20, 20, 5, 5, 20, -20, 120, -20, -40, -5, -5, -5, -5, -40, -20, 20, -5, 15, 3, 3, 15, -5, 20, 5, -5, 3, 3, 3, 3, -5, 5, 5, -5, 3, 3,
  3, 3, -5, 5, 20, -5, 15, 3, 3, 15, -5, 20, -20, -40, -5, -5, -5, -5, -40, -20, 120, -20, 20, 5, 5, 20, -20, 120,
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

// ---------------------------------------------------------------------------------------
// Frontier, potential mobility and edge stability: bit tricks on the two
// 32-bit halves of the board (bit = rank * 8 + file; a1 = bit 0).
// ---------------------------------------------------------------------------------------

/**
 * EDGE_STABLE[mine * 256 + theirs]: discs of mine minus discs of theirs that no move can
 * flip along an edge of 8 squares (index 0 and 7 the corners): a full edge, or a run of
 * one colour from an occupied corner. An edge disc can only ever be flipped along its edge.
 */
const EDGE_STABLE = new Int8Array(256 * 256);
function stableRuns(m: number, full: boolean): number {
  if (full) return popcount(m);
  let runs = 0;
  for (let i = 0; i < 8 && (m >> i) & 1; i++) runs |= 1 << i;
  for (let i = 7; i >= 0 && (m >> i) & 1; i--) runs |= 1 << i;
  return popcount(runs);
}
for (let m = 0; m < 256; m++) {
  for (let t = 0; t < 256; t++) {
    if (m & t) continue;
    const full = (m | t) === 255;
    EDGE_STABLE[m * 256 + t] = stableRuns(m, full) - stableRuns(t, full);
  }
}

/** The four squares of file a (f = 0) or file h (f = 7) in one half, as 4 bits. */
function fileBits(half: number, f: number): number {
  const x = (half >>> f) & 0x01010101;
  return (x | (x >>> 7) | (x >>> 14) | (x >>> 21)) & 15;
}

/** Edge-stable discs, mine minus theirs, over the four edges (corners count twice). */
export function edgeStability(pLo: number, pHi: number, oLo: number, oHi: number): number {
  return (
    EDGE_STABLE[(pLo & 255) * 256 + (oLo & 255)] +
    EDGE_STABLE[(pHi >>> 24) * 256 + (oHi >>> 24)] +
    EDGE_STABLE[(fileBits(pLo, 0) | (fileBits(pHi, 0) << 4)) * 256 + (fileBits(oLo, 0) | (fileBits(oHi, 0) << 4))] +
    EDGE_STABLE[(fileBits(pLo, 7) | (fileBits(pHi, 7) << 4)) * 256 + (fileBits(oLo, 7) | (fileBits(oHi, 7) << 4))]
  );
}

/** Evaluation weights (exported for tuning experiments). */
export const OTHELLO_WEIGHTS = { mobility: 120, potential: 12, frontier: 8, edge: 12, parity: 12 };

// The last othelloEvaluate call's mobility and potential mobility, mine minus theirs, for an
// evaluation built on this one (lab/othello-learned) without counting them twice
// (allocation-free returns).
let LAST_MOBILITY = 0;
let LAST_POTENTIAL = 0;
export const lastMobility = (): number => LAST_MOBILITY;
export const lastPotential = (): number => LAST_POTENTIAL;

export function othelloEvaluate(pos: OthelloPosition): number {
  const { pLo, pHi, oLo, oHi } = pos;
  const w = OTHELLO_WEIGHTS;
  const mine = popcount(pLo) + popcount(pHi);
  const theirs = popcount(oLo) + popcount(oHi);
  const discs = mine + theirs;
  const myMob = moverMobility(pos);
  const theirMob = mobility(oLo, oHi, pLo, pHi);
  let s = weight(pLo, pHi) - weight(oLo, oHi) + cornerFix(pLo, pHi, oLo, oHi);
  // Mobility as a ratio: a squeeze from 2 moves to 1 matters more than 12 to 11.
  s += Math.round((w.mobility * (myMob - theirMob)) / (myMob + theirMob + 2));
  // Potential mobility: empty squares next to the opponent's discs are future moves;
  // frontier: own discs next to an empty square give the opponent moves.
  const emptyLo = ~(pLo | oLo);
  const emptyHi = ~(pHi | oHi);
  const nearTheirsLo = neighbours(oLo, oHi) & emptyLo;
  const nearTheirsHi = neighboursHi() & emptyHi;
  const nearMineLo = neighbours(pLo, pHi) & emptyLo;
  const nearMineHi = neighboursHi() & emptyHi;
  LAST_MOBILITY = myMob - theirMob;
  LAST_POTENTIAL = popcount(nearTheirsLo) + popcount(nearTheirsHi) - popcount(nearMineLo) - popcount(nearMineHi);
  s += w.potential * LAST_POTENTIAL;
  const frontierLo = neighbours(emptyLo, emptyHi);
  const frontierHi = neighboursHi();
  s -= w.frontier * (popcount(pLo & frontierLo) + popcount(pHi & frontierHi) - popcount(oLo & frontierLo) - popcount(oHi & frontierHi));
  s += w.edge * edgeStability(pLo, pHi, oLo, oHi);
  // Parity: late in the game, an odd number of empties gives the side to move the last move.
  if (discs > 40 && (discs & 1) === 1) s += w.parity;
  if (discs > 44) s += (mine - theirs) * (discs - 44);
  return s;
}

export function othelloSearchGame(rules: GameRules<OthelloPosition>): SearchGame<OthelloPosition> {
  return {
    rules: searchRules(rules),
    quiescence: false,
    extendBelow: 0,
    quietWins: false,
    moves: cachedMoves,
    play: playCached,
    tension: () => 0,
    check: (pos) => mix4(pos.pLo, pos.pHi, pos.oLo, pos.oHi ^ pos.turn),
    evaluate: othelloEvaluate,
    terminal(pos: OthelloPosition, _outcome: Outcome): number {
      const d = finalScore(pos.pLo, pos.pHi, pos.oLo, pos.oHi);
      return d > 0 ? OTHELLO_WIN + d : d < 0 ? -OTHELLO_WIN + d : 0;
    },
    // Moves that leave the opponent few replies first; corners before the rest.
    orderBonus(_pos, move, child) {
      return (move < 64 ? WEIGHTS[move] * 20 : 0) - moverMobility(child) * 100;
    },
  };
}
