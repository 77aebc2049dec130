// The exact solver in WebAssembly (docs/ai.md, "WebAssembly"): the same search as
// solver*.ts (the same nodes, scores and moves) on 64-bit bitboards, built from wasm/othello/
// by `npm run build:solver` into othello-solver.wasm. Whoever has the binary's bytes (the
// worker fetches them, solver-wasm-fetch.ts; the command line and tests read the file)
// hands them here; until then, or when compiling fails (a Content-Security-Policy without
// 'wasm-unsafe-eval', an old browser), solveOthello runs the JavaScript solver. No DOM.

import { now } from '../../ai/clock';
import { PASS, type OthelloPosition } from './position';
import type { SolveOptions, SolveResult } from './solve-types';

/** What the binary exports (wasm/othello/index.ts). */
interface SolverExports {
  solve(pLo: number, pHi: number, oLo: number, oHi: number, maxNodes: number, deadline: number, outcomeOnly: number): number;
  bestMove(): number;
  nodeCount(): number;
  complete(): number;
  lower(): number;
  upper(): number;
}

let solver: SolverExports | null = null;

/** The binary's one import: the clock PAPA's deadlines are set on. */
const imports = { env: { now } };

function exportsOf(instance: WebAssembly.Instance): SolverExports {
  const e = instance.exports as unknown as SolverExports;
  for (const name of ['solve', 'bestMove', 'nodeCount', 'complete', 'lower', 'upper'] as const) {
    if (typeof e[name] !== 'function') throw new Error(`othello-solver.wasm: no export ${name}`);
  }
  return e;
}

/** Compiles the binary and solves with it from now on; rejects when it cannot be compiled. */
export async function useWasmSolver(bytes: BufferSource): Promise<void> {
  const { instance } = await WebAssembly.instantiate(bytes, imports);
  solver = exportsOf(instance);
}

/** The same, synchronously (Node: the command line and tests read the file). */
export function useWasmSolverSync(bytes: BufferSource): void {
  solver = exportsOf(new WebAssembly.Instance(new WebAssembly.Module(bytes), imports));
}

/** Back to the JavaScript solver (tests compare the two). */
export function dropWasmSolver(): void {
  solver = null;
}

/** Which solver solveOthello runs now. */
export const solverKind = (): 'wasm' | 'js' => (solver ? 'wasm' : 'js');

/** The WebAssembly solve of solveOthello (solver.ts), or null when there is no binary. */
export function solveWasm(pos: OthelloPosition, opts: SolveOptions): SolveResult | null {
  const s = solver;
  if (!s) return null;
  const score = s.solve(pos.pLo, pos.pHi, pos.oLo, pos.oHi, opts.maxNodes ?? Infinity, opts.deadline ?? Infinity, opts.outcomeOnly ? 1 : 0);
  const move = s.bestMove();
  return {
    score,
    bestMove: move === 64 ? PASS : move,
    nodes: s.nodeCount(),
    complete: s.complete() !== 0,
    lower: s.lower(),
    upper: s.upper(),
  };
}
