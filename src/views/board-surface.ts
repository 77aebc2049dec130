// Draws a board's surface once: green squares for a cells board, wood with lines and
// point dots for a points board, the game's decorations (the tiger's mountain) and the
// coordinates. Knows no rules and no game: the geometry and the kit's look say it all.
// The high-contrast theme (docs/colour.md) draws plain light wood, black lines twice as
// thick and the coordinates in black or white.
import type { GameObjects, Scene } from 'phaser';
import { ART } from '../art/index';
import type { BoardDecoration } from '../games/kit';
import { settings } from '../settings';
import { COLORS, minFontSize, textStyle } from '../ui/theme';
import type { BoardFrame } from './board-frame';

/** The high-contrast theme's wood: plain and lighter than the grain, under black lines. */
const HIGH_WOOD = 0xf4ddb0;

export function drawBoardSurface(
  scene: Scene,
  root: GameObjects.Container,
  frame: BoardFrame,
  decorations: readonly BoardDecoration[],
): void {
  const { x, y, w, h } = frame.bounds;
  const u = frame.unit;
  const g = frame.geometry;
  const high = settings.highContrast;
  const gfx = scene.add.graphics();
  root.add(gfx);
  if (g.style === 'cells') {
    gfx.fillStyle(0x1b120c, 0.35).fillRoundedRect(x + 4, y + 6, w, h, Math.min(18, u * 0.3));
    gfx.fillStyle(0x5b3a22, 1).fillRoundedRect(x, y, w, h, Math.min(18, u * 0.3));
    const gx = frame.ox - u / 2;
    const gy = frame.oy - u / 2;
    gfx.fillStyle(COLORS.othelloGreen, 1).fillRect(gx, gy, g.files * u, g.ranks * u);
    for (let r = 0; r < g.ranks; r++) {
      for (let f = 0; f < g.files; f++) {
        if ((r + f) % 2 === 1) gfx.fillStyle(COLORS.othelloGreenDark, 0.18).fillRect(gx + f * u, gy + r * u, u, u);
      }
    }
    gfx.lineStyle(high ? Math.max(2, u * 0.045) : Math.max(1, u * 0.025), high ? 0x000000 : 0x0e3a20, high ? 1 : 0.9);
    for (let i = 0; i <= g.files; i++) gfx.lineBetween(gx + i * u, gy, gx + i * u, gy + g.ranks * u);
    for (let i = 0; i <= g.ranks; i++) gfx.lineBetween(gx, gy + i * u, gx + g.files * u, gy + i * u);
    // the four star points of an 8x8 board
    if (g.files === 8) {
      gfx.fillStyle(high ? 0x000000 : 0x0e3a20, 1);
      for (const [f, r] of [
        [2, 2],
        [6, 2],
        [2, 6],
        [6, 6],
      ])
        gfx.fillCircle(gx + f * u, gy + r * u, Math.max(2, u * (high ? 0.08 : 0.06)));
    }
  } else {
    gfx.fillStyle(0x1b120c, 0.35).fillRoundedRect(x + 4, y + 6, w, h, Math.min(22, u * 0.3));
    if (high) {
      gfx.fillStyle(HIGH_WOOD, 1).fillRoundedRect(x, y, w, h, Math.min(22, u * 0.3));
      gfx.lineStyle(4, 0x000000, 1).strokeRoundedRect(x, y, w, h, Math.min(22, u * 0.3));
    } else if (scene.textures.exists(ART.boardSurface)) {
      root.add(scene.add.image(x + w / 2, y + h / 2, ART.boardSurface).setDisplaySize(w, h));
      gfx.lineStyle(3, COLORS.boardLine, 0.5).strokeRoundedRect(x, y, w, h, Math.min(22, u * 0.3));
    } else {
      gfx.fillStyle(COLORS.boardWood, 1).fillRoundedRect(x, y, w, h, Math.min(22, u * 0.3));
    }
    const lines = scene.add.graphics();
    root.add(lines);
    for (const d of decorations) drawDecoration(lines, frame, d);
    const lw = high ? Math.max(3, u * 0.08) : Math.max(1.5, u * 0.045);
    const ink = high ? 0x000000 : COLORS.boardLine;
    lines.lineStyle(lw, ink, high ? 1 : 0.95);
    for (const [a, b] of g.links) {
      const pa = frame.xy(a);
      const pb = frame.xy(b);
      lines.lineBetween(pa.x, pa.y, pb.x, pb.y);
    }
    lines.fillStyle(ink, 1);
    for (const p of g.points) {
      const c = frame.xy(p.index);
      lines.fillCircle(c.x, c.y, Math.max(2.5, u * (high ? 0.1 : 0.075)));
    }
  }
  if (frame.labels) drawCoordinates(scene, root, frame);
}

/** A hill: a soft mound behind the peak, the two shoulders and the foot (the tiger's mountain). */
function drawDecoration(gfx: GameObjects.Graphics, frame: BoardFrame, d: BoardDecoration): void {
  const g = frame.geometry;
  const u = frame.unit;
  const [peak, left, right, foot] = d.points.map((name) => frame.xy(g.indexOf(name)));
  gfx.fillStyle(0x6d8f4e, 0.35);
  gfx.fillTriangle(peak.x, peak.y - u * 0.35, left.x - u * 0.45, foot.y, right.x + u * 0.45, foot.y);
  gfx.fillStyle(0x4f6e38, 0.25);
  gfx.fillTriangle(peak.x, peak.y - u * 0.1, left.x - u * 0.1, left.y + u * 0.35, right.x + u * 0.1, right.y + u * 0.35);
}

function drawCoordinates(scene: Scene, root: GameObjects.Container, frame: BoardFrame): void {
  const g = frame.geometry;
  const u = frame.unit;
  // never under 12 CSS px; colours that read at 4.5:1 on the green cloth and on the wood
  const size = Math.max(minFontSize(), Math.min(20, u * 0.24));
  const cells = g.style === 'cells';
  const color = settings.highContrast ? (cells ? 0xffffff : 0x000000) : cells ? 0xfff6e6 : 0x3a2410;
  const offset = cells ? u * 0.5 + (frame.oy - u / 2 - frame.bounds.y) / 2 : u * 0.55;
  const bottom = Math.max(...g.points.map((p) => p.rank));
  const style = textStyle(size, color, { fontStyle: 'bold' });
  for (let f = 0; f < g.files; f++) {
    root.add(
      scene.add.text(frame.ox + f * u, frame.oy + bottom * u + offset + (cells ? 0 : 2), String.fromCharCode(97 + f), style).setOrigin(0.5),
    );
  }
  for (let r = 0; r < g.ranks; r++) {
    if (!g.points.some((p) => p.rank === r && p.file === 0) && !cells) {
      // ranks that do not reach file a (the mountain): label beside their leftmost point
      const first = g.points.find((p) => p.rank === r);
      if (!first) continue;
      const c = frame.xy(first.index);
      root.add(scene.add.text(c.x - u * 0.55, c.y, String(r + 1), style).setOrigin(0.5));
      continue;
    }
    root.add(scene.add.text(frame.ox - offset, frame.oy + r * u, String(r + 1), style).setOrigin(0.5));
  }
}
