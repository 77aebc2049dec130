// The first screen (the menu, or a game's player select with ?game=) and the hand-over
// from the page's splash: the textures of the menu's first frame exist before it is built
// (those of its later parts just before those are drawn) and get their pictures a beat
// later (provide() in src/art/prepare.ts), so the menu takes input at its first frame; the
// splash then leaves (its fade covers the pictures' arrival), and once they are in, the
// rest of the art is prepared in the background, what the next screens need first.
// docs/architecture.md "Start-up".
import type { Game, Textures } from 'phaser';
import { allArtAssets, type ArtAsset } from '../art/index';
// (registers each game's thumbnail with the art before the first screen lists it)
import '../games/game-art';
import { isFirstFrameArt, isMenuArt, isSceneArt, isSelectArt, prepareInBackground, provide } from '../art/prepare';
import { activeSceneKey } from '../ui/active-scene';
import { settings } from '../settings';
import { markDirty } from '../ui/render-on-demand';
import type { LaterScenes } from './later-scenes';
import { dismissSplash, markSplashLanguage } from './splash';
import { completeFirstScreen, drawAfterFirstFrame } from '../ui/first-screen-rest';

/** The player select's pictures come first, then the board's, then the menu's drawn again sharp. */
const order = (a: ArtAsset): number => (isSelectArt(a.key) ? 0 : isMenuArt(a.key) ? 2 : 1);

let firstArt: Promise<unknown> = Promise.resolve();
let firstFrameShown: () => void = () => {};
/** Resolves once the first screen's first frame is out (the pictures are decoded after it). */
const afterFirstFrame = new Promise<void>((resolve) => (firstFrameShown = resolve));

/**
 * Makes the menu's textures, each drawn (and the canvas with it) when its picture is in:
 * the first frame's now, the rest (pieces, boards, pandas) with the parts that show them,
 * after the first frame (src/ui/first-screen-rest.ts): a texture costs its canvas.
 */
export function provideFirstScreenArt(textures: Textures.TextureManager): void {
  const menuArt = allArtAssets().filter((a) => isMenuArt(a.key));
  const provideEach = (list: ArtAsset[]) => list.map((a) => provide(textures, a, afterFirstFrame).then(() => markDirty(120)));
  const now = provideEach(menuArt.filter((a) => isFirstFrameArt(a.key)));
  firstArt = new Promise((resolve) => {
    drawAfterFirstFrame(() => resolve(Promise.all([...now, ...provideEach(menuArt.filter((a) => !isFirstFrameArt(a.key)))])));
  });
}

/**
 * Once the first screen is drawn: the splash leaves, then the later scenes (in idle time)
 * and the rest of the art (in the background) come in. Resolves when all of them are in.
 */
export function handOverWhenDrawn(game: Game, later: LaterScenes): Promise<void> {
  markSplashLanguage(settings.lang);
  let backgroundReady: () => void = () => {};
  const done = new Promise<void>((resolve) => (backgroundReady = resolve));
  const check = (): void => {
    const key = activeSceneKey();
    if (key === 'boot' || !game.scene.isActive(key)) return;
    game.events.off('postrender', check);
    performance.mark('first-screen');
    dismissSplash();
    // the rest of the first screen, in the task after this frame's
    setTimeout(completeFirstScreen, 0);
    // the pictures are decoded once the menu takes input (Phaser hit-tests what a frame
    // made interactive only from the next frame on): a click is never kept waiting on them
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(firstFrameShown, 0)));
    const all = allArtAssets()
      .filter((a) => isSceneArt(a.key))
      .sort((a, b) => order(a) - order(b));
    // (a picture drawn again sharp is drawn on screen at once, not at the render loop's
    // safety-net frame: the first visit looks like every later one, docs/testing.md)
    // 'background-ready': every later scene and picture is in (the frame-by-frame
    // animation test waits for it before it pauses the page's clock)
    void firstArt
      .then(() => Promise.all([later.addAllWhenIdle(), prepareInBackground(game.textures, all, 3, () => markDirty(120))]))
      .then(() => {
        performance.mark('background-ready');
        backgroundReady();
      });
  };
  game.events.on('postrender', check);
  return done;
}
