// The board's side panel: the game's name, a row per side (portrait or piece, name, counts),
// whose turn it is with the turn clock and its bar, notices, one line for what to aim at (the
// game's goal, the player's hint, PAPA's prophecy or a puzzle's task), the last moves, and the
// Undo and Hint buttons. It shows what it is told; the board scene decides.
import type { GameObjects } from 'phaser';
import { ART } from '../art/index';
import type { Side } from '../engine/types';
import type { Match } from '../match/match';
import { numberedNotes } from '../match/move-notes';
import { kitOf } from '../games/registry';
import { pieceKey } from '../games/game-art';
import { t } from '../i18n/index';
import { lineWidth, wrapText } from '../ui/fit';
import { PandaLife } from '../ui/panda-life';
import { markDirty } from '../ui/render-on-demand';
import { urlParams } from '../settings';
import { COLORS, css, minFontSize, touchSize } from '../ui/theme';
import type { WidgetHost } from '../ui/widget-host';
import { panel, roundedRect, type Button, type Label } from '../ui/widgets';
import type { Rect } from './board-frame';
import { goalLine } from './goal-line';
import {
  countsText,
  noticeText,
  ownerOf,
  playerName,
  prophecyText,
  shownTurn,
  standingLine,
  statusText,
  timerText,
  type Notice,
} from './board-texts';

