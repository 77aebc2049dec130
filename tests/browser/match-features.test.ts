// The board's features, each with real clicks: a language switch mid-game (texts change,
// the position does not), a turn timer that runs out and passes the turn, a new round
// from Match settings, undo (against a panda and between friends), the hint, the rules
// panel, and a change of opponent that lets the game go on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  boardState,
  chooseMove,
  clickControl,
  closeDialog,
  clickMove,
  controls,
  hasBrowser,
  launch,
  openGame,
  rawKeys,
  resetStorage,
  visibleTexts,
  waitForScene,
  waitForTurn,
  type BoardState,
  type Session,
} from './harness';

async function startGame(
  s: Session,
  game: string,
  opponent: string,
  side: string | null,
  params: Record<string, string> = {},
): Promise<void> {
  await resetStorage(s);
  await openGame(s, { fast: '1', lang: 'en', mute: '1', game, ...params });
  await waitForScene(s.page, 'select');
  await clickControl(s.page, `select.opponent.${opponent}`);
  if (side) await clickControl(s.page, `select.side.${side}`);
  await clickControl(s.page, 'select.start');
  await waitForScene(s.page, 'board');
}

/** Plays one move for the side to move (one of `sides`) and waits until it is recorded. */
async function playOne(page: Page, sides: string[]): Promise<BoardState> {
  const b = await waitForTurn(page, sides);
  const move = chooseMove(b.game, b.position, b.legalMoves, b.turn);
  await clickMove(page, move);
  try {
    await page.waitForFunction(
      (n) => (window as unknown as { __panda: { board(): BoardState } }).__panda.board().history.length > n,
      b.history.length,
      { timeout: 10_000, polling: 20 },
    );
  } catch (err) {
    const state = await page.evaluate(() => {
      const p = (window as unknown as { __panda: { board(): unknown; scene(): string; controls(): { id: string }[]; texts(): string[] } })
        .__panda;
      return { scene: p.scene(), board: p.board(), controls: p.controls().map((c) => c.id), texts: p.texts() };
    });
    throw new Error(`move ${move} was not played: ${JSON.stringify(state)}`, { cause: err });
  }
  return b;
}

const hook = <T>(page: Page, fn: string, arg?: unknown): Promise<T> =>
  page.evaluate(
    ([f, a]) => {
      const p = (window as unknown as { __panda: Record<string, (x?: unknown) => unknown> }).__panda;
      return p[f as string](a) as T;
    },
    [fn, arg] as const,
  ) as Promise<T>;

