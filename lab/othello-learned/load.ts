// Reads the learned Othello weights from disk for the lab's scripts: the file next to this
// module, or OTHELLO_WEIGHTS=<file> to try others. A search plays by them only through
// learnedResolver (learned-search.ts); without them it keeps PAPA's hand-set evaluation.

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { decodeWeights, isGzip, useOthelloWeights } from './weights';

/** The weights trained last (lab/train-othello.ts writes them here). */
export const OTHELLO_WEIGHTS_FILE = fileURLToPath(new URL('./othello-weights.bin', import.meta.url));

export function loadOthelloWeightsFromDisk(path = OTHELLO_WEIGHTS_FILE): boolean {
  if (!existsSync(path)) return false;
  let bytes: Uint8Array = readFileSync(path);
  if (isGzip(bytes)) bytes = gunzipSync(bytes);
  useOthelloWeights(decodeWeights(bytes));
  return true;
}

/** The weights a lab script plays with: OTHELLO_WEIGHTS=<file>, else the file next to this module. */
export function loadOthelloWeightsForLab(): void {
  const chosen = process.env.OTHELLO_WEIGHTS;
  if (!loadOthelloWeightsFromDisk(chosen || OTHELLO_WEIGHTS_FILE))
    throw new Error(`no Othello weights file ${chosen || OTHELLO_WEIGHTS_FILE}`);
}
