// The mark on a panda's player-select card once the player has beaten it in this game:
// the panda's medal and a short ribbon beside the panda's picture, never over its face or
// MAMA's bow (docs/architecture.md, "Progress and achievements").
import type { Scene } from 'phaser';
import { badgeKey, type BadgeMotif } from '../art/badges';
import type { GameId } from '../games/registry';
import type { PandaName } from '../match/players';
import { t } from '../i18n/index';
import { hasBeaten } from '../progress/record';
import { progressTracker } from '../progress/tracker';
import { prepareBadges } from '../ui/badge-textures';
import { lineWidth } from '../ui/fit';
import { minFontSize } from '../ui/theme';
import { Label, roundedRect, type Refreshable } from '../ui/widgets';

const MEDAL: Record<PandaName, BadgeMotif> = { baby: 'panda-baby', mama: 'panda-mama', papa: 'panda-papa' };

/** Where the panda's picture is on the card: its top-left corner and side. */
export interface FaceBox {
  x: number;
  y: number;
  size: number;
}

/*
 * Where the portraits leave room (src/art/panda.ts, 200 x 200): nothing is drawn left of
 * x = 24; the ears and MAMA's bow end above y = 75, below which the head starts at x = 36.
 */
const CLEAR_LEFT = 22 / 200;
const BELOW_EARS = 76 / 200;
const HEAD_LEFT = 34 / 200;

/**
 * Draws the mark at the card's left, beside the panda's picture: the medal in the corner and
 * the ribbon under it, below the ears, so that it covers neither the bow nor the face.
 */
export function beatenBadge(
  scene: Scene & { refreshers: Refreshable[] },
  game: GameId,
  panda: PandaName,
  x: number,
  y: number,
  face: FaceBox,
): void {
  if (!hasBeaten(progressTracker().progress(), game, panda)) return;
  const size = Math.max(20, minFontSize());
  const ribbonH = Math.ceil(size * 1.4);
  const rx = x + 8;
  // the ribbon's top below the ears; as wide as its word, to the head's edge at least
  const ry = face.y + face.size * BELOW_EARS;
  const word = () => t('progress:beaten');
  const ribbonW = Math.max(face.x + face.size * HEAD_LEFT - rx, lineWidth(word(), size, true) + 20);
  // the medal above it, in the corner left of the picture's drawing
  const medal = Math.max(28, Math.min(64, face.x + face.size * CLEAR_LEFT - rx - 2, ry - y - 12));
  const my = Math.max(y + 8, ry - 4 - medal);
  roundedRect(scene, rx + ribbonW / 2, ry + ribbonH / 2, ribbonW, ribbonH, 0xa63a1a, 0.95, ribbonH / 2).setDepth(1);
  const label = new Label(
    scene,
    rx + ribbonW / 2,
    ry + ribbonH / 2,
    word,
    { w: ribbonW - 12, h: ribbonH - 2, size, min: minFontSize() },
    0xffffff,
    { fontStyle: 'bold' },
  );
  label.setOrigin(0.5).setDepth(2);
  scene.refreshers.push(label);
  const key = badgeKey(MEDAL[panda]);
  const place = () => {
    if (label.scene && scene.textures.exists(key))
      scene.add
        .image(rx + medal / 2, my + medal / 2, key)
        .setDisplaySize(medal, medal)
        .setDepth(3);
  };
  if (scene.textures.exists(key)) place();
  else void prepareBadges(scene, [MEDAL[panda]]).then(place);
}
