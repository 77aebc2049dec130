// Nothing lost: a match is saved after every move and offered for resume after a reload
// (Resume continues it exactly; New game forgets it); a corrupt or old-format save is
// dropped with a short notice, never a crash. And a hidden tab holds everything: the turn
// clock stops, the panda's move waits, sound goes quiet; back, all goes on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, launch, openGame, untilDrawn, waitFor, type Session } from './harness';
import {
  board,
  click,
  hasControl,
  hook,
  playMove,
  scene,
  setHidden,
  startMatch,
  timeLeft,
  waitForHumanTurn,
  waitForScene,
} from './portal-support';

/** The single save of earlier builds (moved to its game's key at start), and a game's own. */
const SAVE_KEY = 'panda-board-games:match';
const saveOf = (game: string): string => `${SAVE_KEY}.${game}`;

describe.skipIf(!hasBrowser)('resume after reload', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch({ width: 1280, height: 720 });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('offers the game in progress after a reload and continues it exactly', async () => {
    await openGame(s, { fast: '1' });
    await startMatch(s.page, s.page, 'alquerque', 'mama', 'X');
    for (let i = 0; i < 2; i++) {
      const b = await waitForHumanTurn(s.page, 'X');
      await playMove(s.page, s.page, b.legalMoves[0]);
      await waitFor(
        () => board(s.page),
        (n) => (n?.history.length ?? 0) > b.history.length,
        10_000,
        'the move',
      );
    }
    const before = await waitForHumanTurn(s.page, 'X');
    expect(before.history.length).toBe(4);
    const stored = await s.page.evaluate((k) => localStorage.getItem(k), saveOf('alquerque'));
    expect(JSON.parse(stored ?? 'null')).toMatchObject({
      v: 1,
      game: 'alquerque',
      opponent: 'mama',
      humanSide: 'X',
      moves: before.history,
    });

    await s.page.reload();
    await s.page.waitForFunction(() => (window as unknown as { __panda?: { ready: boolean } }).__panda?.ready === true);
    expect(await scene(s.page)).toBe('menu');
    await waitFor(
      () => hasControl(s.page, 'resume.continue'),
      (v) => v,
      10_000,
      'the resume prompt',
    );
    // The prompt is modal: the menu's cards are not clickable under it.
    expect(await hasControl(s.page, 'menu.game.othello')).toBe(false);
    await s.page.screenshot({ path: '/tmp/portal-shots/resume-prompt.png' });
    await click(s.page, s.page, 'resume.continue');
    await waitForScene(s.page, 'board');
    const after = await waitForHumanTurn(s.page, 'X');
    expect(after.game).toBe('alquerque');
    expect(after.history).toEqual(before.history);
    expect(after.position).toBe(before.position);
    expect(await hook(s.page, (p) => (p as unknown as { match(): unknown }).match())).toEqual({ opponent: 'mama', humanSide: 'X' });
    // And the game goes on, saved again after the next move.
    await playMove(s.page, s.page, after.legalMoves[0]);
    await waitFor(
      () => board(s.page),
      (n) => (n?.history.length ?? 0) >= 6,
      15_000,
      'the panda to answer',
    );
    const again = JSON.parse((await s.page.evaluate((k) => localStorage.getItem(k), saveOf('alquerque'))) ?? 'null');
    expect(again.moves.length).toBeGreaterThanOrEqual(5);
    expect(s.errors).toEqual([]);
  });

  it('forgets the game when the player picks New game', async () => {
    // a game of its own in progress (two moves of Othello against MAMA), in the single save
    // of earlier builds: it moves to Othello's own key
    await s.page.evaluate(() => localStorage.clear());
    const save = {
      v: 1,
      game: 'othello',
      options: {},
      startText: '......../......../......../...OX.../...XO.../......../......../........ X',
      moves: ['d3', 'c3'],
      drawRules: { repetition: true, noProgress: true },
      opponent: 'mama',
      humanSide: 'X',
      timerSeconds: 0,
      savedAt: Date.now(),
    };
    await s.page.evaluate(([k, v]) => localStorage.setItem(k, v), [SAVE_KEY, JSON.stringify(save)]);
    await s.page.reload();
    await waitFor(
      () => hasControl(s.page, 'resume.new'),
      (v) => v,
      15_000,
      'the resume prompt',
    );
    await click(s.page, s.page, 'resume.new');
    await waitFor(
      () => hasControl(s.page, 'menu.game.othello'),
      (v) => v,
      5_000,
      'the menu',
    );
    expect(await s.page.evaluate((k) => localStorage.getItem(k), SAVE_KEY)).toBeNull();
    expect(await s.page.evaluate((k) => localStorage.getItem(k), saveOf('othello'))).toBeNull();
    await s.page.reload();
    await s.page.waitForFunction(() => (window as unknown as { __panda?: { ready: boolean } }).__panda?.ready === true);
    // the first menu is complete and drawn: a resume offer would be on it
    await s.page.waitForFunction(() => performance.getEntriesByName('first-screen-complete').length > 0);
    await untilDrawn(s.page);
    expect(await hasControl(s.page, 'resume.continue')).toBe(false);
  });

  it.each([
    ['corrupt', '{"v":1,"game":"othello","moves":['],
    ['old-format', JSON.stringify({ version: 0, board: 'xxxx' })],
    [
      'illegal',
      JSON.stringify({
        v: 1,
        game: 'othello',
        options: {},
        startText: 'x',
        moves: ['a1'],
        drawRules: { repetition: true, noProgress: true },
        opponent: 'baby',
        humanSide: 'X',
        timerSeconds: 60,
        savedAt: 1,
      }),
    ],
  ])('drops a %s save with a short notice and no crash', async (_kind, text) => {
    await s.page.evaluate(([k, v]) => localStorage.setItem(k, v), [SAVE_KEY, text]);
    await s.page.reload();
    await s.page.waitForFunction(() => (window as unknown as { __panda?: { ready: boolean } }).__panda?.ready === true);
    const texts = await waitFor(
      () => hook(s.page, (p) => (p as unknown as { texts(): string[] }).texts()),
      (tx) => tx.some((x) => /could not be restored/.test(x)),
      5_000,
      'the notice',
    );
    expect(texts.join(' ')).not.toMatch(/error|exception|undefined/i);
    await s.page.screenshot({ path: `/tmp/portal-shots/save-discarded-${_kind}.png` });
    expect(await hasControl(s.page, 'resume.continue')).toBe(false);
    expect(await s.page.evaluate((k) => localStorage.getItem(k), SAVE_KEY)).toBeNull();
    // The menu works as ever.
    await click(s.page, s.page, 'menu.game.pairing');
    await waitForScene(s.page, 'select');
    expect(s.errors).toEqual([]);
  });
});

