// "Best was …" on the board: an arrow from the piece PAPA would have moved to where it
// would have gone, or a ring where he would have placed one (a placement has no origin).
import type { GameObjects, Scene } from 'phaser';
import { markDirty } from '../ui/render-on-demand';
import type { BoardView } from './board-view';

/** Blue: it shows on the wooden boards and on Othello's green one alike. */
const ARROW = 0x1565c0;

export class BestArrow {
  private readonly g: GameObjects.Graphics;

  constructor(scene: Scene) {
    this.g = scene.add.graphics().setDepth(5);
  }

  /** Shows the move from `from` (-1 for a placement) to `to` on `view`; null hides it. */
  show(view: BoardView, move: { from: number; to: number } | null): void {
    const g = this.g;
    g.clear();
    markDirty();
    if (!move || move.to < 0) return;
    const u = view.unit;
    const b = view.xy(move.to);
    if (move.from < 0 || move.from === move.to) {
      g.lineStyle(Math.max(4, u * 0.1), ARROW, 0.9).strokeCircle(b.x, b.y, u * 0.38);
      return;
    }
    const a = view.xy(move.from);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len < 1) return;
    const ux = (b.x - a.x) / len;
    const uy = (b.y - a.y) / len;
    const head = Math.min(len * 0.45, u * 0.42);
    const width = Math.max(5, u * 0.14);
    // the shaft stops where the head begins, so the two do not overlap in the translucent colour
    const sx = a.x + ux * u * 0.18;
    const sy = a.y + uy * u * 0.18;
    const ex = b.x - ux * head;
    const ey = b.y - uy * head;
    g.lineStyle(width, ARROW, 0.85).lineBetween(sx, sy, ex, ey);
    const nx = -uy * head * 0.6;
    const ny = ux * head * 0.6;
    g.fillStyle(ARROW, 0.85).fillTriangle(b.x, b.y, ex + nx, ey + ny, ex - nx, ey - ny);
  }

  destroy(): void {
    this.g.destroy();
  }
}
