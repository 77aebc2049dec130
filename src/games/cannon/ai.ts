// What the pandas know of Cannon Chess beyond the rules: PAPA's evaluation (search.ts) and the
// defaults of a capture game (src/ai/game-ai.ts): BABY takes what captures or converts,
// MAMA counts material.

import { captureGameAi, type GameAi } from '../../ai/game-ai';
import type { GameRules } from '../../engine/types';
import type { CannonPosition } from './rules';
import { cannonSearchGame } from './search';

export const cannonAi = (rules: GameRules<CannonPosition>): GameAi<CannonPosition> => captureGameAi(rules, cannonSearchGame(rules));
