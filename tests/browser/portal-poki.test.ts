// The Poki build (npm run build:poki) against a fake of the Poki SDK (tests/fakes/poki-sdk.js)
// served at the SDK's real URL: the shared portal tests of portal-sdk-suite.ts, and share
// links made and read through Poki's shareableURL / getURLParam.
import { describe, expect, it } from 'vitest';
import { GameRecord } from '../../src/engine/record';
import { replayParams } from '../../src/match/shared-link';
import { rulesFor } from '../../src/games/registry';
import { CRAZYGAMES_SDK_URL } from '../../src/portal/adapters/crazygames';
import { POKI_SDK_URL } from '../../src/portal/adapters/poki';
import { boardState, clickControl, hasBrowser, sceneKey } from './harness';
import { portalSdkSuite } from './portal-sdk-suite';

describe.skipIf(!hasBrowser)('Poki', () => {
  portalSdkSuite(
    {
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
    },
    (ctx) => {
      it('a Poki share link opens the review of its game; Copy link makes a poki.com link', async () => {
        const record = new GameRecord(rulesFor('pairing'));
        for (const mv of ['a4-a3', 'b1-b2', 'a3-b3', 'c1-c2']) record.play(mv);
        const params = replayParams('pairing', record);
        // Poki hands the game its link's parameters through getURLParam (the fake reads gd<name>)
        const { page } = await ctx.open('fake', { gdgame: params.game, gdreplay: params.replay });
        expect(await sceneKey(page)).toBe('review');
        expect((await boardState(page))?.history).toEqual(record.moveTexts);
        // the clipboard refused, as in many portal iframes: the link shows in the field
        await page.evaluate(() =>
          Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('blocked')) } }),
        );
        await clickControl(page, 'review.share');
        const field = await page.waitForSelector('#panda-share-link', { timeout: 10_000 });
        expect(await field.inputValue()).toBe(`https://poki.com/en/g/panda-board-games?gdgame=pairing&gdreplay=${params.replay}`);
      });
    },
  );
});
