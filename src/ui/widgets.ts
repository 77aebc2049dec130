// The widget kit: buttons (icon and/or label), panels and labels (the modal dialog's frame
// is modal.ts). Every control registers itself for the test hook; every label is a
// function of the current language, refreshed in place when the language changes, and
// shrunk to fit its box.
import { GameObjects, type Scene } from 'phaser';
import { sound } from '../audio/sound-channel';
import { COLORS, minFontSize, textStyle } from './theme';
import { fitText, lineWidth } from './fit';
import { registerControl } from './control-registry';
import { markDirty } from './render-on-demand';

export type ButtonKind = 'primary' | 'normal' | 'ghost' | 'card';

export interface ButtonOptions {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
  label?: () => string;
  /** Texture key of an icon, shown when that texture exists. */
  icon?: () => string | null;
  kind?: ButtonKind;
  fontSize?: number;
  onClick: () => void;
  /** Modal layer (0 for the scene itself). */
  layer?: number;
  /** Name for the test hook and assistive text when the button shows no label. */
  hookLabel?: () => string;
  /** Silent buttons play no click sound (e.g. the ones that play their own). */
  silent?: boolean;
  /** The icon gives way when the label would not fit beside it at the smallest readable size. */
  iconOptional?: boolean;
}

/** Anything with texts to refresh when the language changes. */
export interface Refreshable {
  refresh(): void;
}

const KIND_FILL: Record<ButtonKind, number> = {
  primary: COLORS.accent,
  normal: COLORS.button,
  ghost: COLORS.panelDark,
  card: COLORS.panel,
};

export class Button extends GameObjects.Container implements Refreshable {
  readonly id: string;
  private readonly bg: GameObjects.Rectangle;
  private readonly labelText: GameObjects.Text | null;
  private iconImage: GameObjects.Image | null = null;
  private enabledFlag = true;
  private selectedFlag = false;
  private opts: ButtonOptions;
  readonly bw: number;
  readonly bh: number;

  constructor(scene: Scene, opts: ButtonOptions) {
    super(scene, opts.x, opts.y);
    this.opts = opts;
    this.id = opts.id;
    this.bw = opts.w;
    this.bh = opts.h;
    const kind = opts.kind ?? 'normal';
    const radius = Math.min(opts.h / 2, kind === 'card' ? 18 : 14);
    this.bg = roundedRect(scene, 0, 0, opts.w, opts.h, KIND_FILL[kind], 1, radius);
    this.bg.setStrokeStyle(
      kind === 'ghost' ? 2 : 3,
      kind === 'primary' ? COLORS.accentDark : COLORS.buttonEdge,
      kind === 'ghost' ? 0.6 : 1,
    );
    this.add(this.bg);
    const color = kind === 'primary' || kind === 'ghost' ? 0xffffff : COLORS.ink;
    this.labelText = opts.label
      ? scene.add
          .text(0, 0, '', textStyle(opts.fontSize ?? Math.min(28, opts.h * 0.42), color, { fontStyle: 'bold', align: 'center' }))
          .setOrigin(0.5)
      : null;
    if (this.labelText) this.add(this.labelText);
    this.bg.setInteractive({ useHandCursor: true });
    this.bg.on('pointerover', () => {
      if (!this.enabledFlag) return;
      this.bg.setFillStyle(this.hoverFill());
      markDirty();
    });
    this.bg.on('pointerout', () => this.paint());
    this.bg.on('pointerdown', () => {
      if (!this.enabledFlag) return;
      this.setScale(0.96);
      markDirty();
    });
    this.bg.on('pointerup', () => {
      if (!this.scene) return;
      this.setScale(1);
      if (!this.enabledFlag) return;
      if (!this.opts.silent) sound.play('click');
      this.opts.onClick();
    });
    scene.add.existing(this);
    registerControl({
      id: opts.id,
      scene,
      target: this.bg,
      label: () => (this.labelText ? this.labelText.text.replace(/\n/g, ' ') : (this.opts.hookLabel?.() ?? '')),
      enabled: () => this.enabledFlag,
      selected: () => this.selectedFlag,
      layer: opts.layer ?? 0,
    });
    this.refresh();
  }

  private hoverFill(): number {
    const kind = this.opts.kind ?? 'normal';
    if (kind === 'primary') return 0xd35329;
    if (kind === 'ghost') return 0x5a4330;
    return COLORS.buttonHover;
  }

