// Where the board scene's parts go, one description per orientation: the toolbar, the
// board and the side panel (beside the board in landscape, below it in portrait).
import { touchSize } from '../ui/theme';
import type { Rect } from '../views/board-frame';

export interface BoardLayout {
  portrait: boolean;
  toolbar: Rect;
  board: Rect;
  panel: Rect;
}

interface Spec {
  pad: number;
  toolbarH: number;
  /** Landscape: the panel's least width. Portrait: the panel's least height. */
  panelMin: number;
}

const LANDSCAPE: Spec = { pad: 16, toolbarH: 56, panelMin: 500 };
const PORTRAIT: Spec = { pad: 16, toolbarH: 68, panelMin: 560 };

/**
 * The layout for a W x H game area and a board of the given aspect (width / height).
 * `portraitPanelExtra`: height the panel needs beyond its usual least height in portrait
 * (taller rows of counts on a phone), taken from a tall board.
 */
export function boardLayout(W: number, H: number, boardAspect: number, portraitPanelExtra = 0): BoardLayout {
  const laid = layout(W, H, boardAspect, portraitPanelExtra);
  return { portrait: laid.portrait, toolbar: nonNegative(laid.toolbar), board: nonNegative(laid.board), panel: nonNegative(laid.panel) };
}

/** No side below zero, whatever the floors asked for (a rectangle of negative size throws in Canvas). */
function nonNegative(r: Rect): Rect {
  return { x: r.x, y: r.y, w: Math.max(0, r.w), h: Math.max(0, r.h) };
}

function layout(W: number, H: number, boardAspect: number, portraitPanelExtra: number): BoardLayout {
  const portrait = H > W;
  const spec = portrait ? PORTRAIT : LANDSCAPE;
  const pad = spec.pad;
  const panelMin = spec.panelMin + (portrait ? portraitPanelExtra : 0);
  // a fingertip high on small screens (44 CSS px)
  const toolbarH = touchSize(spec.toolbarH);
  if (portrait) {
    // the toolbar on top, the board as wide as it may be (tall boards grow downwards), the panel below
    const toolbar = { x: pad, y: pad, w: W - pad * 2, h: toolbarH };
    const bh = Math.min((W - pad * 2) / boardAspect, H - toolbarH - pad * 3 - panelMin);
    const bw = Math.min(W - pad * 2, bh * boardAspect);
    const board = { x: (W - bw) / 2, y: toolbarH + pad * 2, w: bw, h: bh };
    const py = board.y + bh + pad;
    return { portrait, toolbar, board, panel: { x: pad, y: py, w: W - pad * 2, h: H - py - pad } };
  }
  // the board on the left, as tall as the screen; the toolbar and the panel on the right
  const size = Math.min(H - pad * 2, W - pad * 3 - panelMin);
  const board = { x: pad, y: (H - size) / 2, w: size, h: size };
  const px = pad * 2 + size;
  const toolbar = { x: px, y: pad, w: W - px - pad, h: toolbarH };
  const py = pad + toolbarH + 12;
  return { portrait, toolbar, board, panel: { x: px, y: py, w: W - px - pad, h: H - py - pad } };
}
