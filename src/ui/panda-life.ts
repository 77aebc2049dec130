// A panda portrait that lives: it blinks every few seconds, sways while it thinks, and
// shows a mood for a moment (pleased after a capture, dismayed when it loses pieces) over
// a resting mood. Only texture swaps and one small tween while thinking, so a page that
// renders on demand stays still (and cheap) while nothing happens.
import type { GameObjects, Scene, Time, Tweens } from 'phaser';
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
  private sway: Tweens.Tween | null = null;
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
        const amp = settings.reducedMotion ? 1.5 : 4;
        this.sway = this.scene.tweens.add({
          targets: this.img,
          y: this.homeY - amp,
          angle: settings.reducedMotion ? 0 : 3,
          duration: 520,
          ease: 'Sine.easeInOut',
          yoyo: true,
          repeat: -1,
        });
      }
    } else {
      this.stopSway();
    }
    this.paint();
  }

  private stopSway(): void {
    if (this.sway) {
      this.sway.stop();
      this.sway = null;
    }
    if (this.img.scene) this.img.setPosition(this.homeX, this.homeY).setAngle(0);
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
    if (this.dead || urlParams.fast) return;
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
    this.sway?.stop();
    this.sway = null;
  }
}
