// The pandas' search run on the page itself, in short slices so the page keeps animating:
// for when no worker answers (src/match/panda-client.ts). Loaded as a chunk of its own.
import { abortError } from '../ai/abort';
import { startGrading } from '../ai/grade';
import { now, thinkSliced } from '../ai/think';
import type { GradeRequest, GradeResult, ThinkRequest, ThinkResult } from '../ai/protocol';
import { resolveGame } from '../games/brains';

export function thinkHere(req: ThinkRequest, sliceMs: number, signal: AbortSignal): Promise<ThinkResult> {
  return thinkSliced(req, resolveGame, sliceMs, signal);
}

/** PAPA's look at a position for the review's grades (src/match/grade-client.ts), in slices. */
export async function gradeHere(req: GradeRequest, signal: AbortSignal, sliceMs = 12): Promise<GradeResult> {
  const grader = startGrading(req, resolveGame);
  for (;;) {
    if (signal.aborted) throw abortError();
    if (grader.step(now() + sliceMs)) return grader.result();
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
}
