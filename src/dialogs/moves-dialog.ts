// The full move list of the game in play (`board.moves`): every move in the project's
// notation with its captures and conversions (src/match/move-notes.ts), numbered, in rows
// that read left to right. It opens at the newest moves and scrolls with `moves.earlier` /
// `moves.later` (a page at a time), the mouse wheel or a drag; a move played while it is open joins the list.
// Under the list, the legend of the marks a move may carry (×, +n, pass).
import type { GameObjects } from 'phaser';
import type { Match } from '../match/match';
import { MOVE_MARKS, numberedNotes } from '../match/move-notes';
import { t } from '../i18n/index';
import { fitText } from '../ui/fit';
import { COLORS, minFontSize, touchSize, textStyle } from '../ui/theme';
import type { WidgetHost } from '../ui/widget-host';
import { openModal, type ModalHandle } from '../ui/modal';

export interface MovesHandle extends ModalHandle {
  page(): number;
  pages(): number;
}

export function openMovesDialog(host: WidgetHost, match: Match, onClose: () => void): MovesHandle {
  const { W, H, portrait } = host;
  const scene = host.stage;
  let offMatch: (() => void) | null = null;
  const offWheel = () => scene.input.off('wheel', onWheel);
  const modal = openModal(scene, {
    title: () => `${t('moves:title')} · ${t(`games:${match.game}.name`)}`,
    w: portrait ? W - 24 : Math.min(1160, W - 40),
    h: portrait ? Math.min(H - 80, 1250) : H - 24,
    closeId: 'moves.close',
    layer: host.layer,
    onClose,
    refreshers: host.refreshers,
  });
  // gone with the dialog, whether closed or swept away by a rebuild of the scene
  modal.root.once('destroy', () => {
    offMatch?.();
    offWheel();
  });
  const b = modal.body;
  const btnH = touchSize(portrait ? 80 : 60);
  const legendSize = Math.max(portrait ? 22 : 18, minFontSize());
  // a phone gives each mark a line of its own; a wide screen one or two lines for all
  const legendH = Math.round(legendSize * (portrait ? 1.4 * MOVE_MARKS.length + 0.3 : 2.7));
  const listH = b.h - btnH - legendH - 18;
  const size = Math.max(portrait ? 26 : 22, minFontSize());
  const rowH = Math.round(size * 1.6);
  const notes = () => numberedNotes(match.rules, match.record.history);

  // columns as wide as a long move (a multiple capture may take two cells' width: it shrinks)
  const probe = scene.add.text(0, 0, '', textStyle(size, COLORS.ink)).setVisible(false);
  probe.setText('88. c3-c2 ×b2');
  const cols = Math.max(1, Math.floor(b.w / (probe.width + size * 1.2)));
  probe.destroy();
  const cellW = b.w / cols;
  const rows = Math.max(1, Math.floor(listH / rowH));
  const cells: GameObjects.Text[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      cells.push(scene.add.text(b.x + c * cellW, b.y + r * rowH + rowH / 2, '', textStyle(size, COLORS.ink)).setOrigin(0, 0.5));
    }
  }
  modal.root.add(cells);

  let top = Number.MAX_SAFE_INTEGER; // the first row shown: the newest moves at first
  const totalRows = () => Math.max(1, Math.ceil(notes().length / cols));
  const maxTop = () => Math.max(0, totalRows() - rows);
  const scroll = (to: number) => {
    const next = Math.max(0, Math.min(maxTop(), Math.round(to)));
    if (next !== top) {
      top = next;
      render();
    }
  };
  const legend = host.label(
    b.x,
    b.y + listH + 6,
    () => movesLegend(portrait ? '\n' : '  ·  '),
    { w: b.w, h: legendH, size: legendSize, wrap: true, min: minFontSize() },
    COLORS.inkSoft,
  );
  legend.setOrigin(0, 0);
  modal.root.add(legend);
  const navW = Math.min(260, b.w * 0.27);
  const navY = b.y + b.h - btnH / 2;
  const navFont = portrait ? 28 : 24;
  const earlier = host.btn({
    id: 'moves.earlier',
    x: b.x + navW / 2,
    y: navY,
    w: navW,
    h: btnH,
    label: () => t('moves:earlier'),
    fontSize: navFont,
    onClick: () => scroll((page() - 1) * rows),
  });
  const later = host.btn({
    id: 'moves.later',
    x: b.x + b.w - navW / 2,
    y: navY,
    w: navW,
    h: btnH,
    label: () => t('moves:later'),
    fontSize: navFont,
    onClick: () => scroll((page() + 1) * rows),
  });
  const range = host.label(
    b.x + b.w / 2,
    navY,
    () => rangeText(),
    { w: b.w - 2 * navW - 16, h: btnH, size: portrait ? 24 : 22 },
    COLORS.inkSoft,
    { fontStyle: 'bold' },
  );
  range.setOrigin(0.5);
  modal.root.add([earlier, later, range]);

  // the buttons turn whole pages; the wheel and a drag may stop between them
  function pages(): number {
    return Math.max(1, Math.ceil(totalRows() / rows));
  }
  function page(): number {
    return top >= maxTop() ? pages() - 1 : Math.floor(top / rows);
  }

  function rangeText(): string {
    const n = notes().length;
    if (n === 0) return t('board:noMoves');
    return t('moves:range', { from: top * cols + 1, to: Math.min(n, (top + rows) * cols), total: n });
  }

  function render(): void {
    if (!range.scene) return;
    const list = notes();
    top = Math.min(top, maxTop());
    cells.forEach((cell, i) => {
      const note = list[top * cols + i] ?? '';
      fitText(cell, note, cellW - 8, rowH, { size, min: minFontSize() });
    });
    range.refresh();
    earlier.setEnabled(top > 0);
    later.setEnabled(top < maxTop());
  }

  // the wheel and a drag over the list scroll it a row at a time
  function onWheel(_p: unknown, _over: unknown, _dx: number, dy: number): void {
    if (dy !== 0) scroll(top + Math.sign(dy) * 2);
  }
  scene.input.on('wheel', onWheel);
  const zone = scene.add.zone(b.x + b.w / 2, b.y + listH / 2, b.w, listH).setInteractive();
  let dragFrom: { y: number; top: number } | null = null;
  zone.on('pointerdown', (p: { y: number }) => (dragFrom = { y: p.y, top }));
  zone.on('pointermove', (p: { y: number; isDown: boolean }) => {
    if (dragFrom && p.isDown) scroll(dragFrom.top - (p.y - dragFrom.y) / rowH);
  });
  zone.on('pointerup', () => (dragFrom = null));
  zone.on('pointerout', () => (dragFrom = null));
  modal.root.add(zone);
  offMatch = match.on(() => {
    const atEnd = top >= maxTop() - 1;
    if (atEnd) top = Number.MAX_SAFE_INTEGER;
    render();
  });
  render();
  return { ...modal, page, pages };
}

/** What the marks of the move list mean, one after the other: "×b2: the piece on b2 was taken · …". */
export function movesLegend(separator: string): string {
  return MOVE_MARKS.map((m) => t(m.legend)).join(separator);
}
