// What the pandas know of the tiger game beyond the rules: PAPA's evaluation (search.ts); BABY
// takes anything that captures or converts; MAMA counts material (no extra knowledge).

import { capturingMoves, type GameAi } from '../../ai/game-ai';
import type { GameRules } from '../../engine/types';
import type { TigerPosition } from './rules';
import { tigerSearchGame } from './search';

export function tigerAi(rules: GameRules<TigerPosition>): GameAi<TigerPosition> {
  return {
    search: tigerSearchGame(rules),
    babyFavourites: (pos, legal) => capturingMoves(rules, pos, legal),
    mamaBonus: () => 0,
    mamaWeighsExposure: true,
    proveDraws: true,
  };
}
