// The visual regression suite (docs/testing.md): every scene and dialog at 1280×720,
// 800×450 and 390×844 in English and Chinese, compared pixel by pixel with the baselines in
// tests/visual/baselines/ (UPDATE_SCREENS=1, `npm run test:screens:update`, remakes them).
// This file: the dialogs of a game, a tour's step, the result with its link and review, the
// records, the puzzles and a puzzle's board; the menus are in visual-menu.test.ts and the
// boards in visual-boards.test.ts.
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/games/registry';
import { clickControl, clickUntilScene, closeDialog, controls, hasBrowser, waitForScene } from './harness';
import { freshVisit, SIZES } from './visual-support';
import { FIRST_CAPTURE, playMoves, playShortGame, startFriendGame, waitIdle } from './visual-paths';
import { waitDialog } from './tour-support';
import { LONG, visualSuite } from './visual-suite';

describe.skipIf(!hasBrowser)('what the player sees: dialogs, the result, records and puzzles', () => {
  const { s, everySize, done } = visualSuite();

  it(
    'the rules, the settings and the question before leaving a game',
    async () => {
      await freshVisit(s(), SIZES[0][0], SIZES[0][1], 'en', { game: 'cannon' });
      await startFriendGame(s().page, 'cannon');
      await playMoves(s().page, FIRST_CAPTURE.cannon.slice(0, 1));
      await clickControl(s().page, 'board.rules');
      await waitDialog(s(), (d) => d?.id === 'rules', 'the rules');
      await everySize('rules');
      await closeDialog(s().page, 'rules.close');
      await clickControl(s().page, 'board.settings');
      await waitDialog(s(), (d) => d?.id === 'settings', 'the settings');
      await everySize('settings');
      await closeDialog(s().page, 'settings.close');
      await clickControl(s().page, 'board.menu');
      await waitDialog(s(), (d) => d?.id === 'confirm', 'the question before leaving');
      await everySize('leave');
      await closeDialog(s().page, 'confirm.no');
      done();
    },
    LONG,
  );

  it(
    "a step of a game's tour",
    async () => {
      await freshVisit(s(), SIZES[0][0], SIZES[0][1], 'en', { game: 'alquerque', tour: '1' });
      await startFriendGame(s().page, 'alquerque');
      await waitDialog(s(), (d) => d?.id === 'tour', 'the tour');
      await clickControl(s().page, 'tour.next');
      await waitDialog(s(), (d) => d?.id === 'tour' && d.page === 1 && d.state !== 'watch', "the tour's second step, its example played");
      await everySize('tour');
      done();
    },
    LONG,
  );

  it(
    'the result, its review and the shared link',
    async () => {
      // the clipboard refused (as in some portals' frames): the link shows in a field
      await s().page.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', {
          // configurable: a retry of this test adds the script again on the same page
          configurable: true,
          value: { writeText: () => Promise.reject(new DOMException('blocked', 'NotAllowedError')) },
        });
      });
      await freshVisit(s(), SIZES[0][0], SIZES[0][1], 'en');
      await playShortGame(s().page);
      await everySize('result');
      await clickControl(s().page, 'result.share');
      await s().page.waitForSelector('#panda-share-link', { timeout: 20_000 });
      await everySize('share');
      await s().page.click('#panda-share-link ~ button');
      await clickControl(s().page, 'result.review');
      await waitForScene(s().page, 'review');
      await everySize('review');
      done();
    },
    LONG,
  );

  it(
    'the records and the puzzles of the day',
    async () => {
      await freshVisit(s(), SIZES[0][0], SIZES[0][1], 'en');
      await clickControl(s().page, 'menu.progress');
      await waitForScene(s().page, 'progress');
      await everySize('progress');
      await clickUntilScene(s().page, 'progress.close', 'menu');
      await clickControl(s().page, 'menu.puzzle');
      await waitForScene(s().page, 'puzzles');
      // each card shows its puzzle once made (one after another, off the main thread)
      await s().page.waitForFunction(
        () =>
          !(window as unknown as { __panda: { texts(): string[] } }).__panda
            .texts()
            .some((t) => t.replace(/\s+/g, ' ').includes('being made')),
        null,
        { timeout: 90_000 },
      );
      await everySize('puzzles');
      expect((await controls(s().page)).filter((c) => c.id.startsWith('puzzle.')).length).toBe(GAME_IDS.length);
      // a puzzle on the board: the day's Tiger puzzle, its task in the panel
      await clickControl(s().page, 'puzzle.tiger');
      await waitForScene(s().page, 'board');
      await waitIdle(s().page, 0);
      await everySize('puzzle-board');
      done();
    },
    LONG,
  );
});
