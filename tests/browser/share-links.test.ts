// Shareable links through real clicks: finish a game, Copy link on the result, open the
// link in a fresh browser context and step through the same game in the review; Copy link
// from the review where the clipboard is refused (the link shows in a field); a corrupted
// link and a malformed position leave a notice on the menu; an analysis board from a
// position link takes a hint and a move and counts as no game. Then the new screens (and
// the result with its new button) at 800x450 and 390x844 on a touch device in both
// languages: readable, touchable, screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GameRecord } from '../../src/engine/record';
import { encodeReplay as replayCode } from '../../src/engine/replay-code';
import { rulesFor } from '../../src/games/registry';
import {
  blockSession,
  boardState,
  clickControl,
  clickMove,
  controls,
  hasBrowser,
  launch,
  resetStorage,
  screenshot,
  untilDrawn,
  visibleTexts,
  waitFor,
  waitForScene,
  waitForTurn,
  type BoardState,
  type Session,
} from './harness';
import { screenFailures } from './readability-support';
import { othelloToTheEnd } from './game-records';
import { playToResult } from './review-support';

const d = hasBrowser ? describe : describe.skip;

/** The URL of a shared link opened on the test server, with the test hook. */
function testUrl(s: Session, link: string, extra: Record<string, string> = {}): string {
  const q = new URL(link).searchParams;
  for (const [k, v] of Object.entries({ test: '1', fast: '1', mute: '1', ...extra })) q.set(k, v);
  return `${s.baseUrl}?${q}`;
}

async function openUrl(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __panda?: { ready: boolean } }).__panda?.ready === true, null, {
    timeout: 30_000,
  });
}

async function waitForBoard(page: Page, test: (b: BoardState) => boolean, what: string): Promise<BoardState> {
  return (await waitFor(
    () => boardState(page),
    (b) => b !== null && test(b),
    15_000,
    what,
  )) as BoardState;
}

async function waitForText(page: Page, pattern: RegExp): Promise<string> {
  const texts = await waitFor(
    () => visibleTexts(page),
    (ts) => ts.some((t) => pattern.test(t.replace(/\n/g, ' '))),
    15_000,
    `a text ${pattern} on screen`,
  );
  return texts.find((t) => pattern.test(t.replace(/\n/g, ' '))) as string;
}

/** A screenshot in English, then one in Chinese (through the language button), back to English. */
async function shootBothLanguages(page: Page, name: string, size: string): Promise<void> {
  const lang = () => page.evaluate(() => (window as unknown as { __panda: { lang(): string } }).__panda.lang());
  await screenshot(page, `${name}-en-${size}`);
  await clickControl(page, 'lang.toggle');
  await page.waitForFunction(() => (window as unknown as { __panda: { lang(): string } }).__panda.lang() === 'zh');
  await untilDrawn(page);
  await screenshot(page, `${name}-zh-${size}`);
  await clickControl(page, 'lang.toggle');
  await page.waitForFunction(() => (window as unknown as { __panda: { lang(): string } }).__panda.lang() === 'en');
  expect(await lang()).toBe('en');
}

/** Positions after each ply of a game, from its start. */
function positionsOf(game: 'pairing' | 'othello', history: string[]): string[] {
  const rules = rulesFor(game);
  const record = new GameRecord(rules);
  const out = [rules.format(record.position)];
  for (const mv of history) {
    record.play(mv);
    out.push(rules.format(record.position));
  }
  return out;
}

/** An Othello position 8 empties from the end (PAPA proves it at once), reached by fixed play. */
function othelloLate(): string {
  const rules = rulesFor('othello');
  const record = new GameRecord(rules);
  let k = 7;
  while (record.history.length < 52 && !record.isOver) {
    const legal = record.legalMoves();
    k = (k * 31 + 11) % 9973;
    record.play(legal[k % legal.length]);
  }
  return rules.format(record.position);
}

/** The exact Othello score for the side to move (docs/rules.md §1: the empty squares go to the winner). */
function othelloScore(text: string): number {
  const rules = rulesFor('othello');
  const solve = (p: unknown): number => {
    if (rules.outcome(p)) {
      const t = rules.tally(p);
      const d = t.onBoard[0] - t.onBoard[1];
      const empties = 64 - t.onBoard[0] - t.onBoard[1];
      const x = d > 0 ? d + empties : d < 0 ? d - empties : 0;
      return rules.toMove(p) === 0 ? x : -x;
    }
    return Math.max(...rules.moves(p).map((m) => -solve(rules.play(p, m))));
  };
  return solve(rules.parse(text));
}

