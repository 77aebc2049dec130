// Colours, fonts and text styles shared by every scene.
import type { GameObjects } from 'phaser';
import { cssScale, renderScale } from './viewport';

export const FONT =
  '"Trebuchet MS", "Segoe UI", system-ui, "Noto Sans", "Noto Sans CJK SC", "Source Han Sans SC", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", sans-serif';

export const COLORS = {
  bg: 0x2b1d14,
  bgTop: 0x4a3222,
  panel: 0xfbf3e4,
  panelEdge: 0xc9a97c,
  panelDark: 0x3b2a1d,
  ink: 0x2b1d14,
  // secondary text: 4.5:1 and more on the panel, the cards and the gold of a selected card
  inkSoft: 0x5c4632,
  // primary buttons: white labels read at 5:1
  accent: 0xc4461e,
  accentDark: 0xa63a1a,
  good: 0x3f8f4e,
  gold: 0xf2c14e,
  button: 0xfff8ec,
  buttonEdge: 0x8c6a46,
  buttonHover: 0xffe9c4,
  selected: 0xf2c14e,
  disabled: 0xcfc3b0,
  boardWood: 0xe2b878,
  boardWoodDark: 0xc7944f,
  boardLine: 0x4a2f18,
  othelloGreen: 0x2f7d4a,
  othelloGreenDark: 0x1f5c35,
} as const;

export const css = (c: number): string => '#' + c.toString(16).padStart(6, '0');

/** Text renders at the canvas resolution (canvas pixels per design pixel), so it is sharp at any size. */
export function textResolution(): number {
  return renderScale();
}

export function textStyle(
  size: number,
  color: number = COLORS.ink,
  extra: Partial<GameObjects.TextStyle> | Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    fontFamily: FONT,
    fontSize: `${Math.round(size)}px`,
    color: css(color),
    resolution: textResolution(),
    padding: { x: 2, y: 3 },
    ...extra,
  };
}

/**
 * The least scale (CSS px per design px) the floors below are honoured at: that of a 640 x 360
 * or 360 x 640 frame, the smallest the game is made for (docs/architecture.md "UX standards").
 * A smaller frame (a 800 x 180 strip, 200 x 150) cannot hold 12 px words and 44 px fingertips
 * in its 720 design px: honoured there, the floors took more room than the screens have, the
 * layouts' sizes went below zero and the canvas threw at the next draw, stopping the game.
 * There every screen keeps the layout of that smallest frame, shrunk.
 */
const FLOOR_SCALE = 0.5;

const floorScale = (): number => Math.max(cssScale(), FLOOR_SCALE);

/** Smallest font size (design px) that still shows at 12 CSS px on this screen. */
export function minFontSize(): number {
  return Math.ceil(12 / floorScale() - 0.01);
}

/** Smallest side (design px) of a control that still measures 44 CSS px on this screen (a fingertip). */
export function minTouchSize(): number {
  return Math.ceil(44 / floorScale());
}

/** A control's side as designed (design px), but never under a fingertip on this screen. */
export function touchSize(designed: number): number {
  return Math.max(designed, minTouchSize());
}
