// Review: the finished game again, move by move (first / previous / next / last), on the
// board, with the move list in step and PAPA's verdict where he had one. Arrow keys step
// too. Exit goes back to the result; a game opened from a link (src/game/shared-link.ts)
// has no result behind it, so Exit goes to the menu.
import { moveNote } from '../game/move-notes';
import { currentMatch } from '../game/session';
import { replayParams, type SharedGame } from '../game/shared-link';
import { onSceneKeys } from '../ui/scene-keys';
import { copyGameLink } from '../ui/share-dialog';
import { t } from '../i18n/index';
import { COLORS, touchSize } from '../ui/theme';
import { panel, type Label } from '../ui/widgets';
import { setActiveReview } from '../views/active';
import { prophecyLine } from '../views/board-texts';
import { BoardView } from '../views/board-view';
import { BaseScene } from './base';
import { boardLayout } from './board-layout';

const KEYS: Record<string, 'first' | 'prev' | 'next' | 'last'> = { Home: 'first', ArrowLeft: 'prev', ArrowRight: 'next', End: 'last' };

export class ReviewScene extends BaseScene {
  /** The live match's finished game, or one opened from a link (the Match fits this shape). */
  private match!: SharedGame;
  private fromLink: SharedGame | null = null;
  private ply = 0;
  private view: BoardView | null = null;
  private list: Label | null = null;
  private verdict: Label | null = null;

  constructor() {
    super('review');
  }

  init(data?: { shared?: SharedGame }): void {
    this.fromLink = data?.shared ?? null;
  }

  create(): void {
    const live = currentMatch();
    const m: SharedGame | null = this.fromLink ?? (live?.outcome ? live : null);
    if (!m) {
      this.scene.start('menu');
      return;
    }
    this.match = m;
    this.ply = this.fromLink ? 0 : m.record.history.length;
    super.create();
    onSceneKeys(this, (e) => {
      const step = KEYS[e.key];
      if (step) this.step(step);
    });
  }

  protected teardown(): void {
    this.view?.destroy();
    this.view = null;
    setActiveReview(null);
  }

  protected beforeRebuild(): void {
    this.view?.destroy();
    this.view = null;
  }

  /** The position after `ply` moves. */
  private positionAt(ply: number): unknown {
    const h = this.match.record.history;
    return ply === 0 ? (h.length > 0 ? h[0].before : this.match.record.position) : h[ply - 1].after;
  }

