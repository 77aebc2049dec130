// The nickname dialog of online play (docs/online.md "Players"): the name other players see,
// typed in a real text field of the page laid over the dialog's field (a phone's keyboard,
// paste, the caret, Chinese input methods all work there), checked when saved (length,
// characters): a bad name says what is wrong and keeps the dialog open. Enter saves, Escape
// closes. Control ids `name.save`, `name.cancel`, `name.close`; the field is
// `#panda-name-field`.
import { markDirty } from '../ui/render-on-demand';
import { onLanguageChanged, t } from '../i18n/index';
import { checkName, NAME_MAX, onlineName, setOnlineName } from '../online/nickname';
import { openModal, type ModalHandle } from '../ui/modal';
import { COLORS, FONT, touchSize } from '../ui/theme';
import type { WidgetHost } from '../ui/widget-host';

export const NAME_FIELD_ID = 'panda-name-field';

export interface NameDialogOptions {
  /** What was typed before a rebuild of the scene (null: the kept name). */
  draft: string | null;
  /** Hears every change of what is typed, so a rebuild (a resize) keeps it. */
  onDraft(typed: string): void;
  /** The dialog is closed: `saved` when a new name was kept. */
  onDone(saved: boolean): void;
}

export function openNameDialog(host: WidgetHost, opts: NameDialogOptions): ModalHandle {
  const { W, portrait } = host;
  let saved = false;
  let error: string | null = null;
  const modal = openModal(host.stage, {
    title: () => t('online:name.title'),
    w: portrait ? W - 24 : Math.min(680, W - 60),
    h: portrait ? 560 : 400,
    closeId: 'name.close',
    layer: host.layer,
    onClose: () => {
      removeField();
      opts.onDone(saved);
    },
    refreshers: host.refreshers,
  });
  const b = modal.body;
  const hintSize = portrait ? 26 : 22;
  modal.root.add(
    host.label(
      b.x,
      b.y,
      () => t('online:name.hint', { max: NAME_MAX }),
      { w: b.w, h: hintSize * 2.6, size: hintSize, wrap: true },
      COLORS.inkSoft,
    ),
  );
  const fieldH = touchSize(portrait ? 72 : 60);
  const fieldY = b.y + hintSize * 2.6 + 10;
  modal.root.add(host.stage.add.rectangle(b.x + b.w / 2, fieldY + fieldH / 2, b.w, fieldH, 0xffffff).setStrokeStyle(3, COLORS.buttonEdge));
  // the problem is said in words with a mark, never by colour alone
  const errorLabel = host.label(
    b.x,
    fieldY + fieldH + 10,
    () => (error ? `⚠ ${t(error, { max: NAME_MAX })}` : ''),
    { w: b.w, h: hintSize * 2.4, size: hintSize, wrap: true },
    COLORS.accentDark,
    { fontStyle: 'bold' },
  );
  modal.root.add(errorLabel);
  const btnH = touchSize(portrait ? 80 : 64);
  const bw = Math.min(260, (b.w - 16) / 2);
  const by = b.y + b.h - btnH / 2 - 4;
  const save = (): void => {
    const typed = field.value;
    const checked = checkName(typed);
    error = 'error' in checked ? checked.error : setOnlineName(typed);
    if (error) {
      errorLabel.refresh();
      markDirty();
      field.focus();
      return;
    }
    saved = true;
    modal.close();
  };
  modal.root.add(
    host.btn({
      id: 'name.cancel',
      x: b.x + b.w / 2 - bw / 2 - 8,
      y: by,
      w: bw,
      h: btnH,
      label: () => t('online:name.cancel'),
      onClick: () => modal.close(),
    }),
  );
  modal.root.add(
    host.btn({
      id: 'name.save',
      x: b.x + b.w / 2 + bw / 2 + 8,
      y: by,
      w: bw,
      h: btnH,
      kind: 'primary',
      label: () => t('online:name.save'),
      onClick: save,
    }),
  );

  const field = textField(opts.draft ?? onlineName());
  field.addEventListener('input', () => opts.onDraft(field.value));
  field.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      save();
    } else if (e.key === 'Escape' || e.key === 'Esc') {
      e.preventDefault();
      modal.close();
    }
  });
  const place = (): void => {
    // the canvas is scaled to the page: the field follows the drawn box in CSS pixels
    const c = host.stage.game.canvas.getBoundingClientRect();
    const sx = c.width / host.W;
    const sy = c.height / host.H;
    field.style.left = `${c.left + (b.x + 6) * sx}px`;
    field.style.top = `${c.top + (fieldY + 4) * sy}px`;
    field.style.width = `${(b.w - 12) * sx}px`;
    field.style.height = `${(fieldH - 8) * sy}px`;
    // 16 CSS px at least: a phone zooms the page into a smaller field
    field.style.fontSize = `${Math.max(16, (portrait ? 32 : 28) * sy)}px`;
  };
  place();
  const offLang = onLanguageChanged(() => field.setAttribute('aria-label', t('online:name.title')));
  field.setAttribute('aria-label', t('online:name.title'));
  document.body.append(field);
  field.focus();
  field.select();
  function removeField(): void {
    offLang();
    field.remove();
  }
  // a rebuild of the scene (a resize, a language change) destroys the dialog without closing it
  modal.root.once('destroy', removeField);
  return modal;
}

function textField(value: string): HTMLInputElement {
  document.getElementById(NAME_FIELD_ID)?.remove();
  const field = document.createElement('input');
  field.id = NAME_FIELD_ID;
  field.type = 'text';
  field.value = value;
  field.maxLength = 40;
  field.setAttribute('autocomplete', 'nickname');
  field.spellcheck = false;
  field.enterKeyHint = 'done';
  field.style.cssText = `position:fixed;z-index:20;box-sizing:border-box;margin:0;padding:0 10px;border:0;outline:none;background:transparent;color:#2b1d14;font-family:${FONT}`;
  return field;
}
