// Every game keeps its own save (docs/architecture.md, "Saves and storage"), through the
// real UI in both languages: two games left half-way both continue after a reload, each
// from its card's ribbon (`menu.continue.<id>`), at its own position; a new game of a game
// with a save asks first (`confirm.yes|no`), while starting another game never touches it;
// the ribbons and the question read well at three sizes. What storage does to them (tabs,
// a full origin, newer and corrupt data) is in saves-storage.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clickControl,
  hasBrowser,
  launch,
  leaveBoard,
  mySide,
  openGame,
  resetStorage,
  sceneKey,
  screenshot,
  waitForScene,
  waitForTurn,
  type Session,
} from './harness';
import { screenFailures } from './readability-support';
import { ids, P, playMoves, putAll, saveText, startGame, storedMoves } from './saves-support';

describe.skipIf(!hasBrowser)('one saved game per game', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch({ width: 1280, height: 720 });
  });
  afterAll(async () => {
    await s?.close();
  });

  it.each(['en', 'zh'] as const)(
    'two games left half-way both continue after a reload, each at its own position (%s)',
    async (lang) => {
      const page = s.page;
      await resetStorage(s);
      await openGame(s, { fast: '1', mute: '1', lang });
      await startGame(page, 'othello');
      const othello = await playMoves(page, 2);
      await leaveBoard(page);
      await waitForScene(page, 'menu');
      await startGame(page, 'pairing');
      const pairing = await playMoves(page, 2);
      await leaveBoard(page);
      await waitForScene(page, 'menu');
      // the Pairing game did not replace the Othello one
      expect(await storedMoves(page, 'othello')).toEqual(othello.history);
      expect(await storedMoves(page, 'pairing')).toEqual(pairing.history);
      const menu = await ids(page);
      expect(menu).toEqual(expect.arrayContaining(['menu.continue', 'menu.continue.othello', 'menu.continue.pairing']));
      expect(menu).not.toContain('menu.continue.tiger');
      await screenshot(page, `saves-menu-two-${lang}-1280x720`);

      await openGame(s, { fast: '1', mute: '1', lang });
      // the offer names the most recent; closing it keeps both
      await clickControl(page, 'resume.close');
      await clickControl(page, 'menu.continue.othello');
      await waitForScene(page, 'board');
      const backO = await waitForTurn(page, [await mySide(page)]);
      expect(backO.game).toBe('othello');
      expect(backO.history).toEqual(othello.history);
      expect(backO.position).toBe(othello.position);
      await leaveBoard(page);
      await waitForScene(page, 'menu');
      await clickControl(page, 'menu.continue.pairing');
      await waitForScene(page, 'board');
      const backP = await waitForTurn(page, [await mySide(page)]);
      expect(backP.history).toEqual(pairing.history);
      expect(backP.position).toBe(pairing.position);
      await leaveBoard(page);
      await waitForScene(page, 'menu');

      // a new game of Othello asks first: No keeps the save, Yes replaces it
      await startGame(page, 'othello', false);
      expect(await sceneKey(page)).toBe('select');
      expect(await storedMoves(page, 'othello')).toEqual(othello.history);
      await clickControl(page, 'select.start');
      await page.waitForFunction(() =>
        (window as unknown as { __panda: { controls(): { id: string }[] } }).__panda.controls().some((c) => c.id === 'confirm.yes'),
      );
      await screenshot(page, `saves-replace-question-${lang}-1280x720`);
      await clickControl(page, 'confirm.yes');
      await waitForScene(page, 'board');
      expect((await storedMoves(page, 'othello'))?.length ?? 0).toBeLessThan(othello.history.length);
      expect(await storedMoves(page, 'pairing')).toEqual(pairing.history);
      expect(s.errors).toEqual([]);
    },
    120_000,
  );

  it('the ribbons and the question read well at three sizes in both languages', async () => {
    const page = s.page;
    const failures: string[] = [];
    for (const [width, height] of [
      [1280, 720],
      [800, 450],
      [390, 844],
    ]) {
      await page.setViewportSize({ width, height });
      for (const lang of ['en', 'zh']) {
        await resetStorage(s);
        await openGame(s, { fast: '1', mute: '1', lang });
        await putAll(page, [
          [P + 'match.othello', saveText('othello', 4, Date.now() - 1000)],
          [P + 'match.cannon', saveText('cannon', 3)],
        ]);
        await openGame(s, { fast: '1', mute: '1', lang });
        await clickControl(page, 'resume.close');
        await page.waitForFunction(() => performance.getEntriesByName('background-ready').length > 0, null, { timeout: 60_000 });
        const where = `${lang}-${width}x${height}`;
        failures.push(...(await screenFailures(page)).map((f) => `menu ${where}: ${f}`));
        expect(await ids(page)).toEqual(expect.arrayContaining(['menu.continue', 'menu.continue.othello', 'menu.continue.cannon']));
        await screenshot(page, `saves-menu-${where}`);
        await clickControl(page, 'menu.game.cannon');
        await waitForScene(page, 'select');
        await clickControl(page, 'select.start');
        await page.waitForFunction(() =>
          (window as unknown as { __panda: { controls(): { id: string }[] } }).__panda.controls().some((c) => c.id === 'confirm.yes'),
        );
        failures.push(...(await screenFailures(page)).map((f) => `question ${where}: ${f}`));
        await screenshot(page, `saves-question-${where}`);
        await clickControl(page, 'confirm.no');
      }
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    expect(failures).toEqual([]);
    expect(s.errors).toEqual([]);
  }, 240_000);
});
