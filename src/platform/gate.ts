// When the game may go on by itself: the page is visible and no ad break runs. The
// panda's move waits here (it is computed, then held until the player can see it).
import { portal } from './platform';
import { visibility } from './visibility';

export function canPlayNow(): boolean {
  return !visibility.hidden && !portal.inAdBreak;
}

/** Resolves once the page is visible and no ad break runs (at once when so). */
export async function whenPlayable(): Promise<void> {
  while (!canPlayNow()) {
    if (visibility.hidden) await visibility.whenVisible();
    else await portal.adBreakOver();
  }
}
