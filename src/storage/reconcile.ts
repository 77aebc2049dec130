// A portal build keeps the game's data in the portal's data module (CrazyGames: synced to
// the player's account) and a copy in this device's localStorage. A visit whose SDK was
// blocked (an ad blocker) saved to localStorage only; a visit on another device saved to
// the data module only. At start the two are reconciled key by key, so that nothing is
// dropped: of two saves of a game the newer wins, the records and the solved puzzles are
// joined, a newer build's record is kept whole, and a setting the portal has wins.
// Afterwards every write goes to both (mirrorStore). docs/architecture.md, "Saves and storage".
import { GAME_IDS } from '../games/registry';
import { storedVersion } from '../match/stored-version';
import { PROGRESS_KEY } from '../progress/store';
import { mergeProgressTexts } from '../progress/merge';
import { mergeSolvedTexts, SOLVED_KEY } from '../puzzles/solved';
import { gameKeysIn, SAVE_KEY, SAVE_VERSION, saveKey, STORAGE_PREFIX } from './store-keys';
import type { KeyValueStore } from './key-value-store';

/** When a save was made (0 when the text does not say). */
function savedAt(text: string): number {
  try {
    const v = (JSON.parse(text) as { savedAt?: unknown }).savedAt;
    return typeof v === 'number' && Number.isFinite(v) ? v : 0;
  } catch {
    return 0;
  }
}

/** Of two saves of one game: a newer build's first (never dropped), then the more recent. */
function newerSave(portal: string, local: string): string {
  const vp = storedVersion(portal) ?? 0;
  const vl = storedVersion(local) ?? 0;
  if (vp > SAVE_VERSION || vl > SAVE_VERSION) return vl > vp ? local : portal;
  return savedAt(local) > savedAt(portal) ? local : portal;
}

const SAVE_KEYS = new Set([SAVE_KEY, ...GAME_IDS.map(saveKey)]);

/** The value both stores should hold for `key` (without the prefix); null: neither has one. */
export function mergeValue(key: string, portal: string | null, local: string | null): string | null {
  if (portal === null || local === null || portal === local) return portal ?? local;
  if (SAVE_KEYS.has(key)) return newerSave(portal, local);
  if (key === PROGRESS_KEY) return mergeProgressTexts(portal, local);
  if (key === SOLVED_KEY) return mergeSolvedTexts(portal, local);
  return portal;
}

/** The keys worth comparing: the game's keys in localStorage and those the game always has. */
export function keysToReconcile(local: KeyValueStore | null): string[] {
  return [...new Set<string>([...SAVE_KEYS, PROGRESS_KEY, SOLVED_KEY, ...gameKeysIn(local)])];
}

const read = (s: KeyValueStore | null, key: string): string | null => {
  try {
    return s?.getItem(STORAGE_PREFIX + key) ?? null;
  } catch {
    return null;
  }
};
const write = (s: KeyValueStore | null, key: string, value: string): void => {
  try {
    s?.setItem(STORAGE_PREFIX + key, value);
  } catch {
    // full or refused: the other store still holds it
  }
};

/** Brings the portal's store and localStorage to the same values; returns the keys it changed in either. Never throws. */
export function reconcile(portal: KeyValueStore, local: KeyValueStore | null): string[] {
  const changed: string[] = [];
  for (const key of keysToReconcile(local)) {
    const p = read(portal, key);
    const l = read(local, key);
    const merged = mergeValue(key, p, l);
    if (merged === null) continue;
    if (merged !== p) write(portal, key, merged);
    if (merged !== l) write(local, key, merged);
    if (merged !== p || merged !== l) changed.push(key);
  }
  return changed;
}

/**
 * The store a portal build uses after reconcile: reads the portal's, writes both (so that a
 * later visit without the SDK finds this one's games). Another tab's write reaches this one
 * through localStorage's storage event: `refresh` takes it into the portal's copy too.
 */
export function mirrorStore(portal: KeyValueStore, local: KeyValueStore | null): KeyValueStore & { refresh(key: string | null): void } {
  return {
    getItem: (k) => portal.getItem(k),
    setItem(k, v) {
      portal.setItem(k, v);
      try {
        local?.setItem(k, v);
      } catch {
        // this device's copy is full: the portal's holds it
      }
    },
    removeItem(k) {
      portal.removeItem(k);
      try {
        local?.removeItem(k);
      } catch {
        // nothing to do: the portal's copy is gone
      }
    },
    get length() {
      try {
        return local?.length ?? 0;
      } catch {
        return 0;
      }
    },
    key: (i) => {
      try {
        return local?.key?.(i) ?? null;
      } catch {
        return null;
      }
    },
    refresh(k) {
      if (k === null) return;
      let v: string | null;
      try {
        v = local?.getItem(k) ?? null;
      } catch {
        return;
      }
      try {
        if (v === null) portal.removeItem(k);
        else portal.setItem(k, v);
      } catch {
        // the portal's store refused: the next read-change-write still sees localStorage's event
      }
    },
  };
}