describe.skipIf(!hasBrowser)('board features', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('switches language mid-game: the texts change, the position does not', async () => {
    await startGame(s, 'othello', 'baby', 'X');
    await playOne(s.page, ['X']);
    const before = await waitForTurn(s.page, ['X']);
    const enTexts = (await visibleTexts(s.page)).join('\n');
    expect(enTexts).toContain('Your turn');
    await clickControl(s.page, 'lang.toggle');
    await s.page.waitForFunction(() => (window as unknown as { __panda: { lang(): string } }).__panda.lang() === 'zh');
    const zhTexts = (await visibleTexts(s.page)).join('\n');
    expect(zhTexts).toContain('轮到你了');
    expect(zhTexts).not.toContain('Your turn');
    const labels = (await controls(s.page)).map((c) => c.label).join(' ');
    expect(labels).toContain('悔棋');
    expect(await rawKeys(s.page)).toEqual([]);
    const after = await boardState(s.page);
    expect(after?.position).toBe(before.position);
    expect(after?.history).toEqual(before.history);
    // the game goes on in Chinese, and back
    await playOne(s.page, ['X']);
    await clickControl(s.page, 'lang.toggle');
    await s.page.waitForFunction(() => (window as unknown as { __panda: { lang(): string } }).__panda.lang() === 'en');
    expect((await visibleTexts(s.page)).join('\n')).toContain('Undo');
    expect(s.errors).toEqual([]);
  });

  it('passes the turn when the timer runs out', async () => {
    await startGame(s, 'pairing', 'human', null, { timer: '3' });
    const b = await waitForTurn(s.page, ['X', 'O']);
    expect(b.turn).toBe('X');
    const left = await hook<number | null>(s.page, 'timeLeft');
    expect(left).not.toBeNull();
    expect(left as number).toBeLessThanOrEqual(3);
    await s.page.waitForFunction(
      () => (window as unknown as { __panda: { board(): BoardState } }).__panda.board().history.length === 1,
      null,
      { timeout: 8_000 },
    );
    const after = await boardState(s.page);
    expect(after?.history).toEqual(['pass']);
    expect(after?.turn).toBe('O');
    // told with who passes (src/views/narration.ts)
    expect((await visibleTexts(s.page)).join('\n')).toContain("Time's up: Black passes.");
    // the clock restarts for the other side
    const again = await hook<number | null>(s.page, 'timeLeft');
    expect(again).not.toBeNull();
    expect(s.errors).toEqual([]);
  });

  it('starts a new round from Match settings, and the timer setting applies', async () => {
    await startGame(s, 'cannon', 'baby', 'X');
    await playOne(s.page, ['X']);
    await playOne(s.page, ['X']);
    await waitForTurn(s.page, ['X']);
    expect((await boardState(s.page))?.history.length).toBeGreaterThanOrEqual(3);
    await clickControl(s.page, 'board.settings');
    await clickControl(s.page, 'settings.timer.30');
    // a game in progress: New round asks first; "no" keeps the game as it was
    const before = (await boardState(s.page))?.history;
    await clickControl(s.page, 'settings.newRound');
    expect(await hook(s.page, 'dialog')).toMatchObject({ id: 'confirm' });
    await clickControl(s.page, 'confirm.no');
    expect((await boardState(s.page))?.history).toEqual(before);
    expect(await hook(s.page, 'dialog')).toBeNull();
    await clickControl(s.page, 'board.settings');
    await clickControl(s.page, 'settings.newRound');
    await clickControl(s.page, 'confirm.yes');
    // the new round replaces the board (its first turn is X's, like the one before)
    await s.page.waitForFunction(
      () => (window as unknown as { __panda: { board(): { history: string[] } | null } }).__panda.board()?.history.length === 0,
    );
    const b = await waitForTurn(s.page, ['X']);
    expect(b.history).toEqual([]);
    expect(b.position).toBe('OOOO/O..O/..../X..X/XXXX X');
    const left = await hook<number | null>(s.page, 'timeLeft');
    expect(left as number).toBeLessThanOrEqual(30);
    expect(left as number).toBeGreaterThan(20);
    // back to 60 s for the other tests
    await clickControl(s.page, 'board.settings');
    await clickControl(s.page, 'settings.timer.60');
    await closeDialog(s.page, 'settings.close');
    expect(s.errors).toEqual([]);
  });

  it("undo goes back to the player's previous turn against a panda, one move between friends", async () => {
    await startGame(s, 'pairing', 'baby', 'X');
    const start = await waitForTurn(s.page, ['X']);
    await playOne(s.page, ['X']);
    const mid = await waitForTurn(s.page, ['X']);
    expect(mid.history.length).toBe(2);
    await playOne(s.page, ['X']);
    await waitForTurn(s.page, ['X']);
    await clickControl(s.page, 'board.undo');
    const undone = await waitForTurn(s.page, ['X']);
    expect(undone.history).toEqual(mid.history);
    expect(undone.position).toBe(mid.position);
    await clickControl(s.page, 'board.undo');
    const first = await waitForTurn(s.page, ['X']);
    expect(first.position).toBe(start.position);
    expect(first.history).toEqual([]);

    await startGame(s, 'alquerque', 'human', null);
    await playOne(s.page, ['X', 'O']);
    const one = await waitForTurn(s.page, ['X', 'O']);
    await playOne(s.page, ['X', 'O']);
    await clickControl(s.page, 'board.undo');
    const back = await waitForTurn(s.page, ['X', 'O']);
    expect(back.history).toEqual(one.history);
    expect(back.turn).toBe('O');
    expect(s.errors).toEqual([]);
  });

  it('shows a hint, the rules, and changes the opponent mid-game', async () => {
    await startGame(s, 'tiger', 'baby', 'T');
    const b = await waitForTurn(s.page, ['T']);
    expect(b.history.length).toBe(1);
    await clickControl(s.page, 'board.hint');
    await s.page.waitForFunction(() =>
      (window as unknown as { __panda: { texts(): string[] } }).__panda.texts().some((x) => x.startsWith('Hint: ')),
    );
    const hinted = (await visibleTexts(s.page)).find((x) => x.startsWith('Hint: ')) as string;
    const move = /^Hint: (\S+):/.exec(hinted)?.[1];
    expect(b.legalMoves).toContain(move);
    expect((await boardState(s.page))?.history).toEqual(b.history);

    await clickControl(s.page, 'board.rules');
    expect((await visibleTexts(s.page)).join('\n')).toMatch(/ten dogs captured|Tigers win/i);
    expect((await controls(s.page)).map((c) => c.id)).toContain('rules.close');
    await clickControl(s.page, 'rules.close');

    await clickControl(s.page, 'board.settings');
    await clickControl(s.page, 'settings.opponent.papa');
    await closeDialog(s.page, 'settings.close');
    expect(await hook<{ opponent: string }>(s.page, 'match')).toMatchObject({ opponent: 'papa' });
    await playOne(s.page, ['T']);
    const next = await waitForTurn(s.page, ['T'], 30_000);
    expect(next.history.length).toBe(3);
    expect((await visibleTexts(s.page)).join('\n')).toContain('PAPA');
    expect(s.errors).toEqual([]);
    expect(s.foreignRequests).toEqual([]);
  });
});
