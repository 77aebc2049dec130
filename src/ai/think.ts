// One entry for all three pandas, used by the worker, by the client's main-thread
// fallback and by the CLI. A "thinker" runs in steps so the same search can run in one
// go (worker, CLI) or in short slices between frames (main thread without a worker).

import { abortError } from './abort';
import { babyMove } from './baby';
import { now } from './clock';
import { contextOf, RequestError, type GameContext } from './context';
import type { GameAi, GameResolver } from './game-ai';
import { mamaMove } from './mama';
import { createPapa } from './papa';
import { DEFAULT_TIME_MS, type Thinker, type ThinkRequest, type ThinkResult } from './protocol';
import { decisionRng } from './rng';

export { now };

/** A thinker for the request; the clock starts now. Throws RequestError on a bad request. */
export function startThinking(req: ThinkRequest, resolve: GameResolver): { ctx: GameContext; thinker: Thinker; started: number } {
  let ai: GameAi;
  let ctx: GameContext;
  try {
    const game = resolve(req.game, req.options ?? {});
    ai = game.ai;
    ctx = contextOf(req, game.rules);
  } catch (e) {
    if (e instanceof RequestError) throw e;
    throw new RequestError((e as Error)?.message ?? String(e));
  }
  if (req.panda === 'papa') ai.prepare?.(ctx.position);
  const started = now();
  const { rules, position } = ctx;
  const legal = rules.outcome(position) ? [] : rules.moves(position);
  if (legal.length === 0) {
    // Game over (or, in theory, stuck): only the timer's pass is left to hand back.
    const move = rules.PASS;
    return { ctx, started, thinker: done({ move, prophecy: null, depth: 0, nodes: 0 }) };
  }
  const seed = req.seed ?? 0;
  const rng = decisionRng(seed, rules.hash(position), ctx.ply);
  switch (req.panda) {
    case 'baby':
      return { ctx, started, thinker: done({ move: babyMove(ai, position, legal, rng), prophecy: null, depth: 0, nodes: legal.length }) };
    case 'mama':
      return {
        ctx,
        started,
        thinker: done({ move: mamaMove(rules, ai, position, legal, rng), prophecy: null, depth: 1, nodes: legal.length }),
      };
    case 'papa': {
      const timeMs = req.timeMs ?? DEFAULT_TIME_MS;
      return { ctx, started, thinker: createPapa(ctx, ai, legal, { deadline: started + timeMs, nodes: req.nodes, seed }) };
    }
    default:
      throw new RequestError(`unknown panda '${String(req.panda)}'`);
  }
}

function done(r: ReturnType<Thinker['result']>): Thinker {
  return { step: () => true, result: () => r };
}

function finish(ctx: GameContext, thinker: Thinker, started: number): ThinkResult {
  const r = thinker.result();
  const move = r.move === ctx.rules.PASS ? 'pass' : ctx.rules.moveToText(ctx.position, r.move);
  return { move, prophecy: r.prophecy, depth: r.depth, nodes: r.nodes, timeMs: Math.round(now() - started) };
}

/** Thinks in one go (worker, CLI, tests). */
export function thinkNow(req: ThinkRequest, resolve: GameResolver): ThinkResult {
  const { ctx, thinker, started } = startThinking(req, resolve);
  while (!thinker.step(Infinity));
  return finish(ctx, thinker, started);
}

/**
 * Thinks in slices of `sliceMs`, yielding to the event loop between them (main thread
 * without a worker: the page keeps animating). Rejects with an AbortError when `signal` fires.
 */
export async function thinkSliced(req: ThinkRequest, resolve: GameResolver, sliceMs = 12, signal?: AbortSignal): Promise<ThinkResult> {
  const { ctx, thinker, started } = startThinking(req, resolve);
  for (;;) {
    if (signal?.aborted) throw abortError();
    if (thinker.step(now() + sliceMs)) break;
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
  return finish(ctx, thinker, started);
}
