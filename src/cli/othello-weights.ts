// The command line reads PAPA's learned Othello weights from disk before any command, so
// every Othello search it runs (think, match, bench) plays as the worker does (docs/ai.md,
// "Othello's learned evaluation"): the shipped file when the learned evaluation is on,
// OTHELLO_WEIGHTS=<file> to try other weights (or these while it is off). Without a file
// PAPA keeps his hand-set evaluation.

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { OTHELLO_WEIGHTS_URL } from '../games/othello/weights-fetch';
import { decodeWeights, isGzip, LEARNED_EVALUATION, useOthelloWeights } from '../games/othello/weights';

export function loadOthelloWeightsFromDisk(path = fileURLToPath(OTHELLO_WEIGHTS_URL)): boolean {
  if (!existsSync(path)) return false;
  let bytes: Uint8Array = readFileSync(path);
  if (isGzip(bytes)) bytes = gunzipSync(bytes);
  useOthelloWeights(decodeWeights(bytes));
  return true;
}

/** What the command line plays with: OTHELLO_WEIGHTS, else the shipped weights when they are on. */
export function loadOthelloWeightsForCli(): void {
  const chosen = process.env.OTHELLO_WEIGHTS;
  if (chosen) {
    if (!loadOthelloWeightsFromDisk(chosen)) throw new Error(`OTHELLO_WEIGHTS: no file ${chosen}`);
  } else if (LEARNED_EVALUATION) loadOthelloWeightsFromDisk();
}
