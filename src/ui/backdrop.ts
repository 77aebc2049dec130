// The bamboo backdrop lives behind the (transparent) canvas as a CSS background: the
// browser composites it once instead of the game drawing a full-screen picture every
// frame, and it also fills the letterbox around the fitted game area.
import { allArtAssets, ART } from '../art/index';

let el: HTMLDivElement | null = null;
let image = '';

export function installBackdrop(): void {
  if (el) return;
  const art = allArtAssets().find((a) => a.key === ART.background);
  // a blob: URL, not the picture inline as a data: URL: the style then holds a short string,
  // where a data: URL of the whole picture cost a style recalculation of tens of ms at
  // start-up and at every change of dim (README "Start-up"); kept for the page's life
  image = art ? `url("${URL.createObjectURL(new Blob([art.svg], { type: 'image/svg+xml' }))}")` : '';
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
  setBackdropDim(0.3);
}

/** Darkens the backdrop (0: as painted, 1: black), e.g. behind a busy board. */
export function setBackdropDim(dim: number): void {
  if (!el) return;
  const a = Math.max(0, Math.min(1, dim)).toFixed(2);
  const shade = `linear-gradient(rgba(26, 15, 8, ${a}), rgba(26, 15, 8, ${a}))`;
  el.style.backgroundImage = image ? `${shade}, ${image}` : shade;
}
