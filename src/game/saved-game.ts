// The saved game in progress, as the menu sees it: which game and how far it went, and a
// way back into it. The host layer (src/platform) provides it; without one there is none.

export interface SavedGame {
  game: string;
  moves: number;
}

export interface SavedGameSource {
  peek(): SavedGame | null;
  /** Opens the saved game on the board; false when it cannot be restored any more. */
  resume(scene: { scene: { start(key: string): void } }): boolean;
}

let source: SavedGameSource | null = null;

export function setSavedGameSource(s: SavedGameSource): void {
  source = s;
}

export function savedGame(): SavedGame | null {
  try {
    return source?.peek() ?? null;
  } catch {
    return null;
  }
}

export function resumeSavedGame(scene: { scene: { start(key: string): void } }): boolean {
  return source?.resume(scene) ?? false;
}
