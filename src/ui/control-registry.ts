// Every interactive control (buttons, cards, toggles) registers here when it is made, so
// the `?test=1` hook can list what a player can click, where, and whether it is enabled.
// Only the top layer of a scene counts: when a modal is open, what lies under it is not
// clickable and is not listed.
import type { GameObjects, Scene } from 'phaser';

export interface ControlInfo {
  id: string;
  label: string;
  x: number;
  y: number;
  w: number;
  h: number;
  enabled: boolean;
}

export interface ControlEntry {
  id: string;
  scene: Scene;
  /** The object whose bounds are the clickable area. */
  target: GameObjects.GameObject & { getBounds(): { x: number; y: number; width: number; height: number } };
  label(): string;
  enabled(): boolean;
  /** For a choice among several (a player card, a side): whether it is the one chosen. */
  selected?(): boolean;
  /** Modal depth the control belongs to (0: the scene itself). */
  layer: number;
}

const entries = new Set<ControlEntry>();

export function registerControl(entry: ControlEntry): void {
  entries.add(entry);
  entry.target.once('destroy', () => entries.delete(entry));
}

function isShown(obj: GameObjects.GameObject): boolean {
  let o: GameObjects.GameObject | null = obj;
  while (o) {
    const v = o as unknown as { visible?: boolean; alpha?: number; active: boolean };
    if (!v.active || v.visible === false || (v.alpha !== undefined && v.alpha <= 0.01)) return false;
    o = (o as unknown as { parentContainer: GameObjects.GameObject | null }).parentContainer;
  }
  return true;
}

/** Visible controls of the running scenes, in game coordinates. */
export function liveControls(): { entry: ControlEntry; bounds: { x: number; y: number; width: number; height: number } }[] {
  const shown = [...entries].filter((e) => e.scene.sys.isActive() && e.scene.sys.settings.visible && isShown(e.target));
  const topLayer = new Map<Scene, number>();
  for (const e of shown) topLayer.set(e.scene, Math.max(topLayer.get(e.scene) ?? 0, e.layer));
  return shown.filter((e) => e.layer === topLayer.get(e.scene)).map((entry) => ({ entry, bounds: entry.target.getBounds() }));
}
