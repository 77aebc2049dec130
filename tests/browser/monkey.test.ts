// A restless player: hundreds of seeded random actions through every screen (clicks on the
// live controls and anywhere on the canvas, keys, a resize, a language change, the tab
// hidden and shown), with the pandas thinking for real. Nothing may throw or log an error,
// the test hook must keep answering with a known scene, and from wherever the player ends up
// the menu is still reachable and a game still starts. Odd seeds click with a mouse in
// English, even seeds tap a touch screen in Chinese; seeds are fixed, so a failure replays:
// its message names the last actions. A longer hunt: MONKEY_SEEDS=3,4,5,6,7,8 with the
// browser tests.
import { describe, expect, it } from 'vitest';
import { seededUnit } from '../../src/engine/hash';
import {
  boardState,
  clickControl,
  controls,
  hasBrowser,
  launch,
  openGame,
  pointAt,
  sceneKey,
  untilDrawn,
  waitForScene,
  type Session,
} from './harness';
import { setHidden } from './portal-support';

const SCENES = ['menu', 'select', 'board', 'result', 'progress', 'puzzles', 'review'];
const SIZES = [
  { width: 800, height: 450 },
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
];
const KEYS = ['Escape', 'Enter', 'Tab', 'Space', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'z', 'h', 'm'];

/** One random action; returns what it did, for the log. `touch`: taps instead of clicks. */
async function act(s: Session, rnd: () => number, touch: boolean): Promise<string> {
  const page = s.page;
  const press = (x: number, y: number) => (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
  const r = rnd();
  const view = page.viewportSize() ?? SIZES[0];
  // on the board, half the time a legal move, so that games reach their end (the result, the review)
  if (r < 0.5 && (await sceneKey(page)) === 'board') {
    const b = await boardState(page);
    const moves = b && !b.busy && !b.result ? b.legalMoves.filter((m) => m !== 'pass') : [];
    if (moves.length > 0) {
      const move = moves[Math.floor(rnd() * moves.length)];
      for (const point of move.split('-')) {
        const at = await pointAt(page, point);
        await press(at.x, at.y);
      }
      return `move ${move}`;
    }
  }
  if (r < 0.55) {
    const live = (await controls(page)).filter((c) => c.enabled);
    if (live.length > 0) {
      const c = live[Math.floor(rnd() * live.length)];
      await press(c.x + c.w / 2, c.y + c.h / 2);
      return `click ${c.id}`;
    }
  }
  if (r < 0.8) {
    const x = Math.floor(rnd() * view.width);
    const y = Math.floor(rnd() * view.height);
    await press(x, y);
    return `click at ${x},${y}`;
  }
  if (r < 0.88) {
    const key = KEYS[Math.floor(rnd() * KEYS.length)];
    await page.keyboard.press(key);
    return `key ${key}`;
  }
  if (r < 0.91) {
    const size = SIZES[Math.floor(rnd() * SIZES.length)];
    await page.setViewportSize(size);
    return `resize ${size.width}x${size.height}`;
  }
  if (r < 0.94) {
    await setHidden(page, true);
    // real time passes in each of these waits: the player's own pace is what is played
    await page.waitForTimeout(300);
    await setHidden(page, false);
    return 'tab hidden and shown';
  }
  const ms = 100 + Math.floor(rnd() * 900);
  // the player pauses (real time)
  await page.waitForTimeout(ms);
  return `wait ${ms} ms`;
}

describe.skipIf(!hasBrowser)('a restless player', () => {
  // odd seeds click with a mouse in English, even seeds tap a touch screen in Chinese
  for (const seed of (process.env.MONKEY_SEEDS ?? '3,4').split(',').map(Number)) {
    const touch = seed % 2 === 0;
    it(`seed ${seed} (${touch ? 'taps' : 'clicks'}): 300 random actions break nothing`, async () => {
      const s = await launch(SIZES[0], undefined, { hasTouch: touch });
      try {
        await openGame(s, { fast: '1', mute: '1', lang: touch ? 'zh' : 'en' });
        const rnd = seededUnit(seed); // seeded, so a failing run replays
        const log: string[] = [];
        for (let i = 0; i < 300; i++) {
          log.push(await act(s, rnd, touch));
          // a restless player's pace between two actions (real time)
          await s.page.waitForTimeout(40);
          if (i % 20 === 19 || s.errors.length > 0) {
            expect(s.errors, `after: ${log.slice(-8).join(' | ')}`).toEqual([]);
            expect(SCENES, `after: ${log.slice(-8).join(' | ')}`).toContain(await sceneKey(s.page));
          }
        }
        // wherever it ended, the player can still get to the menu and start a game
        for (let tries = 0; tries < 20 && (await sceneKey(s.page)) !== 'menu'; tries++) {
          const ids = (await controls(s.page)).filter((c) => c.enabled).map((c) => c.id);
          const way = ids.includes('confirm.yes') ? 'confirm.yes' : ids.find((id) => /close|\.menu$|\.back$/.test(id));
          if (way) await clickControl(s.page, way);
          else await s.page.keyboard.press('Escape');
          await untilDrawn(s.page);
        }
        await waitForScene(s.page, 'menu');
        await clickControl(s.page, 'menu.game.cannon');
        await waitForScene(s.page, 'select');
        expect(s.errors).toEqual([]);
      } finally {
        await s.close();
      }
    }, 240_000);
  }
});
