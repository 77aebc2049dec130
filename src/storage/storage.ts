// localStorage that never throws. Sandboxed iframes, incognito windows and privacy
// settings make `localStorage` throw on access or on write (quota); the game then keeps
// everything in memory for this visit and says nothing alarming.
// A portal build may put the portal's own store in localStorage's place: the portal layer
// hands it in (host.ts, src/platform/portal-store.ts) and this module waits for it. The
// default build folds the condition below to `null`: no wait.
import { hostStore, type KeyValueStore } from './host';

export type { KeyValueStore };

const portalStore: KeyValueStore | null = import.meta.env.VITE_PLATFORM ? await hostStore() : null;

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
