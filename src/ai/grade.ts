// PAPA's look at one position of a finished game, for the review's grades (docs/ai.md,
// "Grading a game"): his value of the position as an expected result in [-1, 1] for the
// side to move, his best move, and, where that best move is the one played, the value of
// the best other move (so that the review can tell the only move that held). Runs in steps
// like a think, so the page's fallback can slice it; the worker runs it in one go.
import { now } from './clock';
import { contextOf, RequestError, type GameContext } from './context';
import type { GameAi, GameResolver } from './game-ai';
import { createPapa } from './papa';
import type { GradeRequest, GradeResult, Prophecy } from './protocol';

/** Evaluation units for which the expected result is tanh(1) ≈ 0.76, where a game's brain sets none. */
export const DEFAULT_GRADE_SCALE = 300;

/** The expected result in [-1, 1] for the side to move, from PAPA's proof or his search value. */
export function expectedResult(prophecy: Prophecy | null, score: number | undefined, scale: number): number {
  if (prophecy) {
    if (prophecy.kind === 'score') return Math.sign(prophecy.score);
    return prophecy.kind === 'win' ? 1 : prophecy.kind === 'loss' ? -1 : 0;
  }
  if (score === undefined || !Number.isFinite(score)) return 0;
  return Math.tanh(score / scale);
}

export interface Grader {
  step(until: number): boolean;
  result(): GradeResult;
}

/** Starts PAPA's look at the request's position. Throws RequestError on a bad request. */
export function startGrading(req: GradeRequest, resolve: GameResolver): Grader {
  let ai: GameAi;
  let ctx: GameContext;
  try {
    const game = resolve(req.game, req.options ?? {});
    ai = game.ai;
    ctx = contextOf({ ...req, panda: 'papa' }, game.rules);
  } catch (e) {
    if (e instanceof RequestError) throw e;
    throw new RequestError((e as Error)?.message ?? String(e));
  }
  const { rules, position } = ctx;
  const outcome = rules.outcome(position);
  if (outcome || rules.moves(position).length === 0) {
    const mover = rules.sides[rules.toMove(position)];
    const value = !outcome || outcome.winner === 'draw' ? 0 : outcome.winner === mover ? 1 : -1;
    const done: GradeResult = { value, best: null, second: null };
    return { step: () => true, result: () => done };
  }
  const scale = ai.gradeScale ?? DEFAULT_GRADE_SCALE;
  // the opening guard changes a move, not a value: the review wants the search's own
  const plain: GameAi = { ...ai, losingMoves: undefined };
  const legal = rules.moves(position);
  // with a node budget the clock only guards against a hang: the grades then repeat exactly
  const budgetMs = req.nodes ? 60_000 : Math.max(5, req.timeMs);
  const started = now();
  const main = createPapa(ctx, plain, legal, { deadline: started + budgetMs, nodes: req.nodes, seed: 1 });
  let result: GradeResult | null = null;
  let other: ReturnType<typeof createPapa> | null = null;
  let firstValue = 0;
  let bestText: string | null = null;
  return {
    step(until: number): boolean {
      if (result) return true;
      if (!other) {
        if (!main.step(until)) return false;
        const r = main.result();
        firstValue = expectedResult(r.prophecy, r.score, scale);
        bestText = r.move === rules.PASS ? 'pass' : rules.moveToText(position, r.move);
        const rest = legal.filter((m) => m !== r.move);
        // only where the move played is his best, and there was a choice: was it the only one that held?
        if (req.played !== bestText || rest.length === 0) {
          result = { value: firstValue, best: bestText, second: null };
          return true;
        }
        // the exact endgame answers for every move at once: the other moves are searched without it
        other = createPapa(ctx, { ...plain, endgame: undefined }, rest, {
          deadline: now() + budgetMs / 2,
          nodes: req.nodes ? Math.ceil(req.nodes / 2) : undefined,
          seed: 1,
        });
      }
      if (!other.step(until)) return false;
      const o = other.result();
      result = { value: firstValue, best: bestText, second: expectedResult(o.prophecy, o.score, scale) };
      return true;
    },
    result(): GradeResult {
      if (!result) throw new Error('grading not finished');
      return result;
    },
  };
}

/** Grades in one go (worker, CLI, tests). */
export function gradeNow(req: GradeRequest, resolve: GameResolver): GradeResult {
  const g = startGrading(req, resolve);
  while (!g.step(Infinity));
  return g.result();
}
