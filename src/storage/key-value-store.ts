// The backend storage.ts writes through: localStorage, or a portal's data module with the
// same API (src/portal/portal-store.ts). A file of its own so that the portal store and its
// adapter name the type without importing storage.ts, which imports them (no circle).

/** What a backend needs of localStorage's API (a portal's data module has the same). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & {
  readonly length?: number;
  key?(index: number): string | null;
  /** Another tab changed this (full) key, or all when null: take its value (a mirrored portal store). */
  refresh?(key: string | null): void;
};