  protected build(): void {
    const m = this.match;
    const layout = boardLayout(this.W, this.H, BoardView.aspect(m.rules));
    this.background(0.45);
    const { toolbar, board, panel: area } = layout;
    // the toolbar: back (to the result, or the menu for a game from a link), Copy link, the language and the sound
    const h = toolbar.h;
    const free = toolbar.w - (h * 2.6 + 8) - 24;
    const exitW = Math.min(h * 3.2, free * 0.42);
    const shareW = Math.min(h * 3.2, free - exitW);
    // Back and Copy link in one size, side by side
    const labelSize = Math.min(26, h * 0.42);
    this.btn({ id: 'review.exit', x: toolbar.x + exitW / 2, y: toolbar.y + h / 2, w: exitW, h, label: () => t('result:reviewExit'), fontSize: labelSize, onClick: () => (this.fromLink ? this.go('menu') : this.go('result', { again: true })) });
    this.btn({ id: 'review.share', x: toolbar.x + exitW + 12 + shareW / 2, y: toolbar.y + h / 2, w: shareW, h, label: () => t('share:copyLink'), fontSize: labelSize, onClick: () => void copyGameLink(this, replayParams(this.match.game, this.match.record)) });
    this.langButton(toolbar.x + toolbar.w - h * 1.1 - 8 - h * 0.75, toolbar.y + h / 2, h * 1.5, h);
    this.soundButton(toolbar.x + toolbar.w - h * 0.55, toolbar.y + h / 2, h * 1.1, h, false);
    this.view = new BoardView(this, m.rules, board, { interactive: false });
    panel(this, area.x, area.y, area.w, area.h, COLORS.panel, 0.94);
    const inner = 14;
    const cx = area.x + inner;
    const cw = area.w - inner * 2;
    const portrait = this.portrait;
    this.label(cx, area.y + inner, () => `${t('result:reviewTitle')} · ${t(`games:${m.game}.name`)}`, { w: cw, h: 36, size: portrait ? 26 : 24 }, COLORS.ink, { fontStyle: 'bold' });
    const btnH = touchSize(portrait ? 84 : 64);
    const by = area.y + area.h - inner - btnH / 2;
    const verdictH = portrait ? 80 : 64;
    const listY = area.y + inner + 44;
    this.list = this.label(cx, listY, () => this.listText(), { w: cw, h: by - btnH / 2 - 12 - verdictH - listY, size: portrait ? 24 : 21, wrap: true, min: 12 }, COLORS.ink, { lineSpacing: 4 });
    this.verdict = this.label(cx, by - btnH / 2 - 8 - verdictH, () => this.verdictText(), { w: cw, h: verdictH, size: portrait ? 22 : 20, wrap: true, min: 12 }, 0x3b5a8a);
    const steps = [
      { id: 'review.first', label: '◀◀', step: 'first' as const },
      { id: 'review.prev', label: '◀', step: 'prev' as const },
      { id: 'review.next', label: '▶', step: 'next' as const },
      { id: 'review.last', label: '▶▶', step: 'last' as const },
    ];
    const gap = 10;
    const bw = (cw - gap * 3) / 4;
    steps.forEach((s, i) =>
      this.btn({ id: s.id, x: cx + i * (bw + gap) + bw / 2, y: by, w: bw, h: btnH, label: () => s.label, hookLabel: () => t(`result:reviewSteps.${s.step}`), fontSize: 30, onClick: () => this.step(s.step) }),
    );
    this.show();
  }

  private step(to: 'first' | 'prev' | 'next' | 'last'): void {
    const n = this.match.record.history.length;
    this.ply = to === 'first' ? 0 : to === 'last' ? n : to === 'prev' ? Math.max(0, this.ply - 1) : Math.min(n, this.ply + 1);
    this.show();
  }

  private show(): void {
    if (!this.view) return;
    const m = this.match;
    const position = this.positionAt(this.ply);
    this.view.sync(position);
    const last = this.ply > 0 ? m.record.history[this.ply - 1] : null;
    if (last && last.effect.to >= 0) this.view.showLastMove(last.effect.from, last.effect.to);
    else this.view.clearLastMove();
    this.list?.refresh();
    this.verdict?.refresh();
    setActiveReview({ ply: this.ply, position: m.rules.format(position), view: this.view, shared: this.fromLink });
  }

  /** The moves around the one shown, the current one marked. */
  private listText(): string {
    const m = this.match;
    const h = m.record.history;
    const lines = [this.ply === 0 ? `▸ ${t('result:reviewStart')}` : `  ${t('result:reviewStart')}`];
    h.forEach((p, i) => lines.push(`${i + 1 === this.ply ? '▸' : '  '} ${i + 1}. ${t(`games:${m.game}.sides.${m.sideOf(p)}`)} ${moveNote(m.rules, p)}`));
    // a window of lines around the current ply
    const room = this.portrait ? 9 : 12;
    const from = Math.max(0, Math.min(this.ply - Math.floor(room / 2), lines.length - room));
    return lines.slice(from, from + room).join('\n');
  }

  /** PAPA's verdict on the position shown, when he played this game and had one. */
  private verdictText(): string {
    // a game from a link has no verdicts of PAPA's: its last position says who won
    const outcome = this.match.record.outcome;
    if (this.fromLink) return outcome && this.ply === this.match.record.history.length ? (outcome.winner === 'draw' ? t('result:draw') : t(`games:${this.match.game}.wins.${outcome.winner}`)) : '';
    if (this.match.verdicts.size === 0) return '';
    const v = this.match.verdicts.get(this.ply);
    return v ? prophecyLine(v) : t('result:reviewNoVerdict');
  }
}
