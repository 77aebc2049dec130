// localStorage that never throws, and never loses what the player has.
// - Blocked (sandboxed iframes, some privacy settings: the getter or every call throws):
//   everything lives in memory for this visit, quietly.
// - Full (quota): what is on disk is still read. A write that fails waits in memory (and
//   serves this visit's reads); it is tried again at the next write, on a timer and when
//   another tab frees space, so saving resumes by itself. Listeners hear when writing stops
//   and resumes (the portal layer tells the player once per stop).
// - Other tabs: `storage` events name the keys another tab changed (watchOtherTabs), so
//   what is read next is theirs too; stores merge before they write (docs/architecture.md,
//   "Saves and storage").
// A portal build may put the portal's own store in localStorage's place (portal-store.ts:
// with the portal's SDK adapters, the host's piece at the bottom of the ladder, see
// .dependency-cruiser.cjs; its top-level await must hold back every module that imports this
// one, which takes a real import, not a store handed in later).
import { portalStore } from '../portal/portal-store';
import type { KeyValueStore } from './key-value-store';
import { gameKeysIn, STORAGE_PREFIX } from './store-keys';

export type { KeyValueStore };

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** False when values only live in memory (blocked or missing localStorage). */
  readonly persistent: boolean;
  /** False while writes fail (a full disk): they wait in memory until space comes back. */
  readonly writing: boolean;
  /** Hears when writing stops (false) and resumes (true); returns the unsubscribe. */
  onWriting(listener: (writing: boolean) => void): () => void;
  /** Hears the keys another tab changed (null: it cleared everything); returns the unsubscribe. */
  onOutsideChange(listener: (key: string | null) => void): () => void;
  /** Tries the waiting writes again; true when none waits any more. */
  flush(): boolean;
  /** Every key of the game in the backend (where the backend can list them) and in memory. */
  keys(): string[];
  /** Another tab changed `key` (null: everything); watchOtherTabs calls it. */
  outsideChange(key: string | null): void;
}

const PREFIX = STORAGE_PREFIX;
/** How often waiting writes are tried again while the disk is full. */
const RETRY_MS = 4000;

export function createStorage(backend: () => KeyValueStore | null = defaultBackend, retryMs = RETRY_MS): SafeStorage {
  let store: KeyValueStore | null = null;
  let writing = true;
  try {
    store = backend();
    // A getter that works but a store that throws on reading is as good as none.
    store?.getItem(`${PREFIX}probe`);
  } catch {
    store = null;
  }
  /** Without a store: every value. With one: the writes (null: a removal) not on disk yet. */
  const waiting = new Map<string, string | null>();
  const writingListeners = new Set<(writing: boolean) => void>();
  const outsideListeners = new Set<(key: string | null) => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const setWriting = (now: boolean): void => {
    if (now === writing) return;
    writing = now;
    tell(writingListeners, now);
  };
  const put = (key: string, value: string | null): boolean => {
    try {
      if (value === null) store?.removeItem(PREFIX + key);
      else store?.setItem(PREFIX + key, value);
      return true;
    } catch {
      return false;
    }
  };
  /** Whether a write goes through now (a probe written and removed). */
  const probe = (): boolean => put('probe', '1') && put('probe', null);
  const flush = (): boolean => {
    if (!store) return true;
    for (const [key, value] of [...waiting]) if (put(key, value)) waiting.delete(key);
    // nothing waits: whether the disk takes writes again is asked of a probe
    const done = waiting.size === 0 && (writing || probe());
    setWriting(done);
    if (!done && timer === null && retryMs > 0) {
      timer = setTimeout(() => {
        timer = null;
        flush();
      }, retryMs);
    }
    return done;
  };
  // Some browsers expose localStorage but refuse every write (a full disk, a zero quota):
  // reading goes on, and the player hears that saving has stopped.
  if (store && !probe()) {
    writing = false;
    flush();
  }

  return {
    get persistent() {
      return store !== null;
    },
    get writing() {
      return writing;
    },
    get(key) {
      if (!store || waiting.has(key)) return waiting.get(key) ?? null;
      try {
        return store.getItem(PREFIX + key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      waiting.set(key, value);
      flush();
    },
    remove(key) {
      if (!store) waiting.delete(key);
      else {
        waiting.set(key, null);
        flush();
      }
    },
    onWriting(listener) {
      writingListeners.add(listener);
      return () => writingListeners.delete(listener);
    },
    onOutsideChange(listener) {
      outsideListeners.add(listener);
      return () => outsideListeners.delete(listener);
    },
    flush,
    keys() {
      const out = new Set(gameKeysIn(store));
      for (const [k, v] of waiting) {
        if (v === null) out.delete(k);
        else out.add(k);
      }
      return [...out];
    },
    outsideChange(key) {
      // Another tab wrote: space may have come back. A write of ours still waiting for space
      // stays: it is this tab's latest (the stores read and merge before each write).
      try {
        store?.refresh?.(key === null ? null : PREFIX + key);
      } catch {
        // a store that cannot take it: the next read still goes to it
      }
      if (waiting.size > 0 || !writing) flush();
      tell(outsideListeners, key);
    },
  };
}

function tell<T>(listeners: Set<(value: T) => void>, value: T): void {
  for (const l of [...listeners]) {
    try {
      l(value);
    } catch {
      // a listener's fault is not the store's
    }
  }
}

/**
 * Follows the `storage` events of other tabs of the same origin into `s`'s listeners (the
 * game's one storage: wire.ts). A key outside the game's prefix is not the game's.
 */
export function watchOtherTabs(
  s: SafeStorage,
  target: Pick<Window, 'addEventListener'> | null = typeof window === 'undefined' ? null : window,
): void {
  if (!target) return;
  try {
    target.addEventListener('storage', (e: StorageEvent) => {
      if (e.key === null) s.outsideChange(null);
      else if (e.key.startsWith(PREFIX)) s.outsideChange(e.key.slice(PREFIX.length));
    });
  } catch {
    // no events: every write still merges with what is stored
  }
}

function defaultBackend(): KeyValueStore | null {
  if (portalStore) return portalStore;
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/** The game's one storage. */
export const storage: SafeStorage = createStorage();
