// The exact solver's last plies (SHALLOW empties or fewer; docs/architecture.md, "Othello's
// solver"): no move generation, the list of empty squares in parity order (squares of
// quadrants with an odd number of empties first), tried directly; the stability cutoff
// down to 3 empties; dedicated functions for the last 5, 4, 3, 2 squares (squares passed
// as arguments), and the last square only counts flips. Everything works on plain int32 numbers and preallocated typed arrays.

import * as bitboard from './bitboard';
import * as lastFlip from './last-flip';
import * as lineFlips from './line-flips';
import * as budget from './solver-budget';
import * as squares from './solver-squares';
import * as stability from './stability';

// Hot imports bound locally (see solver.ts: Vitest turns named imports into property reads).
const { finalScore, popcount64 } = bitboard;
const { lineFlipsHi, lineFlipsLo } = lineFlips;
const { countNode, tick } = budget;
const { lastFlipCount } = lastFlip;
const { STABILITY_ALPHA, stableCount } = stability;
const { CLASSES, CLASS_HI, CLASS_LO, NEIGH_HI, NEIGH_LO, ORDER4, QUADRANT } = squares;

/** At or below this many empties, search the empty-square list instead of generating moves. */
export const SHALLOW = 6;

/** Empty-square lists of the shallow search, one slice per ply. */
const EMP = new Int32Array(64 * 16);
/** The four last empty squares, to pick them in parity order. */
const SQ4 = new Int32Array(4);

// ---------------------------------------------------------------------------------------
// The last four empty squares: no lists, squares passed as arguments
// ---------------------------------------------------------------------------------------

/**
 * Score with one empty square `sq` left (63 discs on the board): exact, or when it is at
 * most `alpha`, possibly just an upper bound that is at most `alpha` (fail-low).
 */
function solve1(sq: number, pLo: number, pHi: number, oLo: number, oHi: number, alpha: number): number {
  countNode();
  const diff = 2 * popcount64(pLo, pHi) - 63; // own − opponent discs
  let n = lastFlipCount(sq, pLo, pHi);
  if (n > 0) return diff + 1 + 2 * n;
  // We cannot fill it. If nobody can, the empty square goes to the winner (no draw with
  // 63 discs); if the opponent can, we end lower still, so a fail-low needs no more work.
  const noMove = diff > 0 ? diff + 1 : diff - 1;
  if (noMove <= alpha) return noMove;
  n = lastFlipCount(sq, oLo, oHi);
  return n > 0 ? diff - 1 - 2 * n : noMove;
}

/** Can the side owning `p` place on `sq`? A cheap neighbour test, then the flips. */
const touches = (sq: number, oLo: number, oHi: number): boolean => ((NEIGH_LO[sq] & oLo) | (NEIGH_HI[sq] & oHi)) !== 0;

// In solve2/3/4, F_LO/F_HI receive the flips plus the placed disc of the last try().
let F_LO = 0;
let F_HI = 0;

/** Flips (with the new disc) of placing on `sq` into F_LO/F_HI; false if illegal. */
function tryMove(sq: number, pLo: number, pHi: number, oLo: number, oHi: number): boolean {
  if (!touches(sq, oLo, oHi)) return false;
  let fLo = lineFlipsLo(sq, pLo, pHi, oLo, oHi);
  let fHi = lineFlipsHi();
  if ((fLo | fHi) === 0) return false;
  if (sq < 32) fLo |= 1 << sq;
  else fHi |= 1 << (sq - 32);
  F_LO = fLo;
  F_HI = fHi;
  return true;
}

function solve2(
  pLo: number,
  pHi: number,
  oLo: number,
  oHi: number,
  alpha: number,
  beta: number,
  s1: number,
  s2: number,
  passed: boolean,
): number {
  countNode();
  let best = -100;
  if (tryMove(s1, pLo, pHi, oLo, oHi)) {
    best = -solve1(s2, oLo & ~F_LO, oHi & ~F_HI, pLo | F_LO, pHi | F_HI, -beta);
    if (best >= beta) return best;
  }
  if (tryMove(s2, pLo, pHi, oLo, oHi)) {
    const v = -solve1(s1, oLo & ~F_LO, oHi & ~F_HI, pLo | F_LO, pHi | F_HI, -beta);
    if (v > best) best = v;
  }
  if (best !== -100) return best;
  if (passed) return finalScore(pLo, pHi, oLo, oHi);
  return -solve2(oLo, oHi, pLo, pHi, -beta, -alpha, s1, s2, true);
}

