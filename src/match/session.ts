// The match in play, if any, and one channel that tells what happens to whichever match is
// in play: the portal layer (saves, gameplay events) listens here instead of the match
// calling it.
import type { MatchConfig, MatchEvent } from './match-types';
import { Match } from './match';
import { Channel } from './events';
import { cancelPandas } from './panda-request';

export type SessionEvent = { type: 'new-match'; match: Match } | { type: 'match'; match: Match; event: MatchEvent } | { type: 'left' };

let current: Match | null = null;
const channel = new Channel<SessionEvent>();

/** The live match, if any. */
export function currentMatch(): Match | null {
  return current;
}

/** Listens to every match of the session (the portal layer and saves attach here). */
export function onSession(fn: (e: SessionEvent) => void): () => void {
  return channel.on(fn);
}

/** Replaces the live match with a new one (not started yet). */
export function newMatch(config: MatchConfig): Match {
  current?.dispose();
  const m = new Match(config);
  current = m;
  m.on((event) => {
    if (current === m) channel.emit({ type: 'match', match: m, event });
  });
  channel.emit({ type: 'new-match', match: m });
  return m;
}

/** Leaves the match for good (back to the menu). */
export function endMatch(): void {
  current?.dispose();
  current = null;
  cancelPandas();
  channel.emit({ type: 'left' });
}
