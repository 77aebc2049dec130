// The midgame search's view of Othello positions, made cheaper per node (docs/ai.md,
// "Othello's evaluation"): the shared search asks of every node whether the game is
// over, for its hash and for its legal moves, and PAPA's move ordering and evaluation count
// the same side's moves again. Positions the search plays carry their mover's legal-move
// mask once it is known, so each node generates it once; the answers are the rules' own.

import type { GameRules, Outcome } from '../../engine/types';
import { canMove, flipsLo, lastHi, movesLo, popcount64 } from './bitboard';
import { PASS, type OthelloPosition } from './position';

/** A position the search played, with its mover's move mask once computed (known). */
interface CachedPosition extends OthelloPosition {
  known: boolean;
  mLo: number;
  mHi: number;
}

/** The mover's legal placements: moveMask returns the low half, and leaves the high half here. */
let MASK_HI = 0;

export function moveMask(pos: OthelloPosition): number {
  const c = pos as CachedPosition;
  if (c.known === true) {
    MASK_HI = c.mHi;
    return c.mLo;
  }
  const lo = movesLo(pos.pLo, pos.pHi, pos.oLo, pos.oHi);
  MASK_HI = lastHi();
  if (c.known === false) {
    c.known = true;
    c.mLo = lo;
    c.mHi = MASK_HI;
  }
  return lo;
}

/** Number of the mover's legal placements (cached like moveMask). */
export function moverMobility(pos: OthelloPosition): number {
  const lo = moveMask(pos);
  return popcount64(lo, MASK_HI);
}

/** playUnchecked (position.ts) for the search: the child can cache its move mask. */
export function playCached(pos: OthelloPosition, move: number): OthelloPosition {
  const turn = (pos.turn ^ 1) as 0 | 1;
  if (move === PASS)
    return { pLo: pos.oLo, pHi: pos.oHi, oLo: pos.pLo, oHi: pos.pHi, turn, known: false, mLo: 0, mHi: 0 } as CachedPosition;
  let fL = flipsLo(move, pos.pLo, pos.pHi, pos.oLo, pos.oHi);
  let fH = lastHi();
  if (move < 32) fL |= 1 << move;
  else fH |= 1 << (move - 32);
  return {
    pLo: pos.oLo & ~fL,
    pHi: pos.oHi & ~fH,
    oLo: pos.pLo | fL,
    oHi: pos.pHi | fH,
    turn,
    known: false,
    mLo: 0,
    mHi: 0,
  } as CachedPosition;
}

/** Legal moves in the rules' order (placements by square, else a forced pass). */
export function cachedMoves(pos: OthelloPosition): number[] {
  let lo = moveMask(pos);
  let hi = MASK_HI;
  const out: number[] = [];
  while (lo !== 0) {
    out.push(31 - Math.clz32(lo & -lo));
    lo &= lo - 1;
  }
  while (hi !== 0) {
    out.push(63 - Math.clz32(hi & -hi));
    hi &= hi - 1;
  }
  if (out.length > 0) return out;
  return canMove(pos.oLo, pos.oHi, pos.pLo, pos.pHi) ? [PASS] : [];
}

/** The rules with the search's hot questions answered from the cache; same answers. */
export function searchRules(rules: GameRules<OthelloPosition>): GameRules<OthelloPosition> {
  return {
    ...rules,
    outcome(pos): Outcome | null {
      if ((moveMask(pos) | MASK_HI) !== 0) return null;
      return rules.outcome(pos);
    },
  };
}
