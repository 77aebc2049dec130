// Portal builds only: the portal's SDK is loaded and initialised before the game reads a
// single setting or save, because CrazyGames' data module (its localStorage API, synced to
// the player's account) holds data only once `init()` has resolved. This module hands the
// promise of that store to src/storage (host.ts), whose top-level await holds back every
// module that imports storage.ts until then (at most the SDK's load and init time limits,
// adapters/sdk-support.ts); src/main.ts imports this module before anything that reads
// storage. A missing, blocked or disabled SDK gives null: storage.ts then uses localStorage
// as in the default build.
// The default build folds the condition below away: no SDK code, no wait, no request.
import { prepare as prepareCrazyGames } from './adapters/crazygames';
import { prepare as preparePoki } from './adapters/poki';
import { provideHostStore, type KeyValueStore } from '../storage/host';

const PLATFORM = import.meta.env.VITE_PLATFORM;

async function preparePortal(): Promise<KeyValueStore | null> {
  if (PLATFORM === 'crazygames') return prepareCrazyGames();
  await preparePoki();
  return null;
}

// The portal's data store for this build, when its SDK is up; null otherwise.
if (PLATFORM === 'crazygames' || PLATFORM === 'poki') provideHostStore(preparePortal());
