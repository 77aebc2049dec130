// The review's evaluation graph: PAPA's value of every position of the game for the first
// player (src/match/grade-client.ts), from a proven loss at the bottom to a proven win at the
// top, drawn as it arrives; the graded moves as marks on it, the position shown as a line.
// A click or tap on it jumps to the nearest position (control `review.graph`).
import type { GameObjects, Scene } from 'phaser';
import type { Grade } from '../ai/grades';
import { t } from '../i18n/index';
import { registerControl } from '../ui/control-registry';
import { markDirty } from '../ui/render-on-demand';
import { COLORS } from '../ui/theme';
import type { Rect } from './board-frame';

/**
 * A grade's colour on the graph and in the list (the sign beside it says the same in text):
 * dark enough to read at 4.5:1 on the list's cells, the gold of the one shown included.
 */
export const GRADE_COLORS: Record<Grade, number> = { '??': 0x8a1810, '?': 0x5c2800, '?!': 0x4a3e00, '!': 0x12502a };

export class EvalGraph {
  private readonly g: GameObjects.Graphics;
  private readonly zone: GameObjects.Zone;

  constructor(
    scene: Scene,
    private readonly r: Rect,
    /** The number of moves: the graph has one point per position, plies + 1. */
    private readonly plies: number,
    pick: (ply: number) => void,
    layer = 0,
  ) {
    this.g = scene.add.graphics();
    this.zone = scene.add.zone(r.x + r.w / 2, r.y + r.h / 2, r.w, r.h).setInteractive({ useHandCursor: true });
    this.zone.on('pointerdown', (p: { worldX: number }) => pick(this.plyAt(p.worldX)));
    registerControl({ id: 'review.graph', scene, target: this.zone, label: () => t('review:graph'), enabled: () => true, layer });
  }

  /** The position nearest to a point across the graph. */
  plyAt(x: number): number {
    if (this.plies === 0) return 0;
    const f = (x - this.r.x) / this.r.w;
    return Math.max(0, Math.min(this.plies, Math.round(f * this.plies)));
  }

  private xOf(ply: number): number {
    return this.r.x + (this.plies === 0 ? 0 : (ply / this.plies) * this.r.w);
  }

  private yOf(value: number): number {
    return this.r.y + this.r.h / 2 - Math.max(-1, Math.min(1, value)) * (this.r.h / 2 - 3);
  }

  draw(evals: readonly (number | null)[], marks: readonly (Grade | null)[], ply: number): void {
    const { g, r } = this;
    g.clear();
    // light above, and the first player's share dark from the bottom up to the line (in most of
    // the games the first player has the dark pieces): the higher the line, the better for them
    g.fillStyle(0xfffaf0, 1).fillRect(r.x, r.y, r.w, r.h);
    g.fillStyle(0x4a3a2c, 1);
    for (const run of knownRuns(evals)) {
      const bottom = r.y + r.h;
      const points = [
        { x: this.xOf(run[0]), y: bottom },
        ...run.map((k) => ({ x: this.xOf(k), y: this.yOf(evals[k] as number) })),
        { x: this.xOf(run[run.length - 1]), y: bottom },
      ];
      // (Phaser reads x and y only; its type asks for Vector2s)
      g.fillPoints(points as unknown as Parameters<GameObjects.Graphics['fillPoints']>[0], true);
    }
    g.lineStyle(1, 0x9c8a74, 1).lineBetween(r.x, r.y + r.h / 2, r.x + r.w, r.y + r.h / 2);
    g.lineStyle(3, COLORS.accent, 1);
    for (let k = 0; k + 1 < evals.length; k++) {
      const a = evals[k];
      const b = evals[k + 1];
      if (a !== null && b !== null) g.lineBetween(this.xOf(k), this.yOf(a), this.xOf(k + 1), this.yOf(b));
    }
    marks.forEach((m, i) => {
      const v = evals[i + 1];
      if (!m || v === null || v === undefined) return;
      g.fillStyle(GRADE_COLORS[m], 1).fillCircle(this.xOf(i + 1), this.yOf(v), m === '??' ? 6 : 5);
      g.lineStyle(2, 0xffffff, 1).strokeCircle(this.xOf(i + 1), this.yOf(v), m === '??' ? 6 : 5);
    });
    // the position shown
    const x = this.xOf(ply);
    g.lineStyle(3, COLORS.gold, 1).lineBetween(x, r.y, x, r.y + r.h);
    g.lineStyle(2, COLORS.panelEdge, 1).strokeRect(r.x, r.y, r.w, r.h);
    markDirty();
  }

  destroy(): void {
    this.zone.destroy();
    this.g.destroy();
  }
}

/** The runs of consecutive positions whose values are known (a run of one position draws nothing). */
function knownRuns(evals: readonly (number | null)[]): number[][] {
  const runs: number[][] = [];
  let run: number[] = [];
  evals.forEach((v, k) => {
    if (v === null) {
      if (run.length > 1) runs.push(run);
      run = [];
    } else run.push(k);
  });
  if (run.length > 1) runs.push(run);
  return runs;
}
