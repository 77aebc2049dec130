// What the board tells a player, through real clicks: a wrong click always says why (sound
// off), where a dog may be placed is lit, and a game is never lost by accident: ☰ asks
// first, and Continue on the menu brings the game back exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boardState,
  clickControl,
  controls,
  hasBrowser,
  launch,
  openGame,
  pointAt,
  resetStorage,
  waitForScene,
  waitForTurn,
  type BoardState,
  type Session,
} from './harness';
import { rulesFor } from '../../src/games/registry';

const d = hasBrowser ? describe : describe.skip;

async function start(s: Session, game: string, opponent: string, side: string, lang = 'en'): Promise<BoardState> {
  await resetStorage(s);
  await openGame(s, { fast: '1', lang, mute: '1', game });
  await waitForScene(s.page, 'select');
  await clickControl(s.page, `select.opponent.${opponent}`);
  await clickControl(s.page, `select.side.${side}`);
  await clickControl(s.page, 'select.start');
  await waitForScene(s.page, 'board');
  return waitForTurn(s.page, [side]);
}

async function clickPoint(s: Session, point: string): Promise<void> {
  const p = await pointAt(s.page, point);
  await s.page.mouse.click(p.x, p.y);
}

const dialog = (s: Session) =>
  s.page.evaluate(() => (window as unknown as { __panda: { dialog(): { id: string } | null } }).__panda.dialog());

d('guidance on the board', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch({ width: 800, height: 450 });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a wrong click says why, with the sound off, and changes nothing', async () => {
    const b = await start(s, 'pairing', 'baby', 'X');
    // an opponent's piece (O starts on rank 1)
    await clickPoint(s, 'a1');
    let now = await boardState(s.page);
    expect(now?.notice).toMatch(/not yours/i);
    expect(now?.history).toEqual(b.history);
    // an empty point with nothing selected
    await clickPoint(s, 'c3');
    now = await boardState(s.page);
    expect(now?.notice).toMatch(/pick one of your pieces/i);
    // a selected piece and a point it cannot reach
    const from = b.legalMoves[0].split('-')[0];
    await clickPoint(s, from);
    const unreachable = ['a3', 'b3', 'c3', 'd3', 'e3'].find((p) => !b.legalMoves.includes(`${from}-${p}`)) as string;
    await clickPoint(s, unreachable);
    now = await boardState(s.page);
    expect(now?.notice).toMatch(/one step only|no diagonal moves/i);
    expect(now?.history).toEqual(b.history);
    expect(s.errors).toEqual([]);
  });

  it('says it in Chinese too', async () => {
    await start(s, 'pairing', 'baby', 'X', 'zh');
    await clickPoint(s, 'a1');
    expect((await boardState(s.page))?.notice).toBe('这不是你的棋子。');
  });

  it('lights every point where a dog may be placed, and says why a dog in play cannot move yet', async () => {
    const b = await start(s, 'tiger', 'baby', 'D');
    const placements = b.legalMoves.filter((m) => !m.includes('-')).sort();
    expect(placements.length).toBeGreaterThan(0);
    expect([...(b.lit ?? [])].sort()).toEqual(placements);
    // a dog on the board that cannot move now: the click says why
    const rules = rulesFor('tiger');
    const pos = rules.parse(b.position);
    const stuck = rules.geometry.points.find(
      (p) => rules.pieceAt(pos, p.index) === 'D' && !b.legalMoves.some((m) => m.startsWith(`${p.name}-`)),
    );
    if (stuck) {
      await clickPoint(s, stuck.name);
      expect((await boardState(s.page))?.notice).toMatch(/place your dogs in hand first/i);
    }
    // placing one plays it
    await clickPoint(s, placements[0]);
    const after = await waitForTurn(s.page, ['D']);
    expect(after.history[0]).toBe(placements[0]);
  });

  it('asks before ☰ leaves a game in progress; Continue on the menu brings it back exactly', async () => {
    const b = await start(s, 'cannon', 'baby', 'X');
    await clickPoint(s, b.legalMoves[0].split('-')[0]);
    await clickPoint(s, b.legalMoves[0].split('-')[1]);
    const mid = await waitForTurn(s.page, ['X']);
    expect(mid.history.length).toBe(2);
    await clickControl(s.page, 'board.menu');
    expect(await dialog(s)).toMatchObject({ id: 'confirm' });
    // the page turned (a phone, a portal's frame) while it asks: the question stays
    for (const [width, height] of [
      [390, 844],
      [800, 450],
    ]) {
      await s.page.setViewportSize({ width, height });
      await s.page.waitForFunction((tall) => {
        const c = document.querySelector('canvas');
        return !!c && c.height > c.width === tall;
      }, height > width);
      await s.page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
      expect(await dialog(s), `the question at ${width}x${height}`).toMatchObject({ id: 'confirm' });
    }
    await clickControl(s.page, 'confirm.no');
    expect(await dialog(s)).toBeNull();
    expect((await boardState(s.page))?.history).toEqual(mid.history);
    await clickControl(s.page, 'board.menu');
    await clickControl(s.page, 'confirm.yes');
    await waitForScene(s.page, 'menu');
    expect((await controls(s.page)).some((c) => c.id === 'menu.continue')).toBe(true);
    await clickControl(s.page, 'menu.continue');
    await waitForScene(s.page, 'board');
    const back = await waitForTurn(s.page, ['X']);
    expect(back.position).toBe(mid.position);
    expect(back.history).toEqual(mid.history);
    expect(s.errors).toEqual([]);
  });
});
