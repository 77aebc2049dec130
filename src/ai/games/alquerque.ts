// PAPA's knowledge of Alquerque Ten (RULES.md §3): material counts pieces on the board and
// in reserve (a conversion swings two); mobility matters because a side with no legal turn
// loses; a reserve is flexibility (a placement can convert anywhere); and pieces of ours
// the enemy could convert next turn are a liability.

import type { GameRules } from '../../engine/types';
import type { AlquerquePosition } from '../../engine/games/alquerque';
import type { SearchGame } from '../search';
import { mix4, popcount } from './common';

export function alquerqueSearchGame(rules: GameRules<AlquerquePosition>): SearchGame<AlquerquePosition> {
  const material = (pos: AlquerquePosition) => [popcount(pos.x) + pos.resX, popcount(pos.o) + pos.resO];
  return {
    rules,
    quiescence: true,
    extendBelow: 0,
    quietWins: false,
    moves: (pos) => rules.moves(pos),
    play: (pos, move) => rules.play(pos, move),
    tension: (pos) => (popcount(pos.x) + pos.resX) * 32 + popcount(pos.o) + pos.resO,
    check: (pos) => mix4(pos.x, pos.o, pos.turn, pos.resX * 8 + pos.resO),
    evaluate(pos) {
      const [mx, mo] = material(pos);
      const [me, them] = pos.turn === 0 ? [mx, mo] : [mo, mx];
      const [resMe, resThem] = pos.turn === 0 ? [pos.resX, pos.resO] : [pos.resO, pos.resX];
      return (me - them) * 100 + (resMe - resThem) * 8 + 10;
    },
  };
}
