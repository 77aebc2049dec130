// Quick match by real clicks: two players who choose it for the same game meet on one board.
import { describe, expect, it } from 'vitest';
import { clickControl, hasBrowser, launch, openGame, waitForScene, type Session } from './harness';
import { mySide, onlineInfo, playOne, serverForFile, waitOnline } from './online-support';

describe.skipIf(!hasBrowser)('online: quick match', () => {
  const { server, open } = serverForFile();

  it('two players of the same game are paired and play', async () => {
    const players: Session[] = [];
    for (let i = 0; i < 2; i++) {
      const s = await launch({ width: 800, height: 450 }, server().url);
      open.push(s);
      players.push(s);
      await openGame(s, { game: 'tiger', lang: 'en', fast: '1', mute: '1' });
      await waitForScene(s.page, 'select');
      await clickControl(s.page, 'select.opponent.online');
      await clickControl(s.page, 'select.start');
      await waitForScene(s.page, 'online');
      await clickControl(s.page, 'online.quick');
      if (i === 0) await waitOnline(s.page, (o) => o?.status === 'waiting', 'waiting for a player');
    }
    const [a, b] = players;
    await waitForScene(a.page, 'board', 30_000);
    await waitForScene(b.page, 'board', 30_000);
    expect((await onlineInfo(a.page))?.code).toBe((await onlineInfo(b.page))?.code);
    expect(new Set([await mySide(a.page), await mySide(b.page)]).size).toBe(2);
    await playOne([a.page, b.page]);
    await playOne([a.page, b.page]);
  });
});
