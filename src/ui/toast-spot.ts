// Where the achievement toast may sit: along the top of the screen, but never over a
// control (a toast takes no input, yet a button it covers cannot be seen: on a phone's
// result screen it used to hide Copy link). A scene may name a place where a toast hides
// least (the result's final board, rather than its headline). Pure, so it is tested
// without a page (docs/architecture.md, "Progress and achievements").

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
export function toastSpot(size: { w: number; h: number }, screen: { W: number; H: number }, controls: Box[], welcome: Box | null = null): { x: number; y: number } {
  const near = controls.map((c) => grown(c, TOAST_GAP));
  if (welcome) {
    // the top of the welcome place, centred on it, when that covers no control
    const x = Math.min(Math.max(EDGE, welcome.x + (welcome.w - size.w) / 2), Math.max(EDGE, screen.W - EDGE - size.w));
    const y = welcome.y + TOAST_GAP;
    const box = { x, y, w: size.w, h: size.h };
    if (y + size.h <= screen.H - TOAST_GAP && near.every((c) => overlap(box, c) === 0)) return { x, y };
  }
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

let welcomeSpot: { scene: string; box: Box } | null = null;

/** A scene names where a toast hides least on it (null: nowhere in particular); the toast reads it while that scene is on screen. */
export function welcomeToasts(scene: string, box: Box | null): void {
  welcomeSpot = box ? { scene, box } : welcomeSpot?.scene === scene ? null : welcomeSpot;
}

/** The place named by the scene on screen, if any. */
export function welcomePlace(activeScene: string): Box | null {
  return welcomeSpot?.scene === activeScene ? welcomeSpot.box : null;
}
