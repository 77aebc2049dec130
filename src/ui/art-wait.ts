// A scene that starts before its art is ready (the player was quicker than the idle-time
// preparation, see src/boot/first-screen.ts) waits in its preload for what is missing, with
// a short loading line, and records the wait as the performance measure `art-wait:<scene>`
// (read by `cli bench --boot`).
import type { Scene } from 'phaser';
import { allArtAssets } from '../art/index';
import { queueArt } from '../art/load';
import { t } from '../i18n/index';
import { textStyle } from './theme';

export function waitForArt(scene: Scene, needs: (key: string) => boolean = () => true): void {
  const start = performance.now();
  if (
    queueArt(
      scene,
      allArtAssets().filter((a) => needs(a.key)),
    ) === 0
  )
    return;
  const { width, height } = scene.scale;
  const line = scene.add.text(width / 2, height / 2, t('common:loading'), textStyle(26, 0xfbf3e4)).setOrigin(0.5);
  scene.load.once('complete', () => {
    line.destroy();
    performance.measure(`art-wait:${scene.scene.key}`, { start });
  });
}
