// The readability standards (readability-support.ts) on the screens readability.test.ts does
// not reach: the question before leaving a game in progress, the offer to resume it after a
// reload, the review of a finished game, and the board's notices (a wrong click's longest
// reason, a dog in play before the hand is empty; the hint). At 800x450 and 390x844 in both
// languages, each reached by real clicks, with a screenshot of each in
// test-output/screenshots/.
import { describe, expect, it } from 'vitest';
import { rulesFor } from '../../src/games/registry';
import {
  clickControl,
  clickMove,
  hasBrowser,
  launch,
  openGame,
  pointAt,
  resetStorage,
  screenshot,
  waitForScene,
  waitForTurn,
  type Session,
} from './harness';
import { PAIRING_QUICK_END, screenFailures, waitForControl } from './readability-support';

/** Plays the quick Pairing game's moves `from` to `to` (friend game, both sides by clicks). */
async function playQuick(s: Session, from: number, to: number): Promise<void> {
  for (let i = from; i < to; i++) {
    const b = await waitForTurn(s.page, ['X', 'O']);
    expect(b.legalMoves).toContain(PAIRING_QUICK_END[i]);
    await clickMove(s.page, PAIRING_QUICK_END[i]);
    await s.page.waitForFunction(
      (n) => (window as unknown as { __panda: { board(): { history: string[] } | null } }).__panda.board()?.history.length === n,
      i + 1,
    );
  }
}

type Check = (screen: string) => Promise<void>;

/**
 * A touch browser of this size on fresh storage, on `game`'s select screen; `body` calls
 * `check(screen)` for each screen it reaches (its failures gathered, a screenshot taken).
 * Nothing may be logged as an error, and no screen may fail.
 */
async function onFreshScreen(
  size: [number, number],
  lang: string,
  game: string,
  body: (s: Session, check: Check) => Promise<void>,
): Promise<void> {
  const [width, height] = size;
  const s = await launch({ width, height }, undefined, { hasTouch: true });
  const failures: string[] = [];
  const tag = `${lang}-${width}x${height}`;
  try {
    const params = { fast: '1', mute: '1', lang, game };
    await openGame(s, params);
    await resetStorage(s);
    await openGame(s, params);
    await waitForScene(s.page, 'select');
    await body(s, async (screen) => {
      failures.push(...(await screenFailures(s.page)).map((f) => `${screen} ${tag}: ${f}`));
      await screenshot(s.page, `read-${screen}-${tag}`);
    });
    expect(s.errors).toEqual([]);
  } finally {
    await s.close();
  }
  expect(failures).toEqual([]);
}

for (const size of [
  [800, 450],
  [390, 844],
] as [number, number][]) {
  for (const lang of ['en', 'zh']) {
    describe.skipIf(!hasBrowser)(`more screens at ${size[0]}x${size[1]} in ${lang}`, () => {
      it('the leave question, the resume offer and the review read well', async () => {
        await onFreshScreen(size, lang, 'pairing', async (s, check) => {
          await clickControl(s.page, 'select.opponent.human');
          await clickControl(s.page, 'select.start');
          await waitForScene(s.page, 'board');
          await playQuick(s, 0, 2);
          // ☰ during a game asks first
          await clickControl(s.page, 'board.menu');
          await waitForControl(s.page, 'confirm.no');
          await check('leave');
          await clickControl(s.page, 'confirm.no');
          // a reload offers the game back
          await openGame(s, { fast: '1', mute: '1', lang });
          await waitForControl(s.page, 'resume.continue');
          await check('resume');
          await clickControl(s.page, 'resume.continue');
          await waitForScene(s.page, 'board');
          await playQuick(s, 2, PAIRING_QUICK_END.length);
          await waitForScene(s.page, 'result');
          await clickControl(s.page, 'result.review');
          await waitForScene(s.page, 'review');
          await check('review');
        });
      }, 120_000);

      it("a wrong click's reason and the hint read well", async () => {
        await onFreshScreen(size, lang, 'tiger', async (s, check) => {
          await clickControl(s.page, 'select.opponent.baby');
          await clickControl(s.page, 'select.side.D');
          await clickControl(s.page, 'select.start');
          await waitForScene(s.page, 'board');
          const b = await waitForTurn(s.page, ['D']);
          // a dog on the board while dogs are still in hand cannot move: the click says why
          const rules = rulesFor('tiger');
          const pos = rules.parse(b.position);
          const dog = rules.geometry.points.find((p) => rules.pieceAt(pos, p.index) === 'D') as { name: string };
          const at = await pointAt(s.page, dog.name);
          await s.page.mouse.click(at.x, at.y);
          await s.page.waitForFunction(
            () => !!(window as unknown as { __panda: { board(): { notice?: string | null } | null } }).__panda.board()?.notice,
            undefined,
            { timeout: 5000 },
          );
          await check('notice');
          await clickControl(s.page, 'board.hint');
          await s.page.waitForFunction(
            () => ((window as unknown as { __panda: { board(): { lit?: string[] } | null } }).__panda.board()?.lit ?? []).length > 0,
            undefined,
            { timeout: 15_000 },
          );
          await check('hint');
        });
      }, 60_000);
    });
  }
}