  private paint(): void {
    if (!this.scene) return;
    markDirty();
    const kind = this.opts.kind ?? 'normal';
    this.bg.setFillStyle(this.selectedFlag ? COLORS.selected : KIND_FILL[kind]);
    this.bg.setStrokeStyle(
      this.selectedFlag ? 4 : kind === 'ghost' ? 2 : 3,
      this.selectedFlag ? COLORS.accentDark : kind === 'primary' ? COLORS.accentDark : COLORS.buttonEdge,
      kind === 'ghost' && !this.selectedFlag ? 0.6 : 1,
    );
    if (this.labelText) {
      const light = (kind === 'primary' || kind === 'ghost') && !this.selectedFlag;
      this.labelText.setColor(light ? '#ffffff' : '#2b1d14');
    }
  }

  /** The font size its label took to fit (px); 0 without a label. */
  get labelSize(): number {
    return this.labelText ? parseFloat(String(this.labelText.style.fontSize)) : 0;
  }

  /** The largest font size its label may take (it still shrinks to fit its box). */
  setLabelMaxSize(size: number): this {
    this.opts = { ...this.opts, fontSize: size };
    this.refresh();
    return this;
  }

  /** Re-reads label and icon (language or state changed) and fits them in the box. */
  refresh(): void {
    if (!this.scene) return; // destroyed with its dialog
    const { w, h } = this.opts;
    const pad = Math.min(14, h * 0.22);
    const iconKey = this.opts.icon?.() ?? null;
    const iconSize = Math.min(h * 0.62, 44);
    const label = this.opts.label?.() ?? '';
    const roomBeside = w - pad * 2 - iconSize - 6;
    const size = this.opts.fontSize ?? Math.min(28, h * 0.42);
    // the label's width at the size it is drawn at first, scaled to the sizes asked about: a
    // width follows the size, and each size measured is a font the browser sets up anew
    const first = Math.round(size);
    const widthAt = (px: number): number => (label === '' ? 0 : (lineWidth(label, first, true) * px) / first);
    const crowded = !!this.opts.iconOptional && label !== '' && widthAt(minFontSize()) + 6 > roomBeside;
    const hasIcon = !!iconKey && this.scene.textures.exists(iconKey) && !crowded;
    if (hasIcon) {
      if (!this.iconImage) {
        this.iconImage = this.scene.add.image(0, 0, iconKey as string);
        this.add(this.iconImage);
      } else this.iconImage.setTexture(iconKey as string);
      this.iconImage.setDisplaySize(iconSize, iconSize);
    } else if (this.iconImage) {
      this.iconImage.destroy();
      this.iconImage = null;
    }
    if (this.labelText) {
      const textW = w - pad * 2 - (hasIcon ? iconSize + 6 : 0);
      // one line when it fits a shade smaller than asked ("Daily puzzle" on a phone); else
      // two lines only where two lines fit at the smallest size this screen allows
      const oneLineMin = Math.max(minFontSize(), Math.round(size * 0.8));
      const oneLine = !label.includes('\n') && widthAt(oneLineMin) + 4 <= textW;
      fitText(
        this.labelText,
        label,
        textW,
        h - 4,
        oneLine ? { size, min: oneLineMin } : { size, min: 10, wrap: h - 4 >= 2 * (minFontSize() * 1.25 + 6) },
      );
      if (hasIcon && label) {
        const total = iconSize + 6 + this.labelText.width;
        this.iconImage?.setPosition(-total / 2 + iconSize / 2, 0);
        this.labelText.setPosition(-total / 2 + iconSize + 6 + this.labelText.width / 2, 0);
      } else this.labelText.setPosition(0, 0);
    }
    if (this.iconImage && !label) this.iconImage.setPosition(0, 0);
    this.paint();
  }

  setEnabled(on: boolean): this {
    if (on !== this.enabledFlag) markDirty();
    this.enabledFlag = on;
    this.setAlpha(on ? 1 : 0.45);
    if (!on) this.setScale(1);
    return this;
  }

  get enabled(): boolean {
    return this.enabledFlag;
  }

  setSelected(on: boolean): this {
    this.selectedFlag = on;
    this.paint();
    return this;
  }
}

/**
 * A rounded rectangle centred on (cx, cy) whose sides are never below zero: Canvas's arcTo
 * throws on the negative radius Phaser derives from a negative side, and a throw in a draw
 * stops the game's loop (a layout squeezed by a tiny frame must not do that).
 */
