// The hand-over from the page's splash to the game: once the first screen (the menu, or a
// game's player select with ?game=) has been drawn on the canvas, the splash leaves and the
// rest of the art is prepared in idle time, what the next screens need first.
import type { Game } from 'phaser';
import { allArtAssets, type ArtAsset } from '../art/index';
import { isMenuArt, isSelectArt, prepareWhenIdle } from '../art/prepare';
import { activeSceneKey } from '../scenes/base';
import { settings } from '../settings';
import { dismissSplash, markSplashLanguage } from './splash';

/** The player select's pictures come before the board's. */
const selectFirst = (a: ArtAsset): number => (isSelectArt(a.key) ? 0 : 1);

export function handOverWhenDrawn(game: Game): void {
  markSplashLanguage(settings.lang);
  const check = (): void => {
    const key = activeSceneKey();
    if (key === 'boot' || !game.scene.isActive(key)) return;
    game.events.off('postrender', check);
    performance.mark('first-screen');
    dismissSplash();
    const rest = allArtAssets().filter((a) => !isMenuArt(a.key));
    void prepareWhenIdle(game.textures, rest.sort((a, b) => selectFirst(a) - selectFirst(b)));
  };
  game.events.on('postrender', check);
}
