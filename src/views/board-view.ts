// The one board view for all five games, fed by the engine's geometry: squares (Othello)
// or points joined by lines (Pairing, Cannon, Alquerque, the tiger board with its
// mountain). It knows no rules: it draws a position, shows markers it is told to show,
// reports clicked points and animates a move from the engine's MoveEffect.
import { GameObjects, type Scene } from 'phaser';
import { ART } from '../art/index';
import type { BoardPoint, Geometry } from '../engine/geometry';
import type { AnyRules, GameId, Side } from '../engine/types';
import type { PlayedMove } from '../engine/record';
import { sound } from '../game/sound';
import { animMs, urlParams } from '../settings';
import { markDirty } from '../ui/render-on-demand';
import { applyTint } from '../ui/renderer';
import { COLORS, minFontSize, textStyle } from '../ui/theme';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where a piece coming from off the board starts (a reserve tray); null: it drops in place. */
export type TrayLocator = (side: Side) => { x: number; y: number } | null;

/** Vertical centre of a piece inside its 96 px art canvas (the shadow sits below). */
const PIECE_CY = 46 / 96;

export class BoardView {
  readonly scene: Scene;
  readonly game: GameId;
  readonly geometry: Geometry;
  private readonly rules: AnyRules;
  readonly root: GameObjects.Container;
  private readonly layerUnder: GameObjects.Container;
  private readonly layerPieces: GameObjects.Container;
  private readonly layerOver: GameObjects.Container;
  private readonly layerFx: GameObjects.Container;
  /** Grid unit in game pixels (distance between neighbouring points / square size). */
  readonly unit: number;
  private readonly ox: number;
  private readonly oy: number;
  /** The board's outer rectangle. */
  readonly bounds: Rect;
  private pieces = new Map<number, GameObjects.Image>();
  private pieceSide = new Map<number, Side>();
  private markers: GameObjects.GameObject[] = [];
  private lastMarkers: GameObjects.GameObject[] = [];
  private hintMarkers: GameObjects.GameObject[] = [];
  private byCoord = new Map<string, BoardPoint>();
  private pending: (() => void)[] = [];
  private destroyed = false;
  onPointClick: ((point: number) => void) | null = null;
  trayLocator: TrayLocator | null = null;

  /** Width over height of the board drawn for these rules (with or without coordinates). */
  static aspect(rules: AnyRules, labels = true): number {
    const g = rules.geometry;
    const cells = g.style === 'cells';
    const margin = cells ? (labels ? 0.55 : 0.2) : labels ? 0.85 : 0.6;
    return ((cells ? g.files : g.files - 1) + margin * 2) / ((cells ? g.ranks : g.ranks - 1) + margin * 2);
  }

  constructor(scene: Scene, rules: AnyRules, area: Rect, opts: { interactive?: boolean; labels?: boolean } = {}) {
    this.scene = scene;
    this.rules = rules;
    this.game = rules.id;
    this.geometry = rules.geometry;
    const g = this.geometry;
    for (const p of g.points) this.byCoord.set(`${p.file},${p.rank}`, p);
    const labels = opts.labels ?? true;
    const cells = g.style === 'cells';
    // Size in units: squares span files x ranks; points span (files-1) x (ranks-1) plus a margin.
    const margin = cells ? (labels ? 0.55 : 0.2) : labels ? 0.85 : 0.6;
    const spanW = (cells ? g.files : g.files - 1) + margin * 2;
    const spanH = (cells ? g.ranks : g.ranks - 1) + margin * 2;
    this.unit = Math.min(area.w / spanW, area.h / spanH);
    const boardW = spanW * this.unit;
    const boardH = spanH * this.unit;
    const bx = area.x + (area.w - boardW) / 2;
    const by = area.y + (area.h - boardH) / 2;
    this.bounds = { x: bx, y: by, w: boardW, h: boardH };
    this.ox = bx + margin * this.unit + (cells ? this.unit / 2 : 0);
    this.oy = by + margin * this.unit + (cells ? this.unit / 2 : 0);

    this.root = scene.add.container(0, 0);
    this.drawSurface(labels);
    this.layerUnder = scene.add.container(0, 0);
    this.layerPieces = scene.add.container(0, 0);
    this.layerOver = scene.add.container(0, 0);
    this.layerFx = scene.add.container(0, 0);
    this.root.add([this.layerUnder, this.layerPieces, this.layerOver, this.layerFx]);

    if (opts.interactive ?? true) {
      const zone = scene.add.zone(bx + boardW / 2, by + boardH / 2, boardW, boardH).setInteractive({ useHandCursor: true });
      zone.on('pointerup', (pointer: { worldX: number; worldY: number }) => {
        const p = this.pointNear(pointer.worldX, pointer.worldY);
        if (p !== null) this.onPointClick?.(p);
      });
      this.root.add(zone);
    }
  }

