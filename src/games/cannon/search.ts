// PAPA's knowledge of Cannon Chess 5×4 (docs/rules.md §4): material first; mobility, since a
// side that cannot move loses; pieces side by side (a shot needs two); and shot threats: what
// each side could take with its next move (a cannon shot, or the lone piece, which slides
// like a rook and takes two at once). Two threats against the side to move usually cost a
// piece. Both sides down to one piece is a draw. The weights, and what a piece's place is
// worth, are fitted to game results (features.ts). PAPA plays with the mean of that and the
// pattern evaluation fitted to the solved game's true values (patterns.ts; docs/ai.md,
// "Cannon's evaluation").

import type { GameRules } from '../../engine/types';
import type { CannonPosition } from './rules';
import { loneCapture, shot } from './shots';
import type { SearchGame } from '../../ai/search';
import { mix4, popcount } from '../../ai/bits';
import { probeCannon } from './tablebase';
import { PATTERN_TABLE, patternSum } from './patterns';
import { PATTERN_STEPS_PER_LOGIT } from './pattern-weights';

const W = 4;
const FULL = (1 << 20) - 1;
let NOT_FIRST = 0;
let NOT_LAST = 0;
for (let i = 0; i < 20; i++) {
  if (i % W !== 0) NOT_FIRST |= 1 << i;
  if (i % W !== W - 1) NOT_LAST |= 1 << i;
}

/** Points orthogonally next to a piece of `m`. */
export const around = (m: number): number => ((m << W) | (m >>> W) | ((m & NOT_LAST) << 1) | ((m & NOT_FIRST) >>> 1)) & FULL;

/** Steps `me` could make onto empty points (its mobility, lone-piece slides aside). */
export function steps(me: number, occupied: number): number {
  const free = FULL & ~occupied;
  return (
    popcount((me >>> W) & free) +
    popcount((me << W) & free) +
    popcount(((me & NOT_LAST) << 1) & free) +
    popcount(((me & NOT_FIRST) >>> 1) & free)
  );
}

/** The four slide directions of a lone piece: point step, and whether p may go that way. */
const LONE_DIRS: [number, (p: number) => boolean][] = [
  [-W, (p) => p >= W],
  [W, (p) => p < 20 - W],
  [-1, (p) => p % W !== 0],
  [1, (p) => p % W !== W - 1],
];

/** Enemy pieces `me` could take with one move: cannon shots, or the lone piece's pincer. */
export function targets(me: number, opp: number): number {
  const empty = FULL & ~(me | opp);
  let cap = 0;
  if (me === 0 || opp === 0) return 0;
  if ((me & (me - 1)) === 0) {
    // The lone piece slides: every empty point it reaches may close a pincer.
    const p = 31 - Math.clz32(me);
    for (const [step, ok] of LONE_DIRS) {
      for (let q = p; ok(q) && (empty >>> (q + step)) & 1; q += step) cap |= loneCapture(q + step, opp);
    }
    return cap;
  }
  for (let m = me; m !== 0; m &= m - 1) {
    const from = m & -m;
    for (let dests = around(from) & empty; dests !== 0; dests &= dests - 1) {
      const to = dests & -dests;
      cap |= shot(31 - Math.clz32(to), me ^ from ^ to, opp);
    }
  }
  return cap;
}

/**
 * Evaluation weights, fitted to game results (`npm run train:cannon`; a piece is the unit,
 * and the first mover's edge and the six-piece bonus are kept as set by hand): a first fit
 * of 2000 games at 5000 nodes a move from the hand-set weights, then these, from 1200 games
 * at 10 000 nodes from the first fit's, with a lead that grows as material goes (lateLead,
 * sevenLead) and a side short of steps (cramped). Each fit was kept after an SPRT against
 * the weights before it (docs/ai.md, "Evaluations fitted to game results").
 */
export const CANNON_WEIGHTS = {
  piece: 100,
  step: 23,
  partner: 17,
  threat: 22,
  hanging: 20,
  sixWon: 400,
  first: 40,
  tempo: 6,
  lateLead: 28,
  sevenLead: -4,
  cramped: 3,
};

/**
 * Where a piece stands, by how far it has come from its own back rank (0 to 4) and whether
 * it is on an edge file: ten classes, the board's left-right mirror shared, fitted with the
 * weights above: a piece on the middle rank is worth about a third of a piece more, further up less.
 */
export const CANNON_PLACES = Int32Array.from([-1, -6, -9, 9, 29, 41, 2, 38, 7, -3]); // back rank first, edge file then inner

/** The place class of point p (0 = a1 … 19 = d5) for X (`forX`) or for O. */
export function placeClass(p: number, forX: boolean): number {
  const row = p >> 2;
  const col = p & 3;
  const advance = forX ? 4 - row : row;
  return advance * 2 + (col === 0 || col === 3 ? 0 : 1);
}
const PLACE_OF_X = Int32Array.from({ length: 20 }, (_, p) => placeClass(p, true));
const PLACE_OF_O = Int32Array.from({ length: 20 }, (_, p) => placeClass(p, false));

/** The place values of the pieces of `m`, X's pieces if `forX`. */
function places(m: number, forX: boolean): number {
  const of = forX ? PLACE_OF_X : PLACE_OF_O;
  let s = 0;
  for (; m !== 0; m &= m - 1) s += CANNON_PLACES[of[31 - Math.clz32(m & -m)]];
  return s;
}