export function roundedRect(
  scene: Scene,
  cx: number,
  cy: number,
  w: number,
  h: number,
  fill: number,
  alpha: number,
  radius: number,
): GameObjects.Rectangle {
  const sw = Math.max(0, w) || 0;
  const sh = Math.max(0, h) || 0;
  return scene.add.rectangle(cx, cy, sw, sh, fill, alpha).setRounded(Math.max(0, Math.min(radius, sw / 2, sh / 2)));
}

/** A rounded panel. */
export function panel(
  scene: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  fill: number = COLORS.panel,
  alpha = 1,
): GameObjects.Rectangle {
  const r = roundedRect(scene, x + w / 2, y + h / 2, w, h, fill, alpha, 22);
  r.setStrokeStyle(3, COLORS.panelEdge, 1);
  return r;
}

/**
 * A dark, soft plate behind texts that sit on the painted backdrop, so they read at 4.5:1
 * whatever part of the picture lies behind them. It follows the texts' size (call refresh
 * after they change; it is a Refreshable for that).
 */
export function backdropPlate(scene: Scene, texts: () => GameObjects.Text[], margin = 12): GameObjects.Rectangle & Refreshable {
  const plate = scene.add.rectangle(0, 0, 10, 10, COLORS.panelDark, 0.72).setDepth(-1) as GameObjects.Rectangle & Refreshable;
  plate.refresh = () => {
    if (!plate.scene) return;
    const shown = texts().filter((t) => t.visible && t.text.trim() !== '');
    if (shown.length === 0) return void plate.setVisible(false);
    const b = shown.map((t) => t.getBounds());
    const x0 = Math.min(...b.map((r) => r.x)) - margin;
    const y0 = Math.min(...b.map((r) => r.y)) - margin / 2;
    const x1 = Math.max(...b.map((r) => r.x + r.width)) + margin;
    const y1 = Math.max(...b.map((r) => r.y + r.height)) + margin / 2;
    plate
      .setVisible(true)
      .setPosition((x0 + x1) / 2, (y0 + y1) / 2)
      .setSize(Math.max(0, x1 - x0), Math.max(0, y1 - y0));
    plate.setRounded(Math.max(0, Math.min(18, (y1 - y0) / 2, (x1 - x0) / 2)));
    markDirty();
  };
  return plate;
}

/** A label bound to the current language, fitted in its box. */
export class Label extends GameObjects.Text implements Refreshable {
  private textFn: () => string;
  private box: { w: number; h: number; size: number; min: number; wrap: boolean };

  constructor(
    scene: Scene,
    x: number,
    y: number,
    textFn: () => string,
    box: { w: number; h: number; size: number; min?: number; wrap?: boolean },
    color: number = COLORS.ink,
    extra: Record<string, unknown> = {},
  ) {
    super(scene, x, y, '', textStyle(box.size, color, extra) as never);
    this.textFn = textFn;
    this.box = { min: Math.min(box.size, 12), wrap: false, ...box };
    scene.add.existing(this);
    this.refresh();
  }

  setTextFn(fn: () => string): this {
    this.textFn = fn;
    this.refresh();
    return this;
  }

  setBox(w: number, h: number): this {
    this.box.w = w;
    this.box.h = h;
    this.refresh();
    return this;
  }

  /** The largest font size it may take (it still shrinks to fit its box). */
  setMaxSize(size: number): this {
    this.box.size = size;
    this.refresh();
    return this;
  }

  /** The font size it took to fit (px). */
  get fittedSize(): number {
    return parseFloat(String(this.style.fontSize));
  }

  refresh(): void {
    if (!this.scene) return; // destroyed (a closed dialog's title)
    fitText(this, this.textFn(), this.box.w, this.box.h, { size: this.box.size, min: this.box.min, wrap: this.box.wrap });
  }
}

/**
 * Buttons side by side whose words read as one row: each label in the size of the one that
 * had to shrink most ("Settings" beside "Rules"), at most `max`. Refresh it after the
 * buttons themselves (a language change).
 */
export function sameLabelSize(buttons: Button[], max: number): Refreshable {
  const refresh = (): void => {
    for (const b of buttons) b.setLabelMaxSize(max);
    const size = Math.min(...buttons.map((b) => b.labelSize));
    for (const b of buttons) b.setLabelMaxSize(size);
  };
  refresh();
  return { refresh };
}
