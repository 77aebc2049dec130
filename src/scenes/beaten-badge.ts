// The mark on a panda's player-select card once the player has beaten it in this game:
// the panda's medal and a short ribbon (docs/architecture.md, "Progress and achievements").
import type { Scene } from 'phaser';
import { badgeKey, type BadgeMotif } from '../art/badges';
import type { GameId } from '../games/registry';
import type { PandaName } from '../game/players';
import { t } from '../i18n/index';
import { hasBeaten } from '../progress/record';
import { progressTracker } from '../progress/tracker';
import { prepareBadges } from '../ui/badges';
import { minFontSize } from '../ui/theme';
import { Label, roundedRect, type Refreshable } from '../ui/widgets';

const MEDAL: Record<PandaName, BadgeMotif> = { baby: 'panda-baby', mama: 'panda-mama', papa: 'panda-papa' };

/** Draws the mark at the card's top-left corner when this panda was beaten in this game. */
export function beatenBadge(scene: Scene & { refreshers: Refreshable[] }, game: GameId, panda: PandaName, x: number, y: number, w: number): void {
  if (!hasBeaten(progressTracker().progress(), game, panda)) return;
  const size = Math.max(20, minFontSize());
  const medal = Math.min(64, Math.max(48, w * 0.2));
  const ribbonH = Math.ceil(size * 1.4);
  const ribbonW = Math.min(w - 16, medal + Math.max(96, w * 0.3));
  const rx = x + 8;
  const ry = y + 8 + medal - ribbonH / 2;
  roundedRect(scene, rx + ribbonW / 2, ry, ribbonW, ribbonH, 0xa63a1a, 0.95, ribbonH / 2).setDepth(1);
  // the word sits on the ribbon to the right of the medal
  const textW = ribbonW - medal - 10;
  const label = new Label(scene, rx + medal + 4 + textW / 2, ry, () => t('progress:beaten'), { w: textW, h: ribbonH - 2, size, min: minFontSize() }, 0xffffff, { fontStyle: 'bold' });
  label.setOrigin(0.5).setDepth(2);
  scene.refreshers.push(label);
  const key = badgeKey(MEDAL[panda]);
  const place = () => {
    if (label.scene && scene.textures.exists(key)) scene.add.image(x + 8 + medal / 2, y + 8 + medal / 2, key).setDisplaySize(medal, medal).setDepth(3);
  };
  if (scene.textures.exists(key)) place();
  else void prepareBadges(scene, [MEDAL[panda]]).then(place);
}
