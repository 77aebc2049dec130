// Connects the player's records to what happens: every match of the session (the session
// channel, src/game/session.ts) and the end of a game's tour (src/ui/tour-dialog.ts).
import { onSession } from '../game/session';
import { onTourFinished } from '../ui/tour-dialog';
import { progressTracker } from './tracker';

export function wireProgress(): void {
  const tracker = progressTracker();
  onSession((e) => tracker.onSessionEvent(e));
  onTourFinished((game) => tracker.tourFinished(game));
}
