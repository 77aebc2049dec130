// Two players online through a real server process: invited by link, a whole game played by
// real clicks in English and one in Chinese, both ending on the same result as the engine's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, rawKeys, screenshot, type Session } from './harness';
import { meet, onlineInfo, playOn, startServer, type OnlineServer } from './online-support';
import { rulesFor, type GameId } from '../../src/games/registry';
import { GameRecord } from '../../src/engine/record';

describe.skipIf(!hasBrowser)('online: a friend by link', () => {
  let server: OnlineServer;
  const open: Session[] = [];
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    for (const s of open) await s.close().catch(() => undefined);
    await server?.stop();
  });

  for (const [game, lang] of [['othello', 'en'], ['pairing', 'zh']] as [GameId, string][]) {
    it(`${game} in ${lang}: a whole game by clicks, the same result on both boards`, async () => {
      const { a, b, link } = await meet(server, game, lang);
      open.push(a, b);
      expect(link).toMatch(/[?&]room=[A-Z2-9]{6}/);
      const ia = await onlineInfo(a.page);
      const ib = await onlineInfo(b.page);
      expect(ia?.status).toBe('playing');
      expect([ia?.seat, ib?.seat]).toEqual([0, 1]);
      expect(ia?.code).toBe(ib?.code);
      await screenshot(a.page, `online-board-${game}-${lang}-a`);
      const [fa, fb] = await playOn([a.page, b.page]);
      expect(fa.result).not.toBeNull();
      expect(fa.result).toEqual(fb.result);
      expect(fa.history).toEqual(fb.history);
      const rules = rulesFor(game);
      const rec = GameRecord.replay(rules, rules.startText, fa.history);
      expect(fa.result).toEqual(rec.outcome);
      expect(await rawKeys(a.page)).toEqual([]);
      expect([...a.foreignRequests, ...b.foreignRequests]).toEqual([]);
      expect([...a.errors, ...b.errors].filter((e) => !/WebSocket|ERR_CONNECTION/.test(e))).toEqual([]);
      await a.close();
      await b.close();
    });
  }
});
