// The one board view for all five games, fed by the engine's geometry and the game kit's
// look: squares (Othello) or points joined by lines. It knows no rules: it draws a
// position, shows the markers it is told to show, reports clicked points and animates a
// move from the engine's MoveEffect (move-animation.ts). See docs/architecture.md.
import { GameObjects, type Scene } from 'phaser';
import { ART, type PieceLook } from '../art/index';
import type { Geometry } from '../engine/geometry';
import type { AnyRules, Side } from '../engine/types';
import type { PlayedMove } from '../engine/record';
import type { GameLook } from '../games/kit';
import { kitOf, type GameId } from '../games/registry';
import { markDirty } from '../ui/render-on-demand';
import { settings } from '../settings';
import { takesInput } from '../ui/input-live';
import { textStyle } from '../ui/theme';
import { BoardFrame, type Rect } from './board-frame';
import { drawBoardSurface } from './board-surface';
import { BoardMarkers } from './board-markers';
import { outlinedPiece } from './piece-outline';
import { animateMove, type AnimationHost, type TrayLocator } from './move-animation';

export type { TrayLocator };

export type { Rect };

/** Vertical centre of a piece inside its 96 px art canvas (the shadow sits below). */
const PIECE_CY = 46 / 96;

export class BoardView implements AnimationHost {
  readonly scene: Scene;
  readonly game: GameId;
  readonly geometry: Geometry;
  readonly look: GameLook;
  readonly rules: AnyRules;
  readonly frame: BoardFrame;
  readonly root: GameObjects.Container;
  readonly layerUnder: GameObjects.Container;
  readonly layerPieces: GameObjects.Container;
  readonly layerOver: GameObjects.Container;
  readonly layerFx: GameObjects.Container;
  readonly pieces = new Map<number, GameObjects.Image>();
  readonly pieceSide = new Map<number, Side>();
  private readonly markers: BoardMarkers;
  /** The board's surface (drawn again when the theme's contrast changes). */
  private readonly surface: GameObjects.Container;
  private readonly offContrast: () => void;
  private ghost: GameObjects.GameObject[] = [];
  private pending: (() => void)[] = [];
  destroyed = false;
  onPointClick: ((point: number) => void) | null = null;
  /** The zone that takes the board's clicks (none on a picture-only board). */
  private clickZone: GameObjects.Zone | null = null;
  /** The pointer moved onto a point (or off every point: null). */
  onPointHover: ((point: number | null) => void) | null = null;
  trayLocator: TrayLocator | null = null;

  /** Width over height of the board drawn for these rules (with or without coordinates). */
  static aspect(rules: AnyRules, labels = true): number {
    return BoardFrame.aspect(rules.geometry, labels);
  }

  constructor(scene: Scene, rules: AnyRules, area: Rect, opts: { interactive?: boolean; labels?: boolean } = {}) {
    this.scene = scene;
    this.rules = rules;
    this.game = rules.id as GameId;
    this.look = kitOf(this.game).look;
    this.geometry = rules.geometry;
    this.frame = new BoardFrame(rules.geometry, area, opts.labels ?? true);
    this.root = scene.add.container(0, 0);
    this.surface = scene.add.container(0, 0);
    this.root.add(this.surface);
    drawBoardSurface(scene, this.surface, this.frame, this.look.decorations);
    this.layerUnder = scene.add.container(0, 0);
    this.layerPieces = scene.add.container(0, 0);
    this.layerOver = scene.add.container(0, 0);
    this.layerFx = scene.add.container(0, 0);
    this.root.add([this.layerUnder, this.layerPieces, this.layerOver, this.layerFx]);
    this.markers = new BoardMarkers(scene, this.frame, { under: this.layerUnder, over: this.layerOver }, (p) => this.pieces.has(p));
    this.offContrast = settings.onContrastChanged(() => this.restyle());
    // the menu's and the puzzles' pictures are never destroyed by hand: they go with their screen
    scene.events.once('shutdown', this.offContrast);

    if (opts.interactive ?? true) {
      const { x, y, w, h } = this.frame.bounds;
      const zone = scene.add.zone(x + w / 2, y + h / 2, w, h).setInteractive();
      this.clickZone = zone;
      zone.on('pointerup', (pointer: { worldX: number; worldY: number }) => {
        const p = this.frame.pointNear(pointer.worldX, pointer.worldY);
        if (p !== null) this.onPointClick?.(p);
      });
      zone.on('pointermove', (pointer: { worldX: number; worldY: number }) =>
        this.onPointHover?.(this.frame.pointNear(pointer.worldX, pointer.worldY)),
      );
      zone.on('pointerout', () => this.onPointHover?.(null));
      this.root.add(zone);
    }
  }

