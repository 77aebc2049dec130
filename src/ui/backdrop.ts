// The bamboo backdrop lives behind the (transparent) canvas as a CSS background: the
// browser composites it once instead of the game drawing a full-screen picture every
// frame, and it also fills the letterbox around the fitted game area.
import { allArtAssets, ART } from '../art/index';
import { drawAfterFirstFrame } from './first-screen-rest';

let el: HTMLDivElement | null = null;
let image = '';
/** The darkening asked for last (setBackdropDim). */
let dim = 0.3;
/** The least darkening: the high-contrast theme's, so words over the backdrop read as on a solid panel (docs/colour.md). */
let floor = 0;

export function installBackdrop(): void {
  if (el) return;
  el = document.createElement('div');
  el.setAttribute('aria-hidden', 'true');
  Object.assign(el.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '0',
    backgroundColor: '#2b1d14',
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    pointerEvents: 'none',
  });
  document.body.insertBefore(el, document.body.firstChild);
  const game = document.getElementById('game');
  if (game) {
    game.style.zIndex = '1';
    game.style.background = 'transparent';
  }
  setBackdropDim(dim);
  // the bamboo comes in behind the fading splash: its picture is made after the first frame
  drawAfterFirstFrame(() => {
    const art = allArtAssets().find((a) => a.key === ART.background);
    // a blob: URL, not the picture inline as a data: URL: the style then holds a short string,
    // where a data: URL of the whole picture cost a style recalculation of tens of ms at
    // start-up and at every change of dim (docs/benchmarks.md, "Start-up"); kept for the page's life
    image = art ? `url("${URL.createObjectURL(new Blob([art.svg], { type: 'image/svg+xml' }))}")` : '';
    setBackdropDim(dim);
  });
}

/** Darkens the backdrop (0: as painted, 1: black), e.g. behind a busy board. */
export function setBackdropDim(to: number): void {
  dim = to;
  if (!el) return;
  const a = Math.max(floor, Math.min(1, to)).toFixed(2);
  const shade = `linear-gradient(rgba(26, 15, 8, ${a}), rgba(26, 15, 8, ${a}))`;
  el.style.backgroundImage = image ? `${shade}, ${image}` : shade;
}

/** Keeps the backdrop at least this dark from now on (0: as each screen asks). */
export function setBackdropFloor(least: number): void {
  floor = Math.max(0, Math.min(1, least));
  setBackdropDim(dim);
}