function solve3(
  pLo: number,
  pHi: number,
  oLo: number,
  oHi: number,
  alpha: number,
  beta: number,
  s1: number,
  s2: number,
  s3: number,
  passed: boolean,
): number {
  countNode(); // the budget is checked from 5 empties up: a 4-empties subtree is small
  // The stability cutoff from 3 empties (docs/ai.md, "Othello's exact solver").
  if (alpha >= STABILITY_ALPHA[3] && 2 * popcount64(oLo, oHi) >= 64 - alpha) {
    const cap = 64 - 2 * stableCount(oLo, oHi, pLo, pHi);
    if (cap <= alpha) return cap;
  }
  // Parity: two squares in one quadrant and one alone: the lone one (odd region) first.
  const q1 = QUADRANT[s1];
  const q2 = QUADRANT[s2];
  const q3 = QUADRANT[s3];
  if (q1 === q3 && q2 !== q1) {
    const t = s1;
    s1 = s2;
    s2 = t;
  } else if (q1 === q2 && q3 !== q1) {
    const t = s3;
    s3 = s2;
    s2 = s1;
    s1 = t;
  }
  let best = -100;
  if (tryMove(s1, pLo, pHi, oLo, oHi)) {
    best = -solve2(oLo & ~F_LO, oHi & ~F_HI, pLo | F_LO, pHi | F_HI, -beta, -alpha, s2, s3, false);
    if (best >= beta) return best;
    if (best > alpha) alpha = best;
  }
  if (tryMove(s2, pLo, pHi, oLo, oHi)) {
    const v = -solve2(oLo & ~F_LO, oHi & ~F_HI, pLo | F_LO, pHi | F_HI, -beta, -alpha, s1, s3, false);
    if (v > best) {
      if (v >= beta) return v;
      best = v;
      if (v > alpha) alpha = v;
    }
  }
  if (tryMove(s3, pLo, pHi, oLo, oHi)) {
    const v = -solve2(oLo & ~F_LO, oHi & ~F_HI, pLo | F_LO, pHi | F_HI, -beta, -alpha, s1, s2, false);
    if (v > best) best = v;
  }
  if (best !== -100) return best;
  if (passed) return finalScore(pLo, pHi, oLo, oHi);
  return -solve3(oLo, oHi, pLo, pHi, -beta, -alpha, s1, s2, s3, true);
}

function solve4(
  pLo: number,
  pHi: number,
  oLo: number,
  oHi: number,
  alpha: number,
  beta: number,
  s1: number,
  s2: number,
  s3: number,
  s4: number,
  passed: boolean,
): number {
  countNode();
  let best = -100;
  for (let i = 0; i < 4; i++) {
    // Rotate through the squares, keeping the other three in order.
    const sq = i === 0 ? s1 : i === 1 ? s2 : i === 2 ? s3 : s4;
    if (!tryMove(sq, pLo, pHi, oLo, oHi)) continue;
    const a = i === 0 ? s2 : s1;
    const b = i <= 1 ? s3 : s2;
    const c = i <= 2 ? s4 : s3;
    const v = -solve3(oLo & ~F_LO, oHi & ~F_HI, pLo | F_LO, pHi | F_HI, -beta, -alpha, a, b, c, false);
    if (v > best) {
      if (v >= beta) return v;
      best = v;
      if (v > alpha) alpha = v;
    }
  }
  if (best !== -100) return best;
  if (passed) return finalScore(pLo, pHi, oLo, oHi);
  return -solve4(oLo, oHi, pLo, pHi, -beta, -alpha, s1, s2, s3, s4, true);
}

