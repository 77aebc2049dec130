// The board's side panel: the game's name, a row per side (portrait or piece, name, counts),
// whose turn it is with the turn clock and its bar, notices, one line for what to aim at (the
// game's goal, the player's hint, PAPA's prophecy or a puzzle's task), the last moves, and the
// Undo and Hint buttons. It shows what it is told; the board scene decides. The cards are in
// player-cards.ts, the turn line with the clock in turn-line.ts, the last moves in moves-strip.ts.
import { ART } from '../art/index';
import type { Side } from '../engine/types';
import type { Match } from '../match/match';
import { kitOf } from '../games/registry';
import { t } from '../i18n/index';
import { markDirty } from '../ui/render-on-demand';
import { urlParams } from '../settings';
import { COLORS, css, minFontSize, touchSize } from '../ui/theme';
import type { WidgetHost } from '../ui/widget-host';
import { panel, type Button, type Label } from '../ui/widgets';
import type { Rect } from './board-frame';
import { goalLine } from './goal-line';
import { noticeText, prophecyText, shownTurn, standingLine, type Notice } from './board-texts';
import { PlayerCards } from './player-cards';
import { TurnLine } from './turn-line';
import { lastMovesText, type MovesBox } from './moves-strip';

export interface PanelActions {
  undo(): void;
  hint(): void;
  /** Opens the whole move list (`board.moves`); without it the panel has no such button. */
  moves?(): void;
  /** A standing line in the prophecy's place (a puzzle's task); none by default. */
  caption?: () => string;
}

const PORTRAIT_ROW_H = 118;
/** PAPA's prophecy and the goal line: a calm blue beside the notices' red. */
const PROPHECY_INK = 0x3b5a8a;

/**
 * How much taller than usual the portrait panel's rows are for this game on this screen (the
 * layout gives the panel that much more room): the counts beside the picture take one line a
 * phrase where the readable size leaves no room for more (a phone: "On board 8 ·", "In hand 12 ·", "Lost 0").
 */
export function portraitPanelExtra(m: Match): number {
  const phrases = Math.max(...m.sides.map((s) => kitOf(m.game).look.tallyParts(s).length));
  return Math.max(0, Math.ceil(54 + phrases * minFontSize() * 1.2 + 8) - PORTRAIT_ROW_H);
}

export class SidePanel {
  private cards: PlayerCards;
  private turnLine!: TurnLine;
  private noticeLabel!: Label;
  /** The player's hint while it is on the board (src/views/hint-text.ts), shown in the goal line's place. */
  private hint: string | null = null;
  private prophecyLabel!: Label;
  private movesLabel!: Label;
  private undoBtn!: Button;
  private hintBtn!: Button;
  /** The box of the last moves: its width, text size and how many lines it holds. */
  private movesBox: MovesBox = { w: 100, size: 19, lines: 1 };
  private notice: (Notice & { until: number }) | null = null;
  /** A notice that stays until the player's next action (time's up), shown when no other is. */
  private held: Notice | null = null;
  /** The side whose card is lit now (null when none is). */
  private litSide: Side | null = null;
  /** The position whose counts show (the board's, which lags the record while a move animates). */
  shown: unknown = null;

  constructor(
    private readonly host: WidgetHost,
    private readonly match: Match,
    area: Rect,
    actions: PanelActions,
  ) {
    this.cards = new PlayerCards(host, match, () => this.shown);
    this.build(area, actions);
  }

  private build(area: Rect, actions: PanelActions): void {
    const h = this.host;
    const m = this.match;
    const portrait = h.portrait;
    panel(h.stage, area.x, area.y, area.w, area.h, COLORS.panel, 0.94);
    const inner = 14;
    const cx = area.x + inner;
    const cw = area.w - inner * 2;
    let y = area.y + inner;
    h.label(cx, y - 2, () => t(`games:${m.game}.name`), { w: cw, h: 34, size: portrait ? 24 : 22 }, COLORS.inkSoft, {
      fontStyle: 'bold',
    }).setOrigin(0, 0);
    y += 34;
    const rowH = portrait ? PORTRAIT_ROW_H + portraitPanelExtra(m) : Math.max(40, Math.min(108, (area.h - 366) / 2));
    if (portrait) {
      const colW = (cw - 12) / 2;
      m.sides.forEach((side, i) => this.cards.add(side, cx + i * (colW + 12), y, colW, rowH, true));
      y += rowH + 12;
    } else {
      m.sides.forEach((side, i) => this.cards.add(side, cx, y + i * (rowH + 10), cw, rowH, false));
      y += rowH * 2 + 20;
    }
    this.turnLine = new TurnLine(h, m, cx, y, cw, portrait);
    y += this.turnLine.height;
    // from the bottom: the buttons; above them notices, PAPA's prophecy, then the moves in the rest
    const btnH = touchSize(portrait ? 84 : 66);
    const by = area.y + area.h - inner - btnH / 2;
    const noticeSize = portrait ? 25 : 22;
    const noticeH = noticeSize * 2.7;
    this.noticeLabel = h.label(
      cx,
      y,
      () => noticeText(m, this.notice ?? this.held) || standingLine(m),
      { w: cw, h: noticeH, size: noticeSize, wrap: true, min: 12 },
      COLORS.accentDark,
      { fontStyle: 'bold' },
    );
    y += noticeH + 4;
    const prophecySize = portrait ? 24 : 21;
    const prophecyH = prophecySize * 2.7;
    // one line for what to aim at: a puzzle's task; else the player's hint while it is on the
    // board; else PAPA's prophecy once he has one; else the game's goal and how far each side is
    this.prophecyLabel = h.label(
      cx,
      y,
      () => actions.caption?.() ?? this.hint ?? (prophecyText(m) || goalLine(m.game, m.rules, this.shown ?? m.record.position)),
      { w: cw, h: prophecyH, size: prophecySize, wrap: true, min: 12 },
      PROPHECY_INK,
    );
    y += prophecyH + 4;
    const movesSize = Math.max(portrait ? 22 : 19, minFontSize());
    const movesH = Math.max(movesSize * 1.25 + 6, by - btnH / 2 - 8 - y);
    this.movesBox = { w: cw, size: movesSize, lines: Math.max(1, Math.floor((movesH - 2) / (movesSize * 1.25 + 4))) };
    this.movesLabel = h.label(
      cx,
      y,
      () => lastMovesText(this.match, this.movesBox),
      { w: cw, h: movesH, size: movesSize, wrap: true, min: 12 },
      COLORS.inkSoft,
      { lineSpacing: 4 },
    );
    // Undo, Hint and the whole move list (the box above holds only the last moves)
    const count = actions.moves ? 3 : 2;
    const bw = (cw - 12 * (count - 1)) / count;
    const bx = (i: number) => cx + i * (bw + 12) + bw / 2;
    this.undoBtn = h.btn({
      id: 'board.undo',
      x: bx(0),
      y: by,
      w: bw,
      h: btnH,
      label: () => t('board:buttons.undo'),
      icon: () => ART.icon('undo'),
      onClick: actions.undo,
    });
    this.hintBtn = h.btn({
      id: 'board.hint',
      x: bx(1),
      y: by,
      w: bw,
      h: btnH,
      label: () => t('board:buttons.hint'),
      icon: () => ART.icon('hint'),
      onClick: actions.hint,
    });
    if (actions.moves)
      h.btn({ id: 'board.moves', x: bx(2), y: by, w: bw, h: btnH, label: () => t('moves:button'), onClick: actions.moves });
  }

