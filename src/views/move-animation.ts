// How a played move is animated on a board view, from the engine's MoveEffect and the game
// kit's look: a piece slides (or leaps over its victim), a placement drops in from its tray
// or appears on its square, captured pieces fade, a shot at a distance draws its line of
// fire, converted pieces turn over or change colour. `onImpact` fires when the captures and
// conversions show, so the panel's counters change with the picture, not before it.
import type { GameObjects, Scene } from 'phaser';
import { ART } from '../art/index';
import type { Side } from '../engine/types';
import type { PlayedMove } from '../engine/record';
import type { GameLook } from '../games/kit';
import type { AnyRules } from '../engine/types';
import { sound } from '../audio/sound-channel';
import { animMs, urlParams } from '../settings';
import { applyTint } from '../ui/renderer';

/** Where a piece coming from off the board starts (a reserve tray); null: it appears in place. */
export type TrayLocator = (side: Side) => { x: number; y: number } | null;

/** What the animation needs of the view (board-view.ts implements it). */
export interface AnimationHost {
  readonly scene: Scene;
  readonly rules: AnyRules;
  readonly look: GameLook;
  readonly unit: number;
  readonly pieceSize: number;
  readonly pieces: Map<number, GameObjects.Image>;
  readonly pieceSide: Map<number, Side>;
  readonly layerPieces: GameObjects.Container;
  readonly layerFx: GameObjects.Container;
  readonly destroyed: boolean;
  trayLocator: TrayLocator | null;
  xy(point: number): { x: number; y: number };
  pieceKey(side: Side): string;
  makePiece(point: number, side: Side): GameObjects.Image;
  sync(position: unknown): void;
  clearHint(): void;
  clearMarkers(): void;
  showLastMove(from: number, to: number): void;
  clearLastMove(): void;
  arrow(from: number, to: number, color: number, layer?: GameObjects.Container): GameObjects.Graphics;
  tween(config: Record<string, unknown>): Promise<void>;
  wait(ms: number): Promise<void>;
}

