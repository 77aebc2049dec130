// The achievement toast: a small plate that slides in at the top, badge and a line of text,
// for a few seconds, over whatever scene is showing. It runs as its own scene above the
// others, takes no input, sits where it covers no button (src/ui/toast-spot.ts; it moves
// when the scene under it changes), and never shows while the opponent moves: what the records
// announce waits in their queue (src/progress/tracker.ts) until it is the player's turn or
// the game is over, and no dialog is open (docs/architecture.md, "Progress and achievements").
// It shows the calm notices of the layers that draw nothing too (src/match/notices.ts).
import { Scene, type GameObjects } from 'phaser';
import { badgeKey } from '../art/badges';
import { currentMatch } from '../match/session';
import { onLanguageChanged, t } from '../i18n/index';
import { achievementById, achievementParams } from '../progress/achievements';
import { mayAnnounce, progressTracker, type Announcement } from '../progress/tracker';
import { prepareBadges } from '../ui/badge-textures';
import { COLORS, minFontSize } from '../ui/theme';
import { Label, roundedRect } from '../ui/widgets';
import { fitCamera } from '../ui/viewport';
import { markDirty } from '../ui/render-on-demand';
import { animMs } from '../settings';
import { activeSceneKey } from './base';
import { liveControls } from '../ui/control-registry';
import { setToastPlate, toastFreeAreas, toastPlace, welcomePlace } from '../ui/toast-spot';
import { dialogOpen, dialogPanels } from '../ui/modal';
import { hasNotice, takeNotice } from '../match/notices';

/** How long a toast stays in full view (ms). */
const HOLD_MS = 3600;
/** The narrowest plate (design px): its badge and a short line beside it. */
const MIN_W = 420;

const mayShow = (): boolean => mayAnnounce(activeSceneKey(), currentMatch(), dialogOpen());

export class ToastScene extends Scene {
  private showing = false;
  /** What the toast shows now. */
  private current: Announcement | null = null;
  /** Counts the layouts, so a toast laid out again leaves the older one's timers idle. */
  private token = 0;
  private root: GameObjects.Container | null = null;
  private texts: Label[] = [];
  /** The plate's size, while one shows (it moves out of the way of new controls). */
  private plateSize: { w: number; h: number } | null = null;
  /** Fading out: it stays where it is. */
  private leaving = false;
  private nextCheck = 0;

  constructor() {
    super({ key: 'toast', active: true });
  }

  create(): void {
    fitCamera(this);
    this.scale.on('resize', () => {
      fitCamera(this);
      // laid out again for the new size, in full view for its whole time again
      const again = this.current;
      this.root?.destroy();
      this.root = null;
      if (again) void this.show(again);
    });
    const off = onLanguageChanged(() => {
      for (const l of this.texts) l.refresh();
    });
    this.events.once('shutdown', off);
  }

  update(time: number): void {
    const root = this.root;
    setToastPlate(root && this.plateSize && root.alpha > 0.01 ? { x: root.x, y: root.y, ...this.plateSize } : null);
    if (this.showing) {
      if (time >= this.nextCheck) this.keepClear();
      return;
    }
    if ((!progressTracker().hasAnnouncement() && !hasNotice()) || !mayShow()) return;
    this.scene.bringToTop();
    const notice = progressTracker().hasAnnouncement() ? null : takeNotice();
    const next: Announcement | null = notice ? { kind: 'notice', ...notice } : progressTracker().takeAnnouncement();
    if (next) void this.show(next);
  }

