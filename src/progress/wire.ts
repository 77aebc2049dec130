// Connects the player's records to what happens: every match of the session (the session
// channel, src/game/session.ts) and the end of a game's tour (src/game/tour-events.ts).
import { onSession } from '../game/session';
import { onTourFinished } from '../game/tour-events';
import type { ProgressBackend } from './store';
import { installTracker } from './tracker';

/** Keeps the records in `backend` (the game's safe storage) and starts counting. */
export function wireProgress(backend: ProgressBackend): void {
  const tracker = installTracker(backend);
  onSession((e) => tracker.onSessionEvent(e));
  onTourFinished((game) => tracker.tourFinished(game));
}
