// What the pandas know of Alquerque Ten beyond the rules: PAPA's evaluation (search.ts); BABY
// takes anything that captures or converts; MAMA counts material (no extra knowledge).

import { capturingMoves, type GameAi } from '../../ai/game-ai';
import type { GameRules } from '../../engine/types';
import type { AlquerquePosition } from './rules';
import { alquerqueSearchGame } from './search';

export function alquerqueAi(rules: GameRules<AlquerquePosition>): GameAi<AlquerquePosition> {
  return {
    search: alquerqueSearchGame(rules),
    babyFavourites: (pos, legal) => capturingMoves(rules, pos, legal),
    mamaBonus: () => 0,
    mamaWeighsExposure: true,
    proveDraws: true,
  };
}
