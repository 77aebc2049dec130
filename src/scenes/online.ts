// Play a friend online: make a private room (its code, link, copy, the device's share sheet
// and a QR code) or a quick match, then wait for the other player; a link `?room=CODE`
// lands here to join. Every failure is told with a way back (docs/online.md).
import QRCode from 'qrcode';
import { t } from '../i18n/index';
import { GAME_IDS, isGameId, type GameId } from '../games/registry';
import { goOnline, leaveOnline, onlineGame, onlineInfo, onOnline } from '../online/session';
import { onlineName } from '../online/nickname';
import { openNameDialog } from '../dialogs/name-dialog';
import { minFontSize, touchSize } from '../ui/theme';
import { backdropPlate } from '../ui/widgets';
import { copyLink } from '../dialogs/share-dialog';
import { activeSceneKey, BaseScene } from './base';
import { startScene, type SceneData } from './scene-data';
import { setOnlineInfo } from '../online/hook-info';
import type { Game } from 'phaser';

setOnlineInfo(onlineInfo);

/** A new online round (the first, a rematch, a reload) shows the board, from whatever screen is up. */
let navigating = false;
function followRounds(game: Game): void {
  if (navigating) return;
  navigating = true;
  onOnline((e) => {
    if (e.type !== 'round') return;
    const scene = game.scene.getScene(activeSceneKey());
    if (scene) startScene(scene.scene, 'board');
  });
}

type Mode = 'choose' | 'busy' | 'failed';

export class OnlineScene extends BaseScene {
  private gameId: GameId = GAME_IDS[0];
  private mode: Mode = 'choose';
  private quickChosen = false;
  private joining = false;
  private failure: { key: string; params?: Record<string, string> } | null = null;
  /** The nickname dialog is open (a rebuild opens it again with what was typed). */
  private naming = false;
  private nameDraft: string | null = null;
  private off: (() => void)[] = [];

  constructor() {
    super('online');
  }

  init(data: SceneData['online']): void {
    this.gameId = data.game ?? onlineGame()?.game ?? this.gameId;
    this.failure = null;
    this.quickChosen = false;
    this.mode = 'choose';
    this.joining = !!data.join;
    this.naming = false;
    this.nameDraft = null;
    if (data.join) {
      this.mode = 'busy';
      void goOnline('join', this.gameId, data.join);
    } else if (data.quick) {
      // the portal asked for an online game at once (instant multiplayer)
      this.mode = 'busy';
      this.quickChosen = true;
      void goOnline('quick', this.gameId);
    }
  }

  create(): void {
    followRounds(this.game);
    super.create();
    this.off.push(
      onOnline((e) => {
        if (e.type === 'failed') {
          this.failure = { key: e.key, params: e.params };
          this.mode = 'failed';
        }
        if (e.type === 'changed' || e.type === 'failed') this.rebuild();
      }),
    );
  }

  protected teardown(): void {
    for (const f of this.off) f();
    this.off = [];
  }

  protected build(): void {
    this.buildScreen();
    if (this.naming) this.openName();
  }

  private buildScreen(): void {
    const { W, portrait } = this;
    this.background(0.42);
    const pad = portrait ? 24 : 28;
    const barH = touchSize(portrait ? 64 : 56);
    const backW = portrait ? 190 : 170;
    this.topBar({ backId: 'online.cancel', backKey: 'online:cancel', icon: 'back', backW, pad, barH, onBack: () => this.cancel() });
    const top = pad + barH + (portrait ? 40 : 24);
    const titlePlate = backdropPlate(this, () => [title], 16);
    const known = onlineGame()?.snap?.game ?? (this.joining ? null : this.gameId);
    const title = this.label(
      W / 2,
      top,
      () => (known ? t('online:title', { game: t(`games:${known}.name`) }) : t('online:joinTitle')),
      { w: W - pad * 2, h: 56, size: portrait ? 38 : 36 },
      0xfff6e6,
      { fontStyle: 'bold' },
    );
    title.setOrigin(0.5, 0);
    titlePlate.refresh();
    this.refreshers.push(titlePlate);
    const info = onlineInfo();
    const y0 = top + 80;
    if (this.mode === 'failed') return this.failed(y0);
    if (!info) return this.choose(y0);
    if (info.status === 'waiting' && info.code && info.link) return this.waiting(y0, info.code, info.link);
    this.line(y0 + 40, () => t('online:connecting'));
  }

