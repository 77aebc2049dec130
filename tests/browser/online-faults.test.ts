// Online faults through a real server process: a reload mid-game takes the same seat and
// position back; a closed tab is waited for (a countdown on the other's board), then the
// game goes to the one who stayed; a bad code and a server that goes away are told, with a
// way back to the menu.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardState, clickControl, hasBrowser, launch, openGame, screenshot, waitForScene, type Session } from './harness';
import { meet, mySide, onlineInfo, playOne, startServer, waitOnline, type OnlineServer } from './online-support';

const HOLD_SEC = 6;

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
    // the countdown names the absent player (a generated nickname, "Panda 1234") and the seconds left
    await a.page.waitForFunction(
      () =>
        /Panda \d{4}.*\d/.test((window as unknown as { __panda: { board(): { notice: string | null } } }).__panda.board()?.notice ?? ''),
      null,
      { timeout: 5000 },
    );
    await screenshot(a.page, 'online-away-zh');
    await waitForScene(a.page, 'result', (HOLD_SEC + 15) * 1000);
    const end = await boardState(a.page);
    expect(end?.result).toEqual({ winner: await mySide(a.page), reason: 'abandoned' });
    await a.close();
  });

  it('a bad room code and a server that goes away are told, with a way back to the menu', async () => {
    const s = await launch({ width: 800, height: 450 }, server.url);
    open.push(s);
    await openGame(s, { room: 'ZZZZZZ', lang: 'en' });
    await waitForScene(s.page, 'online');
    await waitOnline(s.page, (o) => o?.status === 'offline', 'the refusal');
    await screenshot(s.page, 'online-bad-code-800');
    await clickControl(s.page, 'online.menu');
    await waitForScene(s.page, 'menu');

    const { a, b } = await meet(server, 'othello', 'en');
    open.push(a, b);
    await playOne([a.page, b.page]);
    await server.stop();
    await waitOnline(a.page, (o) => o?.status === 'offline', 'the lost link');
    await a.page.waitForFunction(
      () => ((window as unknown as { __panda: { board(): { notice: string | null } } }).__panda.board()?.notice ?? '').length > 0,
      null,
      { timeout: 10_000 },
    );
    await clickControl(a.page, 'board.menu');
    await waitForScene(a.page, 'menu');
    expect(await onlineInfo(a.page)).toBeNull();
    await a.close();
    await b.close();
    await s.close();
  });
});
