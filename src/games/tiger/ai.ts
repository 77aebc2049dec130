// What the pandas know of the tiger game beyond the rules: PAPA's evaluation (search.ts) and the
// defaults of a capture game (src/ai/game-ai.ts): BABY takes what captures or converts,
// MAMA counts material.

import { captureGameAi, type GameAi } from '../../ai/game-ai';
import type { GameRules } from '../../engine/types';
import type { TigerPosition } from './rules';
import { tigerSearchGame } from './search';

export const tigerAi = (rules: GameRules<TigerPosition>): GameAi<TigerPosition> => captureGameAi(rules, tigerSearchGame(rules));
