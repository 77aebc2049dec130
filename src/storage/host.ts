// The host's own store for storage.ts, handed in from above: a portal build's layer
// (src/platform/portal-store.ts) provides it, and storage.ts awaits it before the game reads
// a single setting or save. main.ts imports the portal store ahead of everything that reads
// storage, so the promise is here before storage.ts is evaluated.

/** What a backend needs of localStorage's API (a portal's data module has the same). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

let pending: Promise<KeyValueStore | null> | null = null;
let taken = false;

/** Hands storage.ts the host's store (null when it is not available after all). */
export function provideHostStore(store: Promise<KeyValueStore | null>): void {
  if (taken) throw new Error('storage.ts was evaluated before the host store was provided (src/main.ts imports it first)');
  pending = store;
}

/** The host's store, when one was provided (storage.ts, once). */
export function hostStore(): Promise<KeyValueStore | null> {
  taken = true;
  return pending ?? Promise.resolve(null);
}
