// The game as a portal embeds it: a sandboxed iframe (allow-scripts allow-same-origin) of
// a portal's size, served from a sub-path of the host, in a page that scrolls. The game
// fills the frame (FIT, centred; a portrait frame gets a portrait layout rather than a
// shrunken landscape one), every control is inside the frame and big enough to hit, keys
// never scroll the host page, and no request leaves the origin.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, launch, type Session } from './harness';
import { frameControls, frameOffset, openInFrame, scene, serveSubPath } from './portal-support';

const SIZES = [
  { width: 800, height: 450 },
  { width: 1216, height: 684 },
  { width: 390, height: 844 },
];
const SHOTS = '/tmp/portal-shots';

describe.skipIf(!hasBrowser)('embedded in a portal iframe', () => {
  mkdirSync(SHOTS, { recursive: true });

  describe.each(SIZES)('at $width x $height', ({ width, height }) => {
    let s: Session;
    beforeAll(async () => {
      // The host page is wider than the frame and shorter than its content: it can scroll.
      s = await launch({ width: Math.max(width + 40, 480), height: Math.min(height + 120, 900) });
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
      const o = await frameOffset(s.page);
      await s.page.screenshot({ path: `${SHOTS}/menu-${width}x${height}.png`, clip: { x: o.x, y: o.y, width, height } });
    });

    it("never scrolls the host page with the game's keys", async () => {
      const o = await frameOffset(s.page);
      // Focus the game with a click on a corner of the frame (not on a control).
      await s.page.mouse.click(o.x + 3, o.y + 3);
      for (const key of ['ArrowDown', 'ArrowDown', 'Space', 'PageDown', 'End', 'ArrowRight', 'ArrowUp', 'ArrowLeft']) {
        await s.page.keyboard.press(key);
      }
      await s.page.waitForTimeout(200);
      const scrolled = await s.page.evaluate(() => ({ x: scrollX, y: scrollY }));
      expect(scrolled).toEqual({ x: 0, y: 0 });
      // The host page itself still scrolls when the player scrolls it.
      await s.page.evaluate(() => scrollTo(0, 200));
      expect(await s.page.evaluate(() => scrollY)).toBeGreaterThan(0);
    });

    it('asks nothing of any other origin and logs no error', async () => {
      expect(s.foreignRequests).toEqual([]);
      expect(s.errors).toEqual([]);
    });
  });
});
