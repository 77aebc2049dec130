// The high-contrast theme's pieces (docs/colour.md): each piece's picture with a ring round
// its rim, white round the dark pieces and black round the light ones, so a piece stands out
// from the board's lines and its neighbours by its edge, not by its colour alone. Made from
// the piece's own texture on first use.
import type { Scene } from 'phaser';
import type { PieceLook } from '../art/index';

/** Pieces whose outline is white (the dark ones); every other piece gets a black one. */
const DARK: readonly PieceLook[] = ['stone-dark', 'disc-black'];

/** The piece art's canvas (96 design px), its centre and rim (src/art/pieces.ts). */
const CANVAS = 96;
const CX = 48;
const CY = 46;
const RIM = 38;

/** Texture key of `key` (a piece of `look`) with its outline; the plain key until that texture exists. */
export function outlinedPiece(scene: Scene, key: string, look: PieceLook): string {
  const out = `${key}#outline`;
  if (scene.textures.exists(out)) return out;
  if (!scene.textures.exists(key)) return key;
  const source = scene.textures.get(key).getSourceImage() as CanvasImageSource & { width: number; height: number };
  const tex = scene.textures.createCanvas(out, source.width, source.height);
  if (!tex) return key;
  const ctx = tex.getContext();
  ctx.drawImage(source, 0, 0);
  const sx = source.width / CANVAS;
  const sy = source.height / CANVAS;
  const width = 3.2;
  ctx.beginPath();
  ctx.ellipse(CX * sx, CY * sy, (RIM + width / 2 - 0.6) * sx, (RIM + width / 2 - 0.6) * sy, 0, 0, Math.PI * 2);
  ctx.lineWidth = width * sx;
  ctx.strokeStyle = DARK.includes(look) ? '#ffffff' : '#000000';
  ctx.stroke();
  tex.refresh();
  return out;
}
