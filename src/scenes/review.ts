// Review: the finished game again on the board, in the manner of lichess's analysis. A
// header says the game, who played, the result and the day; PAPA grades every move in a
// worker of its own (src/match/grade-client.ts), and his values draw the evaluation graph
// and the grades (?!, ?, ??, !) of the move list as they arrive. The list's cells, the graph
// and the step buttons (and the arrow keys) jump through the game; at a graded fault the
// board shows PAPA's best move as an arrow. Play steps by itself (a game opened from a
// link starts so) and pauses; "Try again from here" starts a new game from the position
// shown against the same panda. Back goes to the result, or to the menu for a game from a
// link (src/match/shared-link.ts), which has no result behind it.
import type { Time } from 'phaser';
import { currentMatch, newMatch } from '../match/session';
import { gradingOf, type Grading } from '../match/grade-client';
import { matchMeta, replayParams, sharedGame, type SharedGame } from '../match/shared-link';
import type { Match } from '../match/match';
import { t } from '../i18n/index';
import { animMs, today, urlParams } from '../settings';
import { onSceneKeys } from '../ui/scene-keys';
import { copyGameLink } from '../dialogs/share-dialog';
import { headerPlayers, headerResult, headerTitle, type HeaderFacts } from '../dialogs/review-header';
import { ReviewMoveList } from '../views/review-moves';
import { COLORS, touchSize } from '../ui/theme';
import { panel, type Button, type Label } from '../ui/widgets';
import { setActiveReview } from '../views/active';
import { BestArrow } from '../views/best-arrow';
import { BoardView } from '../views/board-view';
import { EvalGraph } from '../views/eval-graph';
import { BaseScene } from './base';
import type { SceneData } from './scene-data';
import { boardLayout } from './board-layout';
import { retryConfig } from './review-retry';
import { faultArrow, positionAt, reviewInfoText } from './review-info';

/** With still=1 PAPA grades each position on this many nodes, so the graph repeats exactly. */
const STILL_GRADE_NODES = 20_000;

type Step = 'first' | 'prev' | 'next' | 'last';
const KEYS: Record<string, Step> = { Home: 'first', ArrowLeft: 'prev', ArrowRight: 'next', End: 'last' };
/** A step of the autoplay (fast=1 keeps it slow enough to watch and to pause). */
const PLAY_STEP_MS = 900;
const FAST_PLAY_STEP_MS = 150;

export class ReviewScene extends BaseScene {
  private shown!: SharedGame;
  private live: Match | null = null;
  private fromLink: SharedGame | null = null;
  private ply = 0;
  private grading: Grading | null = null;
  private offGrading: (() => void) | null = null;
  private playing = false;
  private playTimer: Time.TimerEvent | null = null;
  private view: BoardView | null = null;
  private arrow: BestArrow | null = null;
  private graph: EvalGraph | null = null;
  private list: ReviewMoveList | null = null;
  private info: Label | null = null;
  private playBtn: Button | null = null;
  private retryBtn: Button | null = null;

  constructor() {
    super('review');
  }

  init(data: SceneData['review']): void {
    this.fromLink = data.shared ?? null;
  }

  create(): void {
    const live = currentMatch();
    this.live = this.fromLink ? null : live?.outcome ? live : null;
    if (!this.fromLink && !this.live) {
      this.go('menu');
      return;
    }
    const m = this.live;
    this.shown = this.fromLink ?? sharedGame(m!.game, m!.record, matchMeta(m!.config, m!.sides, today()));
    this.ply = this.fromLink ? 0 : this.shown.record.history.length;
    this.playing = false;
    this.grading =
      this.shown.record.history.length > 0 ? gradingOf(this.shown.record, urlParams.still ? STILL_GRADE_NODES : undefined) : null;
    this.offGrading = this.grading?.onChange(() => this.showGrades()) ?? null;
    this.grading?.resume();
    super.create();
    onSceneKeys(this, (e) => {
      const step = KEYS[e.key];
      if (step) {
        this.pause();
        this.step(step);
      }
    });
    // a game from a link plays itself from the start (a beat first, to see the start position)
    if (this.fromLink && this.shown.record.history.length > 0) this.playTimer = this.time.delayedCall(animMs(600), () => this.togglePlay());
  }

  protected teardown(): void {
    this.pause();
    this.offGrading?.();
    this.offGrading = null;
    this.grading?.pause();
    this.destroyParts();
    setActiveReview(null);
  }

  protected beforeRebuild(): void {
    this.destroyParts();
  }

  private destroyParts(): void {
    for (const part of [this.view, this.arrow, this.graph, this.list]) part?.destroy();
    this.view = null;
    this.arrow = null;
    this.graph = null;
    this.list = null;
  }

