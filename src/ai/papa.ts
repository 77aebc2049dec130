// PAPA: iterative deepening over the shared search (search.ts) with the game's adapter,
// inside a time budget (and optionally a node budget). It runs in steps so the client's
// main-thread fallback can slice it; in a worker one step runs it all. When a completed
// iteration proves the result, PAPA stops and says so (the prophecy).

import type { GameContext } from './context';
import { searchGameFor } from './games';
import type { Prophecy } from './protocol';
import { decisionRng, randInt } from './rng';
import { MATE, PROVEN, Search } from './search';
import type { Thinker } from './think';
import { now } from './clock';
import { TranspositionTable } from './tt';
import { othelloEndgame } from './othello-endgame';

export interface PapaBudget {
  /** Absolute deadline on the `now()` clock. */
  deadline: number;
  /** Node budget (reproducible on any machine); default unlimited. */
  nodes?: number;
  seed: number;
}

/** Iterations beyond this depth gain nothing on these boards. */
const MAX_DEPTH = 64;

// One table for the thread, cleared per request: allocation is done once, and a request's
// answer never depends on the ones before it.
let sharedTable: TranspositionTable | null = null;
function table(): TranspositionTable {
  if (!sharedTable) sharedTable = new TranspositionTable(19);
  sharedTable.clear();
  return sharedTable;
}

export function proven(score: number): Prophecy | null {
  if (score > PROVEN) return { kind: 'win', plies: MATE - score };
  if (score < -PROVEN) return { kind: 'loss', plies: MATE + score };
  return null;
}

export function createPapa(ctx: GameContext, legal: number[], budget: PapaBudget): Thinker {
  const rng = decisionRng(budget.seed, ctx.rules.hash(ctx.position), ctx.ply);
  // A seeded shuffle of the root moves: among moves the search finds equal, the seed picks.
  const rootMoves = legal.slice();
  for (let i = rootMoves.length - 1; i > 0; i--) {
    const j = randInt(rng, i + 1);
    [rootMoves[i], rootMoves[j]] = [rootMoves[j], rootMoves[i]];
  }
  const maxNodes = budget.nodes ?? Infinity;
  let best = { move: rootMoves[0], prophecy: null as Prophecy | null, depth: 0, nodes: 0 };

  if (rootMoves.length === 1 && ctx.rules.id !== 'othello') {
    return { step: () => true, result: () => best };
  }

  const endgame = ctx.rules.id === 'othello' ? othelloEndgame(ctx, budget) : null;
  const search = new Search(searchGameFor(ctx.rules), ctx.position, ctx, table(), rootMoves, now);
  let depth = 1;
  let finished = false;

  return {
    step(until: number): boolean {
      if (finished) return true;
      if (endgame) {
        const r = endgame.step(until);
        if (r === 'pending') return false;
        if (r !== null) {
          best = { ...r };
          finished = true;
          return true;
        }
        // Not solved in time: the midgame search plays on what is left of the budget.
      }
      for (;;) {
        const t = now();
        if (t >= budget.deadline || search.nodes >= maxNodes) break;
        if (t >= until) return false;
        const r = search.iterate(depth, Math.min(until, budget.deadline), maxNodes);
        if (r) {
          // A finished iteration; or a stopped one whose best move beat the previous best
          // (the previous best is searched first), which is at least as good.
          const prophecy = r.complete || r.score > PROVEN ? proven(r.score) : null;
          best = { move: r.move, prophecy, depth: r.complete ? depth : depth - 1, nodes: search.nodes };
          if (prophecy || depth >= MAX_DEPTH) break;
        }
        if (r && r.complete) depth++;
        else if (now() >= budget.deadline || search.nodes >= maxNodes) break;
      }
      best.nodes = search.nodes + (endgame?.nodes() ?? 0);
      finished = true;
      return true;
    },
    result: () => best,
  };
}