  /** False in the frame the board was made: a click then would miss it (src/ui/input-live.ts). */
  takesClicks(): boolean {
    return this.clickZone === null || takesInput(this.clickZone);
  }

  get unit(): number {
    return this.frame.unit;
  }
  get bounds(): Rect {
    return this.frame.bounds;
  }
  get pieceSize(): number {
    return this.frame.pieceSize;
  }
  /** Centre of a point in game coordinates. */
  xy(point: number): { x: number; y: number } {
    return this.frame.xy(point);
  }

  /** A hand cursor over the board, or the default one (only where a move can start). */
  setPointer(hand: boolean): void {
    const canvas = this.scene.game.canvas;
    if (canvas) canvas.style.cursor = hand ? 'pointer' : '';
  }

  // ---- pieces --------------------------------------------------------------------------

  /** The side's piece: outlined in the high-contrast theme (piece-outline.ts). */
  pieceKey(side: Side): string {
    const look = this.pieceLook(side);
    return settings.highContrast ? outlinedPiece(this.scene, ART.piece(look), look) : ART.piece(look);
  }

  private pieceLook(side: Side): PieceLook {
    const look = this.look.pieces[side];
    if (!look) throw new Error(`${this.game} has no pieces of side ${side}`);
    return look;
  }

  makePiece(point: number, side: Side): GameObjects.Image {
    const c = this.xy(point);
    const img = this.scene.add.image(c.x, c.y, this.pieceKey(side)).setOrigin(0.5, PIECE_CY);
    img.setDisplaySize(this.pieceSize, this.pieceSize);
    this.layerPieces.add(img);
    return img;
  }

  /** Shows `position` exactly (no animation). */
  sync(position: unknown): void {
    markDirty();
    for (const p of this.geometry.points) {
      const side = this.rules.pieceAt(position, p.index);
      const have = this.pieces.get(p.index);
      if (side === null) {
        if (have) {
          have.destroy();
          this.pieces.delete(p.index);
          this.pieceSide.delete(p.index);
        }
        continue;
      }
      if (have && this.pieceSide.get(p.index) === side) {
        const c = this.xy(p.index);
        this.scene.tweens.killTweensOf(have);
        have.setPosition(c.x, c.y).setAlpha(1).setDisplaySize(this.pieceSize, this.pieceSize).setTexture(this.pieceKey(side));
        continue;
      }
      have?.destroy();
      this.pieces.set(p.index, this.makePiece(p.index, side));
      this.pieceSide.set(p.index, side);
    }
  }

  // ---- markers (board-markers.ts) ------------------------------------------------------

  get litPoints(): number[] {
    return this.markers.litPoints;
  }
  get lastMovePoints(): number[] {
    return this.markers.lastMovePoints;
  }
  /** The hint on the board: its ringed points and whether an arrow joins them (for the test hook). */
  get hinted(): { points: number[]; arrow: boolean } | null {
    return this.markers.hinted;
  }

  clearMarkers(): void {
    this.markers.clearSelection();
  }

  /** A selected piece and where it may go (`captures` and destinations holding a piece show as targets); placements as dots. */
  showSelection(
    selected: number | null,
    targets: readonly number[],
    placements: readonly number[] = [],
    captures: readonly number[] = [],
  ): void {
    this.markers.showSelection(selected, targets, placements, captures);
  }

  showLastMove(from: number, to: number): void {
    this.markers.showLastMove(from, to);
  }

  clearLastMove(): void {
    this.markers.clearLastMove();
  }

