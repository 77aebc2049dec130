// What the pandas know of Alquerque Ten beyond the rules: PAPA's evaluation (search.ts) and the
// defaults of a capture game (src/ai/game-ai.ts): BABY takes what captures or converts,
// MAMA counts material.

import { captureGameAi, type GameAi } from '../../ai/game-ai';
import type { GameRules } from '../../engine/types';
import type { AlquerquePosition } from './rules';
import { alquerqueSearchGame } from './search';

export const alquerqueAi = (rules: GameRules<AlquerquePosition>): GameAi<AlquerquePosition> =>
  captureGameAi(rules, alquerqueSearchGame(rules));
