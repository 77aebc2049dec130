// The readability standards (readability-support.ts) on the screens readability.test.ts does
// not reach: the question before leaving a game in progress, the offer to resume it after a
// reload, and the review of a finished game, at 800x450 and 390x844 in both languages, each
// reached by real clicks, with a screenshot of each in test-output/screenshots/.
import { describe, expect, it } from 'vitest';
import { clickControl, clickMove, controls, hasBrowser, launch, openGame, resetStorage, screenshot, waitForScene, waitForTurn, type Session } from './harness';
import { PAIRING_QUICK_END, screenFailures } from './readability-support';

async function waitForControl(s: Session, id: string): Promise<void> {
  for (let i = 0; i < 300 && !(await controls(s.page)).some((c) => c.id === id); i++) await s.page.waitForTimeout(50);
}

/** Plays the quick Pairing game's moves from `from` on (friend game, both sides by clicks). */
async function playQuick(s: Session, from: number, to: number): Promise<void> {
  for (let i = from; i < to; i++) {
    const b = await waitForTurn(s.page, ['X', 'O']);
    expect(b.legalMoves).toContain(PAIRING_QUICK_END[i]);
    await clickMove(s.page, PAIRING_QUICK_END[i]);
    await s.page.waitForFunction((n) => (window as unknown as { __panda: { board(): { history: string[] } | null } }).__panda.board()?.history.length === n, i + 1);
  }
}

for (const [width, height] of [
  [800, 450],
  [390, 844],
]) {
  for (const lang of ['en', 'zh']) {
    describe.skipIf(!hasBrowser)(`leave, resume and review at ${width}x${height} in ${lang}`, () => {
      it('each screen reads well', async () => {
        const s = await launch({ width, height }, undefined, { hasTouch: true });
        const tag = `${lang}-${width}x${height}`;
        const failures: string[] = [];
        try {
          const params = { fast: '1', mute: '1', lang, game: 'pairing' };
          await openGame(s, params);
          await resetStorage(s);
          await openGame(s, params);
          await waitForScene(s.page, 'select');
          await clickControl(s.page, 'select.opponent.human');
          await clickControl(s.page, 'select.start');
          await waitForScene(s.page, 'board');
          await playQuick(s, 0, 2);
          // ☰ during a game asks first
          await clickControl(s.page, 'board.menu');
          await waitForControl(s, 'confirm.no');
          failures.push(...(await screenFailures(s.page)).map((f) => `leave ${tag}: ${f}`));
          await screenshot(s.page, `read-leave-${tag}`);
          await clickControl(s.page, 'confirm.no');
          // a reload offers the game back
          await openGame(s, { fast: '1', mute: '1', lang });
          await waitForControl(s, 'resume.continue');
          failures.push(...(await screenFailures(s.page)).map((f) => `resume ${tag}: ${f}`));
          await screenshot(s.page, `read-resume-${tag}`);
          await clickControl(s.page, 'resume.continue');
          await waitForScene(s.page, 'board');
          await playQuick(s, 2, PAIRING_QUICK_END.length);
          await waitForScene(s.page, 'result');
          await clickControl(s.page, 'result.review');
          await waitForScene(s.page, 'review');
          failures.push(...(await screenFailures(s.page)).map((f) => `review ${tag}: ${f}`));
          await screenshot(s.page, `read-review-${tag}`);
          expect(s.errors).toEqual([]);
        } finally {
          await s.close();
        }
        expect(failures).toEqual([]);
      }, 120_000);
    });
  }
}
