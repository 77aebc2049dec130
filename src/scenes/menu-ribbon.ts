// The ribbon on a game card whose game is in progress: a button across the bottom of the
// card's picture (control `menu.continue.<id>`) that goes straight back into that game's
// save. Each game keeps its own save, so several cards may carry one (docs/architecture.md,
// "Saves and storage"). Drawn with the card's name, in the first frame, above the picture
// that comes a frame later. The menu is built again when another tab changes the saves.
import type { Scene } from 'phaser';
import { onSavedGamesChanged } from '../match/saved-game';
import { t } from '../i18n/index';
import { dialogOpen } from '../ui/modal';
import { touchSize } from '../ui/theme';
import type { Button } from '../ui/widgets';
import type { WidgetHost } from '../ui/widget-host';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Depth that keeps the ribbon over the card's picture, drawn after it. */
const RIBBON_DEPTH = 2;

export function continueRibbon(host: WidgetHost, game: string, pic: Box, onClick: () => void): Button {
  // a fingertip high, but never more than half the picture
  const h = Math.min(pic.h / 2, touchSize(Math.max(36, Math.min(48, pic.h * 0.24))));
  const ribbon = host.btn({
    id: `menu.continue.${game}`,
    x: pic.x + pic.w / 2,
    y: pic.y + pic.h - h / 2,
    w: pic.w,
    h,
    kind: 'primary',
    label: () => t('common:home.ribbon'),
    hookLabel: () => t('common:home.continue', { game: t(`games:${game}.name`) }),
    fontSize: Math.min(26, Math.round(h * 0.55)),
    onClick,
  });
  ribbon.setDepth(RIBBON_DEPTH);
  return ribbon;
}

const following = new WeakSet<Scene>();

/** Builds the menu again when another tab saves, finishes or drops a game (once per scene). */
export function followSavedGames(scene: Scene, rebuild: () => void): void {
  if (following.has(scene)) return;
  following.add(scene);
  const off = onSavedGamesChanged(() => {
    // (not under a dialog, the offer to resume among them: its next build shows the change)
    if (scene.sys.isActive() && !dialogOpen()) rebuild();
  });
  scene.events.once('shutdown', () => {
    off();
    following.delete(scene);
  });
}
