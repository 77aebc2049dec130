// Notices in their place on the board (docs/architecture.md, "Progress and achievements"):
// the achievement toast after the first game's tour covers no control, no player card, no
// clock and no board point, at three sizes; the status line and the lit player card agree
// at every frame of a game against BABY; a resumed game shows its last move; the clock's
// last ten seconds are told in words and in red, it waits while a dialog is open, and its
// "time's up" stays until the player acts. Screenshots land in test-output/screenshots/.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesFor } from '../../src/games/registry';
import {
  boardState,
  chooseMove,
  clickControl,
  clickMove,
  closeDialog,
  controls,
  hasBrowser,
  launch,
  mySide,
  openGame,
  pointAt,
  resetStorage,
  screenshot,
  untilDrawn,
  waitForScene,
  waitForTurn,
  type BoardState,
  type Session,
} from './harness';
import { textBoxes } from './readability-support';
import { followTour, openFirstTour } from './tour-support';

type Box = { x: number; y: number; w: number; h: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const toast = (page: Page) => page.evaluate(() => (window as unknown as { __panda: { toast(): Box | null } }).__panda.toast());

/** The toast once it has come to rest (shown, its slide in over). */
async function restingToast(page: Page): Promise<Box> {
  await page.waitForFunction(() => (window as unknown as { __panda: { toast(): Box | null } }).__panda.toast() !== null, null, {
    timeout: 15_000,
    polling: 30,
  });
  await untilDrawn(page);
  const box = await toast(page);
  if (!box || box.y < 0) throw new Error(`the toast never came to rest: ${JSON.stringify(box)}`);
  return box;
}

/** Starts Pairing against BABY as Black from the menu's game card (fresh storage). */
async function startPairing(s: Session, params: Record<string, string>): Promise<void> {
  await resetStorage(s);
  await openGame(s, { lang: 'en', mute: '1', game: 'pairing', ...params });
  await waitForScene(s.page, 'select');
  await clickControl(s.page, 'select.opponent.baby');
  await clickControl(s.page, 'select.side.X');
  await clickControl(s.page, 'select.start');
  await waitForScene(s.page, 'board');
}

/** The points of MAMA's bow (her picture's bright red) inside her player-select card, read from the canvas (renderer=canvas). */
async function bowPixels(page: Page): Promise<number[]> {
  const card = (await controls(page)).find((c) => c.id === 'select.opponent.mama');
  if (!card) throw new Error("no MAMA's card");
  return page.evaluate((card) => {
    const canvas = document.querySelector('canvas') as HTMLCanvasElement;
    const r = canvas.getBoundingClientRect();
    const k = canvas.width / r.width;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    const data = g.getImageData(
      Math.floor((card.x - r.left) * k),
      Math.floor((card.y - r.top) * k),
      Math.ceil(card.w * k),
      Math.ceil(card.h * k),
    ).data;
    const out: number[] = [];
    // the bow's reds (#e0505e, #c73f50); the ribbon's darker brick red is not among them
    for (let i = 0; i < data.length; i += 4)
      if (data[i] > 185 && data[i + 1] < 110 && data[i + 2] < 125 && data[i] - data[i + 1] > 100) out.push(i / 4);
    return out;
  }, card);
}

const notice = async (page: Page) => (await boardState(page))?.notice ?? null;

describe.skipIf(!hasBrowser)('notices in their place', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch({ width: 1280, height: 720 });
  });
  afterAll(async () => {
    await s?.close();
  });

  for (const [width, height] of [
    [1280, 720],
    [800, 450],
    [390, 844],
  ]) {
    it(`the toast at the first game's start covers no control, card, clock or board point (${width}x${height})`, async () => {
      await s.page.setViewportSize({ width, height });
      await openFirstTour(s, 'pairing', 'en');
      await followTour(s, 'pairing');
      const plate = await restingToast(s.page);
      await screenshot(s.page, `notices-toast-en-${width}x${height}`);
      const covered: string[] = [];
      for (const c of await controls(s.page)) if (overlaps(plate, c)) covered.push(`control ${c.id}`);
      // the board: every point, with half a point's spacing around it
      const names = rulesFor('pairing').geometry.points.map((p) => p.name);
      const centres = await Promise.all(names.map((n) => pointAt(s.page, n)));
      const step = Math.abs(centres[1].x - centres[0].x);
      const xs = centres.map((c) => c.x);
      const ys = centres.map((c) => c.y);
      const board = {
        x: Math.min(...xs) - step / 2,
        y: Math.min(...ys) - step / 2,
        w: Math.max(...xs) - Math.min(...xs) + step,
        h: Math.max(...ys) - Math.min(...ys) + step,
      };
      if (overlaps(plate, board)) covered.push('the board');
      // the player cards' names and counts, whose turn it is and the clock
      const b = await boardState(s.page);
      for (const t of await textBoxes(s.page)) {
        if (t.scene !== 'board') continue;
        const card = /^(Black|White)$/.test(t.text) || t.text.includes('On board') || t.text === b?.panel?.status || /^\d+ s$/.test(t.text);
        if (card && overlaps(plate, t)) covered.push(`text "${t.text}"`);
      }
      expect(covered).toEqual([]);
      expect(s.errors).toEqual([]);
    });
  }

  it("the Beaten ribbon leaves MAMA's bow in view", async () => {
    const beaten = { won: 1, drawn: 0, lost: 0, streak: 1, bestStreak: 1, bestMargin: null };
    const records = { v: 1, games: { pairing: { baby: beaten, mama: beaten, papa: beaten } }, achievements: [], tours: [], puzzles: [] };
    const failures: string[] = [];
    for (const [width, height] of [
      [1280, 720],
      [800, 450],
      [390, 844],
    ]) {
      await s.page.setViewportSize({ width, height });
      await resetStorage(s);
      await openGame(s, { lang: 'en', mute: '1', game: 'pairing', renderer: 'canvas' });
      await waitForScene(s.page, 'select');
      const bare = await bowPixels(s.page);
      expect(bare.length, `MAMA's bow at ${width}x${height}`).toBeGreaterThan(40);
      await s.page.evaluate((r) => localStorage.setItem('panda-board-games:progress', JSON.stringify(r)), records);
      await openGame(s, { lang: 'en', mute: '1', game: 'pairing', renderer: 'canvas' });
      await waitForScene(s.page, 'select');
      // the medals come in after the scene (their art is made on first use)
      await s.page.waitForFunction(
        () => (window as unknown as { __panda: { texts(): string[] } }).__panda.texts().filter((t) => t === 'Beaten').length === 3,
      );
      await untilDrawn(s.page);
      const marked = new Set(await bowPixels(s.page));
      const kept = bare.filter((p) => marked.has(p)).length / bare.length;
      if (kept < 0.97) failures.push(`${width}x${height}: ${Math.round((1 - kept) * 100)}% of the bow covered`);
      await screenshot(s.page, `notices-beaten-en-${width}x${height}`);
    }
    expect(failures).toEqual([]);
  });

  it('the status line and the lit card agree at every frame of a game against BABY', async () => {
    await s.page.setViewportSize({ width: 1280, height: 720 });
    await startPairing(s, {});
    const me = await mySide(s.page);
    const baby = me === 'X' ? 'O' : 'X';
    // a sample of what the panel shows, every animation frame
    await s.page.evaluate(() => {
      const w = window as unknown as { __frames: [string, string | null][]; __panda: { board(): BoardState | null } };
      w.__frames = [];
      const tick = () => {
        const p = w.__panda.board()?.panel;
        if (p) w.__frames.push([p.status, p.litCard]);
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    for (let i = 0; i < 4; i++) {
      const b = await waitForTurn(s.page, [me], 30_000);
      if (b.result) break;
      await clickMove(s.page, chooseMove(b.game, b.position, b.legalMoves, me));
      await s.page.waitForFunction(
        (n) => ((window as unknown as { __panda: { board(): BoardState | null } }).__panda.board()?.history.length ?? 0) > n + 1,
        b.history.length,
        { timeout: 30_000, polling: 50 },
      );
    }
    const frames = await s.page.evaluate(() => (window as unknown as { __frames: [string, string | null][] }).__frames);
    expect(frames.length).toBeGreaterThan(30);
    const wrong = frames.filter(([status, lit]) => (status === 'Your turn' && lit !== me) || (status.includes('BABY') && lit !== baby));
    expect(frames.some(([status]) => status.includes('BABY'))).toBe(true);
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('a resumed game shows its last move', async () => {
    await startPairing(s, { fast: '1' });
    const me = await mySide(s.page);
    const b = await waitForTurn(s.page, [me], 30_000);
    await clickMove(s.page, chooseMove(b.game, b.position, b.legalMoves, me));
    const answered = await s.page.waitForFunction(
      (n) => {
        const x = (window as unknown as { __panda: { board(): BoardState | null } }).__panda.board();
        return x && !x.busy && x.history.length >= n + 2 ? x : null;
      },
      b.history.length,
      { timeout: 30_000, polling: 50 },
    );
    const before = (await answered.jsonValue()) as BoardState;
    expect(before.lastMove?.length).toBeGreaterThan(0);
    await s.page.reload();
    await s.page.waitForFunction(() => (window as unknown as { __panda?: { ready: boolean } }).__panda?.ready === true);
    // the way back to a saved game: the offer after a reload, or the menu's Continue
    const ids = ['resume.continue', 'menu.continue.pairing', 'menu.continue'];
    await s.page.waitForFunction(
      (want) => (window as unknown as { __panda: { controls(): { id: string }[] } }).__panda.controls().some((c) => want.includes(c.id)),
      ids,
      { timeout: 15_000 },
    );
    const id = (await controls(s.page)).find((c) => ids.includes(c.id))?.id ?? '';
    await clickControl(s.page, id);
    await waitForScene(s.page, 'board');
    const after = await waitForTurn(s.page, [me], 30_000);
    expect(after.history).toEqual(before.history);
    expect(after.lastMove).toEqual(before.lastMove);
    expect(after.lastMove).toEqual(before.history[before.history.length - 1].split('-'));
    await screenshot(s.page, 'notices-resumed-en-1280x720');
  });

  it("warns in the clock's last ten seconds, waits while a dialog is open, and holds time's up until the player acts", async () => {
    await startPairing(s, { fast: '1', timer: '12' });
    const me = await mySide(s.page);
    await waitForTurn(s.page, [me], 30_000);
    // the rules open: the clock waits
    await clickControl(s.page, 'board.rules');
    await s.page.waitForFunction(() => (window as unknown as { __panda: { dialog(): unknown } }).__panda.dialog() !== null);
    const open = await s.page.evaluate(() => (window as unknown as { __panda: { timeLeft(): number | null } }).__panda.timeLeft());
    // real time must pass: the clock would have ticked by then
    await s.page.waitForTimeout(1500);
    const still = await s.page.evaluate(() => (window as unknown as { __panda: { timeLeft(): number | null } }).__panda.timeLeft());
    expect(still).toBe(open);
    await closeDialog(s.page, 'rules.close');
    // ten seconds left: a notice, and the figure in red
    await s.page.waitForFunction(
      () => (window as unknown as { __panda: { board(): BoardState | null } }).__panda.board()?.notice === '10 seconds left in this turn!',
      null,
      { timeout: 15_000, polling: 50 },
    );
    const figure = (await textBoxes(s.page)).find((t) => /^\d+ s$/.test(t.text));
    expect(figure?.color).toBe('#a63a1a');
    await screenshot(s.page, 'notices-clock-low-en-1280x720');
    // time's up: the notice outlasts a passing one's 2.8 s and BABY's move
    await s.page.waitForFunction(
      () => (window as unknown as { __panda: { board(): BoardState | null } }).__panda.board()?.history[0] === 'pass',
      null,
      { timeout: 20_000, polling: 50 },
    );
    expect(await notice(s.page)).toBe("Time's up: you pass.");
    await waitForTurn(s.page, [me], 30_000);
    // (the rules open meanwhile, so that the new turn's own warning does not speak over it)
    await clickControl(s.page, 'board.rules');
    // real time must pass: longer than a passing notice's 2.8 s
    await s.page.waitForTimeout(3500);
    await closeDialog(s.page, 'rules.close');
    const b = await boardState(s.page);
    expect(b?.history.length).toBe(2);
    expect(b?.notice).toBe("Time's up: you pass.");
    await screenshot(s.page, 'notices-time-up-en-1280x720');
    // the player's next click on the board lets it go
    const piece = b?.legalMoves[0].split('-')[0] ?? '';
    const at = await pointAt(s.page, piece);
    await s.page.mouse.click(at.x, at.y);
    await s.page.waitForFunction(
      () => (window as unknown as { __panda: { board(): BoardState | null } }).__panda.board()?.notice !== "Time's up: you pass.",
      null,
      { timeout: 5000, polling: 50 },
    );
    expect(s.errors).toEqual([]);
  });
});
