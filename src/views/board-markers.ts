// The markers on a board: the selected piece and where it may go (captures apart), the
// placements, the last move, the hint and its arrow. Each kind has its own shape
// (marker-art.ts, docs/colour.md); what is shown is remembered, so a change of theme draws
// it again in the new one.
import type { GameObjects, Scene } from 'phaser';
import { markDirty } from '../ui/render-on-demand';
import { renderScale } from '../ui/viewport';
import { settings, urlParams } from '../settings';
import type { BoardFrame } from './board-frame';
import { MARKER_SPAN, markerInk, markerTexture, type Ground, type MarkerKind } from './marker-art';

export interface MarkerLayers {
  /** Under the pieces. */
  readonly under: GameObjects.Container;
  /** Over the pieces. */
  readonly over: GameObjects.Container;
}

export class BoardMarkers {
  private selection: GameObjects.GameObject[] = [];
  private last: GameObjects.GameObject[] = [];
  private hint: GameObjects.GameObject[] = [];
  /** Points lit as places to go or to place (the test hook reads them). */
  litPoints: number[] = [];
  /** The points marked as the last move's (for the test hook). */
  lastMovePoints: number[] = [];
  /** The hint on the board: its ringed points and whether an arrow joins them (for the test hook). */
  hinted: { points: number[]; arrow: boolean } | null = null;
  /** What is shown, to draw it again in another theme. */
  private shown: {
    selection: Parameters<BoardMarkers['showSelection']> | null;
    last: [number, number] | null;
    hint: [number, number] | null;
  } = { selection: null, last: null, hint: null };

  constructor(
    private readonly scene: Scene,
    private readonly frame: BoardFrame,
    private readonly layers: MarkerLayers,
    /** Whether a piece stands on a point (a destination holding one is a capture). */
    private readonly occupied: (point: number) => boolean,
  ) {}

  get ground(): Ground {
    return this.frame.geometry.style === 'cells' ? 'felt' : 'wood';
  }

  private marker(point: number, kind: MarkerKind, layer: GameObjects.Container): GameObjects.Image {
    const c = this.frame.xy(point);
    const u = this.frame.unit;
    const cells = this.frame.geometry.style === 'cells';
    const key = markerTexture(this.scene, kind, this.ground, cells, settings.highContrast, u * renderScale());
    const img = this.scene.add.image(c.x, c.y, key).setDisplaySize(u * MARKER_SPAN, u * MARKER_SPAN);
    layer.add(img);
    return img;
  }

  clearSelection(): void {
    markDirty();
    for (const m of this.selection) m.destroy();
    this.selection = [];
    this.litPoints = [];
    this.shown.selection = null;
  }

  /**
   * A selected piece and where it may go: a destination that captures (`captures`, or one
   * holding a piece) shows as a target, the others as dots; placements as dots.
   */
  showSelection(
    selected: number | null,
    targets: readonly number[],
    placements: readonly number[] = [],
    captures: readonly number[] = [],
  ): void {
    this.clearSelection();
    this.shown.selection = [selected, targets, placements, captures];
    this.litPoints = [...targets, ...placements];
    const { under, over } = this.layers;
    if (selected !== null) this.selection.push(this.marker(selected, 'selected', over));
    for (const t of targets) {
      const takes = captures.includes(t) || this.occupied(t);
      this.selection.push(this.marker(t, takes ? 'capture' : 'legal', takes ? over : under));
    }
    for (const t of placements) this.selection.push(this.marker(t, 'legal', under));
  }

  showLastMove(from: number, to: number): void {
    this.clearLastMove();
    this.shown.last = [from, to];
    // over the pieces: an Othello disc fills its square and would hide the frame
    if (from >= 0) this.last.push(this.marker(from, 'last-from', this.layers.over));
    if (to >= 0) this.last.push(this.marker(to, 'last-move', this.layers.over));
    this.lastMovePoints = [from, to].filter((p) => p >= 0);
  }

  clearLastMove(): void {
    markDirty();
    for (const m of this.last) m.destroy();
    this.last = [];
    this.lastMovePoints = [];
    this.shown.last = null;
  }

  /** A hint: dashed rings with a star on the suggested move's points and an arrow from piece to destination. */
  showHint(from: number, to: number): void {
    this.clearHint();
    this.shown.hint = [from, to];
    for (const p of [from, to]) {
      if (p < 0) continue;
      const m = this.marker(p, 'hint', this.layers.over);
      // it breathes a little (never with still=1, docs/testing.md, nor in high contrast, where it stays at full strength)
      if (!urlParams.still && !settings.highContrast)
        this.scene.tweens.add({ targets: m, alpha: 0.6, duration: 600, yoyo: true, repeat: -1 });
      this.hint.push(m);
    }
    if (from >= 0 && to >= 0) this.hint.push(this.arrow(from, to, markerInk('hint', this.ground)));
    this.hinted = { points: [from, to].filter((p) => p >= 0), arrow: from >= 0 && to >= 0 };
  }

  clearHint(): void {
    markDirty();
    for (const m of this.hint) {
      this.scene.tweens.killTweensOf(m);
      m.destroy();
    }
    this.hint = [];
    this.hinted = null;
    this.shown.hint = null;
  }

  /** Draws what is shown again (the theme changed). */
  redraw(): void {
    const { selection, last, hint } = this.shown;
    if (selection) this.showSelection(...selection);
    if (last) this.showLastMove(...last);
    if (hint) this.showHint(...hint);
  }

  destroy(): void {
    this.clearHint();
    this.clearSelection();
    this.clearLastMove();
  }

  /** A straight arrow between two points (a hint, a cannon's line of fire), edged so it reads on any ground. */
  arrow(from: number, to: number, color: number, layer: GameObjects.Container = this.layers.over): GameObjects.Graphics {
    const a = this.frame.xy(from);
    const b = this.frame.xy(to);
    const u = this.frame.unit;
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const ux = (b.x - a.x) / len;
    const uy = (b.y - a.y) / len;
    const inset = u * 0.3;
    const sx = a.x + ux * inset;
    const sy = a.y + uy * inset;
    const ex = b.x - ux * inset;
    const ey = b.y - uy * inset;
    const head = u * 0.22;
    const width = Math.max(3, u * (settings.highContrast ? 0.1 : 0.08));
    const gfx = this.scene.add.graphics();
    const edge = this.ground === 'wood' ? 0xfff6e0 : 0x0b2414;
    const tri = (grow: number) =>
      [
        ex + ux * grow,
        ey + uy * grow,
        ex - ux * head - uy * (head * 0.6 + grow),
        ey - uy * head + ux * (head * 0.6 + grow),
        ex - ux * head + uy * (head * 0.6 + grow),
        ey - uy * head - ux * (head * 0.6 + grow),
      ] as const;
    const shaftEnd = [ex - ux * head * 0.6, ey - uy * head * 0.6] as const;
    gfx.lineStyle(width + 3, edge, 0.9).lineBetween(sx, sy, ...shaftEnd);
    gfx.fillStyle(edge, 0.9).fillTriangle(...tri(2));
    gfx.lineStyle(width, color, 1).lineBetween(sx, sy, ...shaftEnd);
    gfx.fillStyle(color, 1).fillTriangle(...tri(0));
    layer.add(gfx);
    markDirty();
    return gfx;
  }
}
