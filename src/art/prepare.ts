// Turns the art's SVG strings into textures, each exactly once: the menu's own art at boot
// as textures that exist at once and get their pictures a beat later (provide(); the menu
// is built and takes input without waiting, docs/architecture.md "Start-up"), everything
// else in the background once the menu can take input, and any scene that starts before
// that waits for what is still missing (load.ts).
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
/** The menu's pictures its first frame shows: the sound and language buttons' icons (the rest come with the parts after it, src/boot/first-screen.ts). */
export function isFirstFrameArt(key: string): boolean {
  return key === ART.icon('lang') || key === ART.icon('sound-on') || key === ART.icon('sound-off');
}

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

/**
 * Pictures no scene draws as a texture: the backdrop (a CSS background, src/ui/backdrop.ts),
 * the emblem, the portrait frame and the games' thumbnails (the splash, the portal cover art
 * and the art sheets use them). Nothing prepares them unless a scene asks.
 */
export function isSceneArt(key: string): boolean {
  return key !== ART.background && key !== ART.logo && key !== ART.portraitFrame && !key.startsWith('thumb-');
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

/**
 * The texture's size in pixels for `scale`: powers of two where mipmaps are built (WebGL,
 * see potSize); the Canvas renderer draws from any size, and fewer pixels rasterise
 * faster (a portrait: 400 px a side instead of 512).
 */
function textureSize(asset: ArtAsset, scale: number, pot: boolean): { width: number; height: number } {
  if (!pot) return { width: Math.ceil(asset.width * scale), height: Math.ceil(asset.height * scale) };
  return { width: potSize(asset.width * scale, asset.width), height: potSize(asset.height * scale, asset.height) };
}

/** Whether textures get mipmaps: any renderer but Canvas (Phaser.CANVAS is render type 1). */
const mipmapped = (textures: Textures.TextureManager): boolean => textures.game.config.renderType !== 1;

function decode(asset: ArtAsset, scale: number, pot: boolean): Promise<HTMLImageElement> {
  const { width, height } = textureSize(asset, scale, pot);
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
  let job = jobs.get(asset.key);
  if (!job && textures.exists(asset.key)) return Promise.resolve();
  if (!job) {
    job = decode(asset, scale, mipmapped(textures)).then(
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

/** Provisional textures drawn from a design-size picture, to be drawn again sharp (sharpen). */
const coarse = new Set<string>();

/**
 * The texture of one asset exists when this returns: a canvas of its final size, so views
 * lay out and draw as usual. Its picture is decoded once `start` has resolved (the first
 * screen's first frame goes first) and drawn into it (the promise resolves then; the
 * caller asks for a frame), rasterised at the design size and scaled up, which costs a
 * fraction of a full-size rasterisation; sharpen() draws it again at full size in the
 * background. For the first screen only: the menu takes input before its pictures are in,
 * and they arrive while the splash fades out.
 */
export function provide(
  textures: Textures.TextureManager,
  asset: ArtAsset,
  start: Promise<void> = Promise.resolve(),
  scale = 2,
): Promise<void> {
  if (jobs.has(asset.key) || textures.exists(asset.key)) return prepare(textures, asset, scale);
  const pot = mipmapped(textures);
  const { width, height } = textureSize(asset, scale, pot);
  const texture = textures.createCanvas(asset.key, width, height);
  if (!texture) return prepare(textures, asset, scale);
  const job = start
    .then(() => decode(asset, 1, pot))
    .then(
      (img) => {
        texture.context.drawImage(bake(img), 0, 0, width, height);
        // (WebGL uploads the canvas again; the Canvas renderer draws from it as it is)
        texture.refresh();
        coarse.add(asset.key);
      },
      () => {
        // a picture that cannot be decoded stays blank, as a missing one would be left out
      },
    );
  jobs.set(asset.key, job);
  return job;
}

/** Draws a provisional texture again from a full-size picture (nothing to do for any other). */
function sharpen(textures: Textures.TextureManager, asset: ArtAsset, scale = 2): Promise<void> {
  const texture = textures.exists(asset.key) ? textures.get(asset.key) : null;
  if (!coarse.delete(asset.key) || !texture || !('context' in texture)) return Promise.resolve();
  return decode(asset, scale, mipmapped(textures)).then(
    (img) => {
      const canvas = texture as Textures.CanvasTexture;
      canvas.context.clearRect(0, 0, canvas.width, canvas.height);
      canvas.context.drawImage(img, 0, 0, canvas.width, canvas.height);
      canvas.refresh();
    },
    () => {
      // the design-size picture stays
    },
  );
}

/** What the background has still to prepare, in order (see prepareFirst). */
let backgroundQueue: ArtAsset[] = [];

/** `list` with the items `first` picks in front, each part in its order. */
export function frontFirst<T>(list: readonly T[], first: (item: T) => boolean): T[] {
  return [...list.filter(first), ...list.filter((item) => !first(item))];
}

/**
 * Moves the pictures `first` picks to the front of what the background has still to
 * prepare: a screen that knows what comes next (the player select: its game's board and
 * the chosen panda) has it ready sooner, should the player go on at once.
 */
export function prepareFirst(first: (key: string) => boolean): void {
  backgroundQueue.splice(0, backgroundQueue.length, ...frontFirst(backgroundQueue, (a) => first(a.key)));
}

/** Resolves after the next frame has been drawn: frames and input go before background work. */
const afterFrame = (): Promise<void> =>
  new Promise((resolve) =>
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(resolve, 0)) : setTimeout(resolve, 16),
  );

/**
 * Prepares `assets` in the background, a few decodes in flight at a time, each next one
 * started after the next frame (frames and input go first); provisional ones are drawn
 * again sharp; `done` after each (a picture drawn again sharp shows at the next frame drawn).
 * Resolves when all exist. (Idle callbacks were tried: under load they wait
 * for their timeout at every step, and the board waited for its art.)
 */
export function prepareInBackground(
  textures: Textures.TextureManager,
  assets: readonly ArtAsset[],
  inFlight = 3,
  done: () => void = () => {},
): Promise<void> {
  const todo = [...assets];
  backgroundQueue = todo;
  const one = (a: ArtAsset): Promise<void> => (coarse.has(a.key) ? sharpen(textures, a) : prepare(textures, a));
  const lane = async (): Promise<void> => {
    for (let a = todo.shift(); a; a = todo.shift()) {
      await afterFrame();
      await one(a);
      done();
    }
  };
  return Promise.all(Array.from({ length: inFlight }, lane)).then(() => undefined);
}