describe.skipIf(!hasBrowser)('hidden tab', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch({ width: 1280, height: 720 });
    // Count animation frames asked for: the game loop's heartbeat.
    await s.page.addInitScript(() => {
      const w = window as unknown as { __frames: number };
      w.__frames = 0;
      const raf = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (cb) => {
        w.__frames++;
        return raf(cb);
      };
    });
  });
  const frames = (): Promise<number> => s.page.evaluate(() => (window as unknown as { __frames: number }).__frames);
  afterAll(async () => {
    await s?.close();
  });

  it('stops the clock, the game loop and the sound while hidden; back, all goes on', async () => {
    await openGame(s, { fast: '1', timer: '30' });
    await startMatch(s.page, s.page, 'pairing', 'baby', 'X');
    await waitForHumanTurn(s.page, 'X');
    // the clock runs
    await waitFor(
      () => timeLeft(s.page),
      (t) => t !== null && t < 29.4,
      5_000,
      'the clock to run',
    );
    await setHidden(s.page, true);
    const t1 = (await timeLeft(s.page)) as number;
    expect(t1).toBeGreaterThan(20);
    expect(t1).toBeLessThan(30);
    const howlerMuted = () => s.page.evaluate(() => (window as unknown as { Howler?: { _muted: boolean } }).Howler?._muted ?? null);
    const muted = await howlerMuted();
    if (muted !== null) expect(muted).toBe(true);
    const f1 = await frames();
    // real time must pass: a clock or a loop left running would have moved on
    await s.page.waitForTimeout(1500);
    const t2 = (await timeLeft(s.page)) as number;
    expect(Math.abs(t2 - t1)).toBeLessThanOrEqual(0.15);
    // The game loop sleeps: no frames, so no animation, tween or timer moves on.
    expect((await frames()) - f1).toBeLessThanOrEqual(2);
    await setHidden(s.page, false);
    if (muted !== null) expect(await howlerMuted()).toBe(false);
    // the clock and the frames go on
    await waitFor(
      () => timeLeft(s.page),
      (t) => t !== null && t < t2 - 0.8,
      5_000,
      'the clock to run again',
    );
    await waitFor(frames, (n) => n - f1 > 10, 5_000, 'frames again');
  });

  it("holds the panda's move until the page is visible again", async () => {
    // At the normal pace (not fast=1) the panda takes a while to answer: the page hides in
    // that while, after the player's move has landed, as when a player switches tabs.
    await s.page.evaluate((k) => localStorage.removeItem(k), SAVE_KEY);
    await openGame(s);
    await startMatch(s.page, s.page, 'pairing', 'baby', 'X');
    const b = await waitForHumanTurn(s.page, 'X');
    await playMove(s.page, s.page, b.legalMoves[0]);
    await waitFor(
      () => board(s.page),
      (n) => (n?.history.length ?? 0) >= b.history.length + 1,
      10_000,
      'the move',
    );
    await setHidden(s.page, true);
    expect((await board(s.page))?.history.length).toBe(b.history.length + 1);
    // real time must pass: longer than BABY takes to answer at the normal pace
    await s.page.waitForTimeout(1500);
    expect((await board(s.page))?.history.length).toBe(b.history.length + 1);
    await setHidden(s.page, false);
    await waitFor(
      () => board(s.page),
      (n) => (n?.history.length ?? 0) === b.history.length + 2,
      10_000,
      'the panda to move',
    );
    expect(s.errors).toEqual([]);
  });
});