  private get plies(): number {
    return this.shown.record.history.length;
  }

  /** The position after `ply` moves. */
  private positionAt(ply: number): unknown {
    return positionAt(this.shown, ply);
  }

  private facts(): HeaderFacts {
    const g = this.shown;
    return {
      game: g.game,
      sides: g.rules.sides,
      outcome: g.record.outcome,
      meta: g.meta,
      youSide: this.live?.vsPanda ? this.live.config.humanSide : null,
    };
  }

  protected build(): void {
    const g = this.shown;
    const layout = boardLayout(this.W, this.H, BoardView.aspect(g.rules));
    this.background(0.45);
    const { toolbar, board, panel: area } = layout;
    const portrait = this.portrait;
    // the toolbar: back (to the result, or the menu for a game from a link), Copy link, the language and the sound
    const h = toolbar.h;
    const free = toolbar.w - (h * 2.6 + 8) - 24;
    const exitW = Math.min(h * 3.2, free * 0.42);
    const shareW = Math.min(h * 3.2, free - exitW);
    const labelSize = Math.min(26, h * 0.42);
    this.btn({
      id: 'review.exit',
      x: toolbar.x + exitW / 2,
      y: toolbar.y + h / 2,
      w: exitW,
      h,
      label: () => t('result:reviewExit'),
      fontSize: labelSize,
      onClick: () => (this.fromLink ? this.go('menu') : this.go('result', { again: true })),
    });
    this.btn({
      id: 'review.share',
      x: toolbar.x + exitW + 12 + shareW / 2,
      y: toolbar.y + h / 2,
      w: shareW,
      h,
      label: () => t('share:copyLink'),
      fontSize: labelSize,
      onClick: () => void copyGameLink(this, replayParams(g.game, g.record, g.meta)),
    });
    this.langButton(toolbar.x + toolbar.w - h * 1.1 - 8 - h * 0.75, toolbar.y + h / 2, h * 1.5, h);
    this.soundButton(toolbar.x + toolbar.w - h * 0.55, toolbar.y + h / 2, h * 1.1, h, false);
    this.view = new BoardView(this, g.rules, board, { interactive: false });
    this.arrow = new BestArrow(this);
    panel(this, area.x, area.y, area.w, area.h, COLORS.panel, 0.94);
    const inner = 14;
    const cx = area.x + inner;
    const cw = area.w - inner * 2;
    // the header: game, players, result and day
    // each line a little taller than its font and padding need, so nothing is squeezed below the floor
    const titleH = portrait ? 44 : 38;
    const lineH = portrait ? 38 : 32;
    let y = area.y + inner;
    const f = () => this.facts();
    this.label(cx, y, () => headerTitle(f()), { w: cw, h: titleH, size: portrait ? 28 : 24 }, COLORS.ink, { fontStyle: 'bold' });
    y += titleH;
    if (headerPlayers(f()) !== '') {
      this.label(cx, y, () => headerPlayers(f()), { w: cw, h: lineH, size: portrait ? 24 : 20 }, COLORS.inkSoft);
      y += lineH;
    }
    this.label(cx, y, () => headerResult(f()), { w: cw, h: lineH, size: portrait ? 24 : 20 }, COLORS.inkSoft, { fontStyle: 'bold' });
    y += lineH + 8;
    // the graph, then the list; the line that explains, the steps and Try again at the bottom
    const btnH = touchSize(portrait ? 84 : 60);
    const gap = 10;
    const retryY = area.y + area.h - inner - btnH / 2;
    const stepsY = retryY - btnH - gap;
    const infoH = portrait ? 70 : 56;
    const infoY = stepsY - btnH / 2 - 6 - infoH;
    const graphH = this.plies > 0 ? (portrait ? 110 : 80) : 0;
    if (this.grading) this.graph = new EvalGraph(this, { x: cx, y, w: cw, h: graphH }, this.plies, (ply) => this.jump(ply));
    y += graphH + (graphH ? 10 : 0);
    this.list = new ReviewMoveList(
      this,
      { x: cx, y, w: cw + 6, h: infoY - y - 4 },
      { game: g, size: portrait ? 24 : 20, pick: (ply) => this.jump(ply) },
    );
    this.info = this.label(cx, infoY, () => this.infoText(), { w: cw, h: infoH, size: portrait ? 23 : 20, wrap: true, min: 12 }, 0x2f4f7a);
    const steps: { id: string; label: () => string; hook: () => string; go: () => void }[] = [
      { id: 'review.first', label: () => '◀◀', hook: () => t('result:reviewSteps.first'), go: () => this.userStep('first') },
      { id: 'review.prev', label: () => '◀', hook: () => t('result:reviewSteps.prev'), go: () => this.userStep('prev') },
      {
        id: 'review.play',
        label: () => (this.playing ? '❚❚' : '▶'),
        hook: () => t(this.playing ? 'review:pause' : 'review:play'),
        go: () => this.togglePlay(),
      },
      { id: 'review.next', label: () => '▶', hook: () => t('result:reviewSteps.next'), go: () => this.userStep('next') },
      { id: 'review.last', label: () => '▶▶', hook: () => t('result:reviewSteps.last'), go: () => this.userStep('last') },
    ];
    const bw = (cw - gap * (steps.length - 1)) / steps.length;
    for (const [i, s] of steps.entries()) {
      const b = this.btn({
        id: s.id,
        x: cx + i * (bw + gap) + bw / 2,
        y: stepsY,
        w: bw,
        h: btnH,
        label: s.label,
        hookLabel: s.hook,
        fontSize: 28,
        kind: s.id === 'review.play' ? 'primary' : 'normal',
        onClick: s.go,
      });
      if (s.id === 'review.play') this.playBtn = b;
    }
    this.retryBtn = this.btn({
      id: 'review.retry',
      x: cx + cw / 2,
      y: retryY,
      w: cw,
      h: btnH,
      label: () => t('review:retry'),
      fontSize: portrait ? 28 : 24,
      onClick: () => this.retry(),
    });
    this.show();
  }

