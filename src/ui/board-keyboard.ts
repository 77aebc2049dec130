// Keyboard play on any board: the arrow keys move a cursor to the nearest point in that
// direction (by the geometry's file and rank, so it works on cells, line crossings and the
// tiger board's mountain alike), Enter or Space acts as a click on the cursor's point
// (pick up, put down, place), Escape drops the selection. The cursor shows only once a key
// has been used, so mouse and touch players never see it.
//
// A board scene wires it with one call:
//   attachBoardKeyboard(this, { geometry, pointPosition, activate, cancel, enabled });
// It cleans up when the scene shuts down.

import type { GameObjects, Scene } from 'phaser';
import type { Geometry } from '../engine/geometry';
import { inputBlocked, preventHostScroll } from './input-guard';

export type ArrowDirection = 'up' | 'down' | 'left' | 'right';

const ARROWS: Record<string, ArrowDirection> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/**
 * The point the cursor moves to from `from` in `dir`: among the points strictly ahead in
 * that direction, the one with the smallest distance, sideways offset weighing double
 * (so a straight line wins over a diagonal, and a diagonal over nothing). `from` itself
 * when there is no point that way.
 */
export function stepPoint(geometry: Geometry, from: number, dir: ArrowDirection): number {
  const p = geometry.points[from];
  if (!p) return from;
  let best = from;
  let bestScore = Infinity;
  for (const q of geometry.points) {
    const df = q.file - p.file;
    const dr = q.rank - p.rank;
    const ahead = dir === 'up' ? -dr : dir === 'down' ? dr : dir === 'left' ? -df : df;
    const side = dir === 'up' || dir === 'down' ? Math.abs(df) : Math.abs(dr);
    if (ahead <= 0) continue;
    const score = ahead + 2 * side + (side > 0 ? 0.01 * (dir === 'up' || dir === 'down' ? df : dr) : 0);
    if (score < bestScore) {
      bestScore = score;
      best = q.index;
    }
  }
  return best;
}

/** The point nearest the middle of the board: where the cursor starts by default. */
export function centrePoint(geometry: Geometry): number {
  const cf = (geometry.files - 1) / 2;
  const cr = (geometry.ranks - 1) / 2;
  let best = 0;
  let bestD = Infinity;
  for (const p of geometry.points) {
    const d = (p.file - cf) ** 2 + (p.rank - cr) ** 2;
    if (d < bestD - 1e-9) {
      bestD = d;
      best = p.index;
    }
  }
  return best;
}

export interface BoardKeyboardOptions {
  geometry: Geometry;
  /** Same as a click or tap on the point (select, move, place, deselect). */
  activate(point: number): void;
  /** Drops the selection (Escape). */
  cancel(): void;
  /** False while the board takes no input (a panda thinks, a piece moves, a dialog is open). */
  enabled?(): boolean;
  /** Where the cursor first appears: e.g. the selected piece; default the board's centre. */
  startPoint?(): number | null;
  /** Told whenever the cursor moves or hides (null), to draw it. */
  onCursor?(point: number | null): void;
  /** Where keys come from (default window). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export interface BoardKeyboard {
  /** The cursor's point, null while hidden (before any key, or after a pointer click). */
  readonly cursor: number | null;
  /** Hides the cursor (e.g. when the mouse is used). */
  hide(): void;
  detach(): void;
}

