// Little effects that never hold up input: confetti for a win, a few soft stars rising for
// a loss or a draw. Fire and forget: every particle is tweened and destroys itself.
// `animMs` shortens them (reduced motion, fast=1), and reduced motion also thins them out.
import type { GameObjects, Scene } from 'phaser';
import { ART } from '../art/index';
import { animMs, settings, urlParams } from '../settings';
import { applyTint } from '../ui/renderer';

const CONFETTI_COLORS = [0xe8583a, 0xf2b33d, 0x5fb36a, 0x4d8fd6, 0xc46bd6, 0xffffff];

export interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
}

function rand(a: number, b: number): number {
  return a + Math.random() * (b - a);
}

/** Confetti falling over `area` (the whole scene for a win). */
export function confetti(scene: Scene, area: Area, depth = 50): GameObjects.Image[] {
  const key = ART.effect('confetti');
  if (urlParams.fast || !scene.textures.exists(key)) return [];
  const count = settings.reducedMotion ? 24 : 70;
  const out: GameObjects.Image[] = [];
  for (let i = 0; i < count; i++) {
    const size = rand(24, 36);
    const x = rand(area.x, area.x + area.w);
    const p = applyTint(scene.add.image(x, area.y - rand(10, 120), key), CONFETTI_COLORS[i % CONFETTI_COLORS.length])
      .setDisplaySize(size, size * rand(0.5, 1))
      .setAngle(rand(0, 360))
      .setDepth(depth);
    out.push(p);
    scene.tweens.add({
      targets: p,
      y: area.y + area.h + 40,
      x: x + rand(-140, 140),
      angle: p.angle + rand(-540, 540),
      duration: animMs(rand(1900, 3200)),
      delay: animMs(rand(0, 900)),
      ease: 'Sine.easeIn',
      onComplete: () => p.destroy(),
    });
    // a little flutter on the way down
    scene.tweens.add({
      targets: p,
      scaleX: { from: p.scaleX, to: -p.scaleX },
      duration: rand(240, 420),
      yoyo: true,
      repeat: Math.max(0, Math.round(animMs(2800) / 700)),
    });
  }
  return out;
}

/** A gentle rise of a few soft stars around a point (a loss or a draw). */
export function softStars(scene: Scene, cx: number, cy: number, spread: number, tint = 0xfff3c4, depth = 50): GameObjects.Image[] {
  const key = ART.effect('star');
  if (urlParams.fast || !scene.textures.exists(key)) return [];
  const count = settings.reducedMotion ? 4 : 9;
  const out: GameObjects.Image[] = [];
  for (let i = 0; i < count; i++) {
    const size = rand(18, 30);
    const x = cx + rand(-spread, spread);
    const y = cy + rand(-spread * 0.3, spread * 0.5);
    const p = applyTint(scene.add.image(x, y, key), tint)
      .setDisplaySize(size, size)
      .setAlpha(0)
      .setDepth(depth);
    out.push(p);
    scene.tweens.add({
      targets: p,
      y: y - rand(60, 130),
      alpha: { from: 0.95, to: 0 },
      angle: rand(-60, 60),
      duration: animMs(rand(1400, 2200)),
      delay: animMs(i * 140),
      ease: 'Sine.easeOut',
      onComplete: () => p.destroy(),
    });
  }
  return out;
}