  /** A hint: dashed rings with a star on the suggested move's points and an arrow from piece to destination. */
  showHint(from: number, to: number): void {
    this.markers.showHint(from, to);
  }

  clearHint(): void {
    this.markers.clearHint();
  }

  /** A straight arrow between two points (a hint, a cannon's line of fire). */
  arrow(from: number, to: number, color: number, layer: GameObjects.Container = this.layerOver): GameObjects.Graphics {
    return this.markers.arrow(from, to, color, layer);
  }

  /** A translucent piece of `side` on `point` (where a placement would go), and how many pieces it would turn. */
  showGhost(point: number, side: Side, turns: number): void {
    this.clearGhost();
    const c = this.xy(point);
    const img = this.scene.add.image(c.x, c.y, ART.pieceGhost(this.pieceLook(side))).setOrigin(0.5, PIECE_CY);
    img.setDisplaySize(this.pieceSize, this.pieceSize);
    this.layerOver.add(img);
    this.ghost.push(img);
    if (turns > 0) {
      const size = Math.max(14, this.unit * 0.3);
      const badge = this.scene.add
        .text(
          c.x + this.unit * 0.3,
          c.y - this.unit * 0.32,
          `+${turns}`,
          textStyle(size, 0xfff6d8, { fontStyle: 'bold', stroke: '#3a2414', strokeThickness: Math.max(3, size * 0.22) }),
        )
        .setOrigin(0.5);
      this.layerFx.add(badge);
      this.ghost.push(badge);
    }
    markDirty();
  }

  clearGhost(): void {
    if (this.ghost.length === 0) return;
    for (const g of this.ghost) g.destroy();
    this.ghost = [];
    markDirty();
  }

  /** A piece shakes its head: this cannot be done (seen with the sound off too). */
  shake(point: number): void {
    const img = this.pieces.get(point);
    if (!img) return;
    const x = this.xy(point).x;
    const d = this.unit * 0.07;
    this.scene.tweens.killTweensOf(img);
    this.scene.tweens.add({
      targets: img,
      x: { from: x - d, to: x + d },
      duration: 45,
      yoyo: true,
      repeat: 2,
      onComplete: () => img.setX(x),
    });
    markDirty(400);
  }

  /** The theme's contrast changed: the surface, the pieces and the markers are drawn again in it. */
  private restyle(): void {
    // a board whose scene has gone without destroying it (a screen left) only stops listening
    if (this.destroyed || !this.root.scene) {
      this.offContrast();
      return;
    }
    this.surface.removeAll(true);
    drawBoardSurface(this.scene, this.surface, this.frame, this.look.decorations);
    for (const [p, img] of this.pieces) {
      const side = this.pieceSide.get(p);
      if (side !== undefined && !this.scene.tweens.isTweening(img)) img.setTexture(this.pieceKey(side));
    }
    this.markers.redraw();
    markDirty();
  }

  // ---- animation -----------------------------------------------------------------------

  /** A tween whose promise resolves when it ends, or at once when animations are finished early. */
  tween(config: Record<string, unknown>): Promise<void> {
    return this.track((finish) => this.scene.tweens.add({ ...config, onComplete: finish, onStop: finish } as never));
  }

  wait(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return this.track((finish) => this.scene.time.delayedCall(ms, finish));
  }

  private track(start: (finish: () => void) => void): Promise<void> {
    return new Promise((resolve) => {
      if (this.destroyed) return resolve();
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        this.pending = this.pending.filter((f) => f !== finish);
        resolve();
      };
      this.pending.push(finish);
      start(finish);
    });
  }

  /** Animates a played move from its `before` position to `after`; resolves when done. */
  animate(played: PlayedMove<unknown>, onImpact?: () => void): Promise<void> {
    return animateMove(this, played, onImpact);
  }

  /** Ends every running animation at once (their promises resolve). */
  finishAnimations(): void {
    for (const f of [...this.pending]) f();
    this.pending = [];
  }

  destroy(): void {
    this.destroyed = true;
    this.offContrast();
    this.setPointer(false);
    this.finishAnimations();
    this.markers.destroy();
    this.clearGhost();
    this.root.destroy();
  }
}
