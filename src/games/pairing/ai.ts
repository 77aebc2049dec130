// What the pandas know of Pairing Chess beyond the rules: PAPA's evaluation (search.ts) and the
// defaults of a capture game (src/ai/game-ai.ts): BABY takes what captures or converts,
// MAMA counts material.

import { captureGameAi, type GameAi } from '../../ai/game-ai';
import type { GameRules } from '../../engine/types';
import type { PairingPosition } from './rules';
import { pairingSearchGame } from './search';

export const pairingAi = (rules: GameRules<PairingPosition>): GameAi<PairingPosition> => captureGameAi(rules, pairingSearchGame(rules));
