// Online faults through a real server process: a reload mid-game takes the same seat and
// position back; a closed tab is waited for (a countdown on the other's board), then the
// game goes to the one who stayed; a bad code and a server that cannot be reached are told,
// with a way back to the menu or to the pandas; when the server goes away mid-game, a player
// may play on against a panda from the same position.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  boardState,
  chooseMove,
  clickControl,
  clickMove,
  controls,
  hasBrowser,
  launch,
  openGame,
  screenshot,
  visibleTexts,
  waitForScene,
  waitForTurn,
  type BoardState,
  type Session,
} from './harness';
import { meet, mySide, onlineInfo, playOne, startServer, waitOnline, type OnlineServer } from './online-support';

const HOLD_SEC = 6;

type Hook = { __panda: { texts(): string[]; dialog(): { id: string } | null; match(): { opponent: string } | null } };
type OnlineTexts = { errors: Record<string, string>; lost: { question: string }; away: string };
const online = (lang: string) => JSON.parse(readFileSync(`locales/${lang}/online.json`, 'utf8')) as OnlineTexts;
/** Whether a text on screen says `text` (a wrapped text breaks its lines at spaces). */
const squeeze = (x: string) => x.replace(/\s+/g, '');
async function shows(page: Session['page'], text: string): Promise<boolean> {
  return (await visibleTexts(page)).some((x) => squeeze(x) === squeeze(text));
}