// ---------------------------------------------------------------------------------------
// Shallow search (5..SHALLOW empties): the list of empty squares, no move generation
// ---------------------------------------------------------------------------------------

/** Four empties (squares in list order): the stability cutoff, then the odd regions' squares first. */
function four(
  pLo: number,
  pHi: number,
  oLo: number,
  oHi: number,
  alpha: number,
  beta: number,
  a: number,
  b: number,
  c: number,
  d: number,
  parity: number,
  passed: boolean,
): number {
  // The stability cutoff here too, as in Edax (docs/ai.md, "Othello's exact solver").
  if (alpha >= STABILITY_ALPHA[4] && 2 * popcount64(oLo, oHi) >= 64 - alpha) {
    const cap = 64 - 2 * stableCount(oLo, oHi, pLo, pHi);
    if (cap <= alpha) return cap;
  }
  // Odd-region squares first (stable: the list's own order breaks ties).
  const key =
    (((parity >> QUADRANT[a]) & 1) << 3) |
    (((parity >> QUADRANT[b]) & 1) << 2) |
    (((parity >> QUADRANT[c]) & 1) << 1) |
    ((parity >> QUADRANT[d]) & 1);
  if (key === 0 || key === 15) return solve4(pLo, pHi, oLo, oHi, alpha, beta, a, b, c, d, passed);
  const order = ORDER4[key];
  const sq = SQ4; // scratch, not a new array: this runs once per 4-empties node
  sq[0] = a;
  sq[1] = b;
  sq[2] = c;
  sq[3] = d;
  return solve4(pLo, pHi, oLo, oHi, alpha, beta, sq[order >> 6], sq[(order >> 4) & 3], sq[(order >> 2) & 3], sq[order & 3], passed);
}

/**
 * Five empties, the squares in list order: as shallow() below, but each child gets its
 * four squares as arguments instead of a copied list (docs/ai.md, "Othello's exact solver").
 */
function shallow5(
  pLo: number,
  pHi: number,
  oLo: number,
  oHi: number,
  alpha: number,
  beta: number,
  s0: number,
  s1: number,
  s2: number,
  s3: number,
  s4: number,
  parity: number,
  passed: boolean,
): number {
  tick();
  if (alpha >= STABILITY_ALPHA[5] && 2 * popcount64(oLo, oHi) >= 64 - alpha) {
    const cap = 64 - 2 * stableCount(oLo, oHi, pLo, pHi);
    if (cap <= alpha) return cap;
  }
  let best = -100;
  for (let pass = 1; pass >= 0; pass--) {
    for (let i = 0; i < 5; i++) {
      const sq = i === 0 ? s0 : i === 1 ? s1 : i === 2 ? s2 : i === 3 ? s3 : s4;
      if (((parity >> QUADRANT[sq]) & 1) !== pass) continue;
      if (!tryMove(sq, pLo, pHi, oLo, oHi)) continue;
      const v = -four(
        oLo & ~F_LO,
        oHi & ~F_HI,
        pLo | F_LO,
        pHi | F_HI,
        -beta,
        -alpha,
        i === 0 ? s1 : s0,
        i <= 1 ? s2 : s1,
        i <= 2 ? s3 : s2,
        i <= 3 ? s4 : s3,
        parity ^ (1 << QUADRANT[sq]),
        false,
      );
      if (v > best) {
        best = v;
        if (v > alpha) {
          if (v >= beta) return v;
          alpha = v;
        }
      }
    }
  }
  if (best !== -100) return best;
  if (passed) return finalScore(pLo, pHi, oLo, oHi);
  return -shallow5(oLo, oHi, pLo, pHi, -beta, -alpha, s0, s1, s2, s3, s4, parity, true);
}

/**
 * Negamax over the `n` empty squares listed at EMP[base…]. `parity` has bit q set when
 * quadrant q holds an odd number of empties: those squares are tried first (the side that
 * fills a region's last square tends to keep it). `passed`: the opponent just passed, so
 * if we cannot move either, the game is over.
 */
