// The game as a portal embeds it: a sandboxed iframe (allow-scripts allow-same-origin) of
// a portal's size, served from a sub-path of the host, in a page that scrolls. The game
// fills the frame (FIT, centred; a portrait frame gets a portrait layout rather than a
// shrunken landscape one), every control is inside the frame and big enough to hit, keys
// never scroll the host page, and no request leaves the origin.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, launch, type Session } from './harness';
import {
  frameControls,
  frameOffset,
  gameFrame,
  openInFrame,
  playMove,
  scene,
  serveSubPath,
  startMatch,
  waitForHumanTurn,
} from './portal-support';

const SIZES = [
  { width: 800, height: 450 },
  { width: 1216, height: 684 },
  { width: 390, height: 844 },
  // the extremes of the issue: a small phone and a full HD portal frame
  { width: 360, height: 640 },
  { width: 1920, height: 1080 },
];
const SHOTS = '/tmp/portal-shots';

describe.skipIf(!hasBrowser)('embedded in a portal iframe', () => {
  mkdirSync(SHOTS, { recursive: true });

  describe.each(SIZES)('at $width x $height', ({ width, height }) => {
    let s: Session;
    beforeAll(async () => {
      // The host page is wider than the frame and shorter than its content: it can scroll.
      s = await launch({ width: Math.max(width + 40, 480), height: Math.min(height + 120, 1200) });
      await serveSubPath(s);
    });
    afterAll(async () => {
      await s?.close();
    });

    it('fills the frame, centred, with the menu up and every control inside', async () => {
      const frame = await openInFrame(s, { width, height, subPath: true });
      expect(await scene(frame)).toBe('menu');
      const fit = await frame.evaluate(() => {
        const c = document.querySelector('canvas') as HTMLCanvasElement;
        const r = c.getBoundingClientRect();
        return {
          vw: innerWidth,
          vh: innerHeight,
          left: r.left,
          top: r.top,
          right: innerWidth - r.right,
          bottom: innerHeight - r.bottom,
          w: r.width,
          h: r.height,
          scrollW: document.documentElement.scrollWidth,
          scrollH: document.documentElement.scrollHeight,
        };
      });
      expect(fit.vw).toBe(width);
      expect(fit.vh).toBe(height);
      // FIT: touches two opposite edges, centred between the other two.
      const fillsWidth = Math.abs(fit.w - width) <= 1.5;
      const fillsHeight = Math.abs(fit.h - height) <= 1.5;
      expect(fillsWidth || fillsHeight).toBe(true);
      expect(Math.abs(fit.left - fit.right)).toBeLessThanOrEqual(2);
      expect(Math.abs(fit.top - fit.bottom)).toBeLessThanOrEqual(2);
      expect(fit.left).toBeGreaterThanOrEqual(-0.5);
      expect(fit.top).toBeGreaterThanOrEqual(-0.5);
      // Nothing sticks out of the frame (the frame itself never scrolls).
      expect(fit.scrollW).toBeLessThanOrEqual(width);
      expect(fit.scrollH).toBeLessThanOrEqual(height);
      // A portrait frame gets a portrait layout: the game uses most of it.
      if (height > width) expect((fit.w * fit.h) / (width * height)).toBeGreaterThan(0.5);

      const controls = await frameControls(frame);
      expect(controls.length).toBeGreaterThanOrEqual(5);
      for (const c of controls) {
        expect(c.x, c.id).toBeGreaterThanOrEqual(-0.5);
        expect(c.y, c.id).toBeGreaterThanOrEqual(-0.5);
        expect(c.x + c.w, c.id).toBeLessThanOrEqual(width + 0.5);
        expect(c.y + c.h, c.id).toBeLessThanOrEqual(height + 0.5);
        // Big enough for a finger or a mouse.
        expect(Math.min(c.w, c.h), c.id).toBeGreaterThanOrEqual(20);
      }
      await (await s.page.waitForSelector('iframe#game')).screenshot({ path: `${SHOTS}/menu-${width}x${height}.png` });
    });

    it("never scrolls the host page with the game's keys", async () => {
      await s.page.evaluate(() => scrollTo(0, 0));
      const o = await frameOffset(s.page);
      // Focus the game with a click on a corner of the frame (not on a control).
      await s.page.mouse.click(o.x + 3, o.y + 3);
      // Space first: with no button focused yet it presses nothing; the arrows then move the
      // keyboard focus over the menu (no scene change), Escape drops it.
      for (const key of ['Space', 'PageDown', 'End', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft', 'Escape']) {
        await s.page.keyboard.press(key);
      }
      // real time must pass: a scroll the keys had started would show by then
      await s.page.waitForTimeout(200);
      const scrolled = await s.page.evaluate(() => ({ x: scrollX, y: scrollY }));
      expect(scrolled).toEqual({ x: 0, y: 0 });
      expect(await scene(await gameFrame(s.page))).toBe('menu');
      // The host page itself still scrolls when the player scrolls it.
      await s.page.evaluate(() => scrollTo(0, 200));
      expect(await s.page.evaluate(() => scrollY)).toBeGreaterThan(0);
      await s.page.evaluate(() => scrollTo(0, 0));
    });

    it('shows the whole board and its controls inside the frame', async () => {
      const frame = await gameFrame(s.page);
      await startMatch(s.page, frame, 'tiger', 'baby', 'D');
      const b = await waitForHumanTurn(frame, 'D');
      const controls = await frameControls(frame);
      for (const id of ['board.menu', 'board.rules', 'board.settings', 'board.undo', 'board.hint', 'lang.toggle', 'sound.toggle']) {
        expect(controls.map((c) => c.id)).toContain(id);
      }
      for (const c of controls) {
        expect(c.x + c.w, c.id).toBeLessThanOrEqual(width + 0.5);
        expect(c.y + c.h, c.id).toBeLessThanOrEqual(height + 0.5);
        expect(Math.min(c.w, c.h), c.id).toBeGreaterThanOrEqual(20);
      }
      // Every point of the board, the mountain included, is on screen and far enough apart to tap.
      const points = ['c1', 'b2', 'd2', 'a3', 'e3', 'a7', 'e7'];
      const at = await frame.evaluate(
        (ps) =>
          ps.map((p) => (window as unknown as { __panda: { pointAt(x: string): { x: number; y: number } | null } }).__panda.pointAt(p)),
        points,
      );
      for (const p of at) {
        expect(p).not.toBeNull();
        expect(p!.x).toBeGreaterThan(0);
        expect(p!.x).toBeLessThan(width);
        expect(p!.y).toBeGreaterThan(0);
        expect(p!.y).toBeLessThan(height);
      }
      expect(at[6]!.y - at[5]!.y).toBe(0);
      expect((at[6]!.x - at[5]!.x) / 4).toBeGreaterThanOrEqual(22);
      await playMove(s.page, frame, b.legalMoves[0]);
      await waitForHumanTurn(frame, 'D');
      await (await s.page.waitForSelector('iframe#game')).screenshot({ path: `${SHOTS}/board-${width}x${height}.png` });
    });

    it('asks nothing of any other origin and logs no error', async () => {
      expect(s.foreignRequests).toEqual([]);
      expect(s.errors).toEqual([]);
    });
  });
});
