// Portal builds only: the portal's SDK is loaded and initialised before the game reads a
// single setting or save, because CrazyGames' data module (its localStorage API, synced to
// the player's account) holds data only once `init()` has resolved. This module's top-level
// await holds back every module that imports storage.ts until then (at most the SDK's load
// and init time limits, adapters/sdk-support.ts). A missing, blocked or disabled SDK leaves
// `portalStore` null: storage.ts then uses localStorage as in the default build.
// A data module that is up is first reconciled with this device's localStorage (a visit
// with the SDK blocked saved there), then mirrored to it at every write (reconcile.ts).
// The default build folds the condition below to `null`: no SDK code, no wait, no request.
import { prepare as prepareCrazyGames } from './adapters/crazygames';
import { prepare as preparePoki } from './adapters/poki';
import type { KeyValueStore } from '../storage/key-value-store';
import { mirrorStore, reconcile } from '../storage/reconcile';

const PLATFORM = import.meta.env.VITE_PLATFORM;

async function preparePortal(): Promise<KeyValueStore | null> {
  if (PLATFORM === 'crazygames') {
    const data = await prepareCrazyGames();
    return data ? withLocalCopy(data) : null;
  }
  await preparePoki();
  return null;
}

/** The portal's data store for this build, when its SDK is up; null otherwise. */
export const portalStore: KeyValueStore | null = PLATFORM === 'crazygames' || PLATFORM === 'poki' ? await preparePortal() : null;

/** The portal's store, reconciled with localStorage and mirrored to it from now on. */
function withLocalCopy(data: KeyValueStore): KeyValueStore {
  let local: KeyValueStore | null = null;
  try {
    local = typeof localStorage === 'undefined' ? null : localStorage;
    local?.getItem('panda-board-games:probe');
  } catch {
    local = null;
  }
  const changed = reconcile(data, local);
  if (changed.length > 0) console.info(`[storage] portal and local copies reconciled: ${changed.join(', ')}`);
  return mirrorStore(data, local);
}
