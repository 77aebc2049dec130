// What the first screen draws a frame after its first: the parts a player does not need in
// order to choose (the menu's pitches, the cards' board pictures, the title, which the
// splash shows until it has faded, the pandas beside it, the words in the other language,
// the bamboo backdrop). The first frame then holds only the controls with their words, so
// the page takes input sooner, and the rest arrives while the splash fades out over it.
// Every later build (a resize, another screen) draws everything at once.
// docs/architecture.md "Start-up".
import { markDirty } from './render-on-demand';

let waiting: (() => void)[] | null = [];

/** Runs `part` now, or after the page's first frame while that has not been drawn yet. */
export function drawAfterFirstFrame(part: () => void): void {
  if (waiting) waiting.push(part);
  else part();
}

/** True until the first screen's remaining parts are drawn. */
export function firstScreenIncomplete(): boolean {
  return waiting !== null;
}

/** Draws the first screen's remaining parts (called once its first frame is out). */
export function completeFirstScreen(): void {
  const parts = waiting ?? [];
  waiting = null;
  for (const part of parts) part();
  markDirty(200);
  performance.mark('first-screen-complete');
}
