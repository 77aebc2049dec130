// Fetching the learned Othello weights in the browser (docs/ai.md, "Othello's learned
// evaluation"): the worker asks for them before PAPA's first Othello move (GameAi.load),
// never at start-up, so nothing else waits for the download. Any failure (offline, a
// damaged file, an old browser without DecompressionStream) leaves PAPA on his hand-set
// evaluation, with a warning in the console.

import { decodeWeights, isGzip, othelloWeights, useOthelloWeights } from './weights';

/** The shipped weights: an asset of the build (Vite), a file next to this module (Node). */
export const OTHELLO_WEIGHTS_URL = new URL('./othello-weights.bin', import.meta.url);

let pending: Promise<void> | null = null;

export function loadOthelloWeights(): Promise<void> {
  if (othelloWeights()) return Promise.resolve();
  pending ??= fetchWeights().catch((e: unknown) => {
    console.warn(`Othello weights not loaded (${(e as Error)?.message ?? String(e)}): PAPA plays by his hand-set evaluation`);
  });
  return pending;
}

async function fetchWeights(): Promise<void> {
  const response = await fetch(OTHELLO_WEIGHTS_URL);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  let bytes = new Uint8Array(await response.arrayBuffer());
  // A server may have unpacked the gzip already (Content-Encoding); else unpack it here.
  if (isGzip(bytes)) {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  }
  useOthelloWeights(decodeWeights(bytes));
}
