// Boot: a progress bar while the art (SVG, rasterised by the loader) is prepared; then
// the menu, or straight to a game's player select with ?game=<id>.
import { Scene } from 'phaser';
import { queueArt } from '../art/load';
import { GAME_ART } from '../games/registry';
import { t } from '../i18n/index';
import { urlParams } from '../settings';
import { COLORS, textStyle } from '../ui/theme';
import { fitCamera } from '../ui/viewport';

export class BootScene extends Scene {
  constructor() {
    super('boot');
  }

  preload(): void {
    fitCamera(this);
    const W = this.scale.width;
    const H = this.scale.height;
    this.add.rectangle(W / 2, H / 2, W, H, COLORS.bg);
    const barW = Math.min(520, W * 0.7);
    const barH = 22;
    const title = this.add.text(W / 2, H / 2 - 70, t('common:title'), textStyle(Math.min(54, W / 14), 0xfbf3e4, { fontStyle: 'bold' })).setOrigin(0.5);
    title.setShadow(0, 3, '#000000', 6, false, true);
    this.add.text(W / 2, H / 2 - 22, t('common:loading'), textStyle(24, 0xe9d6b8)).setOrigin(0.5);
    this.add.rectangle(W / 2, H / 2 + 30, barW + 8, barH + 8, 0x000000, 0.35).setRounded(14);
    const bar = this.add.rectangle(W / 2 - barW / 2, H / 2 + 30, 2, barH, COLORS.gold).setOrigin(0, 0.5).setRounded(barH / 2);
    this.load.on('progress', (v: number) => bar.setSize(Math.max(barH, barW * v), barH));
    queueArt(this, GAME_ART);
  }

  create(): void {
    if (urlParams.game) this.scene.start('select', { game: urlParams.game });
    else this.scene.start('menu');
  }
}
