// Entry: settings and language, the Phaser game (16:9 landscape or a portrait design
// size, FIT and centred), the scenes, sound, the hidden-tab pause, and the test hook.
import { Scale } from 'phaser';
import { audio } from './audio/sounds';
import { wirePortal } from './platform/portal-wiring';
import { storage } from './storage/storage';
import { sound } from './audio/sound-channel';
import { initI18n } from './i18n/index';
import { BootScene } from './scenes/boot';
import { MenuScene } from './scenes/menu';
import { wireProgress } from './progress/progress-wiring';
import { recordPuzzleSolved } from './progress/tracker';
import { onPuzzleSolved } from './match/puzzle-events';
import { activeSceneKey } from './scenes/base';
import { settings, urlParams } from './settings';
import { installTestHook } from './test-hook';
import { installRenderOnDemand } from './ui/render-on-demand';
import { installLoopGuard } from './ui/loop-guard';
import { installBackdrop, setBackdropFloor } from './ui/backdrop';
import { startGame } from './ui/renderer';
import { learnRendererForNextVisit } from './ui/renderer-memory';
import { applyViewport, designSize } from './ui/viewport';
import { handOverWhenDrawn } from './boot/first-screen';
import { laterScenes } from './boot/later-scenes';
import { showLoadFailure } from './boot/load-failure';

initI18n(settings.lang);
// (early.js has set it already, for the splash: setting it again, even to the same value,
// makes the page restyle everything at the next layout, 5–12 ms of the start)
const pageLang = settings.lang === 'zh' ? 'zh-CN' : 'en';
if (document.documentElement.lang !== pageLang) document.documentElement.lang = pageLang;
audio.keepIn(storage);
sound.attach(audio);
sound.setMuted(settings.muted);
// the player's records count every match of the session from the first one on
wireProgress(storage);
onPuzzleSolved(recordPuzzleSolved);

const parent = document.getElementById('game') as HTMLElement;
const parentW = () => parent.clientWidth || window.innerWidth;
const parentH = () => parent.clientHeight || window.innerHeight;
const first = designSize(parentW(), parentH());

const game = startGame({
  parent,
  transparent: true,
  banner: false,
  scale: { mode: Scale.FIT, autoCenter: Scale.CENTER_BOTH, width: first.width, height: first.height },
  scene: [BootScene, MenuScene],
  // every scene boots these; Phaser's default list also has scene data and lights, unused here
  plugins: { default: ['Clock', 'InputPlugin', 'Loader', 'TweenManager'] },
  // keys come from the page's own keydown events (src/ui/scene-keys.ts, control-keys.ts,
  // board-keyboard.ts); Phaser's keyboard manager would only queue them
  input: { keyboard: false },
});

// Every scene after the menu: its own chunk, added in idle time once the first screen is
// drawn (src/boot/later-scenes.ts). A new scene joins here, by key. One that cannot be
// fetched when asked for says so, with a button to try again (src/boot/load-failure.ts).
const later = laterScenes(
  game,
  {
    select: () => import('./scenes/select').then((m) => m.SelectScene),
    board: () => import('./scenes/board').then((m) => m.BoardScene),
    result: () => import('./scenes/result').then((m) => m.ResultScene),
    review: () => import('./scenes/review').then((m) => m.ReviewScene),
    puzzles: () => import('./scenes/puzzles').then((m) => m.PuzzlesScene),
    progress: () => import('./scenes/progress').then((m) => m.ProgressScene),
    online: () => import('./scenes/online').then((m) => m.OnlineScene),
    // the toast draws over every other scene (it starts itself and comes to the top when it shows)
    toast: () => import('./scenes/toast').then((m) => m.ToastScene),
  },
  showLoadFailure,
);

installLoopGuard(game);
installRenderOnDemand(game);
installBackdrop();
// the high-contrast theme darkens the backdrop behind every screen's words (docs/colour.md)
const backdropFloor = () => setBackdropFloor(settings.highContrast ? 0.7 : 0);
backdropFloor();
settings.onContrastChanged(backdropFloor);
// once everything is in, what this device's WebGL is worth, for the next visit's start
void handOverWhenDrawn(game, later).then(() => learnRendererForNextVisit());

// design size (landscape or portrait) and canvas resolution follow the parent's size
function fitDesign(): void {
  applyViewport(game, parentW(), parentH());
}
game.events.once('ready', fitDesign);
window.addEventListener('resize', fitDesign);
window.addEventListener('orientationchange', fitDesign);

// Sound may only start after a gesture.
const unlock = () => sound.unlock();
window.addEventListener('pointerdown', unlock, { once: true });
window.addEventListener('keydown', unlock, { once: true });

// Portal layer: platform events, save/resume, ad breaks, the hidden page (clock paused,
// sound silent, loop asleep), no host scroll.
wirePortal(game);

if (urlParams.test) {
  installTestHook(game, () => {
    const key = activeSceneKey();
    return key !== 'boot' && game.scene.isActive(key);
  });
}