  private line(y: number, fn: () => string, size = 28): void {
    const { W, portrait } = this;
    const plate = backdropPlate(this, () => [l], 12);
    const l = this.label(W / 2, y, fn, { w: W - (portrait ? 48 : 200), h: size * 3.2, size, wrap: true }, 0xfff6e6, { align: 'center' });
    l.setOrigin(0.5, 0);
    plate.refresh();
    this.refreshers.push(plate);
  }

  private choose(y: number): void {
    const { W, portrait } = this;
    this.line(y, () => t('online:you', { name: onlineName() }));
    const nh = touchSize(56);
    this.btn({
      id: 'online.name',
      x: W / 2,
      y: y + 96 + nh / 2 - 20,
      w: portrait ? 300 : 280,
      h: nh,
      label: () => t('online:rename'),
      fontSize: 24,
      onClick: () => this.rename(),
    });
    const bw = portrait ? W - 96 : 420;
    const bh = touchSize(portrait ? 96 : 84);
    const [xs, ys] = this.pairOfButtons(y + 170, bw, bh);
    this.btn({
      id: 'online.invite',
      x: xs[0],
      y: ys[0] + bh / 2,
      w: bw,
      h: bh,
      kind: 'primary',
      label: () => t('online:invite'),
      fontSize: 30,
      onClick: () => this.start('invite'),
    });
    this.btn({
      id: 'online.quick',
      x: xs[1],
      y: ys[1] + bh / 2,
      w: bw,
      h: bh,
      label: () => t('online:quick'),
      fontSize: 30,
      onClick: () => this.start('quick'),
    });
    this.line(ys[1] + bh + 30, () => t('online:explain'), 24);
  }

  /** The nickname others see, in its own dialog (src/dialogs/name-dialog.ts). */
  private rename(): void {
    this.naming = true;
    this.nameDraft = null;
    this.openName();
  }

  private openName(): void {
    this.layer = 1;
    openNameDialog(this, {
      draft: this.nameDraft,
      onDraft: (typed) => (this.nameDraft = typed),
      onDone: () => {
        this.naming = false;
        this.nameDraft = null;
        this.layer = 0;
        this.rebuild();
      },
    });
  }

  private start(kind: 'invite' | 'quick'): void {
    this.mode = 'busy';
    this.quickChosen = kind === 'quick';
    void goOnline(kind, this.gameId);
    this.rebuild();
  }

