// Where the achievement toast may sit: along the top of the screen, but never over a
// control (a toast takes no input, yet a button it covers cannot be seen: on a phone's
// result screen it used to hide Copy link). Pure, so it is tested without a page
// (docs/architecture.md, "Progress and achievements").

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Space kept between the toast, the screen's edges and any control. */
export const TOAST_GAP = 8;
const EDGE = 16;

const overlap = (a: Box, b: Box): number => {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
};

const grown = (b: Box, by: number): Box => ({ x: b.x - by, y: b.y - by, w: b.w + 2 * by, h: b.h + 2 * by });

/**
 * The top-left corner for a toast of `size` on a screen `W` x `H` with these control boxes:
 * the highest place at the left edge (then at the right edge) that covers none of them; when
 * every place covers one, the place that covers the least.
 */
export function toastSpot(size: { w: number; h: number }, screen: { W: number; H: number }, controls: Box[]): { x: number; y: number } {
  const near = controls.map((c) => grown(c, TOAST_GAP));
  const xs = [EDGE, Math.max(EDGE, screen.W - EDGE - size.w)];
  let best = { x: EDGE, y: TOAST_GAP, covered: Infinity };
  for (const x of xs) {
    let y = TOAST_GAP;
    while (y + size.h <= screen.H - TOAST_GAP) {
      const box = { x, y, w: size.w, h: size.h };
      const hits = near.filter((c) => overlap(box, c) > 0);
      const covered = hits.reduce((sum, c) => sum + overlap(box, c), 0);
      if (covered < best.covered) best = { x, y, covered };
      if (hits.length === 0) return { x, y };
      // below the lowest control in the way
      y = Math.max(...hits.map((c) => c.y + c.h));
    }
  }
  return { x: best.x, y: best.y };
}
