// Turns a ThinkRequest into what a panda needs: the rules, the position, and the history
// the draw rules read (how often each earlier position occurred, plies since progress).
// The request comes from the UI or the CLI and is checked, never trusted: a history that
// does not lead to `position` is dropped (the panda then plays from the position alone).

import { DEFAULT_DRAW_RULES, NO_PROGRESS_LIMIT, type DrawRules } from '../engine/record';
import type { AnyRules } from '../engine/types';
import type { ThinkRequest } from './protocol';

export interface GameContext {
  rules: AnyRules;
  position: unknown;
  /** Occurrences of the earlier positions of the game, by 32-bit hash (the current one included). */
  seen: Map<number, number>;
  /** Plies since the last capture, conversion or placement. */
  quiet: number;
  draws: DrawRules;
  /** Plies played so far (0 when the history was dropped). */
  ply: number;
}

export class RequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RequestError';
  }
}

/** The context of a request for the game's rules (already resolved from req.game). */
export function contextOf(req: ThinkRequest, rules: AnyRules): GameContext {
  let position: unknown;
  try {
    position = rules.parse(req.position);
  } catch (e) {
    throw new RequestError(`bad position: ${(e as Error).message}`);
  }
  const draws = { ...DEFAULT_DRAW_RULES, ...(req.drawRules ?? {}) };
  const replayed = replay(rules, req, rules.format(position));
  if (replayed) return { rules, position, draws, ...replayed };
  const seen = new Map<number, number>([[rules.hash(position), 1]]);
  return { rules, position, seen, quiet: 0, draws, ply: 0 };
}

/** Replays the history; null when it is malformed or ends elsewhere than `target`. */
function replay(rules: AnyRules, req: ThinkRequest, target: string): { seen: Map<number, number>; quiet: number; ply: number } | null {
  const history = Array.isArray(req.history) ? req.history : [];
  try {
    let pos = rules.parse(req.startPosition ?? rules.startText);
    const seen = new Map<number, number>();
    const count = (p: unknown) => {
      const h = rules.hash(p);
      seen.set(h, (seen.get(h) ?? 0) + 1);
    };
    count(pos);
    let quiet = 0;
    for (const text of history) {
      let move: number;
      if (text === 'pass' && !rules.moves(pos).includes(rules.PASS))
        move = rules.PASS; // timer pass
      else move = rules.moveFromText(pos, text);
      const progress = move !== rules.PASS && rules.isProgress(pos, move);
      quiet = progress ? 0 : quiet + 1;
      pos = rules.play(pos, move);
      count(pos);
    }
    if (rules.format(pos) !== target) return null;
    return { seen, quiet: Math.min(quiet, NO_PROGRESS_LIMIT), ply: history.length };
  } catch {
    return null;
  }
}
