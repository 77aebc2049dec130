// The rules dialog in pages and the whole move list, through real clicks. Rules: every game in
// both languages at 800x450, paged through with rules.next and back with rules.prev; each page
// reads at 12 CSS px or more and fits its box, and the pages together are the whole text, cut
// between sentences; switching the language cuts the pages anew. Moves: on a phone, board.moves opens the list of a long game at its
// newest moves; scrolled back to the first with moves.earlier it is the whole history with its
// conversions marked, in both languages; moves.close closes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enRules from '../../locales/en/rules.json';
import zhRules from '../../locales/zh/rules.json';
import { GameRecord } from '../../src/engine/record';
import { moveNote } from '../../src/match/move-notes';
import { GAME_IDS, rulesFor } from '../../src/games/registry';
import {
  boardState,
  clickControl,
  clickMove,
  controls,
  hasBrowser,
  launch,
  openGame,
  screenshot,
  waitForScene,
  waitForTurn,
  type Session,
} from './harness';
import { textBoxes, type TextProbe } from './readability-support';

type Dialog = { id: string; page: number; pages: number } | null;
const dialog = (page: Page): Promise<Dialog> =>
  page.evaluate(() => (window as unknown as { __panda: { dialog(): Dialog } }).__panda.dialog());
const overflowing = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __panda: { overflowing(): string[] } }).__panda.overflowing());
const waitForPage = (page: Page, n: number) =>
  page.waitForFunction((p) => (window as unknown as { __panda: { dialog(): Dialog } }).__panda.dialog()?.page === p, n);
const dialogTexts = async (page: Page): Promise<TextProbe[]> => (await textBoxes(page)).filter((t) => t.depth >= 1000);
const bare = (s: string) => s.replace(/\s+/g, '');
/** Sentences of a rules text (the dialog may cut between them, never inside one). */
const sentencesOf = (s: string) =>
  s
    .split(/(?<=[.!?。！？])\s*/)
    .map((x) => x.trim())
    .filter((x) => x.length > 0);

async function startFriendGame(s: Session, params: Record<string, string>): Promise<void> {
  await openGame(s, { fast: '1', mute: '1', ...params });
  await waitForScene(s.page, 'select');
  await clickControl(s.page, 'select.opponent.human');
  await clickControl(s.page, 'select.start');
  await waitForScene(s.page, 'board');
}