  // ---- geometry ------------------------------------------------------------------------

  /** Centre of a point in game coordinates. */
  xy(point: number): { x: number; y: number } {
    const p = this.geometry.points[point];
    return { x: this.ox + p.file * this.unit, y: this.oy + p.rank * this.unit };
  }

  private pointNear(x: number, y: number): number | null {
    const f = Math.round((x - this.ox) / this.unit);
    const r = Math.round((y - this.oy) / this.unit);
    const p = this.byCoord.get(`${f},${r}`);
    if (!p) return null;
    const c = this.xy(p.index);
    const limit = this.geometry.style === 'cells' ? 0.5 : 0.48;
    if (Math.abs(c.x - x) > this.unit * limit || Math.abs(c.y - y) > this.unit * limit) return null;
    return p.index;
  }

  get pieceSize(): number {
    return this.unit * (this.geometry.style === 'cells' ? 0.98 : 0.92) * (96 / 80);
  }

  // ---- drawing -------------------------------------------------------------------------

  private drawSurface(labels: boolean): void {
    const s = this.scene;
    const { x, y, w, h } = this.bounds;
    const u = this.unit;
    const g = this.geometry;
    const gfx = s.add.graphics();
    this.root.add(gfx);
    if (g.style === 'cells') {
      gfx.fillStyle(0x1b120c, 0.35).fillRoundedRect(x + 4, y + 6, w, h, Math.min(18, u * 0.3));
      gfx.fillStyle(0x5b3a22, 1).fillRoundedRect(x, y, w, h, Math.min(18, u * 0.3));
      const gx = this.ox - u / 2;
      const gy = this.oy - u / 2;
      gfx.fillStyle(COLORS.othelloGreen, 1).fillRect(gx, gy, g.files * u, g.ranks * u);
      for (let r = 0; r < g.ranks; r++) {
        for (let f = 0; f < g.files; f++) {
          if ((r + f) % 2 === 1) gfx.fillStyle(COLORS.othelloGreenDark, 0.18).fillRect(gx + f * u, gy + r * u, u, u);
        }
      }
      gfx.lineStyle(Math.max(1, u * 0.025), 0x0e3a20, 0.9);
      for (let i = 0; i <= g.files; i++) gfx.lineBetween(gx + i * u, gy, gx + i * u, gy + g.ranks * u);
      for (let i = 0; i <= g.ranks; i++) gfx.lineBetween(gx, gy + i * u, gx + g.files * u, gy + i * u);
      // the four star points of an 8x8 board
      if (g.files === 8) {
        gfx.fillStyle(0x0e3a20, 1);
        for (const [f, r] of [[2, 2], [6, 2], [2, 6], [6, 6]]) gfx.fillCircle(gx + f * u, gy + r * u, Math.max(2, u * 0.06));
      }
    } else {
      gfx.fillStyle(0x1b120c, 0.35).fillRoundedRect(x + 4, y + 6, w, h, Math.min(22, u * 0.3));
      if (s.textures.exists(ART.boardSurface)) {
        const img = s.add.image(x + w / 2, y + h / 2, ART.boardSurface).setDisplaySize(w, h);
        this.root.add(img);
        gfx.lineStyle(3, COLORS.boardLine, 0.5).strokeRoundedRect(x, y, w, h, Math.min(22, u * 0.3));
      } else {
        gfx.fillStyle(COLORS.boardWood, 1).fillRoundedRect(x, y, w, h, Math.min(22, u * 0.3));
      }
      const lines = s.add.graphics();
      this.root.add(lines);
      if (this.game === 'tiger') {
        // the mountain: a soft hill behind the diamond
        const peak = this.xy(g.indexOf('c1'));
        const left = this.xy(g.indexOf('b2'));
        const right = this.xy(g.indexOf('d2'));
        const foot = this.xy(g.indexOf('c3'));
        lines.fillStyle(0x6d8f4e, 0.35);
        lines.fillTriangle(peak.x, peak.y - u * 0.35, left.x - u * 0.45, foot.y, right.x + u * 0.45, foot.y);
        lines.fillStyle(0x4f6e38, 0.25);
        lines.fillTriangle(peak.x, peak.y - u * 0.1, left.x - u * 0.1, left.y + u * 0.35, right.x + u * 0.1, right.y + u * 0.35);
      }
      const lw = Math.max(1.5, u * 0.045);
      lines.lineStyle(lw, COLORS.boardLine, 0.95);
      for (const [a, b] of g.links) {
        const pa = this.xy(a);
        const pb = this.xy(b);
        lines.lineBetween(pa.x, pa.y, pb.x, pb.y);
      }
      lines.fillStyle(COLORS.boardLine, 1);
      for (const p of g.points) {
        const c = this.xy(p.index);
        lines.fillCircle(c.x, c.y, Math.max(2.5, u * 0.075));
      }
    }
    if (labels) this.drawCoordinates();
  }

