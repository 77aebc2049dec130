// What the pandas know of the tiger game beyond the rules: PAPA's evaluation (search.ts) and the
// defaults of a capture game (src/ai/game-ai.ts): BABY takes what captures or converts,
// MAMA counts material.

import { captureGameAi, type GameAi } from '../../ai/game-ai';
import type { GameRules } from '../../engine/types';
import type { TigerPosition } from './rules';
import { tigerSearchGame } from './search';

/**
 * The review's scale (src/ai/grade.ts): the evaluation sits far from even in positions
 * still well worth playing (the dogs' contempt, docs/ai.md) and swings by 150 and more
 * between one search depth and the next in the opening, so a position counts as won at
 * twice the default's value.
 */
const TIGER_GRADE_SCALE = 600;

export const tigerAi = (rules: GameRules<TigerPosition>): GameAi<TigerPosition> => ({
  ...captureGameAi(rules, tigerSearchGame(rules)),
  gradeScale: TIGER_GRADE_SCALE,
});
