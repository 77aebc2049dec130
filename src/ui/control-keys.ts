// Keyboard access to every button, so the whole game can be played without a mouse:
// Tab / Shift+Tab move a focus ring through the controls in reading order, the arrow keys
// move it to the nearest control in that direction (except on the board, where the arrows
// drive the board cursor: src/ui/board-keyboard.ts), Enter or Space presses the focused
// control, Escape drops the focus. Mouse and touch hide the ring. Works from the control
// registry (src/ui/control-registry.ts), so every button made with the widget kit takes part.
import type { Game, GameObjects, Scene } from 'phaser';
import { activeSceneKey } from './active-scene';
import { liveControls, type ControlEntry } from './control-registry';
import { inputBlocked, isEditable } from './input-guard';
import { nearestInDirection, readingOrder, type Box, type Direction } from './spatial';

const ARROWS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

interface Live extends Box {
  entry: ControlEntry;
}

let focusedId: string | null = null;

/** Installs the keyboard focus for controls (once). */
export function installControlKeys(game: Game, win: Window = window): void {
  let ring: GameObjects.Graphics | null = null;
  let ringScene: Scene | null = null;

  const live = (): Live[] =>
    liveControls()
      .filter(({ entry }) => entry.enabled() && entry.scene.sys.settings.key === activeSceneKey())
      .map(({ entry, bounds }) => ({ id: entry.id, x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height, entry }));

  const hideRing = (): void => {
    if (ring?.active) ring.setVisible(false);
  };

  const draw = (c: Live | null): void => {
    if (!c) {
      hideRing();
      return;
    }
    const scene = c.entry.scene;
    if (!ring || !ring.active || ringScene !== scene) {
      if (ring?.active) ring.destroy();
      ring = scene.add.graphics().setDepth(5000);
      ringScene = scene;
    }
    const pad = 5;
    ring.clear();
    ring.lineStyle(5, 0xffd54a, 1);
    ring.strokeRoundedRect(c.x - pad, c.y - pad, c.width + pad * 2, c.height + pad * 2, Math.min(18, (c.height + pad * 2) / 2));
    ring.lineStyle(2, 0x3b2412, 0.9);
    ring.strokeRoundedRect(
      c.x - pad - 4,
      c.y - pad - 4,
      c.width + pad * 2 + 8,
      c.height + pad * 2 + 8,
      Math.min(22, (c.height + pad * 2 + 8) / 2),
    );
    ring.setVisible(true);
    ring.setPosition(0, 0);
  };

  const focus = (c: Live | null): void => {
    focusedId = c?.id ?? null;
    draw(c);
  };

  const onKey = (e: KeyboardEvent): void => {
    // a text field of the page (the nickname's, the share link's) keeps its keys: typing, its caret, Enter
    if (e.altKey || e.ctrlKey || e.metaKey || inputBlocked() || isEditable(e.target)) return;
    const controls = live();
    const current = controls.find((c) => c.id === focusedId) ?? null;
    if (focusedId !== null && !current) focus(null);
    const onBoard = activeSceneKey() === 'board';

    if (e.key === 'Tab') {
      e.preventDefault();
      const order = readingOrder(controls);
      if (order.length === 0) return;
      const i = current ? order.findIndex((c) => c.id === current.id) : -1;
      const next =
        i < 0 ? (e.shiftKey ? order[order.length - 1] : order[0]) : order[(i + (e.shiftKey ? -1 : 1) + order.length) % order.length];
      focus(next);
      return;
    }
    const dir = ARROWS[e.key];
    if (dir) {
      if (onBoard) {
        // The arrows belong to the board cursor there.
        focus(null);
        return;
      }
      e.preventDefault();
      if (!current) focus(readingOrder(controls)[0] ?? null);
      else focus(nearestInDirection(controls, current, dir) ?? current);
      return;
    }
    if ((e.key === 'Enter' || e.key === ' ' || e.code === 'Space') && current) {
      e.preventDefault();
      // Keep the board from also acting on this key.
      e.stopImmediatePropagation();
      if (e.repeat) return;
      const id = current.id;
      current.entry.target.emit('pointerup');
      // The same control after a rebuild (a toggle, a language switch) keeps the focus.
      const again = live().find((c) => c.id === id) ?? null;
      focus(again);
      return;
    }
    if (e.key === 'Escape' || e.key === 'Esc') focus(null);
  };
  win.addEventListener('keydown', onKey);
  win.addEventListener('pointerdown', () => focus(null), { capture: true, passive: true });
  // A new scene starts without focus (its ring would belong to the old one).
  game.events.on('poststep', () => {
    if (ringScene && !ringScene.sys.isActive()) {
      ring = null;
      ringScene = null;
      focusedId = null;
    }
  });
}