  private async show(a: Announcement): Promise<void> {
    this.showing = true;
    this.current = a;
    const mine = ++this.token;
    const motif = a.kind === 'achievement' ? achievementById(a.id)?.badge : undefined;
    if (motif) await prepareBadges(this, [motif]);
    if (mine !== this.token) return;
    const portrait = this.scale.height > this.scale.width;
    const size = Math.max(portrait ? 26 : 24, minFontSize());
    const head = Math.max(portrait ? 24 : 20, minFontSize());
    // the heading's line: room for Chinese glyphs, which stand taller than Latin ones
    const headH = Math.ceil(head * 1.5);
    // the widest plate that covers nothing (`spot()`), drawn from the container's corner
    const spot = this.spot(this.sizes(headH, size));
    const { w, h } = spot;
    this.plateSize = { w, h };
    this.leaving = false;
    const root = this.add.container(spot.x, -h - 20).setDepth(5000);
    this.root = root;
    const plate = roundedRect(this, w / 2, h / 2, w, h, COLORS.panelDark, 0.96, 18);
    plate.setStrokeStyle(3, COLORS.gold, 1);
    root.add(plate);
    const badgeSize = Math.min(h - 28, portrait ? 76 : 84);
    let textX = 20;
    if (motif && this.textures.exists(badgeKey(motif))) {
      root.add(this.add.image(14 + badgeSize / 2, h / 2, badgeKey(motif)).setDisplaySize(badgeSize, badgeSize));
      textX = 14 + badgeSize + 14;
    }
    const textW = w - 18 - textX;
    const title = new Label(
      this,
      textX,
      12,
      () => t(a.kind === 'achievement' ? 'progress:toast.earned' : (a.title ?? 'progress:toast.notice')),
      { w: textW, h: headH, size: head },
      COLORS.gold,
      { fontStyle: 'bold' },
    );
    const body = new Label(
      this,
      textX,
      12 + headH + 2,
      () => (a.kind === 'achievement' ? t(`progress:achievements.${a.id}`, achievementParams()) : t(a.key)),
      { w: textW, h: h - 26 - headH, size, wrap: true, min: minFontSize() },
      0xfff6e6,
    );
    title.setOrigin(0, 0);
    body.setOrigin(0, 0);
    this.texts = [title, body];
    root.add([title, body]);
    markDirty(600);
    const inMs = animMs(320);
    this.tweens.add({ targets: root, y: spot.y, duration: Math.max(1, inMs), ease: 'Back.easeOut' });
    this.nextCheck = this.time.now + inMs + 50;
    await new Promise<void>((resolve) => this.time.delayedCall(inMs + HOLD_MS, resolve));
    if (mine !== this.token) return;
    this.leaving = true;
    this.tweens.add({
      targets: root,
      alpha: 0,
      duration: Math.max(1, animMs(400)),
      onComplete: () => {
        root.destroy();
        if (this.root === root) this.root = null;
        this.texts = [];
        this.current = null;
        this.plateSize = null;
        this.showing = false;
        markDirty();
      },
    });
  }

  /**
   * The plate's sizes, widest first: across the top in portrait, at the left in landscape,
   * no wider than the place the scene welcomes it to; narrower ones for a free corner beside
   * a board. Its height holds the heading and two lines of text.
   */
  private sizes(headH: number, size: number): { w: number; h: number }[] {
    const W = this.scale.width;
    const portrait = this.scale.height > W;
    const welcome = welcomePlace(activeSceneKey());
    const widest = Math.min(portrait ? W - 32 : Math.min(W * 0.46, 620), welcome ? welcome.w - 16 : Infinity);
    const h = Math.ceil(Math.max(portrait ? 112 : 100, headH + size * (portrait ? 2.4 : 1.4) + 26));
    const out = [{ w: widest, h }];
    for (let w = widest - 40; w >= MIN_W; w -= 40) out.push({ w, h });
    return out;
  }

  /** Where a plate of one of these sizes covers no control, nothing the scene keeps clear and no dialog (src/ui/toast-spot.ts). */
  private spot(sizes: { w: number; h: number }[]): { x: number; y: number; w: number; h: number } {
    const key = activeSceneKey();
    const boxes = [
      ...liveControls().map(({ bounds: b }) => ({ x: b.x, y: b.y, w: b.width, h: b.height })),
      ...toastFreeAreas(key),
      ...dialogPanels(),
    ];
    return toastPlace(sizes, { W: this.scale.width, H: this.scale.height }, boxes, welcomePlace(key));
  }

  /** A few times a second: the scene under the toast may have changed (the result came up); out of its buttons' way. */
  private keepClear(): void {
    this.nextCheck = this.time.now + 200;
    const root = this.root;
    if (!root || this.leaving || !this.plateSize) return;
    const to = this.spot([this.plateSize]);
    if (Math.abs(to.x - root.x) < 1 && Math.abs(to.y - root.y) < 1) return;
    this.tweens.killTweensOf(root);
    root.setPosition(to.x, to.y);
    markDirty();
  }
}
