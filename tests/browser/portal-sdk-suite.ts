// The browser tests both portal builds share, run against each portal's fake SDK by
// portal-crazygames.test.ts and portal-poki.test.ts: the SDK loaded only by its own build;
// the calls it hears over a match and a rematch with one midgame ad; input blocked and sound
// muted during the ad, both back after it; the three-minute pacing; no ad on a navigation
// button; the game whole with the SDK blocked (404) or throwing, with a console note only.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  boardState,
  clickControl,
  leaveBoard,
  mySide,
  nextFrames,
  playOut,
  pressStart,
  sceneKey,
  untilDrawn,
  waitForScene,
  type Session,
} from './harness';
import { setHidden } from './portal-support';
import {
  ALARMING,
  adState,
  launchWithSdk,
  openPortalGame,
  playOneMove,
  screenTexts,
  sdkCalls,
  sdkEvents,
  servePortalBuild,
  unexpectedErrors,
  waitUntil,
  type PortalName,
  type SdkServing,
} from './portal-sdk-support';

/** What a portal's fake SDK records for each moment (tests/fakes/<portal>-sdk.js). */
export interface PortalSpec {
  portal: PortalName;
  sdkUrl: string;
  /** Hosts of the other portal, which this build must not name. */
  otherHosts: string[];
  fakeFile: string;
  /** The calls once the menu is up. */
  loaded: string[];
  gameplayStart: string;
  gameplayStop: string;
  adRequest: string;
  adStarted: string;
  adEnded: string;
  /** The page parameter that makes the fake find no ad, and what it records then. */
  noAd: { param: Record<string, string>; recorded: string };
  /** The fake's failure modes (besides a 404) under which the game must play on. */
  failingModes: string[];
  /** Modes in which the game notes in the console that it plays without the SDK. */
  notedModes: string[];
}

/** The game and side the tests play: Pairing against BABY ends in a few dozen moves. */
const GAME = 'pairing';
const SIDE = 'X';

export type PortalSession = Session & { notes: string[]; sdkRequests: string[] };

export interface PortalContext {
  open(serving: SdkServing, params?: Record<string, string>): Promise<PortalSession>;
  startMatch(page: Session['page']): Promise<void>;
}

export async function startMatch(page: Session['page']): Promise<void> {
  await clickControl(page, `menu.game.${GAME}`);
  await waitForScene(page, 'select');
  await clickControl(page, 'select.opponent.baby');
  await clickControl(page, `select.side.${SIDE}`);
  await pressStart(page);
  await waitForScene(page, 'board');
}

/** Clicks the first legal move's first point and presses Enter: nothing may happen during an ad. */
async function tryToPlay(page: Session['page']): Promise<void> {
  const b = await boardState(page);
  const first = b?.legalMoves[0]?.split('-')[0];
  const at = first
    ? await page.evaluate(
        (p) => (window as unknown as { __panda: { pointAt(p: string): { x: number; y: number } | null } }).__panda.pointAt(p),
        first,
      )
    : null;
  if (at) await page.mouse.click(at.x, at.y);
  await page.keyboard.press('Enter');
  // both handled and drawn
  await untilDrawn(page);
}