/** Keyboard play without any Phaser: the logic, testable on its own. */
export function createBoardKeyboard(options: BoardKeyboardOptions): BoardKeyboard {
  const target = options.target ?? globalThis.window;
  let cursor: number | null = null;
  const show = (point: number | null): void => {
    cursor = point;
    options.onCursor?.(point);
  };
  const onKey = (e: KeyboardEvent): void => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const dir = ARROWS[e.key];
    const isActivate = e.key === 'Enter' || e.key === ' ' || e.key === 'Spacebar' || e.code === 'Space';
    const isCancel = e.key === 'Escape' || e.key === 'Esc';
    if (!dir && !isActivate && !isCancel) return;
    if (dir || isActivate) e.preventDefault();
    if (inputBlocked() || (options.enabled && !options.enabled())) return;
    if (dir) {
      if (cursor === null) show(options.startPoint?.() ?? centrePoint(options.geometry));
      else show(stepPoint(options.geometry, cursor, dir));
    } else if (isActivate) {
      if (e.repeat) return;
      if (cursor === null) show(options.startPoint?.() ?? centrePoint(options.geometry));
      else options.activate(cursor);
    } else {
      options.cancel();
    }
  };
  target?.addEventListener('keydown', onKey as EventListener);
  return {
    get cursor() {
      return cursor;
    },
    hide() {
      if (cursor !== null) show(null);
    },
    detach() {
      target?.removeEventListener('keydown', onKey as EventListener);
    },
  };
}

export interface SceneKeyboardOptions extends Omit<BoardKeyboardOptions, 'onCursor'> {
  /** Scene coordinates of a point's centre (where the cursor ring is drawn). */
  pointPosition(point: number): { x: number; y: number };
  /** Cursor ring radius in scene pixels (default 28). */
  radius?: number | (() => number);
  /** Depth of the ring (default 1000: above the pieces). */
  depth?: number;
  /** Extra hook when the cursor moves (e.g. to light up the point's destinations). */
  onCursor?(point: number | null): void;
}

/**
 * Wires keyboard play into a board scene: draws the cursor ring, hides it on pointer
 * input, and detaches when the scene shuts down. One call from the scene's create(); it
 * survives the scene rebuilding its display list (a resize): the ring is made again.
 */
export function attachBoardKeyboard(scene: Scene, options: SceneKeyboardOptions): BoardKeyboard {
  preventHostScroll();
  let ring: GameObjects.Graphics | null = null;
  const radius = (): number => {
    const r = options.radius;
    return typeof r === 'function' ? r() : (r ?? 28);
  };
  const ensureRing = (): GameObjects.Graphics => {
    if (ring && ring.active && ring.scene) return ring;
    // A still ring (no endless tween): the game renders on demand, and a board at rest
    // should cost nothing.
    const g = scene.add.graphics();
    g.setDepth(options.depth ?? 1000);
    ring = g;
    return g;
  };
  const draw = (point: number | null): void => {
    if (point === null) {
      if (ring?.active) ring.setVisible(false);
    } else {
      const g = ensureRing();
      const { x, y } = options.pointPosition(point);
      const r = radius();
      const w = Math.max(3, r * 0.12);
      g.clear();
      g.lineStyle(w, 0xffd54a, 1);
      g.strokeCircle(0, 0, r);
      g.lineStyle(Math.max(1.5, r * 0.05), 0x3b2412, 0.9);
      g.strokeCircle(0, 0, r + w * 0.9);
      g.setPosition(x, y);
      g.setVisible(true);
    }
    options.onCursor?.(point);
  };
  const keyboard = createBoardKeyboard({ ...options, onCursor: draw });
  const onPointer = (): void => keyboard.hide();
  scene.input.on('pointerdown', onPointer);
  // After a rebuild (resize, language) the point moved: draw the cursor where it is now.
  const onResize = (): void => {
    if (keyboard.cursor !== null) draw(keyboard.cursor);
  };
  scene.scale.on('resize', onResize);
  let detached = false;
  const detach = (): void => {
    if (detached) return;
    detached = true;
    keyboard.detach();
    scene.input?.off('pointerdown', onPointer);
    scene.scale?.off('resize', onResize);
    ring = null;
  };
  scene.events.once('shutdown', detach);
  scene.events.once('destroy', detach);
  return {
    get cursor() {
      return keyboard.cursor;
    },
    hide: () => keyboard.hide(),
    detach,
  };
}
