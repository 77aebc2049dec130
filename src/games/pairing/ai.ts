// What the pandas know of Pairing Chess beyond the rules: PAPA's evaluation (search.ts) and the
// defaults of a capture game (src/ai/game-ai.ts): BABY takes what captures or converts,
// MAMA counts material. PAPA's endgame tables (tablebase.ts) are built in slices while the
// worker waits between requests, as Cannon's are (docs/architecture.md, "Endgame
// tables").

import { captureGameAi, type GameAi } from '../../ai/game-ai';
import type { GameRules } from '../../engine/types';
import type { PairingPosition } from './rules';
import { pairingSearchGame } from './search';
import { pairingTablebase } from './tablebase';
import { tablesInWorker } from '../../ai/material-tables';
import { now } from '../../ai/clock';

/**
 * Pieces on the board from which a search soon reaches the tables (a few captures away):
 * if the slices have not finished them by then, they are finished before PAPA's clock starts.
 */
const TABLES_NEAR = 9;

export const pairingAi = (rules: GameRules<PairingPosition>): GameAi<PairingPosition> => ({
  ...captureGameAi(rules, pairingSearchGame(rules)),
  ...tablesInWorker(pairingTablebase, TABLES_NEAR, now),
});
