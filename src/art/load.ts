// Queue every art asset on a scene's loader. Phaser's SVG loader takes base64 data: URLs
// (File.base64 -> XHRLoader decodes with atob, no request leaves the page), then rasterises
// the SVG at the size given. Our SVGs are ASCII, so btoa is safe.
//
// Sizes are powers of two (each side on its own; the SVGs stretch, and views display them
// at their design size with setDisplaySize), so WebGL can build mipmaps for them: with
// `render: { mipmapFilter: 'LINEAR_MIPMAP_LINEAR' }` in the game config, art shown much
// smaller than its texture (a 200 px portrait drawn at 70 px) stays smooth, not jagged.
import type { Scene } from 'phaser';
import { allArtAssets } from './index';

/** The game canvas renders at design resolution, so 2x textures are enough everywhere. */
export function artScale(): number {
  return 2;
}

/** The power of two nearest to `want` (in log scale), but never below `min`. */
export function potSize(want: number, min: number): number {
  let p = 2 ** Math.round(Math.log2(Math.max(1, want)));
  while (p < min) p *= 2;
  return Math.min(p, 4096);
}

export function queueArt(scene: Scene, games: readonly { id: string; thumb(): string }[], scale: number = artScale()): void {
  for (const a of allArtAssets(games)) {
    if (scene.textures.exists(a.key)) continue;
    scene.load.svg(a.key, `data:image/svg+xml;base64,${btoa(a.svg)}`, {
      width: potSize(a.width * scale, a.width),
      height: potSize(a.height * scale, a.height),
    });
  }
}
