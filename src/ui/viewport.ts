// The game lays out in design units (1280 x 720-960 landscape, 720 x 1280-1560 portrait:
// `scene.scale.width/height`), but draws into a canvas of the screen's own resolution: the
// canvas backing store is the design size times k, the device pixels per design pixel (on
// big and dense screens 1 to 2 in quarter steps, so text and lines stay sharp; on a
// smaller screen exactly its pixels, so no frame draws pixels the screen throws away), and
// every scene's camera zooms by k from the top-left corner. Input, hit areas and the test
// hook work in design units as before (Phaser maps pointers through the camera).
import type { Game, Scene } from 'phaser';

let k = 1;
let css = 1;

/** Canvas pixels per design pixel. */
export function renderScale(): number {
  return k;
}

/** CSS pixels per design pixel (the fitted game's size on the page): 0.625 at 800x450, 0.54 at 390x844. */
export function cssScale(): number {
  return css;
}

/** Landscape: 1280 wide, 720–960 high; portrait (parent taller than wide): 720 wide, 1280–1560 high. */
export function designSize(parentW: number, parentH: number): { width: number; height: number } {
  if (parentW <= 0 || parentH <= 0) return { width: 1280, height: 720 };
  if (parentH > parentW) {
    return { width: 720, height: Math.round(Math.min(1560, Math.max(1280, (720 * parentH) / parentW))) };
  }
  return { width: 1280, height: Math.round(Math.min(960, Math.max(720, (1280 * parentH) / parentW))) };
}

/** The least canvas resolution, in device pixels per design pixel (a tiny frame still draws legibly). */
const MIN_SCALE = 0.25;

/**
 * Device pixels per design pixel once fitted: in quarter steps up to 2 where the screen has
 * a design pixel's worth or more; below that (a phone-sized or portal-sized frame at one
 * device pixel per CSS pixel) exactly the screen's pixels. A canvas of the design size there
 * drew up to 3.4 times the pixels shown (720 x 1558 for a 390 x 844 screen), every frame,
 * and the browser then scaled them down (docs/architecture.md "Start-up").
 */
export function scaleFor(parentW: number, parentH: number, design: { width: number; height: number }): number {
  const css = Math.min(parentW / design.width, parentH / design.height);
  const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  const raw = css * dpr;
  if (!Number.isFinite(raw) || raw <= 0) return 1;
  if (raw < 1) return Math.max(MIN_SCALE, raw);
  return Math.min(2, Math.floor(raw * 4 + 0.25) / 4);
}

/** Sets the design size and the canvas resolution for a parent of this size. */
export function applyViewport(game: Game, parentW: number, parentH: number): void {
  const design = designSize(parentW, parentH);
  const sm = game.scale;
  k = scaleFor(parentW, parentH, design);
  const fitted = Math.min(parentW / design.width, parentH / design.height);
  css = Number.isFinite(fitted) && fitted > 0 ? fitted : 1;
  if (sm.width !== design.width || sm.height !== design.height) sm.setGameSize(design.width, design.height);
  const bw = Math.round(design.width * k);
  const bh = Math.round(design.height * k);
  if (sm.baseSize.width !== bw || sm.baseSize.height !== bh) {
    sm.baseSize.setSize(bw, bh);
    sm.canvas.width = bw;
    sm.canvas.height = bh;
    sm.refresh(sm.width, sm.height);
  }
}

/** Points a scene's camera at the design area, zoomed to the canvas resolution. */
export function fitCamera(scene: Scene): void {
  const cam = scene.cameras.main;
  cam.setOrigin(0, 0);
  cam.setSize(scene.scale.baseSize.width, scene.scale.baseSize.height);
  cam.setZoom(k);
  cam.setScroll(0, 0);
}