describe.skipIf(!hasBrowser)('rules in pages', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch({ width: 800, height: 450 }, undefined, { hasTouch: true });
  });
  afterAll(async () => {
    await s?.close();
  });

  for (const lang of ['en', 'zh'] as const) {
    it(`every game's rules page by page at 800x450 (${lang})`, async () => {
      const page = s.page;
      const bodies = lang === 'en' ? enRules : zhRules;
      let paged = 0;
      for (const game of GAME_IDS) {
        await startFriendGame(s, { lang, game });
        await clickControl(page, 'board.rules');
        await page.waitForFunction(() => (window as unknown as { __panda: { dialog(): Dialog } }).__panda.dialog()?.id === 'rules');
        const first = (await dialog(page)) as NonNullable<Dialog>;
        expect(first.page).toBe(0);
        const pages: string[] = [];
        for (let n = 0; n < first.pages; n++) {
          if (n > 0) {
            await clickControl(page, 'rules.next');
            await waitForPage(page, n);
          }
          const texts = await dialogTexts(page);
          const body = texts.reduce((a, t) => ((t.unwrapped ?? t.text).length > (a.unwrapped ?? a.text).length ? t : a));
          pages.push(body.unwrapped ?? body.text);
          expect(
            texts.filter((t) => t.fontPx < 11.95).map((t) => t.text),
            `${game} page ${n + 1}: under 12 px`,
          ).toEqual([]);
          expect(await overflowing(page), `${game} page ${n + 1}: text too big for its box`).toEqual([]);
          if (first.pages > 1)
            expect(texts.map((t) => t.text)).toContain(
              lang === 'en' ? `Page ${n + 1} of ${first.pages}` : `第 ${n + 1} 页，共 ${first.pages} 页`,
            );
          await screenshot(page, `rules-pages-${game}-${lang}-p${n + 1}`);
        }
        const rulesBody = (bodies as unknown as Record<string, { body: string }>)[game].body;
        // the pages together: the whole text, in order, each sentence whole on one page
        expect(bare(pages.join(''))).toContain(bare(rulesBody));
        expect(bare(pages.join('')).endsWith(bare((bodies as { timer: string }).timer))).toBe(true);
        for (const sentence of sentencesOf(rulesBody))
          expect(
            pages.some((p) => bare(p).includes(bare(sentence))),
            `${game}: "${sentence}" whole on a page`,
          ).toBe(true);
        if (first.pages > 1) {
          paged++;
          expect((await boardState(page))?.history).toEqual([]);
          await clickControl(page, 'rules.prev');
          await waitForPage(page, first.pages - 2);
          // the other language cuts its own pages; what the hook reports stays true
          await clickControl(page, 'lang.toggle');
          await page.waitForFunction((l) => (window as unknown as { __panda: { lang(): string } }).__panda.lang() !== l, lang);
          const other = (await dialog(page)) as NonNullable<Dialog>;
          expect(other.id).toBe('rules');
          expect(other.page).toBeLessThan(other.pages);
          expect(await overflowing(page)).toEqual([]);
          const shown = (await dialogTexts(page)).map((t) => t.text);
          if (other.pages > 1)
            expect(shown).toContain(
              lang === 'en' ? `第 ${other.page + 1} 页，共 ${other.pages} 页` : `Page ${other.page + 1} of ${other.pages}`,
            );
          else expect((await controls(page)).some((c) => c.id === 'rules.next')).toBe(false);
          await clickControl(page, 'lang.toggle');
          await page.waitForFunction((l) => (window as unknown as { __panda: { lang(): string } }).__panda.lang() === l, lang);
        }
        await clickControl(page, 'rules.close');
        await page.waitForFunction(() => (window as unknown as { __panda: { dialog(): Dialog } }).__panda.dialog() === null);
      }
      // the long rules do need pages at this size (else this test proves nothing about them)
      if (lang === 'en') expect(paged).toBeGreaterThan(0);
    });
  }
});

describe.skipIf(!hasBrowser)('a dialog over the board', () => {
  // The dialog's title bar has its own language and sound buttons; the scene's, in the top
  // right corner, must be under the panel, not half out beside it (a second sound button).
  for (const size of [
    { width: 1280, height: 720 },
    { width: 800, height: 450 },
  ]) {
    it(`covers the board's corner buttons at ${size.width}x${size.height}`, async () => {
      const s = await launch(size);
      try {
        await startFriendGame(s, { lang: 'en', game: 'tiger' });
        const boardSound = (await controls(s.page)).find((c) => c.id === 'sound.toggle');
        expect(boardSound, "the board's sound button").toBeDefined();
        await clickControl(s.page, 'board.rules');
        await s.page.waitForFunction(() => (window as unknown as { __panda: { dialog(): Dialog } }).__panda.dialog()?.id === 'rules');
        const close = (await controls(s.page)).find((c) => c.id === 'rules.close');
        expect(close).toBeDefined();
        // the panel's right edge is 14 design px right of the close button's, its top above
        // the close button's
        const panelRight = close!.x + close!.w + 16;
        expect(boardSound!.x + boardSound!.w, "the board's sound button out beside the panel").toBeLessThanOrEqual(panelRight);
        expect(boardSound!.y).toBeGreaterThanOrEqual(close!.y - 30);
        expect(s.errors).toEqual([]);
      } finally {
        await s.close();
      }
    });
  }
});

