// Two players online through a real server process: the first invites, the second opens the
// link, and they play a whole game of each of the five games by real clicks, one player in
// English and the other in Chinese (the languages swap from game to game). Both boards end on
// the same result, the engine's for the moves played, and each player's result screen gives
// their own verdict in their own language. The moves are chosen so each game ends in a few
// dozen plies on a rule of the game (short-games.ts).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardState, clickControl, hasBrowser, rawKeys, screenshot, visibleTexts, waitForScene, type Session } from './harness';
import { meet, mySide, onlineInfo, playOn, startServer, type OnlineServer } from './online-support';
import { helpingMove } from './short-games';
import { rulesFor, type GameId } from '../../src/games/registry';
import { GameRecord } from '../../src/engine/record';
import type { Page } from 'playwright-core';

type Lang = 'en' | 'zh';
const verdicts = (lang: Lang) => JSON.parse(readFileSync(`locales/${lang}/result.json`, 'utf8')) as Record<string, string>;

/** Each game, the first player's language (the second has the other), and the seat the moves help win. */
const GAMES: { game: GameId; langA: Lang; winnerSeat: 0 | 1 }[] = [
  { game: 'othello', langA: 'en', winnerSeat: 1 },
  { game: 'pairing', langA: 'zh', winnerSeat: 0 },
  { game: 'alquerque', langA: 'en', winnerSeat: 0 },
  { game: 'cannon', langA: 'zh', winnerSeat: 1 },
  { game: 'tiger', langA: 'en', winnerSeat: 1 },
];

async function langOf(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { __panda: { lang(): string } }).__panda.lang());
}

describe.skipIf(!hasBrowser)('online: a friend by link, a whole game of each of the five', () => {
  let server: OnlineServer;
  const open: Session[] = [];
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    for (const s of open) await s.close().catch(() => undefined);
    await server?.stop();
  });

  for (const { game, langA, winnerSeat } of GAMES) {
    const langB: Lang = langA === 'en' ? 'zh' : 'en';
    it(`${game}, ${langA} and ${langB}: a whole game by clicks, the same result on both boards`, async () => {
      const { a, b, link } = await meet(server, game, langA, undefined, langB);
      open.push(a, b);
      expect(link).toMatch(/[?&]room=[A-Z2-9]{6}/);
      const [ia, ib] = [await onlineInfo(a.page), await onlineInfo(b.page)];
      expect(ia?.status).toBe('playing');
      expect([ia?.seat, ib?.seat]).toEqual([0, 1]);
      expect(ia?.code).toBe(ib?.code);
      expect(ia?.opponent).toMatch(/\S/);
      expect([await langOf(a.page), await langOf(b.page)]).toEqual([langA, langB]);
      // the inviter plays the first side in the first game
      const rules = rulesFor(game);
      expect([await mySide(a.page), await mySide(b.page)]).toEqual([...rules.sides]);
      const winner = rules.sides[winnerSeat];

      const [fa, fb] = await playOn([a.page, b.page], 80, (x) => helpingMove(game, x.history, x.legalMoves, winner));
      expect(fa.result).not.toBeNull();
      expect(fa.result).toEqual(fb.result);
      expect(fa.history).toEqual(fb.history);
      // a rule of the game ended it, as the engine says for these moves
      expect(fa.result).toEqual(GameRecord.replay(rules, rules.startText, fa.history).outcome);
      expect(fa.result?.winner).toBe(winner);

      // both see the result screen, each with their own verdict in their own language
      for (const [s, lang, seat] of [
        [a, langA, 0],
        [b, langB, 1],
      ] as [Session, Lang, number][]) {
        await waitForScene(s.page, 'result');
        expect((await onlineInfo(s.page))?.status).toBe('ended');
        const said = verdicts(lang)[seat === winnerSeat ? 'youWin' : 'youLose'];
        expect(await visibleTexts(s.page)).toContain(said);
        expect(await rawKeys(s.page)).toEqual([]);
      }
      await screenshot(a.page, `online-result-${game}-${langA}`);
      await screenshot(b.page, `online-result-${game}-${langB}`);

      if (game === 'othello') {
        // counted in each player's online record, apart from the pandas'
        type Stats = { won: number; drawn: number; lost: number };
        type Progress = { online: Record<string, Stats>; games: Record<string, Record<string, Stats>> };
        for (const p of [a.page, b.page]) {
          await p.waitForFunction(
            (g) => !!(window as unknown as { __panda: { progress(): Progress } }).__panda.progress().online[g],
            game,
            { timeout: 5000 },
          );
          const pr = await p.evaluate(() => (window as unknown as { __panda: { progress(): Progress } }).__panda.progress());
          const st = pr.online[game];
          expect(st.won + st.drawn + st.lost).toBe(1);
          expect(Object.values(pr.games[game]).every((x) => x.won + x.drawn + x.lost === 0)).toBe(true);
        }
        // a rematch through the room: both ask, both boards start again with the sides swapped
        await clickControl(a.page, 'result.rematch');
        await clickControl(b.page, 'result.rematch');
        await waitForScene(a.page, 'board');
        await waitForScene(b.page, 'board');
        expect([await mySide(a.page), await mySide(b.page)]).toEqual([rules.sides[1], rules.sides[0]]);
        expect((await boardState(a.page))?.history).toEqual([]);
      }
      if (game === 'pairing') {
        // a finished online game opens in review and gives a share link like any other
        const ids = (
          await a.page.evaluate(() => (window as unknown as { __panda: { controls(): { id: string }[] } }).__panda.controls())
        ).map((c) => c.id);
        expect(ids).toContain('result.share');
        await clickControl(a.page, 'result.review');
        await waitForScene(a.page, 'review');
        const review = await a.page.evaluate(() =>
          (window as unknown as { __panda: { review(): { plies: number } | null } }).__panda.review(),
        );
        expect(review?.plies).toBe(fa.history.length);
      }
      expect([...a.foreignRequests, ...b.foreignRequests]).toEqual([]);
      expect([...a.errors, ...b.errors].filter((e) => !/WebSocket|ERR_CONNECTION/.test(e))).toEqual([]);
      await b.close();
      await a.close();
    });
  }
});