function shallow(
  pLo: number,
  pHi: number,
  oLo: number,
  oHi: number,
  alpha: number,
  beta: number,
  n: number,
  base: number,
  parity: number,
  passed: boolean,
): number {
  const e = base;
  if (n <= 5) {
    if (n === 5) return shallow5(pLo, pHi, oLo, oHi, alpha, beta, EMP[e], EMP[e + 1], EMP[e + 2], EMP[e + 3], EMP[e + 4], parity, passed);
    if (n === 4) return four(pLo, pHi, oLo, oHi, alpha, beta, EMP[e], EMP[e + 1], EMP[e + 2], EMP[e + 3], parity, passed);
    if (n === 3) return solve3(pLo, pHi, oLo, oHi, alpha, beta, EMP[e], EMP[e + 1], EMP[e + 2], passed);
    if (n === 2) return solve2(pLo, pHi, oLo, oHi, alpha, beta, EMP[e], EMP[e + 1], passed);
    // n === 1 only when the search starts there (root with one empty square).
    return n === 1 ? solve1(EMP[e], pLo, pHi, oLo, oHi, alpha) : finalScore(pLo, pHi, oLo, oHi);
  }
  tick();
  if (alpha >= STABILITY_ALPHA[n] && 2 * popcount64(oLo, oHi) >= 64 - alpha) {
    const cap = 64 - 2 * stableCount(oLo, oHi, pLo, pHi);
    if (cap <= alpha) return cap;
  }
  let best = -100;
  const child = base + n;
  for (let pass = 1; pass >= 0; pass--) {
    for (let i = 0; i < n; i++) {
      const sq = EMP[base + i];
      if (((parity >> QUADRANT[sq]) & 1) !== pass) continue;
      if (!tryMove(sq, pLo, pHi, oLo, oHi)) continue;
      const fLo = F_LO;
      const fHi = F_HI;
      // The child's list: the same order without sq.
      let k = child;
      for (let j = 0; j < n; j++) if (j !== i) EMP[k++] = EMP[base + j];
      const v = -shallow(oLo & ~fLo, oHi & ~fHi, pLo | fLo, pHi | fHi, -beta, -alpha, n - 1, child, parity ^ (1 << QUADRANT[sq]), false);
      if (v > best) {
        best = v;
        if (v > alpha) {
          if (v >= beta) return v;
          alpha = v;
        }
      }
    }
  }
  if (best !== -100) return best;
  if (passed) return finalScore(pLo, pHi, oLo, oHi);
  return -shallow(oLo, oHi, pLo, pHi, -beta, -alpha, n, base, parity, true);
}

/** Parity of the last listEmpties call (bit q: quadrant q has an odd number of empties). */
let LIST_PARITY = 0;

/** Lists the empty squares at EMP[base…] in static order (corners first …); returns how many. */
function listEmpties(pLo: number, pHi: number, oLo: number, oHi: number, base: number): number {
  const eLo = ~(pLo | oLo);
  const eHi = ~(pHi | oHi);
  let parity = 0;
  let n = base;
  for (let c = 0; c < CLASSES; c++) {
    let m = eLo & CLASS_LO[c];
    while (m !== 0) {
      const sq = 31 - Math.clz32(m & -m);
      m &= m - 1;
      EMP[n++] = sq;
      parity ^= 1 << QUADRANT[sq];
    }
    m = eHi & CLASS_HI[c];
    while (m !== 0) {
      const sq = 63 - Math.clz32(m & -m);
      m &= m - 1;
      EMP[n++] = sq;
      parity ^= 1 << QUADRANT[sq];
    }
  }
  LIST_PARITY = parity;
  return n - base;
}

/**
 * Exact score (fail-soft in [alpha, beta]) of a position with SHALLOW empties or fewer.
 * `passed`: the opponent just passed, so if we cannot move either, the game is over.
 */
export function solveShallow(pLo: number, pHi: number, oLo: number, oHi: number, alpha: number, beta: number, passed: boolean): number {
  const n = listEmpties(pLo, pHi, oLo, oHi, 0);
  return shallow(pLo, pHi, oLo, oHi, alpha, beta, n, 0, LIST_PARITY, passed);
}