describe.skipIf(!hasBrowser)('match settings on a phone', () => {
  // The panel hugs its rows and ends with Done: once it kept a band of empty space at the
  // bottom, too short for Done, which it then left out.
  for (const [game, lang] of [
    ['tiger', 'en'],
    ['alquerque', 'zh'],
  ]) {
    it(`ends with Done right under the last row (${game}, ${lang}, 390x844)`, async () => {
      const s = await launch({ width: 390, height: 844 }, undefined, { hasTouch: true });
      try {
        await startFriendGame(s, { lang, game });
        await clickControl(s.page, 'board.settings');
        const all = await controls(s.page);
        const done = all.find((c) => c.id === 'settings.done');
        const motion = all.find((c) => c.id === 'settings.motion');
        expect(done, 'the Done button').toBeDefined();
        expect(motion).toBeDefined();
        expect(done!.y).toBeGreaterThan(motion!.y + motion!.h);
        expect(done!.y - (motion!.y + motion!.h)).toBeLessThan(40);
        await screenshot(s.page, `settings-${game}-${lang}-390x844`);
        await clickControl(s.page, 'settings.done');
        await s.page.waitForFunction(() => (window as unknown as { __panda: { dialog(): Dialog } }).__panda.dialog() === null);
        expect(s.errors).toEqual([]);
      } finally {
        await s.close();
      }
    });
  }
});

describe.skipIf(!hasBrowser)('the whole move list', () => {
  it('board.moves shows the whole history of a long game on a phone, in both languages', async () => {
    const s = await launch({ width: 390, height: 844 }, undefined, { hasTouch: true });
    const page = s.page;
    try {
      await startFriendGame(s, { lang: 'en', game: 'othello' });
      // a friend game of Othello, longer than one page of the list
      for (let i = 0; i < 52; i++) {
        const b = await waitForTurn(page, ['X', 'O']);
        if (b.result) break;
        await clickMove(page, b.legalMoves[(i * 7) % b.legalMoves.length]);
        await page.waitForFunction(
          (n) => ((window as unknown as { __panda: { board(): { history: string[] } | null } }).__panda.board()?.history.length ?? 0) > n,
          b.history.length,
        );
      }
      const b = await waitForTurn(page, ['X', 'O']);
      expect(b.result).toBeNull();
      const rules = rulesFor('othello');
      const record = new GameRecord(rules);
      const expected = b.history.map((mv, i) => `${i + 1}. ${moveNote(rules, record.play(mv))}`);
      expect(expected.some((e) => / \+\d+$/.test(e))).toBe(true);

      for (const lang of ['en', 'zh']) {
        if (lang === 'zh') await clickControl(page, 'lang.toggle');
        await clickControl(page, 'board.moves');
        await page.waitForFunction(() => (window as unknown as { __panda: { dialog(): Dialog } }).__panda.dialog()?.id === 'moves');
        const d = (await dialog(page)) as NonNullable<Dialog>;
        expect(d.pages, 'a long game takes more than one page').toBeGreaterThan(1);
        expect(d.page, 'opens at the newest moves').toBe(d.pages - 1);
        const cells = async () => (await dialogTexts(page)).map((t) => t.text).filter((t) => /^\d+\. /.test(t));
        const seen = new Map<number, string>();
        const collect = async () => {
          for (const c of await cells()) seen.set(parseInt(c, 10), c);
        };
        await collect();
        expect(seen.has(expected.length), 'the newest move shows').toBe(true);
        await screenshot(page, `moves-list-${lang}-390x844-last`);
        for (let n = d.pages - 1; n > 0; n--) {
          await clickControl(page, 'moves.earlier');
          await waitForPage(page, n - 1);
          await collect();
        }
        expect((await controls(page)).find((c) => c.id === 'moves.earlier')?.enabled).toBe(false);
        await screenshot(page, `moves-list-${lang}-390x844-first`);
        expect([...seen.keys()].sort((x, y) => x - y).map((k) => seen.get(k))).toEqual(expected);
        expect(await overflowing(page)).toEqual([]);
        await clickControl(page, 'moves.close');
        await page.waitForFunction(() => (window as unknown as { __panda: { dialog(): Dialog } }).__panda.dialog() === null);
        expect((await boardState(page))?.history).toEqual(b.history);
      }
      expect(s.errors).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
