// Which renderer draws the game, and tinting that works under both.
//
// WebGL is the fast path on a real GPU. Where WebGL would run on a software rasteriser
// (SwiftShader, llvmpipe: virtual machines, old or blocklisted GPUs, headless CI) the
// software compositor has to read every WebGL frame back, and Canvas 2D is much faster
// (measured in headless Chromium while a move animates and PAPA thinks: 23 fps with
// WebGL, 50 fps with Canvas). Which of the two a device has is learned after the first
// screen of the first visit and remembered (renderer-memory.ts); until then, Canvas.
// `?renderer=webgl|canvas` overrides the choice (for comparisons and the bench).
import { CANVAS, Game, WEBGL, type GameObjects, type Scene, type Types } from 'phaser';
import { forgetVerdict, rememberedVerdict } from './renderer-memory';

function chooseRenderer(): number {
  const forced = new URLSearchParams(location.search).get('renderer');
  if (forced === 'canvas') return CANVAS;
  if (forced === 'webgl') return WEBGL;
  return rememberedVerdict() === 'webgl' ? WEBGL : CANVAS;
}

/**
 * The game on the chosen renderer. WebGL remembered from an earlier visit may fail today (a
 * lost GPU, a driver newly blocklisted without a browser update): Phaser then throws as the
 * game boots (the page is parsed, so that is here), and the game starts on Canvas instead,
 * the memory forgotten so the device is asked again.
 */
export function startGame(config: Omit<Types.Core.GameConfig, 'type'>): Game {
  const type = chooseRenderer();
  try {
    return new Game({ ...config, type });
  } catch (error) {
    if (type !== WEBGL) throw error;
    forgetVerdict();
    return new Game({ ...config, type: CANVAS });
  }
}

/**
 * Tints an image by multiplying its colours, as WebGL's tint does. The Canvas renderer
 * ignores `setTint`, so there the image gets a tinted copy of its texture (made once per
 * texture and colour).
 */
export function applyTint<T extends GameObjects.Image>(image: T, color: number): T {
  const scene = image.scene;
  if (scene.game.config.renderType !== CANVAS) return image.setTint(color);
  return image.setTexture(tintedCopy(scene, image.texture.key, color));
}

function tintedCopy(scene: Scene, key: string, color: number): string {
  const copyKey = `${key}#${color.toString(16).padStart(6, '0')}`;
  if (scene.textures.exists(copyKey)) return copyKey;
  const source = scene.textures.get(key).getSourceImage() as CanvasImageSource & { width: number; height: number };
  const texture = scene.textures.createCanvas(copyKey, source.width, source.height);
  if (!texture) return key;
  const ctx = texture.getContext();
  ctx.drawImage(source, 0, 0);
  ctx.globalCompositeOperation = 'multiply';
  ctx.fillStyle = `#${color.toString(16).padStart(6, '0')}`;
  ctx.fillRect(0, 0, source.width, source.height);
  // multiply filled the transparent parts too: keep only the source's shape
  ctx.globalCompositeOperation = 'destination-in';
  ctx.drawImage(source, 0, 0);
  texture.refresh();
  return copyKey;
}