  private drawCoordinates(): void {
    const g = this.geometry;
    const u = this.unit;
    // never under 12 CSS px; colours that read at 4.5:1 on the green cloth and on the wood
    const size = Math.max(minFontSize(), Math.min(20, u * 0.24));
    const cells = g.style === 'cells';
    const color = cells ? 0xfff6e6 : 0x3a2410;
    const offset = cells ? u * 0.5 + (this.oy - u / 2 - this.bounds.y) / 2 : u * 0.55;
    const bottom = Math.max(...g.points.map((p) => p.rank));
    for (let f = 0; f < g.files; f++) {
      const t = this.scene.add
        .text(this.ox + f * u, this.oy + bottom * u + offset + (cells ? 0 : 2), String.fromCharCode(97 + f), textStyle(size, color, { fontStyle: 'bold' }))
        .setOrigin(0.5);
      this.root.add(t);
    }
    for (let r = 0; r < g.ranks; r++) {
      if (!g.points.some((p) => p.rank === r && p.file === 0) && !cells) {
        // mountain ranks: label beside their leftmost point
        const first = g.points.find((p) => p.rank === r);
        if (!first) continue;
        const c = this.xy(first.index);
        const t = this.scene.add.text(c.x - u * 0.55, c.y, String(r + 1), textStyle(size, color, { fontStyle: 'bold' })).setOrigin(0.5);
        this.root.add(t);
        continue;
      }
      const t = this.scene.add
        .text(this.ox - offset, this.oy + r * u, String(r + 1), textStyle(size, color, { fontStyle: 'bold' }))
        .setOrigin(0.5);
      this.root.add(t);
    }
  }

