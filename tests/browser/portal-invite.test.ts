// Online invitations through a portal's SDK (docs/online.md "On a portal"), against the fakes
// in tests/fakes and a real server process serving the portal build at one origin:
// - CrazyGames: "Friend online" takes its link from game.inviteLink and shows the portal's
//   invite button while the room waits (hidden once the friend came); the friend arrives
//   through the portal's invitation (game.getInviteParam('room'), the page's own address
//   carrying no room) and lands on the board; instant multiplayer starts a quick match.
// - Poki: the link comes from shareableURL and the friend's room from getURLParam('room').
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CRAZYGAMES_SDK_URL } from '../../src/portal/adapters/crazygames';
import { POKI_SDK_URL } from '../../src/portal/adapters/poki';
import { clickControl, hasBrowser, waitForScene, type Session } from './harness';
import { mySide, onlineInfo, playOne, startServer, waitOnline, type OnlineServer } from './online-support';
import { launchWithSdk, openPortalGame, sdkCalls, servePortalBuild, type PortalName } from './portal-sdk-support';

const SDK = {
  crazygames: { url: CRAZYGAMES_SDK_URL, fake: 'crazygames-sdk.js' },
  poki: { url: POKI_SDK_URL, fake: 'poki-sdk.js' },
} as const;

/** A real server process serving the portal's build (built here unless the global setup did). */
async function serverFor(portal: PortalName): Promise<OnlineServer> {
  const build = await servePortalBuild(portal);
  await build.close();
  return startServer({ STATIC_DIR: build.outDir });
}

async function fakeInviteButton(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __fakeSdk: { inviteButton: unknown } }).__fakeSdk.inviteButton);
}

describe.skipIf(!hasBrowser)('online invitations through a portal', () => {
  const open: Session[] = [];
  const servers: OnlineServer[] = [];
  afterAll(async () => {
    for (const s of open) await s.close().catch(() => undefined);
    for (const s of servers) await s.stop();
  });

  async function player(portal: PortalName, server: OnlineServer, params: Record<string, string>): Promise<Session> {
    const s = await launchWithSdk(server.url, SDK[portal].url, SDK[portal].fake, 'fake');
    open.push(s);
    await openPortalGame(s, { mute: '1', ...params });
    return s;
  }

  /** A chooses "Friend online" and invites; returns the invitation the portal made. */
  async function invite(a: Session): Promise<{ code: string; link: string }> {
    await waitForScene(a.page, 'select');
    await clickControl(a.page, 'select.opponent.online');
    await clickControl(a.page, 'select.start');
    await waitForScene(a.page, 'online');
    await clickControl(a.page, 'online.invite');
    const o = await waitOnline(a.page, (x) => x?.status === 'waiting' && !!x.link && !x.link.startsWith(a.baseUrl), "the portal's link");
    return { code: o?.code as string, link: o?.link as string };
  }

  async function bothOnBoard(a: Session, b: Session): Promise<void> {
    await waitForScene(b.page, 'board', 30_000);
    await waitForScene(a.page, 'board', 30_000);
    expect((await onlineInfo(b.page))?.code).toBe((await onlineInfo(a.page))?.code);
    expect(new Set([await mySide(a.page), await mySide(b.page)]).size).toBe(2);
    // a move by each comes across: one live game
    await playOne([a.page, b.page]);
    await playOne([a.page, b.page]);
  }

  it('CrazyGames: inviteLink, the invite button while waiting, getInviteParam; instant multiplayer', async () => {
    const server = await startServerFor('crazygames');
    const a = await player('crazygames', server, { game: 'othello' });
    const { code, link } = await invite(a);
    expect(link).toBe(`https://www.crazygames.com/game/panda-board-games?room=${code}`);
    expect(await fakeInviteButton(a.page)).toEqual({ room: code });

    // the friend opens the game through CrazyGames' invitation: the room is only in the SDK
    const b = await player('crazygames', server, { fakeInvite: new URL(link).search.slice(1) });
    await bothOnBoard(a, b);
    expect(await sdkCalls(b.page)).toContain('game.getInviteParam');
    expect(await fakeInviteButton(a.page)).toBeNull();
    expect(await sdkCalls(a.page)).toContain('game.hideInviteButton');

    // "Play multiplayer" on CrazyGames: two players are paired by quick match, picking nothing
    const c = await player('crazygames', server, { fakeInstant: 'true', game: 'tiger' });
    await waitOnline(c.page, (o) => o?.status === 'waiting', 'an instant quick match waiting');
    expect(await fakeInviteButton(c.page)).toBeNull();
    const d = await player('crazygames', server, { fakeInstant: 'true', game: 'tiger' });
    await bothOnBoard(c, d);
  });

  it('Poki: shareableURL makes the link, getURLParam gives the friend the room', async () => {
    const server = await startServerFor('poki');
    const a = await player('poki', server, { game: 'pairing' });
    const { code, link } = await invite(a);
    expect(link).toBe(`https://poki.com/en/g/panda-board-games?gdroom=${code}`);
    // Poki hands the link's parameters to the game's frame with their gd prefix
    const b = await player('poki', server, { gdroom: code });
    await bothOnBoard(a, b);
    expect(await sdkCalls(b.page)).toContain('getURLParam');
  });

  async function startServerFor(portal: PortalName): Promise<OnlineServer> {
    const s = await serverFor(portal);
    servers.push(s);
    return s;
  }
});
