// The puzzle of the day through real clicks: with the date pinned (date=), solve each game's
// puzzle by playing the solution the test computes in Node with the same generator, against
// PAPA's proven defence; fail one to see the notice, the reset and the reveal; and check
// the picker and a puzzle board for readability at 800x450 and 390x844 in both languages.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dailyPuzzle } from '../../src/games/daily-puzzle';
import { GAME_IDS, rulesFor, type GameId } from '../../src/games/registry';
import {
  clickControl,
  clickMove,
  controls,
  hasBrowser,
  launch,
  leaveBoard,
  openGame,
  sceneKey,
  screenshot,
  visibleTexts,
  waitFor,
  waitForScene,
  waitForTurn,
} from './harness';
import { screenFailures, waitForControl } from './readability-support';

const DATE = '2026-12-01';

interface PuzzleInfo {
  game: string;
  date: string;
  state: string;
  triesLeft: number;
  solved: boolean;
}

async function puzzleInfo(page: Page): Promise<PuzzleInfo | null> {
  return page.evaluate(() => (window as unknown as { __panda: { puzzle(): PuzzleInfo | null } }).__panda.puzzle());
}

interface Seen {
  p: PuzzleInfo;
  b: { history: string[]; notice: string | null; busy: boolean };
}

/** Polls the hook until `ok` holds for the puzzle and the board (the page's CSP forbids eval). */
async function waitForPuzzle(page: Page, ok: (s: Seen) => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const seen = () =>
    page.evaluate(() => {
      const h = (window as unknown as { __panda: { puzzle(): unknown; board(): unknown } }).__panda;
      return { p: h.puzzle(), b: h.board() } as Seen;
    });
  await waitFor(seen, (s) => !!s.p && !!s.b && ok(s), timeoutMs, what);
}

async function openPuzzle(page: Page, game: string): Promise<void> {
  if ((await sceneKey(page)) !== 'puzzles') await clickControl(page, 'menu.puzzle');
  await waitForScene(page, 'puzzles');
  await clickControl(page, `puzzle.${game}`);
  await waitForScene(page, 'board');
  await waitForPuzzle(page, ({ p }) => p.game === game, `the ${game} puzzle`);
}

/** Plays the puzzle's solution by clicks against PAPA's proven defence, until it is solved. */
async function solve(page: Page, game: GameId): Promise<void> {
  const puzzle = dailyPuzzle(game, DATE);
  for (let i = 0; i < puzzle.line.length; i += 2) {
    const b = await waitForTurn(page, [puzzle.side]);
    expect(b.history).toEqual(puzzle.line.slice(0, i)); // PAPA answered with the proven defence
    await clickMove(page, puzzle.line[i]);
    await page.waitForFunction(
      (n) => (window as unknown as { __panda: { board(): { history: string[] } } }).__panda.board().history.length > n,
      i,
    );
  }
  await waitForPuzzle(page, ({ p, b }) => p.state === 'solved' && p.solved && !b.busy, 'solved');
}

const ids = async (page: Page) => (await controls(page)).map((c) => c.id);