  private makePiece(point: number, side: Side): GameObjects.Image {
    const c = this.xy(point);
    const img = this.scene.add.image(c.x, c.y, ART.piece(this.game, side)).setOrigin(0.5, PIECE_CY);
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
        have.setPosition(c.x, c.y).setAlpha(1).setDisplaySize(this.pieceSize, this.pieceSize).setTexture(ART.piece(this.game, side));
        continue;
      }
      have?.destroy();
      this.pieces.set(p.index, this.makePiece(p.index, side));
      this.pieceSide.set(p.index, side);
    }
  }

  // ---- markers -------------------------------------------------------------------------

  private marker(point: number, name: 'legal' | 'last-move' | 'selected' | 'capture', layer: GameObjects.Container, scale = 1): GameObjects.Image {
    const c = this.xy(point);
    const size = this.unit * (this.geometry.style === 'cells' ? 1 : 0.95) * scale;
    const img = this.scene.add.image(c.x, c.y, ART.marker(name)).setDisplaySize(size, size);
    layer.add(img);
    return img;
  }

  clearMarkers(): void {
    markDirty();
    for (const m of this.markers) m.destroy();
    this.markers = [];
  }

  /** A selected piece and where it may go (destinations holding a piece show as captures). */
  showSelection(selected: number | null, targets: number[], placements: number[] = []): void {
    this.clearMarkers();
    if (selected !== null) this.markers.push(this.marker(selected, 'selected', this.layerOver, 1.05));
    for (const t of targets) {
      const occupied = this.pieces.has(t);
      this.markers.push(this.marker(t, occupied ? 'capture' : 'legal', occupied ? this.layerOver : this.layerUnder, occupied ? 1 : 0.8));
    }
    for (const t of placements) {
      const m = this.marker(t, 'legal', this.layerUnder, this.geometry.style === 'cells' ? 0.8 : 0.6);
      m.setAlpha(0.75);
      this.markers.push(m);
    }
  }

  showLastMove(from: number, to: number): void {
    markDirty();
    for (const m of this.lastMarkers) m.destroy();
    this.lastMarkers = [];
    for (const p of [from, to]) if (p >= 0) this.lastMarkers.push(this.marker(p, 'last-move', this.layerUnder, 1.02));
    if (from >= 0) (this.lastMarkers[0] as GameObjects.Image).setAlpha(0.5);
  }

  clearLastMove(): void {
    markDirty();
    for (const m of this.lastMarkers) m.destroy();
    this.lastMarkers = [];
  }

  /** A hint: pulsing markers on the suggested move's points. */
  showHint(from: number, to: number): void {
    this.clearHint();
    for (const p of [from, to]) {
      if (p < 0) continue;
      const m = this.marker(p, 'selected', this.layerOver, 1.1);
      applyTint(m, 0x9fe3ff);
      this.scene.tweens.add({ targets: m, alpha: 0.35, duration: 500, yoyo: true, repeat: -1 });
      this.hintMarkers.push(m);
    }
  }

  clearHint(): void {
    markDirty();
    for (const m of this.hintMarkers) {
      this.scene.tweens.killTweensOf(m);
      m.destroy();
    }
    this.hintMarkers = [];
  }

  // ---- animation -----------------------------------------------------------------------

  private tween(config: Record<string, unknown>): Promise<void> {
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
      this.scene.tweens.add({ ...config, onComplete: finish, onStop: finish } as never);
    });
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.destroyed || ms <= 0) return resolve();
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        this.pending = this.pending.filter((f) => f !== finish);
        resolve();
      };
      this.pending.push(finish);
      this.scene.time.delayedCall(ms, finish);
    });
  }

  private burst(point: number, key: string, tint: number, count: number): void {
    if (!this.scene.textures.exists(key)) return;
    const c = this.xy(point);
    for (let i = 0; i < count; i++) {
      const a = (Math.PI * 2 * i) / count + Math.random() * 0.5;
      const p = applyTint(this.scene.add.image(c.x, c.y, key), tint).setDisplaySize(this.unit * 0.22, this.unit * 0.22);
      this.layerFx.add(p);
      const d = this.unit * (0.35 + Math.random() * 0.25);
      this.scene.tweens.add({
        targets: p,
        x: c.x + Math.cos(a) * d,
        y: c.y + Math.sin(a) * d,
        alpha: 0,
        duration: animMs(420),
        ease: 'Cubic.easeOut',
        onComplete: () => p.destroy(),
      });
    }
  }

  /** Animates a played move from its `before` position to `after`; resolves when done. */
  async animate(played: PlayedMove<unknown>): Promise<void> {
    const { effect, before, after } = played;
    this.clearHint();
    this.clearMarkers();
    this.sync(before);
    const moverSide = this.rules.sides[this.rules.toMove(before)];
    if (urlParams.fast) {
      // tests: no animation at all, the position is shown at once
      sound.play(effect.captured.length ? 'capture' : effect.from < 0 ? 'place' : 'move');
      this.sync(after);
      if (effect.to >= 0) this.showLastMove(effect.from, effect.to);
      else this.clearLastMove();
      return;
    }
    if (effect.to < 0) {
      // a pass: nothing moves on the board
      this.clearLastMove();
      await this.wait(animMs(250));
      this.sync(after);
      return;
    }
    // the pieces to be captured, taken now: a capture by replacement lands on its victim's point
    const victims = new Map<number, GameObjects.Image | undefined>();
    for (const p of effect.captured) {
      victims.set(p, this.pieces.get(p));
      this.pieces.delete(p);
      this.pieceSide.delete(p);
    }
    let piece: GameObjects.Image | undefined;
    const target = this.xy(effect.to);
    if (effect.from >= 0) {
      piece = this.pieces.get(effect.from);
      this.pieces.delete(effect.from);
      this.pieceSide.delete(effect.from);
      if (!piece) piece = this.makePiece(effect.from, moverSide);
      this.layerPieces.bringToTop(piece);
      const start = this.xy(effect.from);
      const dist = Math.hypot(target.x - start.x, target.y - start.y) / this.unit;
      const jump = this.game === 'tiger' && effect.captured.length > 0;
      sound.play('move');
      const moving = piece;
      const base = this.pieceSize;
      await this.tween({
        targets: { t: 0 },
        t: 1,
        duration: animMs(Math.min(620, 170 + dist * 95)),
        ease: jump ? 'Sine.easeInOut' : 'Cubic.easeInOut',
        onUpdate: (tw: { getValue(): number }) => {
          const t = tw.getValue();
          const lift = jump ? Math.sin(Math.PI * t) : 0;
          moving.setPosition(start.x + (target.x - start.x) * t, start.y + (target.y - start.y) * t - lift * this.unit * 0.45);
          const sc = 1 + lift * 0.22;
          moving.setDisplaySize(base * sc, base * sc);
        },
      });
      moving.setPosition(target.x, target.y).setDisplaySize(base, base);
    } else {
      // a placement: from its tray, or dropped in place
      piece = this.makePiece(effect.to, moverSide);
      const tray = this.trayLocator?.(moverSide) ?? null;
      sound.play('place');
      if (tray) {
        piece.setPosition(tray.x, tray.y);
        await this.tween({ targets: piece, x: target.x, y: target.y, duration: animMs(380), ease: 'Cubic.easeOut' });
      } else {
        const base = this.pieceSize;
        piece.setDisplaySize(base * 1.35, base * 1.35).setAlpha(0.2);
        await this.tween({ targets: piece, displayWidth: base, displayHeight: base, alpha: 1, duration: animMs(200), ease: 'Back.easeOut' });
      }
    }
    this.pieces.set(effect.to, piece);
    this.pieceSide.set(effect.to, moverSide);
    this.showLastMove(effect.from, effect.to);

    // captured pieces leave
    if (effect.captured.length > 0) {
      sound.play('capture');
      // the capturing piece lands with a little flash
      this.burst(effect.to, ART.effect('spark'), 0xffe28a, 6);
      const gone = effect.captured.map((p) => {
        const img = victims.get(p);
        this.burst(p, ART.effect('dust'), 0xc9a27a, 7);
        return img;
      });
      await Promise.all(
        gone.map((img) =>
          img
            ? this.tween({ targets: img, alpha: 0, scaleX: img.scaleX * 0.4, scaleY: img.scaleY * 0.4, y: img.y + this.unit * 0.15, duration: animMs(300), ease: 'Cubic.easeIn' }).then(() => img.destroy())
            : Promise.resolve(),
        ),
      );
    }

    // converted pieces: Othello discs flip, Alquerque pieces change colour
    if (effect.converted.length > 0) {
      const newKey = ART.piece(this.game, moverSide);
      const flips = effect.converted.map((p, i) => {
        const img = this.pieces.get(p);
        this.pieceSide.set(p, moverSide);
        if (!img) return Promise.resolve();
        const base = this.pieceSize;
        const delay = animMs(i * 45);
        if (this.game === 'othello') {
          // the disc turns over through its drawn frames (squashed, edge-on, squashed), lifting a little
          const oldKey = img.texture.key;
          const frames = newKey === 'piece-disc-white' ? [...ART.othelloFlip] : [...ART.othelloFlip].reverse();
          const keys = [oldKey, ...frames, newKey];
          const haveFrames = frames.every((k) => this.scene.textures.exists(k));
          const c = this.xy(p);
          return this.wait(delay).then(() => {
            sound.play('flip');
            if (!haveFrames) {
              img.setTexture(newKey);
              return this.tween({ targets: img, displayWidth: { from: base * 0.06, to: base }, duration: animMs(180), ease: 'Sine.easeOut' });
            }
            return this.tween({
              targets: { t: 0 },
              t: 1,
              duration: animMs(260),
              ease: 'Linear',
              onUpdate: (tw: { getValue(): number }) => {
                const t = tw.getValue();
                const k = keys[Math.min(keys.length - 1, Math.floor(t * keys.length))];
                if (img.texture.key !== k) img.setTexture(k).setDisplaySize(base, base);
                img.setY(c.y - Math.sin(Math.PI * t) * this.unit * 0.12);
              },
            }).then(() => {
              img.setTexture(newKey).setDisplaySize(base, base).setY(c.y);
            });
          });
        }
        return this.wait(delay)
          .then(() => {
            sound.play('flip');
            this.burst(p, ART.effect('spark'), 0xffe28a, 6);
            return this.tween({ targets: img, displayWidth: base * 1.25, displayHeight: base * 1.25, duration: animMs(140), ease: 'Sine.easeOut' });
          })
          .then(() => {
            img.setTexture(newKey);
            return this.tween({ targets: img, displayWidth: base, displayHeight: base, duration: animMs(160), ease: 'Sine.easeIn' });
          });
      });
      await Promise.all(flips);
    }
    if (!this.destroyed) this.sync(after);
  }

  /** Ends every running animation at once (their promises resolve). */
  finishAnimations(): void {
    for (const f of [...this.pending]) f();
    this.pending = [];
  }

  destroy(): void {
    this.destroyed = true;
    this.finishAnimations();
    this.clearHint();
    this.root.destroy();
  }
}
