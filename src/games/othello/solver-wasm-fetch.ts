// Fetching the WebAssembly solver in the browser (docs/ai.md, "WebAssembly"): the worker
// asks for it before PAPA's first Othello move (GameAi.load), never at start-up. Any failure (offline, a Content-Security-Policy without
// 'wasm-unsafe-eval', a browser without WebAssembly) leaves PAPA on the JavaScript solver,
// with a warning in the console.

import { solverKind, useWasmSolver } from './solver-wasm';

/** The binary: an asset of the build (Vite), a file next to this module (Node). */
export const OTHELLO_SOLVER_URL = new URL('./othello-solver.wasm', import.meta.url);

let pending: Promise<void> | null = null;

export function loadOthelloSolver(): Promise<void> {
  if (solverKind() === 'wasm') return Promise.resolve();
  pending ??= fetchSolver().catch((e: unknown) => {
    console.warn(`Othello WebAssembly solver not loaded (${(e as Error)?.message ?? String(e)}): PAPA solves in JavaScript`);
  });
  return pending;
}

async function fetchSolver(): Promise<void> {
  if (typeof WebAssembly === 'undefined') throw new Error('no WebAssembly');
  const response = await fetch(OTHELLO_SOLVER_URL);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  await useWasmSolver(await response.arrayBuffer());
}
