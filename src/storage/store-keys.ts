// The names the game's data is stored under, in a leaf of its own: the portal's store
// (portal-store.ts) reconciles by them while storage.ts, which imports it, is still loading.
import type { GameId } from '../games/registry';
import type { KeyValueStore } from './key-value-store';

/** Every key of the game begins so in localStorage (and in a portal's data module). */
export const STORAGE_PREFIX = 'panda-board-games:';
/** The single save of earlier builds (save.ts moves it to its game's key). */
export const SAVE_KEY = 'match';
/** The version of a saved match's form. */
export const SAVE_VERSION = 1;
/** Where a game's own save lives. */
export const saveKey = (game: GameId): string => `${SAVE_KEY}.${game}`;

/** The game's keys (without the prefix) in a store that can list its keys; none in one that cannot. */
export function gameKeysIn(store: KeyValueStore | null): string[] {
  const out: string[] = [];
  try {
    const n = store?.length ?? 0;
    for (let i = 0; i < n; i++) {
      const k = store?.key?.(i);
      if (k?.startsWith(STORAGE_PREFIX) && k !== `${STORAGE_PREFIX}probe`) out.push(k.slice(STORAGE_PREFIX.length));
    }
  } catch {
    // a store that cannot list its keys
  }
  return out;
}
