// The Phaser side of the art: a scene's loader waits for the textures it needs (made by
// prepare.ts), one loader file per missing picture, so the scene's progress events and its
// create() after loading work as with any file. Nothing is fetched.
import { Loader, type Scene } from 'phaser';
import { allArtAssets, type ArtAsset } from './index';
import { prepare } from './prepare';

/** A loader file that completes when its picture's texture exists. */
class ArtFile extends Loader.File {
  constructor(
    loader: Loader.LoaderPlugin,
    private readonly asset: ArtAsset,
  ) {
    super(loader, { type: 'art', key: `art:${asset.key}`, url: 'art', cache: false });
  }

  load(): void {
    void prepare(this.loader.textureManager, this.asset).then(() => this.loader.nextFile(this, true));
  }
}

/** Queues on the scene's loader every picture of `assets` (default: all) that has no texture yet; returns how many. */
export function queueArt(scene: Scene, assets: readonly ArtAsset[] = allArtAssets()): number {
  let n = 0;
  for (const a of assets) {
    if (scene.textures.exists(a.key)) continue;
    scene.load.addFile(new ArtFile(scene.load, a));
    n++;
  }
  return n;
}
