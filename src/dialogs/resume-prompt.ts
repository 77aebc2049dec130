// The offer to continue a saved game after a reload (Resume / New game), and the short,
// calm notice when a save could not be restored. Shown once per visit, over the first
// menu (or player select) the player sees.
import type { Scene } from 'phaser';
import { t, onLanguageChanged } from '../i18n/index';
import { COLORS, touchSize } from '../ui/theme';
import { openModal } from '../ui/modal';
import { Button, Label, panel, type Refreshable } from '../ui/widgets';

/** The saved game the prompt speaks of. */
export interface SavedGameSummary {
  game: string;
  opponent: string;
  moves: number;
}

const text = (name: string, params: Record<string, unknown> = {}): string => t(`common:portal.${name}`, params);

/** A notice at the bottom of the scene that fades away by itself. */
/** `middle`: over the middle of the screen, for scenes whose buttons sit at the bottom. */
export function showToast(scene: Scene, message: () => string, ms = 4500, place: 'bottom' | 'middle' = 'bottom'): void {
  const W = scene.scale.width;
  const H = scene.scale.height;
  const w = Math.min(W - 40, 760);
  const h = 84;
  const x = (W - w) / 2;
  const y = place === 'middle' ? (H - h) / 2 : H - h - 24;
  const root = scene.add.container(0, 0).setDepth(1500);
  root.add(panel(scene, x, y, w, h, COLORS.panelDark, 0.92));
  const label = new Label(scene, W / 2, y + h / 2, message, { w: w - 40, h: h - 16, size: 24, wrap: true, min: 12 }, 0xfff6e6, {
    align: 'center',
  });
  label.setOrigin(0.5);
  root.add(label);
  const off = onLanguageChanged(() => label.refresh());
  scene.tweens.add({
    targets: root,
    alpha: { from: 1, to: 0 },
    delay: ms,
    duration: 600,
    onComplete: () => root.destroy(),
  });
  root.once('destroy', off);
}

export interface ResumeChoice {
  resume(): void;
  fresh(): void;
}

/**
 * The Resume / New game dialog (controls `resume.continue`, `resume.new`, `resume.close`).
 * Closing it keeps the save for later; starting another game replaces it.
 */
export interface PromptHandle {
  /** False once answered, closed, or destroyed with the scene's display list. */
  alive(): boolean;
  /** True once the player answered or closed it (not when a rebuild swept it away). */
  settled(): boolean;
  close(): void;
}

export function showResumePrompt(scene: Scene, save: SavedGameSummary, choice: ResumeChoice): PromptHandle {
  const refreshers: Refreshable[] = [];
  const W = scene.scale.width;
  const H = scene.scale.height;
  const portrait = H > W;
  const layer = 5;
  let settled = false;
  const modal = openModal(scene, {
    title: () => text('title'),
    w: portrait ? W - 48 : 680,
    h: portrait ? 420 : 330,
    closeId: 'resume.close',
    layer,
    onClose: () => {
      settled = true;
      offLang();
    },
    refreshers,
  });
  const b = modal.body;
  const bodyText = (): string => {
    const params = {
      game: t(`games:${save.game}.name`),
      opponent: save.opponent === 'human' ? '' : t(`common:pandas.${save.opponent}.name`),
      moves: save.moves,
    };
    return save.opponent === 'human' ? text('bodyFriend', params) : text('body', params);
  };
  const btnH = touchSize(portrait ? 84 : 68);
  const body = new Label(
    scene,
    b.x,
    b.y + 8,
    bodyText,
    { w: b.w, h: b.h - btnH - 36, size: portrait ? 30 : 26, wrap: true, min: 14 },
    COLORS.ink,
  );
  modal.root.add(body);
  refreshers.push(body);
  const gap = 16;
  const bw = (b.w - gap) / 2;
  const by = b.y + b.h - btnH / 2 - 4;
  const finish = (fn: () => void) => () => {
    if (settled) return;
    settled = true;
    modal.close();
    fn();
  };
  const resume = new Button(scene, {
    id: 'resume.continue',
    x: b.x + bw / 2,
    y: by,
    w: bw,
    h: btnH,
    kind: 'primary',
    label: () => text('resume'),
    fontSize: portrait ? 32 : 28,
    layer,
    onClick: finish(choice.resume),
  });
  const fresh = new Button(scene, {
    id: 'resume.new',
    x: b.x + bw + gap + bw / 2,
    y: by,
    w: bw,
    h: btnH,
    label: () => text('fresh'),
    fontSize: portrait ? 32 : 28,
    layer,
    onClick: finish(choice.fresh),
  });
  modal.root.add([resume, fresh]);
  refreshers.push(resume, fresh);
  const offLang = onLanguageChanged(() => refreshers.forEach((r) => r.refresh()));
  modal.root.once('destroy', () => offLang());
  return {
    alive: () => !settled && modal.root.active,
    settled: () => settled,
    close: () => {
      if (!settled) modal.close();
    },
  };
}
