// What the pandas know of Cannon Chess beyond the rules: PAPA's evaluation (search.ts); BABY
// takes anything that captures or converts; MAMA counts material (no extra knowledge).

import { capturingMoves, type GameAi } from '../../ai/game-ai';
import type { GameRules } from '../../engine/types';
import type { CannonPosition } from './rules';
import { cannonSearchGame } from './search';

export function cannonAi(rules: GameRules<CannonPosition>): GameAi<CannonPosition> {
  return {
    search: cannonSearchGame(rules),
    babyFavourites: (pos, legal) => capturingMoves(rules, pos, legal),
    mamaBonus: () => 0,
    mamaWeighsExposure: true,
    proveDraws: true,
  };
}
