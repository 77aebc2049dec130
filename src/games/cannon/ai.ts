// What the pandas know of Cannon Chess beyond the rules: PAPA's evaluation (search.ts) and the
// defaults of a capture game (src/ai/game-ai.ts): BABY takes what captures or converts,
// MAMA counts material. In the first plies PAPA never plays a move his opening guard
// (opening-guard.ts) knows to lose. His endgame tables (tablebase.ts) are built in slices
// while the worker waits between requests, from his first move on, long before a game
// reaches them (docs/architecture.md, "Endgame tables").

import { captureGameAi, type GameAi } from '../../ai/game-ai';
import type { GameRules } from '../../engine/types';
import type { CannonPosition } from './rules';
import { cannonSearchGame } from './search';
import { cannonTablebase } from './tablebase';
import { tablesInWorker } from '../../ai/material-tables';
import { now } from '../../ai/clock';
import { guardedMoves } from './opening-guard';

/**
 * Pieces on the board from which a search soon reaches the tables (a few captures away):
 * if the slices have not finished them by then (a worker started mid-game, or no idle time
 * as in `cli match`), they are finished before PAPA's clock starts.
 */
const TABLES_NEAR = 9;

export const cannonAi = (rules: GameRules<CannonPosition>): GameAi<CannonPosition> => ({
  ...captureGameAi(rules, cannonSearchGame(rules)),
  ...tablesInWorker(cannonTablebase, TABLES_NEAR, now),
  losingMoves: (pos, legal) => guardedMoves(pos, legal),
});