interface PlayerRow {
  side: Side;
  bg: GameObjects.Rectangle;
  name: Label;
  counts: Label;
  tray: { x: number; y: number };
  life: PandaLife | null;
}

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
  private rows: PlayerRow[] = [];
  private status!: Label;
  private timerLabel!: Label;
  private timerBar!: GameObjects.Rectangle;
  /** The bar's empty track: hidden when the turn has no time limit. */
  private timerTrack!: GameObjects.Rectangle;
  private timerBarW = 0;
  private noticeLabel!: Label;
  /** The player's hint while it is on the board (src/views/hint-text.ts), shown in the goal line's place. */
  private hint: string | null = null;
  private prophecyLabel!: Label;
  private movesLabel!: Label;
  private undoBtn!: Button;
  private hintBtn!: Button;
  private lastTimerText = '';
  /** The clock is in its last ten seconds (the figure shows red). */
  private lowTime = false;
  /** The box of the last moves: its width, text size and how many lines it holds. */
  private movesBox = { w: 100, size: 19, lines: 1 };
  private notice: (Notice & { until: number }) | null = null;
  /** A notice that stays until the player's next action (time's up), shown when no other is. */
  private held: Notice | null = null;
  /** The status line with the clock and its bar. */
  private turnBox: Rect = { x: 0, y: 0, w: 0, h: 0 };
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
      m.sides.forEach((side, i) => this.playerRow(side, cx + i * (colW + 12), y, colW, rowH, true));
      y += rowH + 12;
    } else {
      m.sides.forEach((side, i) => this.playerRow(side, cx, y + i * (rowH + 10), cw, rowH, false));
      y += rowH * 2 + 20;
    }
    const statusH = portrait ? 50 : 44;
    this.status = h.label(cx, y, () => statusText(m), { w: cw * 0.62, h: statusH, size: portrait ? 32 : 28 }, COLORS.ink, {
      fontStyle: 'bold',
    });
    this.status.setOrigin(0, 0);
    if (h.stage.textures.exists(ART.icon('timer')))
      h.stage.add.image(cx + cw * 0.66, y + statusH / 2, ART.icon('timer')).setDisplaySize(30, 30);
    this.timerLabel = h.label(
      cx + cw * 0.66 + 22,
      y + statusH / 2,
      () => timerText(m),
      { w: cw * 0.34 - 22, h: statusH, size: portrait ? 30 : 26 },
      COLORS.ink,
      { fontStyle: 'bold' },
    );
    this.timerLabel.setOrigin(0, 0.5);
    y += statusH + 4;
    this.timerBarW = Math.max(0, cw);
    this.timerTrack = roundedRect(h.stage, cx, y + 5, cw, 10, 0x000000, 0.12, 5).setOrigin(0, 0.5);
    this.timerBar = roundedRect(h.stage, cx, y + 5, cw, 10, COLORS.good, 1, 5).setOrigin(0, 0.5);
    y += 20;
    this.turnBox = { x: cx, y: y - 20 - 4 - statusH, w: cw, h: statusH + 24 };
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
    this.movesLabel = h.label(cx, y, () => this.movesText(), { w: cw, h: movesH, size: movesSize, wrap: true, min: 12 }, COLORS.inkSoft, {
      lineSpacing: 4,
    });
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

  private playerRow(side: Side, x: number, y: number, w: number, h: number, column: boolean): void {
    const host = this.host;
    const m = this.match;
    const bg = roundedRect(host.stage, x + w / 2, y + h / 2, w, h, 0xffffff, 0.55, 16);
    bg.setStrokeStyle(3, COLORS.panelEdge, 0.6);
    const av = Math.max(8, Math.min(h - 16, 86));
    const owner = ownerOf(m, side);
    const ax = x + 8 + av / 2;
    const ay = y + h / 2;
    const piece = pieceKey(m.game, side);
    let life: PandaLife | null = null;
    if (owner !== 'human' && owner !== 'friend' && host.stage.textures.exists(ART.panda(owner, 'neutral'))) {
      const avatar = host.stage.add.image(ax, ay, ART.panda(owner, 'neutral')).setDisplaySize(av, av);
      host.stage.add.image(ax + av * 0.36, ay + av * 0.3, piece).setDisplaySize(av * 0.5, av * 0.5);
      life = new PandaLife(host.stage, avatar, owner, this.restMood(side));
    } else {
      host.stage.add.image(ax, ay, piece).setDisplaySize(av * 0.95, av * 0.95);
    }
    const tx = x + 16 + av;
    const tw = w - av - 26;
    const name = host.label(
      tx,
      y + (column ? 8 : 10),
      () => playerName(m, side),
      { w: tw, h: column ? 40 : h * 0.42, size: 26 },
      COLORS.ink,
      { fontStyle: 'bold' },
    );
    const counts = host.label(
      tx,
      y + (column ? 48 : h * 0.5),
      () => countsText(m, side, this.shown ?? m.record.position),
      { w: tw, h: column ? h - 54 : h * 0.46, size: 19, wrap: true, min: 12 },
      COLORS.inkSoft,
    );
    this.rows.push({ side, bg, name, counts, tray: { x: ax, y: ay }, life });
  }

  /** The last moves, newest last, as many as fit: `12. c3-c2 ×b2   13. d4 +3`. */
  private movesText(): string {
    const m = this.match;
    const history = m.record.history;
    if (history.length === 0) return t('board:noMoves');
    // non-breaking spaces keep each move whole when the list wraps
    const notes = numberedNotes(m.rules, history).map((n) => n.replace(/ /g, '\u00a0'));
    // as many of the last moves as the box holds at its size
    const { w, size, lines } = this.movesBox;
    const measure = (text: string) => lineWidth(text, size);
    const fits = (k: number) => wrapText(notes.slice(-k).join('   '), w - 6, measure).split('\n').length <= lines;
    let k = 1;
    while (k < notes.length && fits(k + 1)) k++;
    return notes.slice(-k).join('   ');
  }

  /** What an achievement's toast must leave in view: the player cards, whose turn it is and the clock. */
  get keepClear(): Rect[] {
    const cards = this.rows.map((r) => ({ x: r.bg.x - r.bg.width / 2, y: r.bg.y - r.bg.height / 2, w: r.bg.width, h: r.bg.height }));
    return [...cards, this.turnBox];
  }

  /** Where a piece placed from this side's reserve starts (its row's picture). */
  trayOf(side: Side): { x: number; y: number } | null {
    return this.rows.find((r) => r.side === side)?.tray ?? null;
  }

  /** The panda's resting face: pleased when it is ahead in pieces, dismayed when behind. */
  restMood(pandaSide: Side): 'neutral' | 'pleased' | 'dismayed' {
    const m = this.match;
    if (!kitOf(m.game).look.reactions.moodFromMaterial) return 'neutral';
    const i = m.sides.indexOf(pandaSide);
    const lead = (t: { onBoard: number[]; inHand: number[] }) => t.onBoard[i] + t.inHand[i] - (t.onBoard[1 - i] + t.inHand[1 - i]);
    const change = lead(m.rules.tally(m.record.position)) - lead(m.rules.tally(m.rules.start()));
    return change >= 2 ? 'pleased' : change <= -2 ? 'dismayed' : 'neutral';
  }

  /** A mood shown for a moment on the panda's face (after a capture). */
  react(mover: Side, swing: number): void {
    const minSwing = kitOf(this.match.game).look.reactions.minSwing;
    for (const r of this.rows) {
      if (!r.life) continue;
      r.life.setRest(this.restMood(r.side));
      if (swing >= minSwing && swing > 0) r.life.flash(mover === r.side ? 'pleased' : 'dismayed', 2000);
    }
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
    return { status: this.status.text, litCard: this.litSide };
  }

  refresh(): void {
    markDirty();
    const m = this.match;
    const moving = shownTurn(m);
    this.litSide = m.outcome ? null : moving;
    for (const r of this.rows) {
      const active = this.litSide === r.side;
      r.bg.setFillStyle(active ? 0xfff1c9 : 0xffffff, active ? 1 : 0.45);
      r.bg.setStrokeStyle(active ? 5 : 2, active ? COLORS.gold : COLORS.panelEdge, active ? 1 : 0.6);
      r.name.refresh();
      r.counts.refresh();
      r.life?.setThinking(m.isThinking && m.turn === r.side);
    }
    this.status.refresh();
    this.timerLabel.refresh();
    this.noticeLabel.refresh();
    this.prophecyLabel.refresh();
    this.movesLabel.refresh();
    this.undoBtn.setEnabled(m.canUndo() && (m.canAct || m.isThinking));
    this.hintBtn.setEnabled(m.canHint);
  }

  /** Once a frame: the clock's figure and bar, and the notice's end. */
  update(): void {
    const m = this.match;
    // a panel built again while the panda thinks (a resize, a rebuilt screen) hears no event
    // until the move: its panda takes up the thinking here (setThinking does nothing when unchanged)
    for (const r of this.rows) r.life?.setThinking(m.isThinking && m.turn === r.side);
    const text = timerText(m);
    if (text !== this.lastTimerText) {
      this.lastTimerText = text;
      this.timerLabel.refresh();
    }
    const left = m.timeLeft();
    const limit = m.clockLimit;
    // the last ten seconds: the figure turns red (the notice and a sound say it too)
    const low = left !== null && left <= 10 && limit > 10;
    if (low !== this.lowTime) {
      this.lowTime = low;
      this.timerLabel.setColor(css(low ? COLORS.accentDark : COLORS.ink));
      markDirty();
    }
    // whole seconds: the bar (and the frame) changes once a second
    const frac = left === null || limit <= 0 ? 0 : Math.max(0, Math.min(1, Math.ceil(left) / limit));
    const width = Math.max(0.01, this.timerBarW * frac);
    if (Math.abs(width - this.timerBar.width) >= 2 || this.timerBar.visible !== (left !== null)) markDirty();
    this.timerBar.setSize(width, 10);
    this.timerBar.setFillStyle(low || frac <= 0.15 ? COLORS.accent : frac > 0.34 ? COLORS.good : COLORS.gold);
    this.timerBar.setVisible(left !== null);
    if (this.timerTrack.visible !== limit > 0) {
      this.timerTrack.setVisible(limit > 0);
      markDirty();
    }
    // (still=1: a notice stays until another takes its place, docs/testing.md)
    if (this.notice && !urlParams.still && performance.now() > this.notice.until) this.clearNotice();
  }
}
