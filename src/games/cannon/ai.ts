// What the pandas know of Cannon Chess beyond the rules: PAPA's evaluation (search.ts) and the
// defaults of a capture game (src/ai/game-ai.ts): BABY takes what captures or converts,
// MAMA counts material; PAPA's endgame tables (tablebase.ts) are built before his clock starts.

import { captureGameAi, type GameAi } from '../../ai/game-ai';
import type { GameRules } from '../../engine/types';
import type { CannonPosition } from './rules';
import { cannonSearchGame } from './search';
import { cannonTables } from './tablebase';
import { popcount } from '../../ai/bits';

/** Pieces on the board from which a search soon reaches the tables (a few captures away). */
const TABLES_NEAR = 9;

export const cannonAi = (rules: GameRules<CannonPosition>): GameAi<CannonPosition> => ({
  ...captureGameAi(rules, cannonSearchGame(rules)),
  // The endgame tables take about half a second to build, once per worker.
  prepare: (pos) => {
    if (popcount(pos.x | pos.o) <= TABLES_NEAR) cannonTables();
  },
});