describe.skipIf(!hasBrowser)('online: faults', () => {
  let server: OnlineServer;
  const open: Session[] = [];
  beforeAll(async () => {
    server = await startServer({ PANDA_SEAT_HOLD_SEC: String(HOLD_SEC) });
  });
  afterAll(async () => {
    for (const s of open) await s.close().catch(() => undefined);
    await server?.stop();
  });

  it('a reload mid-game continues from the same seat and position', async () => {
    const { a, b } = await meet(server, 'cannon', 'en');
    open.push(a, b);
    for (let i = 0; i < 4; i++) await playOne([a.page, b.page]);
    const before = await boardState(b.page);
    const side = await mySide(b.page);
    await b.page.reload();
    await waitForScene(b.page, 'board', 30_000);
    const after = await boardState(b.page);
    expect(after?.history).toEqual(before?.history);
    expect(await mySide(b.page)).toBe(side);
    expect((await onlineInfo(b.page))?.seat).toBe(1);
    await waitOnline(a.page, (o) => o?.status === 'playing', 'the other back');
    for (let i = 0; i < 2; i++) await playOne([a.page, b.page]);
    expect((await boardState(a.page))?.history).toEqual((await boardState(b.page))?.history);
    await a.close();
    await b.close();
  });

  it('a closed tab: the other sees the countdown, then wins when the seat is given up', async () => {
    const { a, b } = await meet(server, 'tiger', 'zh');
    open.push(a, b);
    for (let i = 0; i < 2; i++) await playOne([a.page, b.page]);
    await b.close();
    await waitOnline(a.page, (o) => o?.status === 'opponent-away', 'the countdown');
    // "waiting for NAME to come back: N s" in the player's language, N counting down
    const name = (await onlineInfo(a.page))?.opponent as string;
    expect(name).toMatch(/^Panda \d{4}$/);
    const [head, tail] = online('zh').away.replace('{{name}}', name).split('{{s}}');
    const secondsShown = async () => {
      const notice = (await boardState(a.page))?.notice ?? '';
      return notice.startsWith(head) && notice.endsWith(tail) ? Number(notice.slice(head.length, notice.length - tail.length)) : null;
    };
    const poll = async (until: (n: number | null) => boolean, ms: number): Promise<number | null> => {
      let n = await secondsShown();
      for (const deadline = Date.now() + ms; !until(n) && Date.now() < deadline; n = await secondsShown()) await a.page.waitForTimeout(100);
      return n;
    };
    const first = await poll((n) => n !== null, 5000);
    expect(first).not.toBeNull();
    expect(first).toBeLessThanOrEqual(HOLD_SEC);
    expect(await poll((n) => n !== null && n < (first as number), 4000)).toBeLessThan(first as number);
    await screenshot(a.page, 'online-away-zh');
    await waitForScene(a.page, 'result', (HOLD_SEC + 15) * 1000);
    const end = await boardState(a.page);
    expect(end?.result).toEqual({ winner: await mySide(a.page), reason: 'abandoned' });
    await a.close();
  });

  it('a bad room code, and a server that cannot be reached, are told with a way back to the menu or to the pandas', async () => {
    const s = await launch({ width: 800, height: 450 }, server.url);
    open.push(s);
    await openGame(s, { room: 'ZZZZZZ', lang: 'en' });
    await waitForScene(s.page, 'online');
    await waitOnline(s.page, (o) => o?.status === 'offline', 'the refusal');
    expect(await shows(s.page, online('en').errors.noRoom.replace('{{code}}', 'ZZZZZZ'))).toBe(true);
    expect((await controls(s.page)).map((c) => c.id)).toContain('online.pandas');
    await screenshot(s.page, 'online-bad-code-800');
    await clickControl(s.page, 'online.menu');
    await waitForScene(s.page, 'menu');

    // a page whose server stops before the player invites: the invitation cannot be made
    const gone = await startServer();
    const u = await launch({ width: 800, height: 450 }, gone.url);
    open.push(u);
    try {
      await openGame(u, { game: 'cannon', lang: 'zh', fast: '1', mute: '1' });
      await waitForScene(u.page, 'select');
      await clickControl(u.page, 'select.opponent.online');
      await clickControl(u.page, 'select.start');
      await waitForScene(u.page, 'online');
      await gone.stop();
      await clickControl(u.page, 'online.invite');
      await waitOnline(u.page, (o) => o?.status === 'offline', 'the unreachable server');
      await u.page.waitForFunction(
        (text) => (window as unknown as Hook).__panda.texts().some((x) => x.replace(/\s+/g, '') === text),
        squeeze(online('zh').errors.noServer),
        { timeout: 10_000 },
      );
      await screenshot(u.page, 'online-no-server-800-zh');
      await clickControl(u.page, 'online.pandas');
      await waitForScene(u.page, 'select');
      expect(await onlineInfo(u.page)).toBeNull();
      expect(u.foreignRequests).toEqual([]);
    } finally {
      await gone.stop();
    }
    await u.close();
    await s.close();
  });

  it('a server that goes away mid-game: one plays on against a panda from the same position, the other goes to the menu', async () => {
    const own = await startServer();
    try {
      const { a, b } = await meet(own, 'othello', 'en');
      open.push(a, b);
      for (let i = 0; i < 3; i++) await playOne([a.page, b.page]);
      const before = (await boardState(a.page)) as BoardState;
      const side = await mySide(a.page);
      await own.stop();
      for (const p of [a.page, b.page]) {
        await waitOnline(p, (o) => o?.status === 'offline', 'the lost link');
        await p.waitForFunction(() => (window as unknown as Hook).__panda.dialog()?.id === 'confirm', null, { timeout: 10_000 });
      }
      const question = online('en').lost.question.replace('{{panda}}', 'BABY');
      expect(await shows(a.page, question)).toBe(true);
      await screenshot(a.page, 'online-lost-en');

      await clickControl(a.page, 'confirm.yes');
      await a.page.waitForFunction(() => (window as unknown as Hook).__panda.match()?.opponent === 'baby', null, { timeout: 10_000 });
      await waitForScene(a.page, 'board');
      expect(await onlineInfo(a.page)).toBeNull();
      expect(await mySide(a.page)).toBe(side);
      const resumed = await boardState(a.page);
      expect(resumed?.history.slice(0, before.history.length)).toEqual(before.history);
      // the panda plays its side, the player theirs, from there on
      let b1 = await waitForTurn(a.page, [side]);
      const n = b1.history.length;
      await clickMove(a.page, chooseMove(b1.game, b1.position, b1.legalMoves, side));
      b1 = await waitForTurn(a.page, [side]);
      expect(b1.result !== null || b1.history.length >= n + 2).toBe(true);

      await clickControl(b.page, 'confirm.no');
      await waitForScene(b.page, 'menu');
      expect(await onlineInfo(b.page)).toBeNull();
      expect([...a.errors, ...b.errors].filter((e) => !/WebSocket|ERR_CONNECTION/.test(e))).toEqual([]);
      await b.close();
      await a.close();
    } finally {
      await own.stop();
    }
  });
});