export function portalSdkSuite(spec: PortalSpec, more?: (ctx: PortalContext) => void): void {
  describe(`${spec.portal} build against its SDK`, () => {
    let server: Awaited<ReturnType<typeof servePortalBuild>>;
    let s: PortalSession | undefined;
    const ctx: PortalContext = {
      async open(serving, params = {}) {
        s = await launchWithSdk(server.baseUrl, spec.sdkUrl, spec.fakeFile, serving);
        await openPortalGame(s, params);
        return s;
      },
      startMatch,
    };
    const ads = async (page: Session['page']): Promise<string[]> => (await sdkEvents(page)).filter((c) => c === spec.adRequest);

    beforeAll(async () => {
      server = await servePortalBuild(spec.portal);
    }, 180_000);
    afterAll(async () => {
      await server?.close();
    });
    afterEach(async () => {
      await s?.close();
      s = undefined;
    });

    it('loads the SDK from its own URL, and only this build does', () => {
      const bundle = readdirSync(join(server.outDir, 'assets'))
        .filter((f) => f.endsWith('.js'))
        .map((f) => readFileSync(join(server.outDir, 'assets', f), 'utf8'))
        .join('\n');
      expect(bundle.includes(spec.sdkUrl)).toBe(true);
      expect(spec.otherHosts.filter((h) => bundle.includes(h))).toEqual([]);
      // The page preloads the very script the adapter injects, and names no other outside address.
      const html = readFileSync(join(server.outDir, 'index.html'), 'utf8');
      expect([...html.matchAll(/(?:src|href)="(https?:[^"]+)"/g)].map((m) => m[1])).toEqual([spec.sdkUrl]);
    });

    it('tells the SDK of loading, gameplay and one midgame ad between matches, with input blocked and sound muted', async () => {
      const { page } = await ctx.open('fake', { fakeAdMs: 'manual' });
      await startMatch(page);
      // Choosing a game is not gameplay yet.
      expect(await sdkEvents(page)).toEqual(spec.loaded);
      await playOut(page, [await mySide(page)]);
      await waitForScene(page, 'result');
      expect(await sdkEvents(page)).toEqual([...spec.loaded, spec.gameplayStart, spec.gameplayStop]);

      await clickControl(page, 'result.rematch');
      await waitUntil(async () => (await sdkCalls(page)).includes(spec.adStarted), 'the ad to start');
      await waitForScene(page, 'board');
      // During the ad: every input blocked, sound muted, nothing moves.
      expect(await adState(page)).toEqual({ blocked: true, muted: true });
      expect((await boardState(page))?.history).toEqual([]);
      await tryToPlay(page);
      expect((await boardState(page))?.history).toEqual([]);

      await page.evaluate(() => (window as unknown as { __fakeSdk: { endAd(): boolean } }).__fakeSdk.endAd());
      await waitUntil(async () => !(await adState(page)).blocked, 'input back after the ad');
      expect(await adState(page)).toEqual({ blocked: false, muted: false });
      await playOneMove(page, await mySide(page));
      await waitUntil(async () => (await sdkEvents(page)).at(-1) === spec.gameplayStart, 'gameplay again');
      expect(await sdkEvents(page)).toEqual([
        ...spec.loaded,
        spec.gameplayStart,
        spec.gameplayStop,
        spec.adRequest,
        spec.adStarted,
        spec.adEnded,
        spec.gameplayStart,
      ]);

      // A hidden tab is the portal's business: the SDK hears nothing. A pause (the settings
      // dialog) stops gameplay, closing it starts it again.
      const heard = (await sdkEvents(page)).length;
      await setHidden(page, true);
      await nextFrames(page);
      await setHidden(page, false);
      await nextFrames(page);
      expect((await sdkEvents(page)).length).toBe(heard);
      await clickControl(page, 'board.settings');
      await waitUntil(async () => (await sdkEvents(page)).at(-1) === spec.gameplayStop, 'the pause');
      await clickControl(page, 'settings.done');
      await waitUntil(async () => (await sdkEvents(page)).at(-1) === spec.gameplayStart, 'play again');
      expect((await sdkEvents(page)).slice(heard)).toEqual([spec.gameplayStop, spec.gameplayStart]);

      // The second match ends within three minutes of the ad: its rematch has none.
      await playOut(page, [await mySide(page)]);
      await waitForScene(page, 'result');
      await clickControl(page, 'result.rematch');
      await waitForScene(page, 'board');
      await playOneMove(page, await mySide(page));
      expect(await ads(page)).toHaveLength(1);
      expect((await sdkEvents(page)).slice(-3)).toEqual([spec.gameplayStart, spec.gameplayStop, spec.gameplayStart]);
      expect(s?.errors).toEqual([]);
      expect(s?.foreignRequests).toEqual([spec.sdkUrl]);
    }, 300_000);

    it('shows no ad on a navigation button: settings, leaving a match, the result for the menu', async () => {
      // adGap=0: the three-minute pacing cannot be what holds an ad back here. The fake finds
      // no ad to show: the request must then leave the sound alone.
      const { page } = await ctx.open('fake', { adGap: '0', ...spec.noAd.param });
      await page.evaluate(() => {
        const w = window as unknown as { __everMuted: boolean; Howler?: { _muted: boolean } };
        w.__everMuted = false;
        setInterval(() => {
          if (w.Howler?._muted) w.__everMuted = true;
        }, 5);
      });
      await startMatch(page);
      await playOneMove(page, await mySide(page));
      await clickControl(page, 'board.settings');
      await clickControl(page, 'settings.done');
      await leaveBoard(page);
      await waitForScene(page, 'menu');
      await startMatch(page);
      await playOneMove(page, await mySide(page));
      expect(await ads(page)).toEqual([]);

      await playOut(page, [await mySide(page)]);
      await waitForScene(page, 'result');
      await clickControl(page, 'result.menu');
      await waitForScene(page, 'menu');
      await untilDrawn(page);
      expect(await ads(page)).toEqual([]);
      expect(await sceneKey(page)).toBe('menu');
      // The ad is asked for when the player chooses to play again, between the two matches.
      await startMatch(page);
      await waitUntil(async () => (await sdkCalls(page)).includes(spec.noAd.recorded), 'the ad request to end');
      expect(await ads(page)).toHaveLength(1);
      await waitUntil(async () => !(await adState(page)).blocked, 'input back');
      await playOneMove(page, await mySide(page));
      // No ad was shown, so the sound was never muted.
      expect(await page.evaluate(() => (window as unknown as { __everMuted: boolean }).__everMuted)).toBe(false);
      expect(s?.errors).toEqual([]);
    }, 300_000);

    const failures: [SdkServing, string][] = [['blocked', 'ok'], ...spec.failingModes.map((m): [SdkServing, string] => ['fake', m])];
    for (const [serving, mode] of failures) {
      it(`is fully playable with the SDK ${serving === 'blocked' ? 'blocked (404)' : `fake in mode ${mode}`}`, async () => {
        // sdkWait: a hanging SDK is given up after 1.5 s instead of 6 s.
        const { page, notes, errors } = await ctx.open(serving, { fakeSdk: mode, sdkWait: '1500' });
        await startMatch(page);
        await playOut(page, [await mySide(page)]);
        await waitForScene(page, 'result');
        await clickControl(page, 'result.rematch');
        await waitForScene(page, 'board');
        await playOneMove(page, await mySide(page));
        expect(await adState(page)).toMatchObject({ blocked: false });
        expect((await screenTexts(page)).filter((t) => ALARMING.test(t))).toEqual([]);
        expect(unexpectedErrors(errors)).toEqual([]);
        if (serving === 'blocked' || spec.notedModes.includes(mode)) expect(notes.length).toBeGreaterThan(0);
        // The save is in localStorage: no portal store stands in for it.
        expect(await page.evaluate((g) => localStorage.getItem(`panda-board-games:match.${g}`), GAME)).not.toBeNull();
      }, 300_000);
    }

    more?.(ctx);
  });
}
