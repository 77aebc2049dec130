// The guided tour of every game, step by step through real clicks, in both languages: it
// opens by itself on the first game (tour=1 under test=1), each example plays, the lit move
// is played by clicking its points, Next leads to the end and the board is ready to play.
// A screenshot of every step lands in test-output/screenshots/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS, kitOf } from '../../src/games/registry';
import {
  boardState,
  clickControl,
  hasBrowser,
  launch,
  openGame,
  resetStorage,
  screenshot,
  untilDrawn,
  visibleTexts,
  waitFor,
  waitForScene,
  type Session,
} from './harness';
import { textBoxes } from './readability-support';
import { dialog, openFirstTour, tryTourMove, waitDialog } from './tour-support';

const d = hasBrowser ? describe : describe.skip;

/** The achievement toast's texts on screen now. */
const toastTexts = async (s: Session) => (await textBoxes(s.page)).filter((t) => t.scene === 'toast' && t.y + t.h > 0).map((t) => t.text);

d('the guided tour of every game', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch({ width: 1280, height: 720 });
  });
  afterAll(async () => {
    await s?.close();
  });

  for (const lang of ['en', 'zh']) {
    for (const game of GAME_IDS) {
      it(`${game} (${lang})`, async () => {
        const steps = kitOf(game).tour;
        let dl = await openFirstTour(s, game, lang);
        expect(dl).toMatchObject({ page: 0, pages: steps.length });
        for (let i = 0; i < steps.length; i++) {
          const step = steps[i];
          dl = await waitDialog(s, (x) => x?.page === i && x.state !== 'watch', `step ${i + 1} to finish its example`);
          if (step.tryMove) {
            expect(dl?.state).toBe('try');
            // as a player would: click the lit move's points (again, if a click fell between frames)
            await tryTourMove(s, step.tryMove);
            await waitDialog(s, (x) => x?.state === 'done', `step ${i + 1}: the tried move`);
          }
          const texts = (await visibleTexts(s.page)).join('\n');
          expect(texts).not.toMatch(/tour:/);
          await screenshot(s.page, `tour-${game}-${i + 1}-${lang}`);
          if (i === steps.length - 1) {
            // the last step earned the tour's achievement: its toast waits for the tour to
            // close instead of covering the step's text. Earned, then real time must pass: a
            // toast not held back would have slid in by then (its badge is drawn first)
            await s.page.waitForFunction(() =>
              (window as unknown as { __panda: { achievements(): string[] } }).__panda.achievements().includes('tour'),
            );
            await s.page.waitForTimeout(800);
            expect(await toastTexts(s)).toEqual([]);
          }
          await clickControl(s.page, 'tour.next');
        }
        await waitDialog(s, (x) => x === null, 'the tour to close');
        // and comes once it has closed
        await waitFor(
          () => toastTexts(s),
          (t) => t.length > 0,
          5000,
          'the toast',
        ).catch(() => undefined);
        expect(await toastTexts(s)).not.toEqual([]);
        if (game === 'tiger') await screenshot(s.page, `tour-toast-${lang}`);
        const b = await boardState(s.page);
        expect(b?.history).toEqual([]);
        // a tour followed to its last step earns its achievement (src/progress)
        expect(
          await s.page.evaluate(() => (window as unknown as { __panda: { achievements(): string[] } }).__panda.achievements()),
        ).toContain('tour');
        expect(s.errors).toEqual([]);
      });
    }
  }

  it('can be skipped, and opened again from Rules', async () => {
    await openFirstTour(s, 'cannon', 'en');
    await clickControl(s.page, 'tour.skip');
    await waitDialog(s, (x) => x === null, 'the tour to close');
    await clickControl(s.page, 'board.rules');
    await waitDialog(s, (x) => x?.id === 'rules', 'the rules');
    await clickControl(s.page, 'rules.tour');
    const dl = await waitDialog(s, (x) => x?.id === 'tour', 'the tour again');
    expect(dl?.page).toBe(0);
    await clickControl(s.page, 'tour.next');
    await waitDialog(s, (x) => x?.page === 1, 'page 2');
    await clickControl(s.page, 'tour.prev');
    await waitDialog(s, (x) => x?.page === 0, 'page 1 again');
    await clickControl(s.page, 'tour.close');
    await waitDialog(s, (x) => x === null, 'closed');
    expect(
      await s.page.evaluate(() => (window as unknown as { __panda: { achievements(): string[] } }).__panda.achievements()),
    ).not.toContain('tour');
  });

  it('does not open by itself under test=1 without tour=1', async () => {
    await resetStorage(s);
    await openGame(s, { fast: '1', lang: 'en', mute: '1', game: 'pairing' });
    await waitForScene(s.page, 'select');
    await clickControl(s.page, 'select.opponent.human');
    await clickControl(s.page, 'select.start');
    await waitForScene(s.page, 'board');
    // the board opens a due tour as it is made: once it is drawn, one would be up
    await untilDrawn(s.page);
    expect(await dialog(s)).toBeNull();
  });
});
