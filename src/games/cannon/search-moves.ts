// The moves, end checks and hash as PAPA's search needs them (src/ai/search-game.ts),
// without the rules' checks: the search asks for moves only in a position it knows is not
// over, and plays only moves it was given. The same moves in the same order, the same
// outcomes and the same hash as the rules (rules.ts), so the tree is the rules' tree, only
// cheaper to walk; `captureMoves` lists the capturing ones for the quiescence search, which
// otherwise plays every move to find them (docs/rules.md §4).
//
// Imports are bound to module constants: some loaders (tsx's, which `cli match` runs under)
// turn every call of an imported function into a property read on a module object, which
// cost about a third of the search's time here (README "Strength", Cannon).

import type { GameRules, Outcome } from '../../engine/types';
import { zobristTable } from '../../engine/hash';
import type { MaskPosition } from '../../engine/grid-masks';
import { GRID } from './board';
import { countMoves as sharedCountMoves } from './count';
import { loneCapture as sharedLoneCapture, shot as sharedShot } from './shots';

const countMoves = sharedCountMoves;
const loneCapture = sharedLoneCapture;
const shot = sharedShot;
const NEIGHBOR = GRID.neighbor;
const SIZE = GRID.size;
/** The rules' Zobrist keys (rules.ts: maskHasher with the same size and seed). */
const KEYS = zobristTable(2 * SIZE + 1, 0xca11_0002);

const single = (m: number): boolean => m !== 0 && (m & (m - 1)) === 0;

function hashMask(mask: number, offset: number): number {
  let h = 0;
  for (let m = mask >>> 0; m !== 0; m &= m - 1) h ^= KEYS[offset + 31 - Math.clz32(m & -m)];
  return h;
}

/** rules.hash, computed here. */
export const searchHash = (pos: MaskPosition): number =>
  hashMask(pos.x, 0) ^ hashMask(pos.o, SIZE) ^ (pos.turn === 1 ? KEYS[2 * SIZE] : 0);

// Shared, frozen answers: the search only reads them.
const outcomeOf = (winner: Outcome['winner'], reason: Outcome['reason']): Outcome => Object.freeze({ winner, reason });
const X_WINS = [outcomeOf('X', 'capture-all'), outcomeOf('X', 'no-moves')];
const O_WINS = [outcomeOf('O', 'capture-all'), outcomeOf('O', 'no-moves')];
const LONE_PIECES = outcomeOf('draw', 'lone-pieces');

/** rules.outcome, computed here (the end checks of docs/rules.md §4, in their order). */
export function searchOutcome(pos: MaskPosition): Outcome | null {
  const me = pos.turn === 0 ? pos.x : pos.o;
  const mover = pos.turn === 0 ? pos.o : pos.x;
  const wins = pos.turn === 0 ? O_WINS : X_WINS;
  if (me === 0) return wins[0];
  if (single(me) && single(mover)) return LONE_PIECES;
  if (countMoves(me, me | mover) === 0) return wins[1];
  return null;
}

/** Every move of the side to move of a position that is not over, in the rules' order. */
export function searchMoves(pos: MaskPosition): number[] {
  const me = pos.turn === 0 ? pos.x : pos.o;
  const occ = pos.x | pos.o;
  const out: number[] = [];
  const lone = single(me);
  for (let m = me; m !== 0; m &= m - 1) {
    const from = 31 - Math.clz32(m & -m);
    for (let d = 0; d < 4; d++) {
      for (let q = NEIGHBOR[from * 4 + d]; q >= 0 && ((occ >>> q) & 1) === 0; q = NEIGHBOR[q * 4 + d]) {
        out.push((from << 5) | q);
        if (!lone) break; // a normal move is one step
      }
    }
  }
  return out;
}

/** The position after a legal move (no check; a move never captures by landing). */
export function playLegal(pos: MaskPosition, move: number): MaskPosition {
  const me = pos.turn === 0 ? pos.x : pos.o;
  const them = pos.turn === 0 ? pos.o : pos.x;
  const to = move & 31;
  const moved = me ^ (1 << (move >>> 5)) ^ (1 << to);
  const cap = single(me) ? loneCapture(to, them) : shot(to, moved, them);
  return pos.turn === 0 ? { x: moved, o: them & ~cap, turn: 1 } : { x: them & ~cap, o: moved, turn: 0 };
}

/** The capturing moves, in the order searchMoves lists them. */
export function captureMoves(pos: MaskPosition): number[] {
  const me = pos.turn === 0 ? pos.x : pos.o;
  const them = pos.turn === 0 ? pos.o : pos.x;
  const occ = me | them;
  const lone = single(me);
  const out: number[] = [];
  for (let m = me; m !== 0; m &= m - 1) {
    const fromBit = m & -m;
    const from = 31 - Math.clz32(fromBit);
    for (let d = 0; d < 4; d++) {
      for (let q = NEIGHBOR[from * 4 + d]; q >= 0 && ((occ >>> q) & 1) === 0; q = NEIGHBOR[q * 4 + d]) {
        const cap = lone ? loneCapture(q, them) : shot(q, me ^ fromBit ^ (1 << q), them);
        if (cap !== 0) out.push((from << 5) | q);
        if (!lone) break; // a normal move is one step
      }
    }
  }
  return out;
}

/** The rules with the search's own end checks and hash (the same answers, faster). */
export function searchRules<R extends GameRules<MaskPosition>>(rules: R): R {
  return { ...rules, outcome: searchOutcome, hash: searchHash };
}
