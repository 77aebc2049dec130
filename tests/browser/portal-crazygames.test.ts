// The CrazyGames build (npm run build:crazygames) against a fake of the CrazyGames SDK v3
// (tests/fakes/crazygames-sdk.js) served at the SDK's real URL: the shared portal tests of
// portal-sdk-suite.ts, and CrazyGames' own: saves and settings kept by its data module
// across a reload, and its mute setting followed live.
import { describe, expect, it } from 'vitest';
import { CRAZYGAMES_SDK_URL } from '../../src/platform/adapters/crazygames';
import { POKI_SDK_URL } from '../../src/platform/adapters/poki';
import { boardState, clickControl, controls, hasBrowser, waitForScene } from './harness';
import { adState, openPortalGame, playOneMove, waitUntil } from './portal-sdk-support';
import { portalSdkSuite } from './portal-sdk-suite';

describe.skipIf(!hasBrowser)('CrazyGames', () => {
  portalSdkSuite(
    {
      portal: 'crazygames',
      sdkUrl: CRAZYGAMES_SDK_URL,
      otherHosts: [new URL(POKI_SDK_URL).host, 'poki.com'],
      fakeFile: 'crazygames-sdk.js',
      loaded: ['init', 'game.loadingStart', 'game.loadingStop'],
      gameplayStart: 'game.gameplayStart',
      gameplayStop: 'game.gameplayStop',
      adRequest: 'ad.requestAd:midgame',
      adStarted: 'ad:adStarted',
      adEnded: 'ad:adFinished',
      noAd: { param: { fakeAd: 'unfilled' }, recorded: 'ad:adError' },
      failingModes: ['throws', 'disabled', 'broken', 'hangs'],
      notedModes: ['throws', 'disabled', 'broken', 'hangs'],
    },
    (ctx) => {
      it('keeps the save and the settings in the data module, across a reload', async () => {
        const s = await ctx.open('fake');
        await ctx.startMatch(s.page);
        await playOneMove(s.page, 'X');
        const played = await playOneMove(s.page, 'X');
        const data = await s.page.evaluate(() => (window as unknown as { __fakeSdk: { data(): Record<string, string> } }).__fakeSdk.data());
        expect(JSON.parse(data['panda-board-games:match']).moves).toEqual(played.history);
        expect(data['panda-board-games:opponent']).toBe('baby');
        // Nothing of the player's in localStorage: the data module holds it all. (What this
        // device's WebGL is worth stays on the device: src/ui/renderer-memory.ts.)
        const own = await s.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('panda-board-games:')));
        expect(own.filter((k) => k !== 'panda-board-games:renderer')).toEqual([]);
        expect(Object.keys(data).filter((k) => k === 'panda-board-games:renderer')).toEqual([]);

        await openPortalGame(s, {});
        // as a player would: the prompt is read before it is answered (a click in the very
        // first frames can fall while the menu is laid out again under it)
        await waitUntil(async () => (await controls(s.page)).some((c) => c.id === 'resume.continue'), 'the resume prompt');
        await s.page.waitForTimeout(400);
        await clickControl(s.page, 'resume.continue');
        await waitForScene(s.page, 'board', 30_000); // the board's art may still be preparing right after a reload
        expect((await boardState(s.page))?.history).toEqual(played.history);
        expect(s.errors).toEqual([]);
      }, 120_000);

      it("follows the portal's mute setting live", async () => {
        const s = await ctx.open('fake', { muteAudio: 'true' });
        const muted = async () => (await adState(s.page)).muted;
        const setMute = (m: boolean) =>
          s.page.evaluate((v) => (window as unknown as { __fakeSdk: { setMute(v: boolean): void } }).__fakeSdk.setMute(v), m);
        await waitUntil(async () => (await muted()) === true, 'muted from the start');
        await setMute(false);
        await waitUntil(async () => (await muted()) === false, 'unmuted');
        await setMute(true);
        await waitUntil(async () => (await muted()) === true, 'muted again');
        await setMute(false);
        await waitUntil(async () => (await muted()) === false, 'unmuted again');
        expect(s.errors).toEqual([]);
      }, 60_000);
    },
  );
});
