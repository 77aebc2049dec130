// The online screens at 1280×720, 800×450 and 390×844 in both languages: the select card,
// the invitation (code, link, copy, QR), the online board with its emotes' tray; no raw key,
// no text that overflows its box. An emote sent reaches the other board, and can be muted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickControl, controls, hasBrowser, launch, openGame, rawKeys, screenshot, waitForScene, type Session } from './harness';
import { startServer, waitOnline, type OnlineServer } from './online-support';

const SIZES = [
  { width: 1280, height: 720 },
  { width: 800, height: 450 },
  { width: 390, height: 844 },
];

async function overflowing(s: Session): Promise<string[]> {
  return s.page.evaluate(() => (window as unknown as { __panda: { overflowing(): string[] } }).__panda.overflowing());
}

async function noticeOf(s: Session): Promise<string> {
  return s.page.evaluate(
    () => (window as unknown as { __panda: { board(): { notice: string | null } | null } }).__panda.board()?.notice ?? '',
  );
}

describe.skipIf(!hasBrowser)('online: screens', () => {
  let server: OnlineServer;
  const open: Session[] = [];
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    for (const s of open) await s.close().catch(() => undefined);
    await server?.stop();
  });

  for (const size of SIZES) {
    it(`${size.width}x${size.height}: select, invitation and board in English and Chinese`, async () => {
      const tag = `${size.width}x${size.height}`;
      const a = await launch(size, server.url);
      open.push(a);
      await openGame(a, { game: 'alquerque', lang: 'en', fast: '1', mute: '1' });
      await waitForScene(a.page, 'select');
      await clickControl(a.page, 'select.opponent.online');
      await screenshot(a.page, `online-select-${tag}-en`);
      await clickControl(a.page, 'select.start');
      await waitForScene(a.page, 'online');
      await clickControl(a.page, 'online.invite');
      const o = await waitOnline(a.page, (x) => x?.status === 'waiting' && !!x.link, 'the invitation');
      expect((await controls(a.page)).map((c) => c.id)).toContain('online.copy');
      await a.page.waitForTimeout(600); // the QR code's texture
      for (const lang of ['en', 'zh']) {
        await screenshot(a.page, `online-invite-${tag}-${lang}`);
        expect(await rawKeys(a.page)).toEqual([]);
        expect(await overflowing(a)).toEqual([]);
        await clickControl(a.page, 'lang.toggle');
        await a.page.waitForTimeout(300);
      }
      const b = await launch(size, server.url);
      open.push(b);
      const url = new URL(o?.link as string);
      url.searchParams.set('test', '1');
      url.searchParams.set('fast', '1');
      url.searchParams.set('mute', '1');
      url.searchParams.set('lang', 'en');
      await b.page.goto(url.href);
      await waitForScene(b.page, 'board', 30_000);
      await waitForScene(a.page, 'board', 30_000);
      await clickControl(a.page, 'online.emotes');
      for (const lang of ['en', 'zh']) {
        await a.page.waitForTimeout(300);
        await screenshot(a.page, `online-board-${tag}-${lang}`);
        expect(await rawKeys(a.page)).toEqual([]);
        expect(await overflowing(a)).toEqual([]);
        await clickControl(a.page, 'lang.toggle');
      }
      await clickControl(a.page, 'online.emote.1');
      await b.page.waitForFunction(
        () =>
          /Good move!/.test(
            (window as unknown as { __panda: { board(): { notice: string | null } | null } }).__panda.board()?.notice ?? '',
          ),
        null,
        { timeout: 10_000 },
      );
      expect(await noticeOf(b)).toMatch(/Panda \d{4}/);
      await a.close();
      await b.close();
    });
  }
});
