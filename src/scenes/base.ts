// What every scene shares: layout from the current game size (landscape or portrait),
// a full rebuild on resize, texts refreshed in place on a language change, the language
// and sound toggles, and the modal layer count used by the control registry.
import { Scene } from 'phaser';
import { ART } from '../art/index';
import { currentLang, onLanguageChanged, setLang, t } from '../i18n/index';
import { sound } from '../audio/sound-channel';
import { settings } from '../settings';
import type { ModalToggleHost } from '../ui/modal';
import { Button, Label, type ButtonOptions, type Refreshable } from '../ui/widgets';
import { COLORS, minFontSize, minTouchSize, touchSize } from '../ui/theme';
import { markDirty } from '../ui/render-on-demand';
import { setBackdropDim } from '../ui/backdrop';
import { fitCamera, renderScale } from '../ui/viewport';
import type { LabelBox, WidgetHost } from '../ui/widget-host';
import { waitForArt } from '../ui/art-wait';
import { isSceneArt } from '../art/prepare';
import { drawAfterFirstFrame, firstScreenIncomplete } from '../ui/first-screen-rest';
import { activeSceneKey, setActiveSceneKey } from '../ui/active-scene';
import { startScene, type SceneDataArg, type SceneKey } from './scene-data';

const floors = (): string => `${minFontSize()}/${minTouchSize()}`;
export { activeSceneKey };

export abstract class BaseScene extends Scene implements WidgetHost, ModalToggleHost {
  refreshers: Refreshable[] = [];
  /** Current modal depth: 0 without a dialog. */
  layer = 0;
  private builtW = 0;
  private builtH = 0;
  private builtK = 1;
  /** Font floor and fingertip size built for (src/ui/theme.ts): they follow the page's scale. */
  private builtFloors = '';
  /** Counts the builds, so a part left for later is dropped once its build is replaced. */
  private builds = 0;

  get W(): number {
    return this.scale.width;
  }
  get H(): number {
    return this.scale.height;
  }
  get portrait(): boolean {
    return this.scale.height > this.scale.width;
  }

  /** Builds every object of the scene from the current size and state. */
  protected abstract build(): void;

  /** Called after texts were refreshed for a new language. */
  protected onLanguage(): void {}

  /** Art not prepared yet (a quick player) is waited for here, before create. */
  preload(): void {
    waitForArt(this, (key) => this.needsArt(key));
  }

  /** The art this scene draws (default: every picture a scene may draw, src/art/prepare.ts). */
  protected needsArt(key: string): boolean {
    return isSceneArt(key);
  }

  create(): void {
    setActiveSceneKey(this.scene.key);
    this.refreshers = [];
    this.layer = 0;
    this.doBuild();
    const offLang = onLanguageChanged(() => {
      // drop what was destroyed with a closed dialog
      this.refreshers = this.refreshers.filter((r) => !('scene' in r) || !!(r as { scene?: unknown }).scene);
      for (const r of this.refreshers) r.refresh();
      this.onLanguage();
    });
    const onResize = () => {
      fitCamera(this);
      if (
        this.scale.width !== this.builtW ||
        this.scale.height !== this.builtH ||
        renderScale() !== this.builtK ||
        floors() !== this.builtFloors
      )
        this.rebuild();
    };
    this.scale.on('resize', onResize);
    this.events.once('shutdown', () => {
      offLang();
      this.scale.off('resize', onResize);
      this.teardown();
    });
  }

  /** Releases what outlives the display list (listeners, views); called on shutdown. */
  protected teardown(): void {}

  /** Destroys everything and builds again (a new size). */
  protected rebuild(): void {
    this.beforeRebuild();
    this.tweens.killAll();
    // (removeAll only detaches; destroy each object so its controls and listeners go too)
    for (const o of [...this.children.list]) o.destroy();
    this.refreshers = [];
    this.layer = 0;
    this.doBuild();
  }

  protected beforeRebuild(): void {}

  private doBuild(): void {
    this.builds++;
    markDirty(400);
    this.builtW = this.scale.width;
    this.builtH = this.scale.height;
    this.builtK = renderScale();
    this.builtFloors = floors();
    fitCamera(this);
    this.build();
  }

  /**
   * A part of this build that the player does not need to choose what to do: drawn a frame
   * later when this is the page's first screen (src/ui/first-screen-rest.ts), else now.
   */
  protected drawSoon(part: () => void): void {
    // Every build after the first screen draws its parts at once. (It runs inside create(),
    // where the scene is not yet active: a check of isActive() here once dropped the menu's
    // pictures, pitches and pandas on every return to it.)
    if (!firstScreenIncomplete()) {
      part();
      return;
    }
    const build = this.builds;
    drawAfterFirstFrame(() => {
      // a part of a build that a rebuild replaced, or of a scene that has left, is dropped
      if (build === this.builds && this.sys.isActive()) part();
    });
  }

