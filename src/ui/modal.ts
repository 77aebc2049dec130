// The modal dialog's frame, shared by every dialog (rules, moves, settings, confirm, resume,
// tour): it dims and blocks the scene and shows a titled panel with a close button and the
// scene's language and sound buttons, which must work with any dialog open.
import type { GameObjects, Scene } from 'phaser';
import { COLORS, touchSize } from './theme';
import { markDirty } from './render-on-demand';
import { Button, Label, panel, type Refreshable } from './widgets';

export interface ModalHandle {
  root: GameObjects.Container;
  layer: number;
  /** Inner area for content, in scene coordinates. */
  body: { x: number; y: number; w: number; h: number };
  close(): void;
}

/**
 * A scene that puts its language and sound buttons in every dialog's title bar (they must
 * work with any dialog open): it makes them at `layer`, right-aligned to `right`, centred
 * on `cy`, `size` high, and returns them with the width they take.
 */
export interface ModalToggleHost {
  modalToggles(right: number, cy: number, size: number, layer: number): { objects: GameObjects.GameObject[]; width: number };
}

/** The frames of the dialogs open now, with their panels (a scene rebuilt under a dialog destroys its frame without closing it). */
const openFrames = new Map<GameObjects.Container, { x: number; y: number; w: number; h: number }>();

/** Whether a dialog is open on any scene: the achievement toast waits until none is (docs/architecture.md, "Progress and achievements"). */
export function dialogOpen(): boolean {
  return dialogPanels().length > 0;
}

/** The panels of the dialogs open now, in their scenes' coordinates: a toast already showing moves off their text. */
export function dialogPanels(): { x: number; y: number; w: number; h: number }[] {
  for (const frame of openFrames.keys()) if (!frame.scene) openFrames.delete(frame);
  return [...openFrames.values()];
}

function isToggleHost(scene: Scene): scene is Scene & ModalToggleHost {
  return typeof (scene as unknown as Partial<ModalToggleHost>).modalToggles === 'function';
}

/** How far the scene's own corner buttons (language, sound) reach from the top right. */
const CORNER_REACH = 110;

/**
 * The panel's width: as asked, within a margin, except that a panel whose top edge lies in
 * the corner buttons' band and whose right edge would end short of the corner takes the full
 * width. Otherwise it half-covers the scene's own sound button, which then peeks out beside
 * the dialog's copy of it.
 */
function panelWidth(asked: number, W: number, top: number): number {
  const w = Math.min(asked, W - 24);
  const rightGap = (W - w) / 2;
  return top < CORNER_REACH && rightGap < CORNER_REACH ? W - 24 : w;
}

/**
 * A modal dialog: dims and blocks the scene, shows a titled panel with a close button
 * (and the scene's language and sound buttons, see ModalToggleHost).
 * `closeId` names the close control for the test hook.
 */
export function openModal(
  scene: Scene,
  opts: { title: () => string; w: number; h: number; closeId: string; layer: number; onClose: () => void; refreshers: Refreshable[] },
): ModalHandle {
  const W = scene.scale.width;
  const H = scene.scale.height;
  const root = scene.add.container(0, 0).setDepth(1000 + opts.layer);
  const dim = scene.add.rectangle(W / 2, H / 2, W, H, 0x000000, 0.55).setInteractive();
  root.add(dim);
  const h = Math.min(opts.h, H - 24);
  const y = (H - h) / 2;
  const w = panelWidth(opts.w, W, y);
  const x = (W - w) / 2;
  openFrames.set(root, { x, y, w, h });
  root.add(panel(scene, x, y, w, h));
  // the close button (and the toggles beside it) as large as a fingertip on this screen
  const closeSize = touchSize(Math.min(52, Math.max(36, h * 0.09 - 12)));
  const titleH = closeSize + 12;
  const toggles = isToggleHost(scene)
    ? scene.modalToggles(x + w - 14 - closeSize - 10, y + titleH / 2 + 4, closeSize, opts.layer)
    : { objects: [], width: 0 };
  const titleW = w - 48 - closeSize - 12 - (toggles.width ? toggles.width + 10 : 0);
  const title = new Label(
    scene,
    x + 24,
    y + titleH / 2 + 4,
    opts.title,
    { w: titleW, h: titleH - 8, size: Math.min(32, titleH * 0.55), wrap: true },
    COLORS.ink,
    { fontStyle: 'bold' },
  );
  title.setOrigin(0, 0.5);
  root.add(title);
  root.add(toggles.objects);
  opts.refreshers.push(title);
  let closed = false;
  const handle: ModalHandle = {
    root,
    layer: opts.layer,
    body: { x: x + 20, y: y + titleH + 8, w: w - 40, h: h - titleH - 24 },
    close: () => {
      if (closed) return;
      closed = true;
      markDirty();
      openFrames.delete(root);
      root.destroy();
      opts.onClose();
    },
  };
  const close = new Button(scene, {
    id: opts.closeId,
    x: x + w - closeSize / 2 - 14,
    y: y + titleH / 2 + 4,
    w: closeSize,
    h: closeSize,
    label: () => '✕',
    icon: () => null,
    kind: 'normal',
    fontSize: closeSize * 0.5,
    layer: opts.layer,
    onClick: () => handle.close(),
  });
  root.add(close);
  return handle;
}
