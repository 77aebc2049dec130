// The CrazyGames build (npm run build:crazygames) against a fake of the CrazyGames SDK v3
// (tests/fakes/crazygames-sdk.js) served at the SDK's real URL: the shared portal tests of
// portal-sdk-suite.ts, and CrazyGames' own: saves and settings kept by its data module
// across a reload (with a copy in localStorage), the data module reconciled with what a
// visit with the SDK blocked saved locally, and its mute setting followed live.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CRAZYGAMES_SDK_URL } from '../../src/portal/adapters/crazygames';
import { POKI_SDK_URL } from '../../src/portal/adapters/poki';
import { boardState, clickControl, controls, hasBrowser, untilDrawn, waitForScene, waitForTurn } from './harness';
import { adState, openPortalGame, playOneMove, unexpectedErrors, waitUntil } from './portal-sdk-support';
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
        expect(JSON.parse(data['panda-board-games:match.pairing']).moves).toEqual(played.history);
        expect(data['panda-board-games:opponent']).toBe('baby');
        // localStorage holds a copy of each (a later visit with the SDK blocked finds the game);
        // what this device's WebGL is worth stays on the device (src/ui/renderer-memory.ts)
        const local = await s.page.evaluate(() =>
          Object.fromEntries(
            Object.keys(localStorage)
              .filter((k) => k.startsWith('panda-board-games:'))
              .map((k) => [k, localStorage.getItem(k)]),
          ),
        );
        expect(local['panda-board-games:match.pairing']).toBe(data['panda-board-games:match.pairing']);
        expect(Object.keys(data).filter((k) => k === 'panda-board-games:renderer')).toEqual([]);

        await openPortalGame(s, {});
        // as a player would: the prompt is read before it is answered (a click in the very
        // first frames can fall while the menu is laid out again under it)
        await waitUntil(async () => (await controls(s.page)).some((c) => c.id === 'resume.continue'), 'the resume prompt');
        await s.page.waitForFunction(() => performance.getEntriesByName('first-screen-complete').length > 0);
        await untilDrawn(s.page);
        await clickControl(s.page, 'resume.continue');
        await waitForScene(s.page, 'board', 30_000); // the board's art may still be preparing right after a reload
        expect((await boardState(s.page))?.history).toEqual(played.history);
        expect(s.errors).toEqual([]);
      }, 120_000);

      it('reconciles the data module with a visit whose SDK was blocked: the newer save wins, nothing is dropped', async () => {
        // a visit with the SDK blocked (an ad blocker): its game and records go to localStorage
        const s = await ctx.open('blocked');
        await ctx.startMatch(s.page);
        await playOneMove(s.page, 'X');
        const local = await waitForTurn(s.page, ['X']);
        const portalRecords = JSON.stringify({
          v: 1,
          games: { othello: { baby: { won: 2, drawn: 0, lost: 0, streak: 2, bestStreak: 2, bestMargin: 10 } } },
          achievements: ['beat-baby'],
          tours: ['othello'],
          puzzles: [],
        });
        const localRecords = JSON.stringify({
          v: 1,
          games: { pairing: { mama: { won: 1, drawn: 0, lost: 1, streak: 0, bestStreak: 1, bestMargin: null } } },
          achievements: ['beat-mama'],
          tours: [],
          puzzles: [],
        });
        // what the portal holds from another device: an older Pairing game, an Othello game, other records
        const olderPairing = JSON.stringify({
          ...JSON.parse((await s.page.evaluate(() => localStorage.getItem('panda-board-games:match.pairing'))) ?? '{}'),
          moves: [],
          savedAt: 1,
        });
        const othello = JSON.stringify({
          v: 1,
          game: 'othello',
          options: {},
          startText: '......../......../......../...OX.../...XO.../......../......../........ X',
          moves: ['d3', 'c3'],
          drawRules: { repetition: true, noProgress: true },
          opponent: 'mama',
          humanSide: 'X',
          timerSeconds: 0,
          savedAt: 2,
        });
        await s.page.evaluate(
          ([portal, records]) => {
            localStorage.setItem('fake-crazygames-sdk:data', portal);
            localStorage.setItem('panda-board-games:progress', records);
          },
          [
            JSON.stringify({
              'panda-board-games:match.pairing': olderPairing,
              'panda-board-games:match.othello': othello,
              'panda-board-games:progress': portalRecords,
            }),
            localRecords,
          ],
        );
        // the next visit has the SDK
        const fake = readFileSync(join(process.cwd(), 'tests', 'fakes', 'crazygames-sdk.js'), 'utf8');
        await s.page.route(CRAZYGAMES_SDK_URL, (route) =>
          route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: fake }),
        );
        await openPortalGame(s, {});
        await waitUntil(async () => (await controls(s.page)).some((c) => c.id === 'resume.close'), 'the resume prompt');
        await clickControl(s.page, 'resume.close');
        const ids = (await controls(s.page)).map((c) => c.id);
        expect(ids).toEqual(expect.arrayContaining(['menu.continue.pairing', 'menu.continue.othello']));
        type Stats = { won: number; lost: number };
        const progress = await s.page.evaluate(() =>
          (
            window as unknown as {
              __panda: { progress(): { games: Record<string, Record<string, Stats>>; achievements: string[]; tours: string[] } };
            }
          ).__panda.progress(),
        );
        expect(progress.games.othello.baby.won).toBe(2);
        expect(progress.games.pairing.mama).toMatchObject({ won: 1, lost: 1 });
        expect(progress.achievements).toEqual(['beat-baby', 'beat-mama']);
        expect(progress.tours).toEqual(['othello']);
        // the data module has this device's games now, and the device the portal's
        const data = await s.page.evaluate(() => (window as unknown as { __fakeSdk: { data(): Record<string, string> } }).__fakeSdk.data());
        expect(JSON.parse(data['panda-board-games:match.pairing']).moves).toEqual(local.history);
        expect(data['panda-board-games:match.othello']).toBe(othello);
        expect(await s.page.evaluate(() => localStorage.getItem('panda-board-games:match.othello'))).toBe(othello);
        await clickControl(s.page, 'menu.continue.pairing');
        await waitForScene(s.page, 'board', 30_000);
        expect((await boardState(s.page))?.history).toEqual(local.history);
        expect(unexpectedErrors(s.errors)).toEqual([]);
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
