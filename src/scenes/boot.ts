// Boot: the menu's art is prepared (the page's splash shows the progress; the rest of the
// art follows in idle time, see src/boot/first-screen.ts); then the menu, or straight to a
// game's player select with ?game=<id>.
import { Scene } from 'phaser';
import { allArtAssets } from '../art/index';
import { queueArt } from '../art/load';
import { isMenuArt } from '../art/prepare';
import { splashProgress } from '../boot/splash';
import { urlParams } from '../settings';

export class BootScene extends Scene {
  constructor() {
    super('boot');
  }

  preload(): void {
    // the page's splash shows the title and the bar; only the menu's art is on this path
    this.load.on('progress', splashProgress);
    queueArt(this, allArtAssets().filter((a) => isMenuArt(a.key)));
  }

  create(): void {
    if (urlParams.game) this.scene.start('select', { game: urlParams.game });
    else this.scene.start('menu');
  }
}
