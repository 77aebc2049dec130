// The visual regression suite (docs/testing.md): every scene and dialog at 1280×720,
// 800×450 and 390×844 in English and Chinese, compared pixel by pixel with the baselines in
// tests/visual/baselines/ (UPDATE_SCREENS=1, `npm run test:screens:update`, remakes them).
// The menu reached again by every way back, after a language switch and after a resize
// must look as it did on its first visit: the same baseline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clickControl,
  clickUntilScene,
  closeDialog,
  controls,
  hasBrowser,
  launch,
  openGame,
  setLang,
  waitForScene,
  type Session,
} from './harness';
import { checkEverySize, checkScreen, freshVisit, LANGS, reportScreens, SIZES, STILL, type Shot } from './visual-support';
import { FIRST_CAPTURE, leaveGameInProgress, playMoves, playShortGame, startFriendGame, waitIdle, WAYS_BACK } from './visual-paths';
import { waitDialog } from './tour-support';
import { GAME_IDS } from '../../src/games/registry';

describe.skipIf(!hasBrowser)('what the player sees', () => {
  let s: Session;
  const started = Date.now();
  const failures: string[] = [];
  const check = async (shot: Shot, against?: Shot) => {
    const f = await checkScreen(s.page, shot, against);
    if (f) failures.push(f);
  };
  const everySize = async (name: string) => failures.push(...(await checkEverySize(s.page, name)));
  const waitForControl = (id: string) =>
    s.page.waitForFunction(
      (k) => (window as unknown as { __panda: { controls(): { id: string }[] } }).__panda.controls().some((c) => c.id === k),
      id,
      { timeout: 15_000 },
    );

  beforeAll(async () => {
    s = await launch();
  });
  afterAll(async () => {
    console.log(`visual suite: ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await s?.close();
  });
  // each test reports every screen that differs, then the page's errors
  const done = () => {
    const errors = s.errors.splice(0);
    const foreign = s.foreignRequests.splice(0);
    reportScreens(failures.splice(0));
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
  };
  // a test walks through up to 36 screens, each waited for until it stands still
  const LONG = 300_000;

  it(
    'the menu, at its first visit and again by every way back to it',
    async () => {
      for (const [w, h] of SIZES) {
        for (const lang of LANGS) {
          const menu: Shot = { name: 'menu', lang, w, h };
          await freshVisit(s, w, h, lang);
          await check(menu);
          for (const way of WAYS_BACK) {
            await way.go(s, lang);
            await waitForScene(s.page, 'menu');
            await check({ ...menu, name: way.name }, menu);
          }
        }
      }
      done();
    },
    LONG,
  );

  it(
    'the menu after a language switch and after a resize, as at its first visit',
    async () => {
      for (const [w, h] of SIZES) {
        await freshVisit(s, w, h, 'en');
        await setLang(s.page, 'zh');
        await check({ name: 'menu-after-language', lang: 'zh', w, h }, { name: 'menu', lang: 'zh', w, h });
        await setLang(s.page, 'en');
        await check({ name: 'menu-after-language', lang: 'en', w, h }, { name: 'menu', lang: 'en', w, h });
      }
      await freshVisit(s, SIZES[0][0], SIZES[0][1], 'en');
      for (const [w, h] of [...SIZES.slice(1), SIZES[0]]) {
        await s.page.setViewportSize({ width: w, height: h });
        await check({ name: 'menu-after-resize', lang: 'en', w, h }, { name: 'menu', lang: 'en', w, h });
      }
      done();
    },
    LONG,
  );

  it(
    'the menu with a game to continue, after leaving that game and after the offer to resume it',
    async () => {
      for (const [w, h] of SIZES) {
        for (const lang of LANGS) {
          const menu: Shot = { name: 'menu-continue', lang, w, h };
          await freshVisit(s, w, h, lang);
          await startFriendGame(s.page, 'pairing');
          await playMoves(s.page, FIRST_CAPTURE.pairing.slice(0, 1));
          await leaveGameInProgress(s.page);
          await check(menu);
          // the page opened again with that game saved offers to resume it
          await openGame(s, { ...STILL, lang });
          await waitForControl('resume.close');
          await check({ ...menu, name: 'resume' });
          await clickControl(s.page, 'resume.close');
          await check({ ...menu, name: 'menu-continue-after-offer' }, menu);
          await clickControl(s.page, 'menu.continue');
          await waitForScene(s.page, 'board');
          await waitIdle(s.page, 1);
          await leaveGameInProgress(s.page);
          await check({ ...menu, name: 'menu-continue-after-leave' }, menu);
        }
      }
      done();
    },
    LONG,
  );

  it(
    'the player select',
    async () => {
      await freshVisit(s, SIZES[0][0], SIZES[0][1], 'en');
      await clickControl(s.page, 'menu.game.tiger');
      await waitForScene(s.page, 'select');
      await everySize('select');
      done();
    },
    LONG,
  );

  for (const game of GAME_IDS) {
    it(
      `the board of ${game} at the start and just after a capture`,
      async () => {
        await freshVisit(s, SIZES[0][0], SIZES[0][1], 'en', { game });
        await startFriendGame(s.page, game);
        await everySize(`board-${game}-start`);
        await playMoves(s.page, FIRST_CAPTURE[game]);
        await everySize(`board-${game}-capture`);
        done();
      },
      LONG,
    );
  }

  it(
    'the rules, the settings and the question before leaving a game',
    async () => {
      await freshVisit(s, SIZES[0][0], SIZES[0][1], 'en', { game: 'cannon' });
      await startFriendGame(s.page, 'cannon');
      await playMoves(s.page, FIRST_CAPTURE.cannon.slice(0, 1));
      await clickControl(s.page, 'board.rules');
      await waitDialog(s, (d) => d?.id === 'rules', 'the rules');
      await everySize('rules');
      await closeDialog(s.page, 'rules.close');
      await clickControl(s.page, 'board.settings');
      await waitDialog(s, (d) => d?.id === 'settings', 'the settings');
      await everySize('settings');
      await closeDialog(s.page, 'settings.close');
      await clickControl(s.page, 'board.menu');
      await waitDialog(s, (d) => d?.id === 'confirm', 'the question before leaving');
      await everySize('leave');
      await closeDialog(s.page, 'confirm.no');
      done();
    },
    LONG,
  );

  it(
    "a step of a game's tour",
    async () => {
      await freshVisit(s, SIZES[0][0], SIZES[0][1], 'en', { game: 'alquerque', tour: '1' });
      await startFriendGame(s.page, 'alquerque');
      await waitDialog(s, (d) => d?.id === 'tour', 'the tour');
      await clickControl(s.page, 'tour.next');
      await waitDialog(s, (d) => d?.id === 'tour' && d.page === 1 && d.state !== 'watch', "the tour's second step, its example played");
      await everySize('tour');
      done();
    },
    LONG,
  );

  it(
    'the result, its review and the shared link',
    async () => {
      // the clipboard refused (as in some portals' frames): the link shows in a field
      await s.page.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', {
          value: { writeText: () => Promise.reject(new DOMException('blocked', 'NotAllowedError')) },
        });
      });
      await freshVisit(s, SIZES[0][0], SIZES[0][1], 'en');
      await playShortGame(s.page);
      await everySize('result');
      await clickControl(s.page, 'result.share');
      await s.page.waitForSelector('#panda-share-link', { timeout: 10_000 });
      await everySize('share');
      await s.page.click('#panda-share-link ~ button');
      await clickControl(s.page, 'result.review');
      await waitForScene(s.page, 'review');
      await everySize('review');
      done();
    },
    LONG,
  );

  it(
    'the records and the puzzles of the day',
    async () => {
      await freshVisit(s, SIZES[0][0], SIZES[0][1], 'en');
      await clickControl(s.page, 'menu.progress');
      await waitForScene(s.page, 'progress');
      await everySize('progress');
      await clickUntilScene(s.page, 'progress.close', 'menu');
      await clickControl(s.page, 'menu.puzzle');
      await waitForScene(s.page, 'puzzles');
      // each card shows its puzzle once made (one after another, off the main thread)
      await s.page.waitForFunction(
        () =>
          !(window as unknown as { __panda: { texts(): string[] } }).__panda
            .texts()
            .some((t) => t.replace(/\s+/g, ' ').includes('being made')),
        null,
        { timeout: 90_000 },
      );
      await everySize('puzzles');
      expect((await controls(s.page)).filter((c) => c.id.startsWith('puzzle.')).length).toBe(GAME_IDS.length);
      done();
    },
    LONG,
  );
});
