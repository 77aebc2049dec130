// What the pandas know of Pairing Chess beyond the rules: PAPA's evaluation (search.ts); BABY
// takes anything that captures or converts; MAMA counts material (no extra knowledge).

import { capturingMoves, type GameAi } from '../../ai/game-ai';
import type { GameRules } from '../../engine/types';
import type { PairingPosition } from './rules';
import { pairingSearchGame } from './search';

export function pairingAi(rules: GameRules<PairingPosition>): GameAi<PairingPosition> {
  return {
    search: pairingSearchGame(rules),
    babyFavourites: (pos, legal) => capturingMoves(rules, pos, legal),
    mamaBonus: () => 0,
    mamaWeighsExposure: true,
    proveDraws: true,
  };
}
