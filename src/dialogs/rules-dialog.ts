// The Rules dialog of the board: the game's rules in the player's language, with a note for
// each variant in play, the draw rules where the game has them, and the turn timer. A text
// longer than the dialog holds at a readable size is shown in pages (cut between paragraphs,
// or between sentences: src/ui/paginate.ts) with `rules.prev` / `rules.next` and a page
// indicator; the pages are cut again when the language changes.
import type { Match } from '../match/match';
import { t } from '../i18n/index';
import { fitText } from '../ui/fit';
import { paginate } from '../ui/paginate';
import { rulesText } from './rules-text';
import { COLORS, minFontSize, touchSize } from '../ui/theme';
import type { WidgetHost } from '../ui/widget-host';
import { openModal, type ModalHandle } from '../ui/modal';
import type { Refreshable } from '../ui/widgets';

export interface RulesHandle extends ModalHandle {
  page(): number;
  pages(): number;
}

export function openRulesDialog(host: WidgetHost, match: Match, onClose: () => void, onTour: () => void): RulesHandle {
  const { W, H, portrait } = host;
  const game = match.game;
  const modal = openModal(host.stage, {
    title: () => `${t('rules:title')} · ${t(`games:${game}.name`)}`,
    // as wide and tall as the screen allows: fewer pages
    w: portrait ? W - 24 : Math.min(1160, W - 40),
    h: portrait ? Math.min(H - 80, 1250) : H - 24,
    closeId: 'rules.close',
    layer: host.layer,
    onClose,
    refreshers: host.refreshers,
  });
  const b = modal.body;
  const btnH = touchSize(portrait ? 80 : 60);
  // landscape: one row (pages on the left, the tour on the right); portrait: pages above the tour
  const rows = portrait ? 2 : 1;
  const textH = b.h - rows * (btnH + 12);
  const size = Math.max(portrait ? 27 : 22, minFontSize());
  let pages: string[] = [''];
  let page = 0;
  const body = host.label(b.x, b.y, () => pages[page] ?? '', { w: b.w, h: textH, size, wrap: true, min: 12 }, COLORS.ink, {
    lineSpacing: 4,
  });
  modal.root.add(body);

  const navY = b.y + b.h - btnH / 2 - (portrait ? btnH + 12 : 0);
  const navW = portrait ? b.w : Math.min(b.w - 380, 660);
  const arrowW = Math.min(220, (navW - 24) / 3);
  const show = (to: number) => {
    page = Math.max(0, Math.min(pages.length - 1, to));
    update();
  };
  const prev = host.btn({
    id: 'rules.prev',
    x: b.x + arrowW / 2,
    y: navY,
    w: arrowW,
    h: btnH,
    label: () => t('pages:prev'),
    fontSize: portrait ? 28 : 24,
    onClick: () => show(page - 1),
  });
  const next = host.btn({
    id: 'rules.next',
    x: b.x + navW - arrowW / 2,
    y: navY,
    w: arrowW,
    h: btnH,
    kind: 'primary',
    label: () => t('pages:next'),
    fontSize: portrait ? 28 : 24,
    onClick: () => show(page + 1),
  });
  const indicator = host.label(
    b.x + navW / 2,
    navY,
    () => t('pages:page', { n: page + 1, total: pages.length }),
    { w: navW - arrowW * 2 - 24, h: btnH, size: portrait ? 26 : 22 },
    COLORS.inkSoft,
    { fontStyle: 'bold' },
  );
  indicator.setOrigin(0.5);
  modal.root.add([prev, next, indicator]);
  // the guided tour, again
  const tourW = Math.min(portrait ? b.w : b.w - navW - 24, 360);
  const tourX = portrait ? b.x + b.w / 2 : b.x + b.w - tourW / 2;
  const tour = host.btn({
    id: 'rules.tour',
    x: tourX,
    y: b.y + b.h - btnH / 2,
    w: tourW,
    h: btnH,
    kind: portrait ? 'primary' : 'normal',
    label: () => t('tour:buttons.replay'),
    onClick: onTour,
  });
  modal.root.add(tour);

  function update(): void {
    body.refresh();
    indicator.refresh();
    const several = pages.length > 1;
    for (const o of [prev, next, indicator]) o.setVisible(several);
    // alone on its row, the tour button stands in the middle
    tour.setX(several ? tourX : b.x + b.w / 2);
    prev.setEnabled(page > 0);
    next.setEnabled(page < pages.length - 1);
  }
  /** Cuts the text into pages at the dialog's text size (a page that fits at that size, never below it). */
  function cut(): void {
    const fits = (candidate: string) => {
      fitText(body, candidate, b.w, textH, { size, min: size, wrap: true });
      return !(body as unknown as { overflowsBox: boolean }).overflowsBox;
    };
    const text = rulesText(match.rules);
    // one page when the whole text reads at a little less than the dialog's size
    fitText(body, text, b.w, textH, { size, min: Math.max(minFontSize(), Math.round(size * 0.82)), wrap: true });
    const whole = !(body as unknown as { overflowsBox: boolean }).overflowsBox;
    pages = whole ? [text] : paginate(text, fits);
    page = Math.min(page, pages.length - 1);
    update();
  }
  // after a language change: new text, new pages (gone with the dialog)
  const repage: Refreshable & { readonly scene: unknown } = {
    get scene() {
      return body.scene;
    },
    refresh: () => {
      if (body.scene) cut();
    },
  };
  host.refreshers.push(repage);
  cut();
  return { ...modal, page: () => page, pages: () => pages.length };
}
