// The side panel's turn line: whose turn it is, the turn clock's figure and its bar (red in
// the last ten seconds, hidden when the turn has no time limit).
import type { GameObjects } from 'phaser';
import { ART } from '../art/index';
import type { Match } from '../match/match';
import { markDirty } from '../ui/render-on-demand';
import { COLORS, css } from '../ui/theme';
import type { WidgetHost } from '../ui/widget-host';
import { roundedRect, type Label } from '../ui/widgets';
import type { Rect } from './board-frame';
import { statusText, timerText } from './board-texts';

export class TurnLine {
  private status: Label;
  private timerLabel: Label;
  private timerBar: GameObjects.Rectangle;
  /** The bar's empty track: hidden when the turn has no time limit. */
  private timerTrack: GameObjects.Rectangle;
  private timerBarW = 0;
  private lastTimerText = '';
  /** The clock is in its last ten seconds (the figure shows red). */
  private lowTime = false;
  /** The status line with the clock and its bar. */
  readonly box: Rect;
  /** How far down the line reaches from its top. */
  readonly height: number;

  constructor(
    host: WidgetHost,
    private readonly match: Match,
    cx: number,
    top: number,
    cw: number,
    portrait: boolean,
  ) {
    const h = host;
    const m = match;
    let y = top;
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
    this.box = { x: cx, y: y - 20 - 4 - statusH, w: cw, h: statusH + 24 };
    this.height = y - top;
  }

  /** The status line's words now (for the test hook). */
  get statusShown(): string {
    return this.status.text;
  }

  refresh(): void {
    this.status.refresh();
    this.timerLabel.refresh();
  }

  /** Once a frame: the clock's figure and bar. */
  update(): void {
    const m = this.match;
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
  }
}
