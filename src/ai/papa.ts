// PAPA: iterative deepening over the shared search (search.ts) with the game's adapter,
// inside a time budget (and optionally a node budget). It runs in steps so the client's
// main-thread fallback can slice it; in a worker one step runs it all. When a completed
// iteration proves the result, PAPA stops and says so (the prophecy).

import type { GameContext } from './context';
import type { GameAi } from './game-ai';
import type { Prophecy } from './protocol';
import { decisionRng, randInt } from './rng';
import { MATE, PROVEN, Search } from './search';
import type { Thinker } from './protocol';
import { now } from './clock';
import { TranspositionTable } from './tt';

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

let sharedProofTable: TranspositionTable | null = null;
function proofTable(): TranspositionTable {
  if (!sharedProofTable) sharedProofTable = new TranspositionTable(16);
  return sharedProofTable;
}

export function proven(score: number): Prophecy | null {
  if (score > PROVEN) return { kind: 'win', plies: MATE - score };
  if (score < -PROVEN) return { kind: 'loss', plies: MATE + score };
  return null;
}

export function createPapa(ctx: GameContext, ai: GameAi, legal: number[], budget: PapaBudget): Thinker {
  const started = now();
  const rng = decisionRng(budget.seed, ctx.rules.hash(ctx.position), ctx.ply);
  // A seeded shuffle of the root moves: among moves the search finds equal, the seed picks.
  const rootMoves = legal.slice();
  for (let i = rootMoves.length - 1; i > 0; i--) {
    const j = randInt(rng, i + 1);
    [rootMoves[i], rootMoves[j]] = [rootMoves[j], rootMoves[i]];
  }
  const maxNodes = budget.nodes ?? Infinity;
  let best = { move: rootMoves[0], prophecy: null as Prophecy | null, depth: 0, nodes: 0, score: undefined as number | undefined };

  // A forced move needs no thought, only a short look to see whether the result is decided.
  if (rootMoves.length === 1) budget = { ...budget, deadline: Math.min(budget.deadline, started + 0.2 * (budget.deadline - started)) };

  const search = new Search(ai.search, ctx.position, ctx, table(), rootMoves, now);
  let depth = 1;
  let finished = false;
  let solverNodes = 0;
  let nextDrawProof = 2;

  // An exact endgame (Othello's solver): solve at once when it is quick; otherwise search
  // for a share of the budget first (a move in hand), then give the solver the rest.
  const endgame = ai.endgame;
  let plan = endgame ? endgame.plan(ctx.position, budget.deadline - started) : 'none';
  let phaseEnd = budget.deadline;
  const searchShare = endgame?.searchShare ?? 0;
  if (plan === 'solve-after') phaseEnd = started + searchShare * (budget.deadline - started);

  /** A proven loss from an unfinished solve: the search's move stands, with this prophecy. */
  let provenLoss: Prophecy | null = null;

  /** The solver's answer replaces the search's when it finishes in time, or when it proves a win. */
  const solve = (deadline: number): boolean => {
    if (!endgame) return false;
    const left = maxNodes - search.nodes;
    const { solved, nodes, decided } = endgame.solve(ctx.position, deadline, Number.isFinite(left) ? left : undefined);
    solverNodes += nodes;
    const depth = endgame.depthOf(ctx.position);
    if (solved) {
      best = {
        move: solved.move,
        prophecy: { kind: 'score', score: solved.score },
        depth,
        nodes: search.nodes + solverNodes,
        score: undefined,
      };
      return true;
    }
    // A win proven with its move is worth more than any unproven move of the search's.
    if (decided?.bound === 'atLeast') {
      best = {
        move: decided.move,
        prophecy: { kind: 'score', score: decided.score, bound: 'atLeast' },
        depth,
        nodes: search.nodes + solverNodes,
        score: undefined,
      };
      return true;
    }
    if (decided) provenLoss = { kind: 'score', score: decided.score, bound: 'atMost' };
    return false;
  };

  /** Iterations until `end` (true) or until the slice ends at `until` (false). */
  const deepen = (until: number, end: number): boolean => {
    for (;;) {
      const t = now();
      if (t >= end || search.nodes >= maxNodes) return true;
      if (t >= until) return false;
      const r = search.iterate(depth, Math.min(until, end), maxNodes);
      if (r) {
        // A finished iteration; or a stopped one, whose best move is at least as good as
        // the previous best (that one is searched first). A win found is proven either way.
        let prophecy = r.complete || r.score > PROVEN ? proven(r.score) : null;
        // The search says "draw" (its draw score exactly): worth proving, then announcing.
        // After a failed attempt, the next waits for twice the depth: a position the search
        // keeps calling a draw must not spend every iteration on proofs.
        if (!prophecy && r.complete && r.score === -search.contempt && depth >= nextDrawProof && ai.proveDraws) {
          const drawn = search.proveDraw(depth, Math.min(until, end), maxNodes, proofTable());
          if (drawn) prophecy = { kind: 'draw', plies: depth };
          else if (drawn === false) nextDrawProof = 2 * depth;
        }
        best = { move: r.move, prophecy, depth: r.complete ? depth : depth - 1, nodes: search.nodes, score: r.score };
        if (prophecy || (r.complete && depth >= MAX_DEPTH)) return true;
      }
      if (r && r.complete) depth++;
    }
  };

  /**
   * The game's guard knows the chosen move to lose: the search's best other move instead (its
   * root order, best first). Only then does the guard change anything, so PAPA's play is
   * otherwise the same move for move (docs/ai.md, "Cannon's opening guard").
   */
  const avoidKnownLosses = (): void => {
    const losing = ai.losingMoves?.(ctx.position, legal) ?? [];
    if (!losing.includes(best.move)) return;
    const other = search.rootMoves.find((m) => !losing.includes(m));
    if (other !== undefined) best = { ...best, move: other, prophecy: null };
  };

  return {
    step(until: number): boolean {
      if (finished) return true;
      if (plan === 'solve-first') {
        plan = 'none';
        // The solver keeps the search's last share, so a solve that overruns (a loaded
        // machine) still leaves a searched move rather than the first legal one.
        if (solve(started + (1 - searchShare) * (budget.deadline - started))) return (finished = true);
      }
      if (!deepen(until, phaseEnd)) return false;
      if (plan === 'solve-after') {
        plan = 'none';
        phaseEnd = budget.deadline;
        // Only where the solver may block (worker, CLI), not in slices. It leaves the search
        // a last share of the budget in case it does not finish.
        const solverEnd = started + (1 - searchShare) * (budget.deadline - started);
        if (!best.prophecy && until === Infinity && solve(solverEnd)) return (finished = true);
        if (!best.prophecy && !deepen(until, phaseEnd)) return false;
      }
      best.nodes = search.nodes + solverNodes;
      if (!best.prophecy && provenLoss) best = { ...best, prophecy: provenLoss };
      avoidKnownLosses();
      return (finished = true);
    },
    result: () => best,
  };
}