  private userStep(to: Step): void {
    this.pause();
    this.step(to);
  }

  private step(to: Step): void {
    const n = this.plies;
    this.ply = to === 'first' ? 0 : to === 'last' ? n : to === 'prev' ? Math.max(0, this.ply - 1) : Math.min(n, this.ply + 1);
    this.show();
  }

  /** A cell of the list or a point of the graph: that position. */
  private jump(ply: number): void {
    this.pause();
    this.ply = Math.max(0, Math.min(this.plies, ply));
    this.show();
  }

  private togglePlay(): void {
    if (this.playing) return this.pause();
    this.pause(); // (a start still waiting)
    if (this.plies === 0 || !this.sys.isActive()) return;
    if (this.ply >= this.plies) this.ply = 0;
    this.playing = true;
    this.playTimer = this.time.addEvent({
      delay: animMs(PLAY_STEP_MS) < PLAY_STEP_MS ? FAST_PLAY_STEP_MS : PLAY_STEP_MS,
      loop: true,
      callback: () => {
        this.step('next');
        if (this.ply >= this.plies) this.pause();
      },
    });
    this.show();
  }

  private pause(): void {
    this.playTimer?.remove();
    this.playTimer = null;
    if (!this.playing) return;
    this.playing = false;
    this.playBtn?.refresh();
  }

  private retry(): void {
    const position = this.positionAt(this.ply);
    if (this.shown.rules.outcome(position)) return;
    const live = this.live ? { opponent: this.live.config.opponent, humanSide: this.live.config.humanSide } : null;
    newMatch(retryConfig(this.shown, position, live));
    this.go('board');
  }

  private show(): void {
    if (!this.view) return;
    const g = this.shown;
    const position = this.positionAt(this.ply);
    this.view.sync(position);
    const last = this.ply > 0 ? g.record.history[this.ply - 1] : null;
    if (last && last.effect.to >= 0) this.view.showLastMove(last.effect.from, last.effect.to);
    else this.view.clearLastMove();
    this.playBtn?.refresh();
    this.retryBtn?.setEnabled(!g.rules.outcome(position));
    this.showGrades();
    setActiveReview({
      ply: this.ply,
      position: g.rules.format(position),
      view: this.view,
      shared: this.fromLink,
      plies: this.plies,
      grades: () => this.grades(),
    });
  }

  /** The hook's view of the grades: PAPA's values and the marks so far. */
  private grades(): { evals: (number | null)[]; marks: (string | null)[] } {
    const gr = this.grading;
    return { evals: gr ? [...gr.evals] : [null], marks: gr ? gr.marks() : [] };
  }

  /** Everything that follows the grades: the graph, the list, the arrow and the line that explains. */
  private showGrades(): void {
    if (!this.view) return;
    const marks = this.grading?.marks() ?? [];
    this.graph?.draw(this.grading?.evals ?? [], marks, this.ply);
    this.list?.render(this.ply, marks);
    this.info?.refresh();
    this.arrow?.show(this.view, faultArrow(this.shown, this.grading, this.ply));
  }

  /** What the position shown means (src/scenes/review-info.ts). */
  private infoText(): string {
    return reviewInfoText(this.shown, this.grading, this.live, this.ply);
  }
}
