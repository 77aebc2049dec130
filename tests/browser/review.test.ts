// After the game: Review steps through the whole game on the board, first to last, each
// position the one the history leads to; Exit goes back to the result. Both languages.
// The keys step too, one move a press however fast the presses come.
import { describe, expect, it } from 'vitest';
import { GameRecord } from '../../src/engine/record';
import { rulesFor } from '../../src/games/registry';
import { encodeReplay } from '../../src/engine/replay-code';
import { blockSession, boardState, clickControl, hasBrowser, openGame, screenshot, visibleTexts, waitForScene } from './harness';
import { othelloByFixedPlay } from './game-records';
import { playToReview } from './review-support';

const d = hasBrowser ? describe : describe.skip;

d('review of a finished game', () => {
  const session = blockSession({ width: 1280, height: 720 });

  for (const lang of ['en', 'zh']) {
    it(`steps through a whole Pairing game, first to last (${lang})`, async () => {
      const s = session();
      const page = s.page;
      const final = await playToReview(s, 'pairing', 'baby', lang);
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

  it('steps one move for each key press, however fast the presses come', async () => {
    const s = session();
    const page = s.page;
    const record = othelloByFixedPlay(12);
    const n = record.history.length;
    await openGame(s, { fast: '1', lang: 'en', mute: '1', game: 'othello', replay: encodeReplay(record) });
    await waitForScene(page, 'review');
    const ply = async () => (await boardState(page))?.reviewPly;
    // a game from a link plays itself: a key stops that and steps instead
    await page.keyboard.press('Home');
    await expect.poll(ply, { timeout: 10_000 }).toBe(0);
    await page.keyboard.press('End');
    await expect.poll(ply, { timeout: 10_000 }).toBe(n);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(ply, { timeout: 10_000 }).toBe(n - 1);
    await page.keyboard.press('Home');
    await expect.poll(ply, { timeout: 10_000 }).toBe(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(ply, { timeout: 10_000 }).toBe(1);
    // Home then ArrowRight at once, again and again: Phaser's keyboard queue replayed the
    // ArrowRight at its key up when the three events fell in one frame (ply 2), in about
    // one pair in twelve (src/ui/scene-keys.ts)
    const frame = () => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      await frame();
      expect(await ply(), `pair ${i}`).toBe(1);
    }
    // the failing frame itself, made for sure: Home goes down in one frame, and its key up,
    // ArrowRight's key down and key up all fall in the next (one task)
    for (let i = 0; i < 3; i++) {
      await page.evaluate(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', code: 'Home', bubbles: true })));
      await frame();
      expect(await ply()).toBe(0);
      await page.evaluate(() => {
        for (const [type, key] of [
          ['keyup', 'Home'],
          ['keydown', 'ArrowRight'],
          ['keyup', 'ArrowRight'],
        ]) {
          window.dispatchEvent(new KeyboardEvent(type, { key, code: key, bubbles: true }));
        }
      });
      await frame();
      expect(await ply(), `burst ${i}`).toBe(1);
    }
    expect(s.errors).toEqual([]);
  });
});
