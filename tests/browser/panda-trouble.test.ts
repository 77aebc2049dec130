// A failed worker is never silent (docs/architecture.md "The life of a click"): when the
// pandas' worker script cannot load, the panel says so in one line (in the player's
// language), the panda still moves, and Hint either still helps (the page's own search) or,
// when that cannot be fetched either, says it is unavailable instead of doing nothing.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  boardState,
  clickControl,
  clickMove,
  hasBrowser,
  launch,
  openGame,
  screenshot,
  waitFor,
  waitForScene,
  waitForTurn,
  type Session,
} from './harness';

const board = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../locales/${lang}/board.json`, import.meta.url), 'utf8'));

/** Network failures the test itself causes (the routes below abort them) are not the game's errors. */
const gameErrors = (s: Session): string[] => s.errors.filter((e) => !/Failed to load resource|net::ERR_FAILED/.test(e));

const notice = (page: Page): Promise<string | null> =>
  page.evaluate(() => (window as unknown as { __panda: { board(): { notice: string | null } | null } }).__panda.board()?.notice ?? null);

async function waitForNotice(page: Page, ok: (text: string) => boolean, what: string): Promise<string> {
  return (await waitFor(
    () => notice(page),
    (text) => text !== null && ok(text),
    20_000,
    `${what} shown`,
  )) as string;
}

/** MAMA's Cannon game, the player X, with these script files failing to load. */
async function openWithout(s: Session, scripts: string[], lang: string): Promise<void> {
  for (const name of scripts) await s.page.route(`**/assets/${name}-*.js`, (route) => route.abort());
  await openGame(s, { fast: '1', mute: '1', game: 'cannon', lang });
  await clickControl(s.page, 'select.opponent.mama');
  await clickControl(s.page, 'select.side.X');
  await clickControl(s.page, 'select.start');
  await waitForScene(s.page, 'board');
}

/** One move of the player by clicks; resolves once the panda has answered it. */
async function moveAndAnswer(page: Page): Promise<void> {
  const b = await waitForTurn(page, ['X'], 30_000);
  await clickMove(page, b.legalMoves[0]);
  const after = await waitForTurn(page, ['X'], 30_000);
  expect(after.history.length).toBe(b.history.length + 2);
}

describe.skipIf(!hasBrowser)('when the pandas cannot think in their worker', () => {
  let s: Session;
  afterEach(async () => {
    await s?.close();
  });

  for (const lang of ['en', 'zh']) {
    it(`and nothing else can be fetched either (${lang}): the line, a move, and Hint says it is unavailable`, async () => {
      s = await launch({ width: 1280, height: 720 });
      await openWithout(s, ['panda-worker', 'local-search'], lang);
      const words = board(lang);
      await moveAndAnswer(s.page);
      expect(await waitForNotice(s.page, (t) => t === words.pandaTrouble, 'the standing line')).toBe(words.pandaTrouble);
      await clickControl(s.page, 'board.hint');
      await waitForNotice(s.page, (t) => t === words.hintUnavailable, "the hint's message");
      await screenshot(s.page, `panda-trouble-${lang}`);
      // the game goes on
      await moveAndAnswer(s.page);
      expect((await boardState(s.page))?.history.length).toBe(4);
      expect(gameErrors(s)).toEqual([]);
    });
  }

  it('while the page can still search: the line, a move, and a real hint', async () => {
    s = await launch({ width: 1280, height: 720 });
    await openWithout(s, ['panda-worker'], 'en');
    const words = board('en');
    await moveAndAnswer(s.page);
    await waitForNotice(s.page, (t) => t === words.pandaTrouble, 'the standing line');
    await clickControl(s.page, 'board.hint');
    // the hint is the player's own line on the panel: "Hint: <move>: <reason>"
    const hint = (await (
      await s.page.waitForFunction(
        () => (window as unknown as { __panda: { board(): { hint: { text: string } | null } | null } }).__panda.board()?.hint?.text ?? null,
        null,
        { timeout: 20_000 },
      )
    ).jsonValue()) as string;
    const prefix = (words.hint as unknown as { line: string }).line.split('{{')[0];
    expect(hint.startsWith(prefix)).toBe(true);
    const move = hint.slice(prefix.length).split(':')[0];
    expect((await boardState(s.page))?.legalMoves).toContain(move);
    expect(gameErrors(s)).toEqual([]);
  });
});
