// Online browser tests: a real server process (server/main.ts over dist/) on a free port,
// started by the test and killed at its end; two players, each in a browser context of
// their own, who meet through an invitation link (docs/online.md).
import type { Page } from 'playwright-core';
import { boardState, chooseMove, clickControl, clickMove, launch, openGame, waitForScene, type BoardState, type Session } from './harness';
import { startServer as startOnlineServer, type OnlineServer } from '../online-server';
import { afterAll, beforeAll } from 'vitest';

export { startServer, type OnlineServer } from '../online-server';

/** A real server process for the whole test file, and the sessions the file opens: all closed after it. */
export function serverForFile(): { server: () => OnlineServer; open: Session[] } {
  let server: OnlineServer | undefined;
  const open: Session[] = [];
  beforeAll(async () => {
    server = await startOnlineServer();
  });
  afterAll(async () => {
    for (const s of open) await s.close().catch(() => undefined);
    await server?.stop();
  });
  return { server: () => server as OnlineServer, open };
}

export type OnlineInfo = { code: string | null; link: string | null; seat: number | null; status: string; opponent: string | null };

/** With ONLINE_SERVER_LOG=1 a page's console shows in the test's output too, named by `who`. */
function echoConsole(s: Session, who: string): void {
  if (process.env.ONLINE_SERVER_LOG) s.page.on('console', (m) => process.stderr.write(`[${who}] ${m.text()}\n`));
}

export async function onlineInfo(page: Page): Promise<OnlineInfo | null> {
  return page.evaluate(() => (window as unknown as { __panda: { online(): OnlineInfo | null } }).__panda.online());
}

export async function waitOnline(
  page: Page,
  pred: (o: OnlineInfo | null) => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<OnlineInfo | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const o = await onlineInfo(page);
    if (pred(o)) return o;
    if (Date.now() > deadline) throw new Error(`online: ${what} not reached; now ${JSON.stringify(o)}`);
    await page.waitForTimeout(100);
  }
}

/** A opens the game in `lang`, chooses "Friend online" and invites; B opens the link in `langB`. Both end on the board. */
export async function meet(
  server: OnlineServer,
  game: string,
  lang: string,
  viewport = { width: 1280, height: 720 },
  langB = lang,
): Promise<{ a: Session; b: Session; link: string }> {
  const a = await launch(viewport, server.url);
  echoConsole(a, 'a');
  await openGame(a, { game, lang, fast: '1', mute: '1' });
  await waitForScene(a.page, 'select');
  await clickControl(a.page, 'select.opponent.online');
  await clickControl(a.page, 'select.start');
  await waitForScene(a.page, 'online');
  await clickControl(a.page, 'online.invite');
  const o = await waitOnline(a.page, (x) => x?.status === 'waiting' && !!x.link, 'a waiting room');
  const link = o?.link as string;
  const b = await launch(viewport, server.url);
  echoConsole(b, 'b');
  const url = new URL(link);
  url.searchParams.set('test', '1');
  url.searchParams.set('fast', '1');
  url.searchParams.set('mute', '1');
  url.searchParams.set('lang', langB);
  await b.page.goto(url.href);
  await waitForScene(b.page, 'board', 30_000);
  await waitForScene(a.page, 'board', 30_000);
  return { a, b, link };
}

export async function mySide(page: Page): Promise<string> {
  return page.evaluate(
    () => (window as unknown as { __panda: { match(): { humanSide: string } | null } }).__panda.match()?.humanSide ?? '',
  );
}

/** How a test picks the mover's move from the board it sees (the greedy chooser unless given). */
export type Chooser = (b: BoardState) => string;
const greedy: Chooser = (b) => chooseMove(b.game, b.position, b.legalMoves, b.turn);

/** Plays one move by real clicks for whichever player is to move; returns the mover's board after it came back from the room. */
export async function playOne(pages: Page[], choose: Chooser = greedy): Promise<BoardState> {
  for (;;) {
    for (const p of pages) {
      const b = await boardState(p);
      if (!b) continue;
      if (b.result) return b;
      if (b.busy || b.turn !== (await mySide(p))) continue;
      const move = choose(b);
      if (!b.legalMoves.includes(move)) throw new Error(`${move} is not among the board's legal moves ${b.legalMoves.join(' ')}`);
      await clickMove(p, move);
      await p.waitForFunction(
        (n) => {
          const x = (window as unknown as { __panda: { board(): BoardState | null } }).__panda.board();
          return !x || x.result !== null || x.history.length > n;
        },
        b.history.length,
        { timeout: 15_000, polling: 50 },
      );
      return (await boardState(p)) as BoardState;
    }
    await pages[0].waitForTimeout(50);
  }
}

/** Plays until the game ends (or `plies` moves were played); returns each player's final board. */
export async function playOn(pages: Page[], plies = 1000, choose: Chooser = greedy): Promise<BoardState[]> {
  for (let i = 0; i < plies; i++) {
    const b = await playOne(pages, choose);
    if (b.result) break;
  }
  return Promise.all(pages.map((p) => boardState(p) as Promise<BoardState>));
}
