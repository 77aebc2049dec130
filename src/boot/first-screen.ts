// The hand-over from the page's splash to the game: once the first screen (the menu, or a
// game's player select with ?game=) has been drawn on the canvas, the splash leaves and the
// rest of the art is prepared in idle time, what the next screens need first.
import type { Game } from 'phaser';
import { allArtAssets, ART, PANDAS, type ArtAsset } from '../art/index';
import { isMenuArt, prepareWhenIdle } from '../art/prepare';
import { activeSceneKey } from '../scenes/base';
import { dismissSplash } from './splash';

/** The player select's pictures come before the board's. */
function selectFirst(a: ArtAsset): number {
  const forSelect = a.key.startsWith('icon-') || a.key === ART.friend || PANDAS.some((p) => a.key === ART.panda(p, 'neutral'));
  return forSelect ? 0 : 1;
}

export function handOverWhenDrawn(game: Game): void {
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
