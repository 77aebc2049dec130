// Queue every art asset on a scene's loader. Phaser's SVG loader takes base64 data: URLs
// (File.base64 -> XHRLoader decodes with atob, no request leaves the page), then rasterises
// the SVG at the size given. Our SVGs are ASCII, so btoa is safe.
import type { Scene } from 'phaser';
import { allArtAssets } from './index';

/** Largest texture side we rasterise to; the background at 1280 x 720 is capped here. */
const MAX_SIDE = 2560;

/** A sensible raster scale: the device pixel ratio, at least 2 and at most 3. */
export function artScale(): number {
  const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  return Math.min(3, Math.max(2, dpr));
}

export function queueArt(scene: Scene, scale: number = artScale()): void {
  for (const a of allArtAssets()) {
    if (scene.textures.exists(a.key)) continue;
    const s = Math.min(scale, MAX_SIDE / Math.max(a.width, a.height));
    scene.load.svg(a.key, `data:image/svg+xml;base64,${btoa(a.svg)}`, {
      width: Math.round(a.width * s),
      height: Math.round(a.height * s),
    });
  }
}
