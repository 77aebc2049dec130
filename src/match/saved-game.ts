// The saved games in progress, as the menu sees them: one per game at most, which game and
// how far it went, and a way back into each. The host layer (src/platform) provides them;
// without one there are none.

export interface SavedGame {
  game: string;
  moves: number;
  /** Date.now() of the save. */
  savedAt: number;
}

type Starter = { scene: { start(key: string): void } };

export interface SavedGameSource {
  /** The saved games, the most recent first. */
  peek(): SavedGame[];
  /** Opens a game's save on the board; false when it cannot be restored any more. */
  resume(scene: Starter, game: string): boolean;
}

let source: SavedGameSource | null = null;
const changeListeners = new Set<() => void>();

/** Hears when the saved games change outside this page (another tab); returns the unsubscribe. */
export function onSavedGamesChanged(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** The host's word that another tab changed the saved games. */
export function savedGamesChanged(): void {
  for (const l of [...changeListeners]) {
    try {
      l();
    } catch {
      // a listener's fault is not the others'
    }
  }
}

export function setSavedGameSource(s: SavedGameSource): void {
  source = s;
}

/** The saved games, the most recent first (none without a host). */
export function savedGames(): SavedGame[] {
  try {
    return source?.peek() ?? [];
  } catch {
    return [];
  }
}

/** The game's saved game, or null. */
export function savedGameOf(game: string): SavedGame | null {
  return savedGames().find((s) => s.game === game) ?? null;
}

export function resumeSavedGame(scene: Starter, game: string): boolean {
  try {
    return source?.resume(scene, game) ?? false;
  } catch {
    return false;
  }
}
