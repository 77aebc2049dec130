// PAPA's knowledge of Cannon Chess 5×4 (docs/rules.md §4): material first; mobility, since a
// side that cannot move loses; and the lone piece, which slides like a rook and takes two
// at once: pieces of ours that stand on both sides of an empty point it can reach are
// in danger. Both sides down to one piece is a draw.

import type { GameRules } from '../../engine/types';
import type { CannonPosition } from './rules';
import type { SearchGame } from '../../ai/search';
import { mix4, popcount } from '../../ai/bits';

const W = 4;
const FULL = (1 << 20) - 1;
let NOT_FIRST = 0;
let NOT_LAST = 0;
for (let i = 0; i < 20; i++) {
  if (i % W !== 0) NOT_FIRST |= 1 << i;
  if (i % W !== W - 1) NOT_LAST |= 1 << i;
}

/** Points orthogonally next to a piece of `m`. */
const around = (m: number): number =>
  ((m << W) | (m >>> W) | ((m & NOT_LAST) << 1) | ((m & NOT_FIRST) >>> 1)) & FULL;

function steps(me: number, occupied: number): number {
  const free = FULL & ~occupied;
  return (
    popcount((me >>> W) & free) +
    popcount((me << W) & free) +
    popcount(((me & NOT_LAST) << 1) & free) +
    popcount(((me & NOT_FIRST) >>> 1) & free)
  );
}

/** Value for the side owning `me`. */
function side(me: number, them: number): number {
  const n = popcount(me);
  let s = n * 100 + steps(me, me | them) * 3;
  // Own pieces side by side are cannon material (a shot needs two own pieces in a row).
  s += popcount(me & around(me)) * 4;
  return s;
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
    evaluate(pos) {
      const [me, them] = pos.turn === 0 ? [pos.x, pos.o] : [pos.o, pos.x];
      return side(me, them) - side(them, me) + 5;
    },
  };
}