d('shareable games', () => {
  let s: Session;
  let link = '';
  let played: BoardState;
  beforeAll(async () => {
    s = await launch({ width: 1280, height: 720 });
    await s.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(s.baseUrl).origin });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('Copy link on the result puts a link to the game on the clipboard and says so', async () => {
    const page = s.page;
    played = await playToResult(s, 'pairing', 'baby');
    await clickControl(page, 'result.share');
    await waitForText(page, /^Link copied/);
    await screenshot(page, 'share-result-copied-en-1280x720');
    link = await page.evaluate(() => navigator.clipboard.readText());
    // version B: the moves, then who played and when (src/engine/replay-code.ts)
    expect(link).toMatch(/\?game=pairing&replay=B[A-Za-z0-9_-]+$/);
    expect(new URL(link).origin).toBe(new URL(s.baseUrl).origin);
    expect(link.length).toBeLessThan(300);
    expect(s.errors).toEqual([]);
  });

  it('the link opens the review of that game in a fresh context; every ply is the same', async () => {
    const context = await s.browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
    // a portal iframe may refuse the clipboard: Copy link must then show the link in a field
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('blocked', 'NotAllowedError')) },
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await openUrl(page, testUrl(s, link));
      expect(await page.evaluate(() => (window as unknown as { __panda: { scene(): string } }).__panda.scene())).toBe('review');
      const expected = positionsOf('pairing', played.history);
      // it plays itself from the start; First stops that
      await clickControl(page, 'review.first');
      let b = await waitForBoard(page, (x) => x.reviewPly === 0, 'the start of the review');
      expect(b.history).toEqual(played.history);
      expect(b.result).toEqual(played.result);
      expect(b.position).toBe(expected[0]);
      for (let ply = 1; ply <= played.history.length; ply++) {
        await clickControl(page, 'review.next');
        b = await waitForBoard(page, (x) => x.reviewPly === ply, `ply ${ply}`);
        expect(b.position, `ply ${ply}`).toBe(expected[ply]);
      }
      // the move list marks the last move, and the last position says who won
      const n = played.history.length;
      const shown = (await visibleTexts(page)).join('\n');
      expect(shown).toMatch(new RegExp(`▸ ${n}\\. `));
      const winner = played.result?.winner;
      expect(shown).toContain(winner === 'X' ? 'Black wins' : winner === 'O' ? 'White wins' : 'Draw');
      await shootBothLanguages(page, 'share-review', '1280x720');
      await clickControl(page, 'review.first');
      await waitForBoard(page, (x) => x.reviewPly === 0, 'first');
      await clickControl(page, 'review.last');
      await waitForBoard(page, (x) => x.reviewPly === n, 'last');
      await clickControl(page, 'review.share');
      const field = await page.waitForSelector('#panda-share-link', { timeout: 10_000 });
      expect(await field.inputValue()).toBe(link);
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.id)).toBe('panda-share-link');
      await page.getByRole('button', { name: 'Close' }).click();
      expect(await page.$('#panda-share-link')).toBeNull();
      await clickControl(page, 'review.exit');
      await waitForScene(page, 'menu');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a corrupted link and a malformed position leave a notice on the menu', async () => {
    const page = s.page;
    const cut = link.slice(0, link.length - 6);
    await openUrl(page, testUrl(s, cut));
    await waitForScene(page, 'menu');
    await waitForText(page, /game link is cut short/);
    expect(await boardState(page)).toBeNull();
    await clickControl(page, 'menu.notice.close');
    await page.waitForFunction(
      () =>
        !(window as unknown as { __panda: { controls(): { id: string }[] } }).__panda.controls().some((c) => c.id === 'menu.notice.close'),
    );
    await openUrl(page, `${s.baseUrl}?test=1&lang=zh&game=othello&position=${encodeURIComponent('XO?')}`);
    await waitForScene(page, 'menu');
    await waitForText(page, /不是有效的黑白棋局面/);
    // the notice follows the language
    await clickControl(page, 'lang.toggle');
    await waitForText(page, /not a valid Othello position/);
    await openUrl(page, `${s.baseUrl}?test=1&game=chess&replay=AAAA`);
    await waitForText(page, /game we do not have/);
    expect(s.errors).toEqual([]);
  });

  it('a position link opens an analysis board: hint with PAPA’s verdict, moves for both sides, undo, no save', async () => {
    const page = s.page;
    await resetStorage(s);
    const start = othelloLate();
    await openUrl(page, `${s.baseUrl}?test=1&fast=1&mute=1&game=othello&position=${encodeURIComponent(start)}`);
    await waitForScene(page, 'board');
    let b = await waitForTurn(page, ['X', 'O']);
    expect(b.position).toBe(start);
    expect(b.history).toEqual([]);
    await waitForText(page, /^Analysis board/);
    await clickControl(page, 'board.hint');
    const notice = (await waitForText(page, /^PAPA would play/)).replace(/\n/g, ' ');
    // the verdict is the true one, said for the winner
    const score = othelloScore(start);
    const winner = score > 0 === (b.turn === 'X') ? 'Black' : 'White';
    expect(score).not.toBe(0);
    expect(notice).toContain(`Proven: with best play ${winner} wins by ${Math.abs(score)} discs.`);
    await shootBothLanguages(page, 'share-analysis', '1280x720');
    // both sides are the player's: a move for the side to move, then one for the other
    const first = b.turn;
    await clickMove(page, b.legalMoves[0]);
    b = await waitForBoard(page, (x) => x.history.length >= 1 && !x.busy, 'the first move');
    expect(b.turn).not.toBe(first);
    await clickMove(page, b.legalMoves[0]);
    b = await waitForBoard(page, (x) => x.history.length >= 2 && !x.busy, 'the second move');
    expect(b.turn).toBe(first);
    const plies = b.history.length;
    await clickControl(page, 'board.undo');
    await waitForBoard(page, (x) => x.history.length === plies - 1 && !x.busy, 'undo');
    const ids = async () => (await controls(page)).map((c) => c.id);
    await clickControl(page, 'board.menu');
    await clickControl(page, 'confirm.yes');
    await waitForScene(page, 'menu');
    // the analysis board is not a game in progress: nothing to continue
    expect(await ids()).not.toContain('menu.continue');
    expect(s.errors).toEqual([]);
  });
});

