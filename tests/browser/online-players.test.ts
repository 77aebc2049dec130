// Players, not accounts (docs/online.md "Players"), against a real server process: the
// nickname typed in its dialog with real keys (a bad one refused with a message) reaches the
// other player's board; emotes muted on one side are not shown there, and one sent again
// within 2 s is refused by the room and the sender told; a game given up counts in the
// online records of both players' progress, apart from the pandas'.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { boardState, clickControl, controls, hasBrowser, launch, openGame, visibleTexts, waitForScene, type Session } from './harness';
import { onlineInfo, serverForFile, waitOnline } from './online-support';

async function noticeOf(page: Page): Promise<string> {
  return (await boardState(page))?.notice ?? '';
}

async function waitForText(page: Page, pattern: RegExp, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const texts = await visibleTexts(page);
    if (texts.some((t) => pattern.test(t))) return;
    if (Date.now() > deadline) throw new Error(`${what}: ${pattern} not shown; texts ${JSON.stringify(texts)}`);
    await page.waitForTimeout(50);
  }
}

async function typeName(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => document.activeElement?.id === 'panda-name-field', null, { timeout: 10_000 });
  await page.keyboard.press('Control+A');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
}

async function sendEmote(page: Page, n: number): Promise<number> {
  await clickControl(page, 'online.emotes');
  await clickControl(page, `online.emote.${n}`);
  return page.evaluate(() => performance.now());
}

/** The room takes one emote every 2 s from a player: waits until that much has passed since `sentAt`. */
async function emoteGap(page: Page, sentAt: number): Promise<void> {
  await page.waitForFunction((t0) => performance.now() - t0 > 2300, sentAt, { timeout: 10_000 });
}

describe.skipIf(!hasBrowser)('online: players', () => {
  const { server, open } = serverForFile();

  it('a nickname from its dialog, emotes muted and refused, a resigned game in the online records', async () => {
    const a = await launch({ width: 1280, height: 720 }, server().url);
    open.push(a);
    await openGame(a, { game: 'othello', lang: 'en', fast: '1', mute: '1' });
    await waitForScene(a.page, 'select');
    await clickControl(a.page, 'select.opponent.online');
    await clickControl(a.page, 'select.start');
    await waitForScene(a.page, 'online');

    // the nickname: a bad one is refused with a message and the dialog stays; a good one is kept
    await clickControl(a.page, 'online.name');
    await typeName(a.page, 'x');
    await waitForText(a.page, /Too short/, 'a one-letter name');
    await typeName(a.page, 'Bamboo <Bob>');
    await waitForText(a.page, /Only letters, digits/, 'a name with < >');
    expect((await controls(a.page)).map((c) => c.id)).toContain('name.save');
    await typeName(a.page, 'Bamboo Bob');
    await waitForText(a.page, /You play as Bamboo Bob/, 'the kept name');
    expect(await a.page.$('#panda-name-field')).toBeNull();
    expect(await a.page.evaluate(() => Object.entries(localStorage).find(([k]) => k.endsWith('onlineName'))?.[1])).toBe('Bamboo Bob');

    // the friend (in Chinese) sees the name on the board's panel
    await clickControl(a.page, 'online.invite');
    const o = await waitOnline(a.page, (x) => x?.status === 'waiting' && !!x.link, 'a waiting room');
    const b = await launch({ width: 1280, height: 720 }, server().url);
    open.push(b);
    const muted: string[] = [];
    b.page.on('console', (m) => {
      const hit = /emote (\d) not shown: muted/.exec(m.text());
      if (hit) muted.push(hit[1]);
    });
    const url = new URL(o?.link as string);
    for (const [k, v] of Object.entries({ test: '1', fast: '1', mute: '1', lang: 'zh' })) url.searchParams.set(k, v);
    await b.page.goto(url.href);
    await waitForScene(b.page, 'board', 30_000);
    await waitForScene(a.page, 'board', 30_000);
    expect((await onlineInfo(b.page))?.opponent).toBe('Bamboo Bob');
    await waitForText(b.page, /^Bamboo Bob$/, "the friend's panel");

    // B mutes the emotes: A's arrives and is not shown
    await clickControl(b.page, 'online.emotes');
    await clickControl(b.page, 'online.emote.mute');
    let sentAt = await sendEmote(a.page, 0);
    await expect.poll(() => muted, { timeout: 10_000 }).toEqual(['0']);
    expect(await noticeOf(b.page)).not.toMatch(/你好/);
    // A sends again at once: the room refuses it and A is told; B never receives it
    await sendEmote(a.page, 1);
    await a.page.waitForFunction(
      () => /Not so fast/.test((window as unknown as { __panda: { board(): { notice: string | null } } }).__panda.board()?.notice ?? ''),
      null,
      { timeout: 10_000 },
    );
    await emoteGap(a.page, sentAt);
    sentAt = await sendEmote(a.page, 2);
    // (the room's messages to B keep their order: emote 1 would have come before emote 2)
    await expect.poll(() => muted, { timeout: 10_000 }).toEqual(['0', '2']);
    // B turns them on again: the next one shows, with who sent it
    await clickControl(b.page, 'online.emote.mute');
    await emoteGap(a.page, sentAt);
    await sendEmote(a.page, 4);
    await b.page.waitForFunction(
      () =>
        /Bamboo Bob：下得好/.test((window as unknown as { __panda: { board(): { notice: string | null } } }).__panda.board()?.notice ?? ''),
      null,
      { timeout: 10_000 },
    );

    // A gives the game up: one loss for A, one win for B, in the online records only
    await clickControl(a.page, 'board.menu');
    await clickControl(a.page, 'confirm.yes');
    await waitForScene(a.page, 'menu');
    await b.page.waitForFunction(() => (window as unknown as { __panda: { board(): { result: unknown } } }).__panda.board()?.result, null, {
      timeout: 15_000,
    });
    await clickControl(a.page, 'menu.progress');
    await waitForScene(a.page, 'progress');
    await waitForText(a.page, /^Online: W0 · D0 · L1$/, "A's online record");
    const pandas = (s: Session) =>
      s.page.evaluate(() =>
        Object.values(
          (
            window as unknown as { __panda: { progress(): { games: Record<string, Record<string, { won: number; lost: number }>> } } }
          ).__panda.progress().games,
        )
          .flatMap((g) => Object.values(g))
          .reduce((n, r) => n + r.won + r.lost, 0),
      );
    expect(await pandas(a)).toBe(0);
    expect(
      await b.page.evaluate(
        () =>
          (window as unknown as { __panda: { progress(): { online: Record<string, { won: number }> } } }).__panda.progress().online.othello
            ?.won,
      ),
    ).toBe(1);
    expect(await pandas(b)).toBe(0);
  });
});