describe.skipIf(!hasBrowser)('puzzle of the day', () => {
  it('solves each game’s puzzle by real clicks, and the picker shows it solved', async () => {
    const s = await launch({ width: 1280, height: 720 });
    const page = s.page;
    try {
      await openGame(s, { fast: '1', mute: '1', lang: 'en', date: DATE });
      for (const game of GAME_IDS) {
        const puzzle = dailyPuzzle(game, DATE);
        await openPuzzle(page, game);
        const start = await waitForTurn(page, [puzzle.side]);
        expect(start.position).toBe(rulesFor(game).format(rulesFor(game).parse(puzzle.position)));
        expect(start.history).toEqual([]);
        await solve(page, game);
        expect((await puzzleInfo(page))?.triesLeft).toBe(3);
        await clickControl(page, 'board.menu');
        await waitForScene(page, 'puzzles');
      }
      expect((await visibleTexts(page)).filter((t) => t === 'Solved').length).toBe(GAME_IDS.length);
      // a solved puzzle earns its achievement in the player's records
      expect(await page.evaluate(() => (window as unknown as { __panda: { achievements(): string[] } }).__panda.achievements())).toContain(
        'puzzle',
      );
      // solved state is kept for the date across a reload
      await openGame(s, { fast: '1', mute: '1', lang: 'en', date: DATE });
      await clickControl(page, 'menu.puzzle');
      await waitForScene(page, 'puzzles');
      expect((await visibleTexts(page)).filter((t) => t === 'Solved').length).toBe(GAME_IDS.length);
      expect(s.errors).toEqual([]);
      expect(s.foreignRequests).toEqual([]);
    } finally {
      await s.close();
    }
  }, 180_000);

  it('a wrong move ends the try and resets the position; after three the reveal plays the solution; the saved game stays', async () => {
    const s = await launch({ width: 1280, height: 720 });
    const page = s.page;
    const game = 'cannon';
    const puzzle = dailyPuzzle(game, DATE);
    const rules = rulesFor(game);
    const pos = rules.parse(puzzle.position);
    const wrong = rules
      .moves(pos)
      .map((m) => rules.moveToText(pos, m))
      .find((t) => !(t in puzzle.tree.wins)) as string;
    try {
      // a game in progress first: a puzzle must not take the place of its save
      await openGame(s, { fast: '1', mute: '1', lang: 'en', date: DATE, game: 'othello' });
      await clickControl(page, 'select.opponent.baby');
      await clickControl(page, 'select.start');
      await waitForScene(page, 'board');
      const first = await waitForTurn(page, ['X']);
      await clickMove(page, first.legalMoves[0]);
      await waitForTurn(page, ['X']);
      await leaveBoard(page);
      await waitForScene(page, 'menu');
      await openPuzzle(page, game);
      for (const left of [2, 1, 0]) {
        await waitForTurn(page, [puzzle.side]);
        // a new try says so, not that a new round began
        await waitForPuzzle(
          page,
          ({ p, b }) => p.state === 'playing' && b.history.length === 0 && (left === 2 || /^Try again: \d tries left/.test(b.notice ?? '')),
          'a fresh try',
        );
        await clickMove(page, wrong);
        await waitForPuzzle(page, ({ p }) => p.triesLeft === left && p.state === 'failed', `${left} tries left`);
        await waitForPuzzle(page, ({ b }) => (left > 0 ? /escape/ : /No tries left/).test(b.notice ?? ''), 'the notice');
      }
      // no fourth try: the position stays as the wrong move left it, until Reveal
      await clickControl(page, 'puzzle.reveal');
      await waitForPuzzle(
        page,
        ({ p, b }) => p.state === 'revealed' && b.history.length === puzzle.line.length && /solution/.test(b.notice ?? ''),
        'the solution shown',
      );
      const b = await waitForTurn(page, []);
      expect(b.history).toEqual(puzzle.line);
      expect(b.result?.winner).toBe(puzzle.side);
      expect((await puzzleInfo(page))?.solved).toBe(false);
      await clickControl(page, 'board.menu');
      await clickControl(page, 'puzzles.back');
      await waitForScene(page, 'menu');
      await clickControl(page, 'menu.continue');
      await waitForScene(page, 'board');
      expect((await waitForTurn(page, ['X'])).game).toBe('othello');
      expect(s.errors).toEqual([]);
    } finally {
      await s.close();
    }
  }, 120_000);

  it('a solved puzzle pays off: Reveal goes, Next opens the next unsolved game’s, Back the picker', async () => {
    const s = await launch({ width: 1280, height: 720 });
    const page = s.page;
    try {
      await openGame(s, { fast: '1', mute: '1', lang: 'en', date: DATE });
      await openPuzzle(page, 'othello');
      expect(await ids(page)).toContain('puzzle.reveal');
      await solve(page, 'othello');
      await waitForControl(page, 'puzzle.next');
      expect(await ids(page)).toEqual(expect.arrayContaining(['puzzle.next', 'puzzle.back']));
      expect(await ids(page)).not.toContain('puzzle.reveal');
      const texts = (await visibleTexts(page)).join(' ').replace(/\s+/g, ' ');
      expect(texts).toContain('Solved!');
      expect(texts).toContain("Next: today's Pairing Chess puzzle.");
      await screenshot(page, 'puzzle-solved-en-1280x720');
      // Next: the next game's puzzle (Pairing's, not yet solved), made and opened
      await clickControl(page, 'puzzle.next');
      await waitForPuzzle(page, ({ p }) => p.game === 'pairing' && p.state === 'playing', 'the pairing puzzle', 60_000);
      expect(await ids(page)).toContain('puzzle.reveal');
      await solve(page, 'pairing');
      // Back: the picker, with both solved
      await clickControl(page, 'puzzle.back');
      await waitForScene(page, 'puzzles');
      expect((await visibleTexts(page)).filter((t) => t === 'Solved').length).toBe(2);
      expect(s.errors).toEqual([]);
    } finally {
      await s.close();
    }
  }, 120_000);

  for (const [width, height] of [
    [800, 450],
    [390, 844],
  ] as const) {
    it(`picker and a puzzle are readable at ${width}x${height} in both languages`, async () => {
      const s = await launch({ width, height }, undefined, { hasTouch: true });
      const page = s.page;
      const failures: string[] = [];
      try {
        for (const lang of ['en', 'zh']) {
          const tag = `${lang}-${width}x${height}`;
          await openGame(s, { fast: '1', mute: '1', lang, date: DATE });
          failures.push(...(await screenFailures(page)).map((f) => `menu ${tag}: ${f}`));
          await clickControl(page, 'menu.puzzle');
          await waitForScene(page, 'puzzles');
          // the cards show each puzzle's position and task once made (one after another, off the main thread)
          const unmade = lang === 'en' ? "Today's puzzle is being made…" : '今天的题目正在生成……';
          // the texts with the line breaks of wrapping taken out
          const shown = async () => (await visibleTexts(page)).map((x) => x.replace(/\s*\n\s*/g, lang === 'en' ? ' ' : ''));
          // a card whose puzzle is still being made says so (the five are made one after another)
          expect(await shown()).toContain(unmade);
          await screenshot(page, `puzzle-picker-making-${tag}`);
          await waitFor(shown, (texts) => !texts.includes(unmade), 30_000, 'every puzzle made').catch(() => undefined);
          expect(await shown()).not.toContain(unmade);
          failures.push(...(await screenFailures(page)).map((f) => `picker ${tag}: ${f}`));
          await screenshot(page, `puzzle-picker-${tag}`);
          await clickControl(page, 'puzzle.tiger');
          await waitForScene(page, 'board');
          await waitForTurn(page, [dailyPuzzle('tiger', DATE).side]);
          failures.push(...(await screenFailures(page)).map((f) => `puzzle ${tag}: ${f}`));
          await screenshot(page, `puzzle-board-${tag}`);
          await solve(page, 'tiger');
          await waitForControl(page, 'puzzle.back');
          failures.push(...(await screenFailures(page)).map((f) => `solved ${tag}: ${f}`));
          await screenshot(page, `puzzle-solved-${tag}`);
          // the payoff's two ways on, at this size and in this language: Next is offered, Back leads to the picker
          expect(await ids(page)).toEqual(expect.arrayContaining(['puzzle.next', 'puzzle.back']));
          await clickControl(page, 'puzzle.back');
          await waitForScene(page, 'puzzles');
        }
        expect(s.errors).toEqual([]);
      } finally {
        await s.close();
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }
});
