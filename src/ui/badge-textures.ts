// The achievement badges as textures: each drawn from its SVG (src/art/badges.ts) the first
// time a screen or the toast needs it, not at boot.
import type { Scene } from 'phaser';
import { BADGE, badge, badgeKey, type BadgeMotif } from '../art/badges';
import { prepare } from '../art/prepare';

/** Resolves once the badges' textures exist (at once when they do already). */
export function prepareBadges(scene: Scene, motifs: readonly BadgeMotif[]): Promise<void> {
  return Promise.all(
    motifs.map((m) => prepare(scene.textures, { key: badgeKey(m), width: BADGE, height: BADGE, svg: badge(m) }).catch(() => undefined)),
  ).then(() => undefined);
}