d('shareable games: the new screens are readable at 800x450 and 390x844', () => {
  const session = blockSession({ width: 800, height: 450 }, { hasTouch: true });

  const record = othelloToTheEnd();
  const replay = `game=othello&replay=${encodeURIComponent(replayCode(record))}`;

  async function check(page: Page, screen: string, failures: string[]): Promise<void> {
    const found = await screenFailures(page);
    // the board's own toolbar words at 800x450 are a known failure of the board layout
    // (readability.test.ts, KNOWN), not of the analysis board
    const known = (f: string) => screen.startsWith('analysis board') && /^text too big for its box: "(Rules|Settings|规则|设置)"$/.test(f);
    for (const f of found) if (!known(f)) failures.push(`${screen}: ${f}`);
  }

  for (const [width, height] of [
    [800, 450],
    [390, 844],
  ] as const) {
    it(`${width}x${height}: link notice, review from a link, analysis board, result, both languages`, async () => {
      const s = session();
      const page = s.page;
      await page.setViewportSize({ width, height });
      const failures: string[] = [];
      for (const lang of ['en', 'zh']) {
        const tag = `${lang}-${width}x${height}`;
        await openUrl(page, `${s.baseUrl}?test=1&fast=1&mute=1&lang=${lang}&game=othello&replay=Abo3ByJJ`);
        await waitForScene(page, 'menu');
        await check(page, `link notice ${tag}`, failures);
        await screenshot(page, `share-notice-${tag}`);
        await openUrl(page, `${s.baseUrl}?test=1&fast=1&mute=1&lang=${lang}&${replay}`);
        await waitForScene(page, 'review');
        await clickControl(page, 'review.first');
        await waitForBoard(page, (x) => x.reviewPly === 0, 'first');
        for (let i = 0; i < 20; i++) await clickControl(page, 'review.next');
        await waitForBoard(page, (x) => x.reviewPly === 20, 'ply 20');
        await check(page, `review from a link ${tag}`, failures);
        await screenshot(page, `share-review-${tag}`);
        await openUrl(page, `${s.baseUrl}?test=1&fast=1&mute=1&lang=${lang}&game=othello&position=${encodeURIComponent(othelloLate())}`);
        await waitForScene(page, 'board');
        await waitForTurn(page, ['X', 'O']);
        await clickControl(page, 'board.hint');
        await waitForText(page, lang === 'en' ? /^PAPA would play/ : /^熊猫爸爸会走/);
        await check(page, `analysis board ${tag}`, failures);
        await screenshot(page, `share-analysis-${tag}`);
        // the result with its Copy link: a friend game of Pairing that ends at once
        await openUrl(page, `${s.baseUrl}?test=1&fast=1&mute=1&lang=${lang}&game=pairing`);
        await clickControl(page, 'select.opponent.human');
        await clickControl(page, 'select.start');
        await waitForScene(page, 'board');
        for (const move of ['a4-a3', 'b1-b2', 'a3-b3', 'c1-c2', 'b3-b2', 'd1-c1']) {
          const b = await waitForTurn(page, ['X', 'O']);
          await clickMove(page, move);
          await waitForBoard(page, (x) => x.history.length > b.history.length && !x.busy, move);
        }
        await waitForScene(page, 'result');
        await check(page, `result ${tag}`, failures);
        await screenshot(page, `share-result-${tag}`);
      }
      expect(failures).toEqual([]);
      expect(s.errors).toEqual([]);
    });
  }
});
