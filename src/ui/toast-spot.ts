// Where the achievement toast may sit: along the top of the screen, but never over a
// control (a toast takes no input, yet a button it covers cannot be seen: on a phone's
// result screen it used to hide Copy link), nor over what a scene keeps clear (the board,
// the player cards: on the board it used to cover "You · Black") or a dialog's panel. A
// scene may name a place where a toast hides least (the result's final board, rather than
// its headline). Pure, so it is tested without a page (docs/architecture.md, "Progress
// and achievements").

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
export function toastSpot(
  size: { w: number; h: number },
  screen: { W: number; H: number },
  controls: Box[],
  welcome: Box | null = null,
): { x: number; y: number } {
  const { x, y } = spotOf(size, screen, controls, welcome);
  return { x, y };
}

/**
 * The widest of `sizes` (widest first) that has a spot covering nothing, with that spot;
 * when none has, the one whose spot covers the least.
 */
export function toastPlace(
  sizes: { w: number; h: number }[],
  screen: { W: number; H: number },
  obstacles: Box[],
  welcome: Box | null = null,
): { x: number; y: number; w: number; h: number } {
  let best: { x: number; y: number; w: number; h: number; covered: number } | null = null;
  for (const size of sizes) {
    const at = spotOf(size, screen, obstacles, welcome);
    if (!best || at.covered < best.covered) best = { ...at, ...size };
    if (at.covered === 0) break;
  }
  if (!best) throw new Error('toastPlace: no size given');
  return { x: best.x, y: best.y, w: best.w, h: best.h };
}

function spotOf(
  size: { w: number; h: number },
  screen: { W: number; H: number },
  controls: Box[],
  welcome: Box | null,
): { x: number; y: number; covered: number } {
  const near = controls.map((c) => grown(c, TOAST_GAP));
  if (welcome) {
    // the top of the welcome place, centred on it, when that covers no control
    const x = Math.min(Math.max(EDGE, welcome.x + (welcome.w - size.w) / 2), Math.max(EDGE, screen.W - EDGE - size.w));
    const y = welcome.y + TOAST_GAP;
    const box = { x, y, w: size.w, h: size.h };
    if (y + size.h <= screen.H - TOAST_GAP && near.every((c) => overlap(box, c) === 0)) return { x, y, covered: 0 };
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
      if (hits.length === 0) return { x, y, covered: 0 };
      // below the lowest control in the way
      y = Math.max(...hits.map((c) => c.y + c.h));
    }
  }
  return best;
}

let welcomeSpot: { scene: string; box: Box } | null = null;
const keptClear = new Map<string, Box[]>();

/** A scene names what a toast must never cover on it besides its controls (its board, the player cards); the toast reads it while that scene is on screen. */
export function keepToastsOff(scene: string, boxes: Box[]): void {
  keptClear.set(scene, boxes);
}

/** What the scene on screen keeps clear of toasts. */
export function toastFreeAreas(activeScene: string): Box[] {
  return keptClear.get(activeScene) ?? [];
}

/** A scene names where a toast hides least on it (null: nowhere in particular); the toast reads it while that scene is on screen. */
export function welcomeToasts(scene: string, box: Box | null): void {
  welcomeSpot = box ? { scene, box } : welcomeSpot?.scene === scene ? null : welcomeSpot;
}

/** The place named by the scene on screen, if any. */
export function welcomePlace(activeScene: string): Box | null {
  return welcomeSpot?.scene === activeScene ? welcomeSpot.box : null;
}

let plateOnScreen: Box | null = null;

/** The toast's scene tells where its plate is each frame (null: none shows). */
export function setToastPlate(box: Box | null): void {
  plateOnScreen = box;
}

/** The plate on screen now, in the game's coordinates, for the test hook. */
export function toastPlate(): Box | null {
  return plateOnScreen;
}
