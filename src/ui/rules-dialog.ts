// The Rules dialog of the board: the game's rules in the player's language, with a note for
// each variant in play, the draw rules where the game has them, and the turn timer.
import type { Match } from '../game/match';
import { t } from '../i18n/index';
import { rulesText } from './rules-text';
import { COLORS, minTouchSize } from './theme';
import type { WidgetHost } from './widget-host';
import { openModal, type ModalHandle } from './widgets';

export function openRulesDialog(host: WidgetHost, match: Match, onClose: () => void, onTour: () => void): ModalHandle {
  const { W, H, portrait } = host;
  const game = match.game;
  const modal = openModal(host.stage, {
    title: () => `${t('rules:title')} · ${t(`games:${game}.name`)}`,
    // as wide and tall as the screen allows: the whole text at 12 CSS px and more
    w: portrait ? W - 24 : Math.min(1160, W - 40),
    h: portrait ? Math.min(H - 80, 1250) : H - 24,
    closeId: 'rules.close',
    layer: host.layer,
    onClose,
    refreshers: host.refreshers,
  });
  const b = modal.body;
  const body = () => rulesText(match.rules);
  const btnH = Math.max(portrait ? 80 : 60, minTouchSize());
  modal.root.add(host.label(b.x, b.y, body, { w: b.w, h: b.h - btnH - 12, size: portrait ? 27 : 22, wrap: true, min: 12 }, COLORS.ink, { lineSpacing: 4 }));
  // the guided tour, again
  modal.root.add(host.btn({ id: 'rules.tour', x: b.x + b.w / 2, y: b.y + b.h - btnH / 2, w: Math.min(b.w, 360), h: btnH, kind: 'primary', label: () => t('tour:buttons.replay'), onClick: onTour }));
  return modal;
}