function burst(v: AnimationHost, point: number, key: string, tint: number, count: number): void {
  if (!v.scene.textures.exists(key)) return;
  const c = v.xy(point);
  for (let i = 0; i < count; i++) {
    const a = (Math.PI * 2 * i) / count + Math.random() * 0.5;
    const p = applyTint(v.scene.add.image(c.x, c.y, key), tint).setDisplaySize(v.unit * 0.22, v.unit * 0.22);
    v.layerFx.add(p);
    const d = v.unit * (0.35 + Math.random() * 0.25);
    v.scene.tweens.add({
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

/** Whether a captured point lies on the straight path of the move (a leap's victim). */
function onPath(v: AnimationHost, from: number, to: number, p: number): boolean {
  if (from < 0 || p === to) return true;
  const a = v.xy(from);
  const b = v.xy(to);
  const c = v.xy(p);
  const cross = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
  const dot = (c.x - a.x) * (b.x - a.x) + (c.y - a.y) * (b.y - a.y);
  return Math.abs(cross) < 1e-6 * v.unit * v.unit && dot > 0 && dot < (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
}

export async function animateMove(v: AnimationHost, played: PlayedMove<unknown>, onImpact: () => void = () => {}): Promise<void> {
  const { effect, before, after } = played;
  v.clearHint();
  v.clearMarkers();
  v.sync(before);
  const moverSide = v.rules.sides[v.rules.toMove(before)];
  if (urlParams.fast) {
    // tests: no animation at all, the position is shown at once
    sound.play(effect.captured.length ? 'capture' : effect.from < 0 ? 'place' : 'move');
    v.sync(after);
    onImpact();
    if (effect.to >= 0) v.showLastMove(effect.from, effect.to);
    else v.clearLastMove();
    return;
  }
  if (effect.to < 0) {
    // a pass: nothing moves on the board
    v.clearLastMove();
    await v.wait(animMs(250));
    v.sync(after);
    onImpact();
    return;
  }
  // the pieces to be captured, taken now: a capture by replacement lands on its victim's point
  const victims = new Map<number, GameObjects.Image | undefined>();
  for (const p of effect.captured) {
    victims.set(p, v.pieces.get(p));
    v.pieces.delete(p);
    v.pieceSide.delete(p);
  }
  let piece: GameObjects.Image | undefined;
  const target = v.xy(effect.to);
  if (effect.from >= 0) {
    piece = v.pieces.get(effect.from);
    v.pieces.delete(effect.from);
    v.pieceSide.delete(effect.from);
    if (!piece) piece = v.makePiece(effect.from, moverSide);
    v.layerPieces.bringToTop(piece);
    const start = v.xy(effect.from);
    const dist = Math.hypot(target.x - start.x, target.y - start.y) / v.unit;
    const jump = v.look.captureMotion === 'leap' && effect.captured.length > 0;
    sound.play('move');
    const moving = piece;
    const base = v.pieceSize;
    await v.tween({
      targets: { t: 0 },
      t: 1,
      duration: animMs(Math.min(620, 170 + dist * 95)),
      ease: jump ? 'Sine.easeInOut' : 'Cubic.easeInOut',
      onUpdate: (tw: { getValue(): number }) => {
        const t = tw.getValue();
        const lift = jump ? Math.sin(Math.PI * t) : 0;
        moving.setPosition(start.x + (target.x - start.x) * t, start.y + (target.y - start.y) * t - lift * v.unit * 0.45);
        const sc = 1 + lift * 0.22;
        moving.setDisplaySize(base * sc, base * sc);
      },
    });
    moving.setPosition(target.x, target.y).setDisplaySize(base, base);
  } else {
    // a placement: from its tray, or it appears on its square
    piece = v.makePiece(effect.to, moverSide);
    const tray = v.trayLocator?.(moverSide) ?? null;
    sound.play('place');
    if (tray) {
      piece.setPosition(tray.x, tray.y);
      await v.tween({ targets: piece, x: target.x, y: target.y, duration: animMs(380), ease: 'Cubic.easeOut' });
    } else {
      const base = v.pieceSize;
      piece.setDisplaySize(base * 1.35, base * 1.35).setAlpha(0.2);
      await v.tween({ targets: piece, displayWidth: base, displayHeight: base, alpha: 1, duration: animMs(200), ease: 'Back.easeOut' });
    }
  }
  v.pieces.set(effect.to, piece);
  v.pieceSide.set(effect.to, moverSide);
  v.showLastMove(effect.from, effect.to);

  if (effect.captured.length > 0) {
    sound.play('capture');
    // a shot at a distance: the line of fire from the piece that moved to each victim
    const shots = effect.captured.filter((p) => !onPath(v, effect.from, effect.to, p));
    const lines = shots.map((p) => v.arrow(effect.to, p, 0xffe28a, v.layerFx));
    burst(v, effect.to, ART.effect('spark'), 0xffe28a, 6);
    onImpact();
    await Promise.all(
      effect.captured.map((p) => {
        const img = victims.get(p);
        burst(v, p, ART.effect('dust'), 0xc9a27a, 7);
        if (!img) return Promise.resolve();
        return v
          .tween({
            targets: img,
            alpha: 0,
            scaleX: img.scaleX * 0.4,
            scaleY: img.scaleY * 0.4,
            y: img.y + v.unit * 0.15,
            duration: animMs(shots.length ? 420 : 300),
            ease: 'Cubic.easeIn',
          })
          .then(() => img.destroy());
      }),
    );
    for (const l of lines) l.destroy();
  }

  if (effect.converted.length > 0) {
    if (effect.captured.length === 0) onImpact();
    await Promise.all(effect.converted.map((p, i) => convert(v, p, moverSide, animMs(i * 45))));
  }
  if (effect.captured.length === 0 && effect.converted.length === 0) onImpact();
  if (!v.destroyed) v.sync(after);
}

/** A converted piece: an Othello disc turns over through its drawn frames, other pieces change colour. */
function convert(v: AnimationHost, p: number, side: Side, delay: number): Promise<void> {
  const img = v.pieces.get(p);
  v.pieceSide.set(p, side);
  if (!img) return Promise.resolve();
  const base = v.pieceSize;
  const newKey = v.pieceKey(side);
  if (v.look.conversion === 'turn-over') {
    // squashed, edge-on, squashed, lifting a little
    const oldKey = img.texture.key;
    const frames = v.look.pieces[side] === 'disc-white' ? [...ART.discTurn] : [...ART.discTurn].reverse();
    const keys = [oldKey, ...frames, newKey];
    const haveFrames = frames.every((k) => v.scene.textures.exists(k));
    const c = v.xy(p);
    return v.wait(delay).then(() => {
      sound.play('flip');
      if (!haveFrames) {
        img.setTexture(newKey);
        return v.tween({ targets: img, displayWidth: { from: base * 0.06, to: base }, duration: animMs(180), ease: 'Sine.easeOut' });
      }
      return v
        .tween({
          targets: { t: 0 },
          t: 1,
          duration: animMs(260),
          ease: 'Linear',
          onUpdate: (tw: { getValue(): number }) => {
            const t = tw.getValue();
            const k = keys[Math.min(keys.length - 1, Math.floor(t * keys.length))];
            if (img.texture.key !== k) img.setTexture(k).setDisplaySize(base, base);
            img.setY(c.y - Math.sin(Math.PI * t) * v.unit * 0.12);
          },
        })
        .then(() => {
          img.setTexture(newKey).setDisplaySize(base, base).setY(c.y);
        });
    });
  }
  return v
    .wait(delay)
    .then(() => {
      sound.play('flip');
      burst(v, p, ART.effect('spark'), 0xffe28a, 6);
      return v.tween({ targets: img, displayWidth: base * 1.25, displayHeight: base * 1.25, duration: animMs(140), ease: 'Sine.easeOut' });
    })
    .then(() => {
      img.setTexture(newKey);
      return v.tween({ targets: img, displayWidth: base, displayHeight: base, duration: animMs(160), ease: 'Sine.easeIn' });
    });
}
