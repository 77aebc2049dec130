// The Poki build (npm run build:poki) against a fake of the Poki SDK (tests/fakes/poki-sdk.js)
// served at the SDK's real URL: the shared portal tests of portal-sdk-suite.ts.
import { describe } from 'vitest';
import { CRAZYGAMES_SDK_URL } from '../../src/platform/adapters/crazygames';
import { POKI_SDK_URL } from '../../src/platform/adapters/poki';
import { hasBrowser } from './harness';
import { portalSdkSuite } from './portal-sdk-suite';

describe.skipIf(!hasBrowser)('Poki', () => {
  portalSdkSuite({
    portal: 'poki',
    sdkUrl: POKI_SDK_URL,
    otherHosts: [new URL(CRAZYGAMES_SDK_URL).host, 'crazygames.com'],
    fakeFile: 'poki-sdk.js',
    loaded: ['init', 'gameLoadingFinished'],
    gameplayStart: 'gameplayStart',
    gameplayStop: 'gameplayStop',
    adRequest: 'commercialBreak',
    adStarted: 'ad:start',
    adEnded: 'ad:end',
    noAd: { param: { fakeAd: 'none' }, recorded: 'ad:none' },
    failingModes: ['throws', 'broken', 'hangs'],
    notedModes: ['throws', 'hangs'],
  });
});
