// The WebAssembly solver (docs/ai.md, "WebAssembly"): the committed binary is the one its
// sources compile to, and it solves as the JavaScript solver does: the same exact score,
// the same best move and node count on random endgames, a best move that achieves the
// score, the same stops at a node limit, passes and finished games.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileOthelloSolver, SOLVER_WASM } from '../../tools/build-solver-wasm';
import { PASS, othelloRules } from '../../src/games/othello/rules';
import { solveOthello, solveOthelloJs } from '../../src/games/othello/solver';
import { dropWasmSolver, solverKind, useWasmSolverSync } from '../../src/games/othello/solver-wasm';
import { randomEndgame } from './othello-endgames';

const rules = othelloRules();

describe('othello WebAssembly solver', () => {
  beforeAll(() => useWasmSolverSync(readFileSync(SOLVER_WASM)));
  afterAll(() => dropWasmSolver());

  it('is the binary its sources compile to (npm run build:solver)', async () => {
    const built = await compileOthelloSolver();
    expect(Buffer.from(readFileSync(SOLVER_WASM)).equals(Buffer.from(built)), `${SOLVER_WASM} is stale: npm run build:solver`).toBe(true);
  });

  it('solves random endgames of 10 to 16 empties as the JavaScript solver does', () => {
    expect(solverKind()).toBe('wasm');
    let solved = 0;
    for (let seed = 1; solved < 36; seed++) {
      const empties = 10 + (seed % 7);
      const pos = randomEndgame(seed * 7919, empties);
      if (!pos || rules.moves(pos).length === 0) continue;
      const w = solveOthello(pos);
      const js = solveOthelloJs(pos);
      expect(w, `seed ${seed}`).toEqual(js);
      expect(w.complete).toBe(true);
      // The best move achieves the score.
      expect(rules.moves(pos)).toContain(w.bestMove);
      expect(-solveOthelloJs(rules.play(pos, w.bestMove)).score | 0, `seed ${seed}`).toBe(w.score);
      solved++;
    }
  });

  it('stops at a node limit with proven bounds, as the JavaScript solver', () => {
    const pos = rules.parse('--XXXXX---XXXX---OOOXX---OOXXXX--OOXXXO-OOOOXOO----XOX----XXXXX- O');
    const r = solveOthello(pos, { maxNodes: 20_000 });
    expect(r.complete).toBe(false);
    expect(r.nodes).toBeLessThan(30_000);
    expect(rules.moves(pos)).toContain(r.bestMove);
    expect(r.lower).toBeLessThanOrEqual(-12);
    expect(r.upper).toBeGreaterThanOrEqual(-12);
    const outcome = solveOthello(pos, { outcomeOnly: true });
    expect(outcome.upper).toBeLessThan(0);
    expect(outcome).toMatchObject({ lower: solveOthelloJs(pos, { outcomeOnly: true }).lower });
  });

  it('handles a forced pass and a finished game', () => {
    const pass = rules.parse('OX....../......../......../......../......../......../......../........ X');
    expect(solveOthello(pass)).toMatchObject({ score: -64, bestMove: PASS, complete: true });
    const over = rules.parse('X......./......../......../......../......../......../......../.......O O');
    expect(solveOthello(over)).toMatchObject({ score: 0, bestMove: -1, complete: true, nodes: 1 });
  });
});
