// The command line solves Othello endgames with the WebAssembly solver, as the worker does
// once it has fetched it (docs/ai.md, "WebAssembly"): the shipped binary is read from disk
// before any command. OTHELLO_SOLVER=js keeps the JavaScript solver (to compare the two in
// `cli bench`); a missing or broken binary leaves it too, with a warning.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { useWasmSolverSync } from '../games/othello/solver-wasm';
import { OTHELLO_SOLVER_URL } from '../games/othello/solver-wasm-fetch';

/** Loads the binary (the shipped one unless `path`); false, with a warning, when it cannot. */
export function loadOthelloSolverFromDisk(path = fileURLToPath(OTHELLO_SOLVER_URL)): boolean {
  try {
    useWasmSolverSync(readFileSync(path));
    return true;
  } catch (e) {
    console.warn(`Othello WebAssembly solver not loaded (${(e as Error)?.message ?? String(e)}): solving in JavaScript`);
    return false;
  }
}

export function loadOthelloSolverForCli(): void {
  if (process.env.OTHELLO_SOLVER !== 'js') loadOthelloSolverFromDisk();
}
