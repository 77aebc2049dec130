// A template for a portal adapter, built only with `VITE_PLATFORM=example npm run build`.
// It talks to an SDK object that the portal's page (or the portal's own loader) puts on
// `window`; a real adapter may instead inject the portal's SDK <script> here: that request
// then exists in that portal's build only, never in the default one. Every call tolerates
// a missing or failing SDK: the game must run even when an ad blocker removed it.
import type { Platform } from '../platform-types';

interface ExampleSdk {
  loadingFinished?(): void;
  gameplayStart?(): void;
  gameplayStop?(): void;
  /** Resolves when the ad is over (or there was none). */
  commercialBreak?(): Promise<unknown>;
}

function sdk(): ExampleSdk | undefined {
  return (globalThis as unknown as { ExamplePortalSDK?: ExampleSdk }).ExamplePortalSDK;
}

export function createPlatform(): Platform {
  return {
    loadingFinished: () => sdk()?.loadingFinished?.(),
    gameplayStart: () => sdk()?.gameplayStart?.(),
    gameplayStop: () => sdk()?.gameplayStop?.(),
    adBreak: async () => {
      await sdk()?.commercialBreak?.();
    },
  };
}
