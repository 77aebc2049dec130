// localStorage that never throws. Sandboxed iframes, incognito windows and privacy
// settings make `localStorage` throw on access or on write (quota); the game then keeps
// everything in memory for this visit and says nothing alarming.
// A portal build may put the portal's own store in localStorage's place (portal-store.ts:
// with the portal's SDK adapters, the host's piece at the bottom of the ladder, see
// .dependency-cruiser.cjs; its top-level await must hold back every module that imports this
// one, which takes a real import, not a store handed in later).
import { portalStore } from '../platform/portal-store';
import type { KeyValueStore } from './key-value-store';

export type { KeyValueStore };

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** False when values only live in memory (blocked or failing localStorage). */
  readonly persistent: boolean;
}

const PREFIX = 'panda-board-games:';

export function createStorage(backend: () => KeyValueStore | null = defaultBackend): SafeStorage {
  const memory = new Map<string, string>();
  let store: KeyValueStore | null = null;
  try {
    store = backend();
    // Some browsers expose localStorage but throw on the first write.
    const probe = `${PREFIX}probe`;
    store?.setItem(probe, '1');
    store?.removeItem(probe);
  } catch {
    store = null;
  }
  return {
    get persistent() {
      return store !== null;
    },
    get(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return store?.getItem(PREFIX + key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      memory.set(key, value);
      try {
        store?.setItem(PREFIX + key, value);
      } catch {
        // Quota or a storage revoked mid-visit: the memory copy still serves this visit.
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        store?.removeItem(PREFIX + key);
      } catch {
        // nothing to do: the memory copy is gone already
      }
    },
  };
}

function defaultBackend(): KeyValueStore | null {
  if (portalStore) return portalStore;
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/** The game's one storage. */
export const storage: SafeStorage = createStorage();
