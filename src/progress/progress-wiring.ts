// Connects the player's records to what happens: every match of the session (the session
// channel, src/match/session.ts) and the end of a game's tour (src/match/tour-events.ts).
import { onSession } from '../match/session';
import { onTourFinished } from '../match/tour-events';
import type { ProgressBackend } from './store';
import { installTracker } from './tracker';

/** Keeps the records in `backend` (the game's safe storage) and starts counting. */
export function wireProgress(backend: ProgressBackend): void {
  const tracker = installTracker(backend);
  onSession((e) => tracker.onSessionEvent(e));
  onTourFinished((game) => tracker.tourFinished(game));
}
