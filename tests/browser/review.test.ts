// After the game: Review steps through the whole game on the board, first to last, each
// position the one the history leads to; Exit goes back to the result. Both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameRecord } from '../../src/engine/record';
import { rulesFor } from '../../src/games/registry';
import {
  boardState,
  clickControl,
  hasBrowser,
  launch,
  openGame,
  playOut,
  resetStorage,
  screenshot,
  visibleTexts,
  waitForScene,
  type Session,
} from './harness';


const d = hasBrowser ? describe : describe.skip;

d('review of a finished game', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch({ width: 1280, height: 720 });
  });
  afterAll(async () => {
    await s?.close();
  });

  for (const lang of ['en', 'zh']) {
    it(`steps through a whole Pairing game, first to last (${lang})`, async () => {
      const page = s.page;
      await resetStorage(s);
      await openGame(s, { fast: '1', lang, mute: '1', game: 'pairing' });
      await waitForScene(page, 'select');
      await clickControl(page, 'select.opponent.baby');
      await clickControl(page, 'select.side.X');
      await clickControl(page, 'select.start');
      await waitForScene(page, 'board');
      const final = await playOut(page, ['X']);
      await waitForScene(page, 'result');
      await clickControl(page, 'result.review');
      await waitForScene(page, 'review');
      const rules = rulesFor('pairing');
      const record = new GameRecord(rules);
      const expected = [rules.format(record.position)];
      for (const mv of final.history) {
        record.play(mv);
        expected.push(rules.format(record.position));
      }
      let b = await boardState(page);
      expect(b?.reviewPly).toBe(final.history.length);
      expect(b?.position).toBe(expected[expected.length - 1]);
      await clickControl(page, 'review.first');
      b = await boardState(page);
      expect(b?.reviewPly).toBe(0);
      expect(b?.position).toBe(expected[0]);
      // the move list marks where we are: the start
      expect((await visibleTexts(page)).join('\n')).toContain(lang === 'en' ? '▸ Start position' : '▸ 开局');
      for (let ply = 1; ply <= final.history.length; ply++) {
        await clickControl(page, 'review.next');
        b = await boardState(page);
        expect(b?.reviewPly).toBe(ply);
        expect(b?.position, `ply ${ply}`).toBe(expected[ply]);
        if (ply === 2) await screenshot(page, `review-${lang}-1280x720`);
      }
      await clickControl(page, 'review.prev');
      expect((await boardState(page))?.reviewPly).toBe(final.history.length - 1);
      await clickControl(page, 'review.last');
      expect((await boardState(page))?.reviewPly).toBe(final.history.length);
      await clickControl(page, 'review.exit');
      await waitForScene(page, 'result');
      expect((await boardState(page))?.reviewPly).toBeNull();
      expect(s.errors).toEqual([]);
    });
  }
});
