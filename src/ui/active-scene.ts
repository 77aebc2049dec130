// Which scene the player sees. Kept below the scenes (docs/architecture.md, "Layers") so that
// the keyboard (control-keys.ts) and the first screen's hand-over (src/boot) can ask it;
// BaseScene sets it as each scene is built.
let activeKey = 'boot';

/** Key of the scene the player sees (for the test hook). */
export function activeSceneKey(): string {
  return activeKey;
}

/** Called by BaseScene when its scene becomes the one on screen. */
export function setActiveSceneKey(key: string): void {
  activeKey = key;
}
