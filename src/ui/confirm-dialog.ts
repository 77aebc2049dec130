// A yes-or-no question before something is lost (leaving a game in progress, a new round).
// Control ids `confirm.yes` and `confirm.no`; closing it any other way means no.
import { t } from '../i18n/index';
import { COLORS, touchSize } from './theme';
import type { WidgetHost } from './widget-host';
import { openModal, type ModalHandle } from './modal';

export interface ConfirmText {
  question: string;
  /** Values for the question's placeholders. */
  params?: Record<string, unknown>;
  yes: string;
  no: string;
  /** The title's key (Are you sure? unless given). */
  title?: string;
}

export function openConfirm(host: WidgetHost, text: ConfirmText, onAnswer: (yes: boolean) => void): ModalHandle {
  const { W, portrait } = host;
  let answered = false;
  const answer = (yes: boolean) => {
    if (answered) return;
    answered = true;
    modal.close();
    onAnswer(yes);
  };
  const modal = openModal(host.stage, {
    title: () => t(text.title ?? 'common:confirm.title'),
    w: portrait ? W - 24 : Math.min(720, W - 60),
    h: portrait ? 460 : 340,
    closeId: 'confirm.close',
    layer: host.layer,
    onClose: () => answer(false),
    refreshers: host.refreshers,
  });
  const b = modal.body;
  const btnH = touchSize(portrait ? 84 : 66);
  modal.root.add(
    host.label(
      b.x,
      b.y + 4,
      () => t(text.question, text.params ?? {}),
      { w: b.w, h: b.h - btnH - 24, size: portrait ? 30 : 26, wrap: true, min: 14 },
      COLORS.ink,
    ),
  );
  const bw = Math.min(300, (b.w - 16) / 2);
  const by = b.y + b.h - btnH / 2 - 4;
  modal.root.add(
    host.btn({
      id: 'confirm.no',
      x: b.x + b.w / 2 - bw / 2 - 8,
      y: by,
      w: bw,
      h: btnH,
      label: () => t(text.no),
      onClick: () => answer(false),
    }),
  );
  modal.root.add(
    host.btn({
      id: 'confirm.yes',
      x: b.x + b.w / 2 + bw / 2 + 8,
      y: by,
      w: bw,
      h: btnH,
      kind: 'primary',
      label: () => t(text.yes),
      onClick: () => answer(true),
    }),
  );
  return modal;
}
