// Boot: the menu's textures are made (their pictures follow a beat later, see
// src/art/prepare.ts provide(); the rest of the art follows in idle time, see
// src/boot/first-screen.ts); then the menu, or straight to a game's player select with
// ?game=<id>. Nothing is waited for here: the page's splash covers this scene.
import { Scene } from 'phaser';
import { provideFirstScreenArt } from '../boot/first-screen';
import { splashProgress } from '../boot/splash';
import { urlParams } from '../settings';

export class BootScene extends Scene {
  constructor() {
    super('boot');
  }

  create(): void {
    splashProgress(1);
    provideFirstScreenArt(this.textures);
    if (urlParams.game) this.scene.start('select', { game: urlParams.game });
    else this.scene.start('menu');
  }
}