  /** This scene, as the views and dialogs it composes see it. */
  get stage(): Scene {
    return this;
  }

  btn(opts: ButtonOptions): Button {
    const b = new Button(this, { layer: this.layer, ...opts });
    this.refreshers.push(b);
    return b;
  }

  label(x: number, y: number, fn: () => string, box: LabelBox, color: number = COLORS.ink, extra: Record<string, unknown> = {}): Label {
    const l = new Label(this, x, y, fn, box, color, extra);
    this.refreshers.push(l);
    return l;
  }

  /** The warm backdrop, covering the whole game area. */
  protected background(dim = 0.25): void {
    setBackdropDim(dim);
  }

  /**
   * The bar of a screen that leads back (player select, puzzle picker, progress): the way
   * back at the top left, language and sound (its icon only) at the top right. Returns the
   * width the two toggles take, for a title centred between the ends.
   */
  protected topBar(o: {
    backId: string;
    backKey: string;
    icon: 'back' | 'menu';
    backW: number;
    pad: number;
    barH: number;
    onBack: () => void;
  }): number {
    const { pad, barH } = o;
    const y = pad + barH / 2;
    this.btn({
      id: o.backId,
      x: pad + o.backW / 2,
      y,
      w: o.backW,
      h: barH,
      label: () => t(o.backKey),
      icon: () => ART.icon(o.icon),
      onClick: o.onBack,
    });
    const soundW = touchSize(64);
    const langW = this.portrait ? 140 : 130;
    this.soundButton(this.W - pad - soundW / 2, y, soundW, barH, false);
    this.langButton(this.W - pad - soundW - 12 - langW / 2, y, langW, barH);
    return soundW + 12 + langW;
  }

  /** The language and sound buttons of a dialog's title bar (openModal asks for them). */
  modalToggles(right: number, cy: number, size: number, layer: number): { objects: Button[]; width: number } {
    const langW = Math.round(size * 1.5);
    const gap = 10;
    const sound = this.soundButton(right - size / 2, cy, size, size, false, layer);
    const lang = this.langButton(right - size - gap - langW / 2, cy, langW, size, layer);
    return { objects: [lang, sound], width: langW + gap + size };
  }

  protected langButton(x: number, y: number, w: number, h: number, layer = this.layer): Button {
    // its word names the other language: on the first screen it comes a frame after the icon
    // (in English, "中文" would be the page's first Chinese, and a Chinese font takes tens of
    // ms to set up; src/ui/first-screen-rest.ts)
    const wordLater = firstScreenIncomplete() && w >= h * 1.6;
    const button = this.btn({
      id: 'lang.toggle',
      layer,
      x,
      y,
      w,
      h,
      label: () => (wordLater && firstScreenIncomplete() ? '' : t('common:lang.toggle')),
      icon: () => (w >= h * 1.6 ? ART.icon('lang') : null),
      onClick: () => {
        const next = currentLang() === 'en' ? 'zh' : 'en';
        settings.setLang(next);
        setLang(next);
      },
    });
    if (wordLater) this.drawSoon(() => button.refresh());
    return button;
  }

  protected soundButton(x: number, y: number, w: number, h: number, withLabel = true, layer = this.layer): Button {
    const b: Button = this.btn({
      id: 'sound.toggle',
      layer,
      x,
      y,
      w,
      h,
      label: withLabel ? () => t(settings.muted ? 'common:sound.off' : 'common:sound.on') : undefined,
      hookLabel: () => t(settings.muted ? 'common:sound.off' : 'common:sound.on'),
      icon: () => ART.icon(settings.muted ? 'sound-off' : 'sound-on'),
      silent: true,
      onClick: () => {
        settings.setMuted(!settings.muted);
        sound.setMuted(settings.muted);
        if (!settings.muted) sound.play('click');
        // every sound button of the scene (a dialog's and the one under it) shows the new state
        for (const r of this.refreshers) if (r instanceof Button && r.id === 'sound.toggle') r.refresh();
        b.refresh();
      },
    });
    return b;
  }

  /** Leaves for the scene `key`, handing it its data (src/scenes/scene-data.ts). */
  protected go<K extends SceneKey>(key: K, ...data: SceneDataArg<K>): void {
    startScene(this.scene, key, ...data);
  }
}
