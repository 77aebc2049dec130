// Turns the art's SVG strings into textures, each exactly once: the menu's own art at boot
// (the loader waits for it, see load.ts), everything else in idle time once the menu can
// take input, and any scene that starts before that waits for what is still missing.
//
// Each SVG gets its texture size written into its width/height (the loader's SVG file did
// the same through DOMParser and XMLSerializer), is decoded as an <img> from a Blob URL (no
// request leaves the page, nothing is parsed twice) and drawn once into a canvas of that
// size, which becomes the texture: the Canvas renderer then copies a bitmap instead of
// rasterising the SVG again at every size it is drawn (measured: ~300 ms of the menu's
// first frames went to that).
import type { Textures } from 'phaser';
import { ART, PANDAS, type ArtAsset } from './index';

const jobs = new Map<string, Promise<void>>();

/**
 * Texture sizes are powers of two (each side on its own; the SVGs stretch, and views display
 * them at their design size with setDisplaySize), so WebGL can build mipmaps for them: art
 * shown much smaller than its texture (a 200 px portrait drawn at 70 px) stays smooth.
 * The power of two nearest to `want` (in log scale), but never below `min`.
 */
export function potSize(want: number, min: number): number {
  let p = 2 ** Math.round(Math.log2(Math.max(1, want)));
  while (p < min) p *= 2;
  return Math.min(p, 4096);
}

/** The menu's art: the five boards in their opening position, its icons, three beaming pandas. */
export function isMenuArt(key: string): boolean {
  return (
    key.startsWith('piece-') ||
    key === ART.boardSurface ||
    key === ART.icon('lang') ||
    key === ART.icon('sound-on') ||
    key === ART.icon('sound-off') ||
    PANDAS.some((p) => key === ART.panda(p, 'pleased'))
  );
}

/** The player select's art besides the menu's: icons, the friend, the pandas' calm faces. */
export function isSelectArt(key: string): boolean {
  return key.startsWith('icon-') || key === ART.friend || PANDAS.some((p) => key === ART.panda(p, 'neutral'));
}

function sized(svg: string, width: number, height: number): string {
  return svg.replace(/^<svg([^>]*?) width="[^"]*" height="[^"]*"/, `<svg$1 width="${width}" height="${height}"`);
}

/** The picture as a bitmap of its texture size. */
function bake(img: HTMLImageElement): HTMLCanvasElement | HTMLImageElement {
  const canvas = document.createElement('canvas');
  canvas.width = img.width;
  canvas.height = img.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return img;
  ctx.drawImage(img, 0, 0, img.width, img.height);
  return canvas;
}

function decode(asset: ArtAsset, scale: number): Promise<HTMLImageElement> {
  const width = potSize(asset.width * scale, asset.width);
  const height = potSize(asset.height * scale, asset.height);
  const url = URL.createObjectURL(new Blob([sized(asset.svg, width, height)], { type: 'image/svg+xml' }));
  const img = new Image(width, height);
  // onload, not decode(): bake() rasterises it at once, and decode() may wait for a frame
  return new Promise<HTMLImageElement>((resolve, reject) => {
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`art ${asset.key} cannot be decoded`));
    img.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/** The texture of one asset; resolves once it exists (at once when it already does). */
/** The game canvas renders at design resolution, so 2x textures are enough everywhere. */
export function prepare(textures: Textures.TextureManager, asset: ArtAsset, scale = 2): Promise<void> {
  if (textures.exists(asset.key)) return Promise.resolve();
  let job = jobs.get(asset.key);
  if (!job) {
    job = decode(asset, scale).then(
      (img) => {
        // (a canvas is as good a texture source as an image, for both renderers)
        if (!textures.exists(asset.key)) textures.addImage(asset.key, bake(img) as HTMLImageElement);
      },
      () => {
        // a picture that cannot be decoded is left out: views check textures.exists
        jobs.delete(asset.key);
      },
    );
    jobs.set(asset.key, job);
  }
  return job;
}

/** Prepares `assets` a few at a time while the page is idle; resolves when all exist. */
export function prepareWhenIdle(textures: Textures.TextureManager, assets: readonly ArtAsset[], batch = 6): Promise<void> {
  const todo = [...assets];
  const idle: (fn: () => void) => void =
    typeof requestIdleCallback === 'function' ? (fn) => requestIdleCallback(fn, { timeout: 100 }) : (fn) => setTimeout(fn, 16);
  return new Promise((resolve) => {
    const step = () => {
      if (todo.length === 0) return resolve();
      void Promise.all(todo.splice(0, batch).map((a) => prepare(textures, a))).then(() => idle(step));
    };
    idle(step);
  });
}
