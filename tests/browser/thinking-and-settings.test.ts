// While PAPA thinks (1 s budget) the page keeps animating: requestAnimationFrame keeps its
// rate, and the thinking panda visibly sways (the game renders on demand, so a still screen
// would mean nothing is drawn). Then the music's volume and reduced motion in Match settings,
// remembered after a reload (the volumes in full: music-settings.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clickControl,
  clickMove,
  controls,
  hasBrowser,
  launch,
  openGame,
  resetStorage,
  screenshot,
  waitForScene,
  waitForTurn,
  visibleTexts,
  type Session,
} from './harness';
import { openFriends, rafRate, type Hook } from './animation-support';

describe.skipIf(!hasBrowser)('PAPA thinking; settings', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch();
  });
  afterAll(async () => {
    expect(s?.errors ?? []).toEqual([]);
    await s?.close();
  });

  it('while PAPA thinks (1 s budget) the page keeps animating', async () => {
    const page = s.page;
    await resetStorage(s);
    await openGame(s, { lang: 'en', mute: '1' });
    await clickControl(page, 'menu.game.pairing');
    await waitForScene(page, 'select');
    await clickControl(page, 'select.opponent.papa');
    await clickControl(page, 'select.side.X');
    await clickControl(page, 'select.start');
    await waitForScene(page, 'board');
    const b = await waitForTurn(page, ['X']);
    // install a watcher that stamps when PAPA's reply lands (our move is recorded at once)
    await page.evaluate((n) => {
      const w = window as unknown as { __reply?: { mine: number; papa: number }; __panda: Hook };
      w.__reply = { mine: 0, papa: 0 };
      const poll = () => {
        const x = w.__panda.board();
        const len = x?.history.length ?? 0;
        if (len > n && !w.__reply!.mine) w.__reply!.mine = performance.now();
        if (len > n + 1) {
          w.__reply!.papa = performance.now();
          return;
        }
        setTimeout(poll, 5);
      };
      poll();
    }, b.history.length);
    const idle = await rafRate(page, 800);
    await clickMove(page, b.legalMoves[0]);
    // our stone lands, then PAPA is thinking (the panel says so)
    await page.waitForFunction(
      () => (window as unknown as { __panda: Hook }).__panda.board()?.panel?.status === 'PAPA is thinking…',
      null,
      { timeout: 5000, polling: 20 },
    );
    const clip = { x: 720, y: 110, width: 560, height: 260 };
    const a1 = await page.screenshot({ clip });
    const rate = await rafRate(page, 700);
    await screenshot(page, 'animation-papa-thinking');
    const a2 = await page.screenshot({ clip });
    console.log(
      `rAF idle ${idle.perSec.toFixed(1)}/s (longest gap ${idle.maxGap.toFixed(0)} ms); while PAPA thinks ${rate.perSec.toFixed(1)}/s (${rate.n} in ${rate.ms.toFixed(0)} ms, longest gap ${rate.maxGap.toFixed(0)} ms)`,
    );
    expect(rate.thinking, 'PAPA was thinking when the count began').toBe(true);
    // 20 callbacks a second, or on a machine too loaded for even that at rest, half the idle rate
    expect(rate.perSec).toBeGreaterThanOrEqual(Math.min(20, idle.perSec * 0.5));
    // the thinking panda sways: the panel is drawn anew while nothing else changes
    expect(a1.equals(a2), 'the thinking panda moves').toBe(false);
    await waitForTurn(page, ['X'], 15_000);
    const reply = await page.evaluate(() => (window as unknown as { __reply: { mine: number; papa: number } }).__reply);
    const waited = reply.papa - reply.mine;
    console.log(`PAPA replied ${waited.toFixed(0)} ms after our move`);
    expect(waited).toBeGreaterThanOrEqual(500);
  });

  it('music volume and reduced motion in Match settings, remembered after a reload', async () => {
    const page = s.page;
    await openFriends(s, 'cannon');
    const label = async (id: string) => (await controls(page)).find((c) => c.id === id)?.label ?? '';
    await clickControl(page, 'board.settings');
    expect(await visibleTexts(page)).toContain('Music off');
    expect(await label('settings.motion')).toBe('Motion: full');
    await clickControl(page, 'settings.musicVolume.up');
    await clickControl(page, 'settings.motion');
    await page.waitForFunction(
      () =>
        localStorage.getItem('panda-board-games:reducedMotion') === '1' && localStorage.getItem('panda-board-games:musicVolume') === '20',
    );
    expect(await visibleTexts(page)).toContain('Music 20%');
    expect(await label('settings.motion')).toBe('Motion: reduced');
    // (the rounds in progress are saved too: drop them, or the page would offer to resume one)
    await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('panda-board-games:match'))
        .forEach((k) => localStorage.removeItem(k)),
    );
    await openGame(s, { lang: 'zh', mute: '1' });
    await clickControl(page, 'menu.game.cannon');
    await clickControl(page, 'select.opponent.human');
    await clickControl(page, 'select.start');
    await waitForScene(page, 'board');
    await clickControl(page, 'board.settings');
    expect(await visibleTexts(page)).toContain('音乐 20%');
    expect(await label('settings.motion')).toBe('动画：减少');
    await screenshot(page, 'animation-settings-zh');
    await resetStorage(s);
  });
});