/** Value for the side owning `me`, with `stepCount` its steps. */
function side(me: number, stepCount: number): number {
  const w = CANNON_WEIGHTS;
  let s = popcount(me) * w.piece + stepCount * w.step;
  // Own pieces side by side are cannon material (a shot needs two own pieces in a row).
  s += popcount(me & around(me)) * w.partner;
  // A side short of steps is close to the loss of having no move at all.
  s -= stepsShort(stepCount) * w.cramped;
  return s;
}

/** Fewer steps than this count as cramped, one unit a step short. */
const CRAMPED_BELOW = 3;
/** The steps `stepCount` is short of not being cramped (the `cramped` feature of one side). */
export const stepsShort = (stepCount: number): number => Math.max(0, CRAMPED_BELOW - stepCount);

/** Pieces at the start, both sides together: `12 - total` is the pieces off the board. */
const START_PIECES = 12;
/** The lead features: the lead times the pieces off the board, and four against three (±1). */
export const lateLead = (mine: number, theirs: number): number => (mine - theirs) * (START_PIECES - mine - theirs);
export const sevenLead = (mine: number, theirs: number): number =>
  mine + theirs === 7 && Math.abs(mine - theirs) === 1 ? mine - theirs : 0;

/**
 * What a lead is worth beyond its pieces as material goes: per piece of lead, one unit for
 * every piece off the board (lateLead), and four against three on its own (sevenLead; the
 * seven-piece results, docs/ai.md, "Cannon's evaluation").
 */
export function leadTerms(mine: number, theirs: number): number {
  return lateLead(mine, theirs) * CANNON_WEIGHTS.lateLead + sevenLead(mine, theirs) * CANNON_WEIGHTS.sevenLead;
}

/**
 * Shot threats from the side to move's view: its own targets are a small plus (the
 * quiescence search takes them anyway); the opponent's targets are a danger, and with two
 * or more at once one piece is usually lost, since a move parries only one.
 */
function threats(me: number, them: number): number {
  const w = CANNON_WEIGHTS;
  const mine = popcount(targets(me, them));
  const theirs = popcount(targets(them, me));
  return mine * w.threat - theirs * w.threat - (theirs >= 2 ? (theirs - 1) * w.hanging : 0);
}

/**
 * Six pieces left, one more than the tables hold: their results, worked out once by the
 * same retrograde analysis (tablebase.ts with six pieces: too big to build in a browser),
 * as a bonus beyond the piece count. Four against two and five against one are won (98%
 * and 99.8% of the positions), three against three is drawn (all but 0.03%), so a side a
 * piece or two ahead keeps four pieces rather than trade into a drawn 3-2 or 3-1.
 */
export function sixPieceBonus(mine: number, theirs: number): number {
  if (mine + theirs !== 6) return 0;
  const lead = mine - theirs;
  return lead >= 2 ? CANNON_WEIGHTS.sixWon : lead <= -2 ? -CANNON_WEIGHTS.sixWon : 0;
}

/**
 * A pattern step in evaluation points: a logit (the fits' unit) is worth about 190 points of
 * the feature evaluation (the scale its fit to game results found).
 */
const PATTERN_UNIT = Math.round(190 / PATTERN_STEPS_PER_LOGIT);
/**
 * Whether PAPA's evaluation is the mean of the fitted features and the patterns (as shipped)
 * or the features alone (what train:cannon plays and fits, and the features' tests check).
 */
let usePatterns = true;
/** Turns the patterns' half of the evaluation on or off. */
export function usePatternEvaluation(on: boolean): void {
  usePatterns = on;
}

export function cannonSearchGame(rules: GameRules<CannonPosition>): SearchGame<CannonPosition> {
  return {
    rules,
    quiescence: true,
    extendBelow: 0,
    quietWins: false,
    moves: (pos) => rules.moves(pos),
    play: (pos, move) => rules.play(pos, move),
    tension: (pos) => popcount(pos.x) * 8 + popcount(pos.o),
    check: (pos) => mix4(pos.x, pos.o, pos.turn, 0xc4),
    // Few pieces left: the retrograde tables know the result (tablebase.ts).
    probe: (pos) => (pos.turn === 0 ? probeCannon(pos.x, pos.o) : probeCannon(pos.o, pos.x)),
    evaluate(pos) {
      const xMe = pos.turn === 0;
      const [me, them] = xMe ? [pos.x, pos.o] : [pos.o, pos.x];
      // X, the first mover, wins nearly every decided game from an even position (docs/ai.md,
      // "Cannon's evaluation"): the evaluation counts it, so that PAPA as X plays
      // on rather than settle for a table draw, and as O takes one.
      const first = xMe ? CANNON_WEIGHTS.first : -CANNON_WEIGHTS.first;
      const occupied = me | them;
      const nMe = popcount(me);
      const nThem = popcount(them);
      const features =
        side(me, steps(me, occupied)) -
        side(them, steps(them, occupied)) +
        threats(me, them) +
        sixPieceBonus(nMe, nThem) +
        leadTerms(nMe, nThem) +
        first +
        places(me, xMe) -
        places(them, !xMe) +
        CANNON_WEIGHTS.tempo;
      return usePatterns ? (features + patternSum(PATTERN_TABLE, me, them, xMe) * PATTERN_UNIT) >> 1 : features;
    },
  };
}