  private waiting(y: number, code: string, link: string): void {
    const { W, H, portrait } = this;
    if (this.quickChosen) {
      this.line(y + 40, () => t('online:searching', { game: t(`games:${this.gameId}.name`) }));
      return;
    }
    // landscape: the words and the QR code side by side, centred together; portrait: one
    // above the other. Every text stays at 12 CSS px or more (minFontSize), the link too.
    const small = Math.max(minFontSize(), portrait ? 26 : 22);
    const textW = portrait ? W - 48 : 560;
    const gap = 56;
    const qrSize = portrait ? Math.min(W - 160, 480) : Math.min(H - y - 40, 320);
    const left = (W - (textW + gap + qrSize)) / 2;
    const tx = portrait ? W / 2 : left + textW / 2;
    const plate = backdropPlate(this, () => [codeL, linkL, waitL], 12);
    const codeSize = portrait ? 56 : 44;
    const codeL = this.label(tx, y, () => t('online:code', { code }), { w: textW, h: codeSize * 1.4, size: codeSize }, 0xffe7b8, {
      fontStyle: 'bold',
      align: 'center',
    }).setOrigin(0.5, 0);
    const linkY = y + codeSize * 1.4 + 8;
    const linkL = this.label(tx, linkY, () => link, { w: textW, h: small * 3, size: small, min: small, wrap: true }, 0xfff6e6, {
      align: 'center',
    }).setOrigin(0.5, 0);
    const bh = touchSize(portrait ? 88 : 72);
    const by = linkY + small * 3 + 12;
    const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
    const bw = canShare ? Math.min(260, textW / 2 - 10) : Math.min(320, textW);
    this.btn({
      id: 'online.copy',
      x: canShare ? tx - bw / 2 - 10 : tx,
      y: by + bh / 2,
      w: bw,
      h: bh,
      kind: 'primary',
      label: () => t('online:copy'),
      fontSize: portrait ? 32 : 28,
      onClick: () => void copyLink(this, link),
    });
    if (canShare)
      this.btn({
        id: 'online.share',
        x: tx + bw / 2 + 10,
        y: by + bh / 2,
        w: bw,
        h: bh,
        label: () => t('online:share'),
        fontSize: portrait ? 32 : 28,
        onClick: () =>
          void navigator.share({ title: t('online:shareTitle'), text: t('online:shareText'), url: link }).catch(() => undefined),
      });
    const waitSize = portrait ? 30 : 24;
    const waitL = this.label(
      tx,
      by + bh + 20,
      () => t('online:waiting'),
      { w: textW, h: waitSize * 3, size: waitSize, wrap: true },
      0xfff6e6,
      {
        align: 'center',
      },
    ).setOrigin(0.5, 0);
    plate.refresh();
    this.refreshers.push(plate);
    const qx = portrait ? W / 2 : left + textW + gap + qrSize / 2;
    const qy = portrait ? by + bh + 20 + waitSize * 3 + 48 + qrSize / 2 : y + qrSize / 2;
    this.qr(link, qx, qy, qrSize);
  }

  /** The invitation's QR code, made once per link. */
  private qr(link: string, x: number, y: number, size: number): void {
    const key = `qr:${link}`;
    if (this.textures.exists(key)) {
      this.add.rectangle(x, y, size + 16, size + 16, 0xffffff);
      this.add.image(x, y, key).setDisplaySize(size, size);
      return;
    }
    void QRCode.toDataURL(link, { margin: 1, width: 512, color: { dark: '#2b1d14', light: '#ffffff' } }).then((url) => {
      if (!this.sys.isActive() || this.textures.exists(key)) return;
      this.textures.once(`addtexture-${key}`, () => this.sys.isActive() && this.rebuild());
      this.textures.addBase64(key, url);
    });
  }

  /** Two buttons side by side (one above the other in portrait) from `top`: their centres' x and top edges' y. */
  private pairOfButtons(top: number, bw: number, bh: number): [number[], number[]] {
    const { W, portrait } = this;
    const gap = 24;
    if (portrait)
      return [
        [W / 2, W / 2],
        [top, top + bh + gap],
      ];
    return [
      [W / 2 - bw / 2 - gap / 2, W / 2 + bw / 2 + gap / 2],
      [top, top],
    ];
  }

  private failed(y: number): void {
    const f = this.failure;
    this.line(y + 20, () => (f ? t(f.key, f.params) : ''));
    const { W, portrait } = this;
    const bw = portrait ? W - 96 : 360;
    const bh = touchSize(80);
    // the two ways on: the menu, or the player select of this game (the pandas are always there)
    const [xs, ys] = this.pairOfButtons(y + 200, bw, bh);
    this.btn({
      id: 'online.menu',
      x: xs[0],
      y: ys[0] + bh / 2,
      w: bw,
      h: bh,
      kind: 'primary',
      label: () => t('online:toMenu'),
      fontSize: 28,
      onClick: () => this.cancel(),
    });
    this.btn({
      id: 'online.pandas',
      x: xs[1],
      y: ys[1] + bh / 2,
      w: bw,
      h: bh,
      label: () => t('online:toPandas'),
      fontSize: 28,
      onClick: () => {
        const roomGame = onlineGame()?.snap?.game;
        const game = isGameId(roomGame) ? roomGame : this.gameId;
        leaveOnline();
        this.go('select', { game });
      },
    });
  }

  private cancel(): void {
    leaveOnline();
    if (this.failure) this.go('menu');
    else this.go('select', { game: this.gameId });
  }
}