  /** What an achievement's toast must leave in view: the player cards, whose turn it is and the clock. */
  get keepClear(): Rect[] {
    return [...this.cards.boxes, this.turnLine.box];
  }

  /** Where a piece placed from this side's reserve starts (its row's picture). */
  trayOf(side: Side): { x: number; y: number } | null {
    return this.cards.trayOf(side);
  }

  /** The panda's resting face: pleased when it is ahead in pieces, dismayed when behind. */
  restMood(pandaSide: Side): 'neutral' | 'pleased' | 'dismayed' {
    return this.cards.restMood(pandaSide);
  }

  /** A mood shown for a moment on the panda's face (after a capture). */
  react(mover: Side, swing: number): void {
    this.cards.react(mover, swing);
  }

  showNotice(notice: Notice, ms = 2800): void {
    this.notice = { ...notice, until: performance.now() + Math.max(ms, 1200) };
    this.noticeLabel.refresh();
  }

  /** Drops the passing notice if it is this one (a warning the player has answered). */
  dropNotice(key: string): void {
    if (this.notice?.key === key) this.clearNotice();
  }

  clearNotice(): void {
    this.notice = null;
    this.noticeLabel.refresh();
  }

  /** A notice that stays until clearHeldNotice (the player's next action); a passing one shows over it for its time. */
  holdNotice(notice: Notice): void {
    this.notice = null;
    this.held = notice;
    this.noticeLabel.refresh();
    markDirty();
  }

  get heldNotice(): Notice | null {
    return this.held;
  }

  clearHeldNotice(): void {
    if (!this.held) return;
    this.held = null;
    this.noticeLabel.refresh();
    markDirty();
  }

  /** Shows the player's hint in the goal line's place until the next move (null: the goal again). */
  showHint(text: string | null): void {
    this.hint = text;
    this.prophecyLabel.setColor(css(text ? COLORS.accentDark : PROPHECY_INK));
    this.prophecyLabel.setFontStyle(text ? 'bold' : '');
    this.prophecyLabel.refresh();
  }

  /** The hint on screen, as text (for the test hook). */
  get hintOnScreen(): string | null {
    return this.hint;
  }

  /** The notice on screen (or the standing line in its place), as text (for the test hook). */
  get noticeOnScreen(): string | null {
    return noticeText(this.match, this.notice ?? this.held) || standingLine(this.match) || null;
  }

  /** What the panel shows of the turn now: the status line and the lit card's side (test hook). */
  get turnShown(): { status: string; litCard: Side | null } {
    return { status: this.turnLine.statusShown, litCard: this.litSide };
  }

  refresh(): void {
    markDirty();
    const m = this.match;
    const moving = shownTurn(m);
    this.litSide = m.outcome ? null : moving;
    this.cards.refresh(this.litSide);
    this.turnLine.refresh();
    this.noticeLabel.refresh();
    this.prophecyLabel.refresh();
    this.movesLabel.refresh();
    this.undoBtn.setEnabled(m.canUndo() && (m.canAct || m.isThinking));
    this.hintBtn.setEnabled(m.canHint);
  }

  /** Once a frame: the clock's figure and bar, and the notice's end. */
  update(): void {
    // a panel built again while the panda thinks (a resize, a rebuilt screen) hears no event
    // until the move: its panda takes up the thinking here (setThinking does nothing when unchanged)
    this.cards.followThinking();
    this.turnLine.update();
    // (still=1: a notice stays until another takes its place, docs/testing.md)
    if (this.notice && !urlParams.still && performance.now() > this.notice.until) this.clearNotice();
  }
}
