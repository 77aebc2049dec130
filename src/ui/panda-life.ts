// A panda portrait that lives: it blinks every few seconds, nods to a ticking row of
// thought dots while it thinks, and shows a mood for a moment (pleased after a capture,
// dismayed when it loses pieces) over a resting mood. Everything is stepped (texture swaps,
// a pose every 380 ms), never a per-frame tween: the game renders on demand, and on a
// software-rendered browser each drawn frame is dear, so the page stays responsive (and
// the PAPA-thinking frame rate high) while the panda still visibly thinks.
import type { GameObjects, Scene, Time } from 'phaser';
import { ART, type Mood, type PandaFrame, type PandaName } from '../art/index';
import { settings, urlParams } from '../settings';
import { markDirty } from './render-on-demand';

const BLINK_MS = 150;

export class PandaLife {
  private readonly scene: Scene;
  private readonly img: GameObjects.Image;
  private readonly name: PandaName;
  private rest: Mood = 'neutral';
  private flashMood: Mood | null = null;
  private flashUntil = 0;
  private thinking = false;
  private blinking = false;
  private blinkTimer: Time.TimerEvent | null = null;
  private flashTimer: Time.TimerEvent | null = null;
  private sway: Time.TimerEvent | null = null;
  private dots: GameObjects.Arc[] = [];
  private step = 0;
  private readonly homeX: number;
  private readonly homeY: number;
  private dead = false;

  constructor(scene: Scene, img: GameObjects.Image, name: PandaName, rest: Mood = 'neutral') {
    this.scene = scene;
    this.img = img;
    this.name = name;
    this.rest = rest;
    this.homeX = img.x;
    this.homeY = img.y;
    img.once('destroy', () => this.destroy());
    this.scheduleBlink();
    this.paint();
  }

  /** The mood shown now. */
  get mood(): Mood {
    if (this.thinking) return 'thinking';
    if (this.flashMood && performance.now() < this.flashUntil) return this.flashMood;
    return this.rest;
  }

  setRest(mood: Mood): void {
    if (mood === this.rest) return;
    this.rest = mood;
    this.paint();
  }

  /** Shows `mood` for `ms`, then the resting mood again. */
  flash(mood: Mood, ms = 1800): void {
    if (this.dead) return;
    this.flashMood = mood;
    this.flashUntil = performance.now() + ms;
    this.flashTimer?.remove(false);
    this.flashTimer = this.scene.time.delayedCall(ms, () => {
      this.flashMood = null;
      this.paint();
    });
    this.paint();
  }

  /** While thinking the panda wears its thinking face and sways gently. */
  setThinking(on: boolean): void {
    if (this.dead || on === this.thinking) return;
    this.thinking = on;
    if (on) {
      this.flashMood = null;
      if (!urlParams.fast) {
        const w = this.img.displayWidth;
        // the dots tick inside the thinking face's own thought bubble (drawn at about +0.36w, -0.35w)
        const r = Math.max(1.5, w * 0.026);
        for (let i = 0; i < 3; i++) {
          const d = this.scene.add.circle(this.homeX + w * (0.325 + i * 0.06), this.homeY - w * 0.34, r, 0x2b3f66);
          d.setDepth(this.img.depth + 1).setVisible(false);
          this.dots.push(d);
        }
        this.step = 0;
        this.pose();
        this.sway = this.scene.time.addEvent({ delay: 380, loop: true, callback: () => this.pose() });
      }
    } else {
      this.stopSway();
    }
    this.paint();
  }

  /** One step of the thinking loop: dots appear one by one, the head tilts now and then. */
  private pose(): void {
    if (this.dead || !this.img.scene) return;
    const k = this.step++ % 4;
    this.dots.forEach((d, i) => d.setVisible(i < k));
    if (!settings.reducedMotion) {
      const tilt = [0, -2.5, 0, 2.5][k];
      this.img.setAngle(tilt).setY(this.homeY - (k % 2) * 2);
    }
    markDirty(20);
  }

  private stopSway(): void {
    this.sway?.remove(false);
    this.sway = null;
    for (const d of this.dots) d.destroy();
    this.dots = [];
    if (this.img.scene) this.img.setPosition(this.homeX, this.homeY).setAngle(0);
    markDirty(60);
  }

  private frame(): PandaFrame {
    const m = this.mood;
    return this.blinking && m === 'neutral' ? 'blink' : m;
  }

  private paint(): void {
    if (this.dead || !this.img.scene) return;
    const key = ART.panda(this.name, this.frame());
    if (this.img.texture.key !== key && this.scene.textures.exists(key)) {
      const w = this.img.displayWidth;
      const h = this.img.displayHeight;
      this.img.setTexture(key).setDisplaySize(w, h);
      markDirty(80);
    }
  }

  private scheduleBlink(): void {
    if (this.dead || urlParams.fast || urlParams.still) return;
    this.blinkTimer = this.scene.time.delayedCall(2600 + Math.random() * 3200, () => {
      if (this.dead) return;
      this.blinking = true;
      this.paint();
      this.blinkTimer = this.scene.time.delayedCall(BLINK_MS, () => {
        this.blinking = false;
        this.paint();
        this.scheduleBlink();
      });
    });
  }

  destroy(): void {
    if (this.dead) return;
    this.dead = true;
    this.blinkTimer?.remove(false);
    this.flashTimer?.remove(false);
    this.sway?.remove(false);
    this.sway = null;
    for (const d of this.dots) if (d.scene) d.destroy();
    this.dots = [];
  }
}
