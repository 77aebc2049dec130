// When the game may go on by itself: a panda's move is computed, then held until the
// player can see it (the page is visible, no ad break runs). The host layer installs the
// real gate (src/platform/gate.ts); without a host the game always may.

let gate: () => Promise<void> = () => Promise.resolve();

export function setPlayGate(fn: () => Promise<void>): void {
  gate = fn;
}

export function whenPlayable(): Promise<void> {
  return gate();
}
