// The pandas' search run on the page itself, in short slices so the page keeps animating:
// for when no worker answers (src/game/panda-client.ts). Loaded as a chunk of its own.
import { thinkSliced } from '../ai/think';
import type { ThinkRequest, ThinkResult } from '../ai/protocol';
import { resolveGame } from '../games/brains';

export function thinkHere(req: ThinkRequest, sliceMs: number, signal: AbortSignal): Promise<ThinkResult> {
  return thinkSliced(req, resolveGame, sliceMs, signal);
}
