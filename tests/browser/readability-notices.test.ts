// The board's notices read well on small screens: a wrong click's reason (the longest one,
// a dog in play before the hand is empty) and the hint, at 800x450 and 390x844 in both
// languages, against the readability standards
// (readability-support.ts), with screenshots in test-output/screenshots/.
import { describe, expect, it } from 'vitest';
import { rulesFor } from '../../src/games/registry';
import { boardState, clickControl, hasBrowser, launch, openGame, pointAt, resetStorage, screenshot, waitForScene, waitForTurn, type Session } from './harness';
import { screenFailures } from './readability-support';

async function waitNotice(s: Session): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const n = (await boardState(s.page))?.notice;
    if (n) return n;
    await s.page.waitForTimeout(50);
  }
  return '';
}

for (const [width, height] of [
  [800, 450],
  [390, 844],
]) {
  for (const lang of ['en', 'zh']) {
    describe.skipIf(!hasBrowser)(`notices at ${width}x${height} in ${lang}`, () => {
      it('a wrong click and a hint read well', async () => {
        const s = await launch({ width, height }, undefined, { hasTouch: true });
        const tag = `${lang}-${width}x${height}`;
        const failures: string[] = [];
        try {
          await openGame(s, { fast: '1', mute: '1', lang, game: 'tiger' });
          await resetStorage(s);
          await openGame(s, { fast: '1', mute: '1', lang, game: 'tiger' });
          await waitForScene(s.page, 'select');
          await clickControl(s.page, 'select.opponent.baby');
          await clickControl(s.page, 'select.side.D');
          await clickControl(s.page, 'select.start');
          await waitForScene(s.page, 'board');
          const b = await waitForTurn(s.page, ['D']);
          // a dog on the board while dogs are still in hand cannot move: the click says why
          const rules = rulesFor('tiger');
          const pos = rules.parse(b.position);
          const dog = rules.geometry.points.find((p) => rules.pieceAt(pos, p.index) === 'D') as { name: string };
          const p = await pointAt(s.page, dog.name);
          await s.page.mouse.click(p.x, p.y);
          expect(await waitNotice(s)).not.toBe('');
          failures.push(...(await screenFailures(s.page)).map((f) => `wrong click ${tag}: ${f}`));
          await screenshot(s.page, `read-notice-${tag}`);
          await clickControl(s.page, 'board.hint');
          await s.page.waitForFunction(() => ((window as unknown as { __panda: { board(): { lit?: string[] } | null } }).__panda.board()?.lit ?? []).length > 0, undefined, { timeout: 15_000 });
          failures.push(...(await screenFailures(s.page)).map((f) => `hint ${tag}: ${f}`));
          await screenshot(s.page, `read-hint-${tag}`);
          expect(s.errors).toEqual([]);
        } finally {
          await s.close();
        }
        expect(failures).toEqual([]);
      }, 60_000);
    });
  }
}
