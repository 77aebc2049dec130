// The side panel's player cards: a card per side with its portrait or piece, its name and its
// counts; the card of the side to move lit, and the panda's face moved by the game.
import type { GameObjects } from 'phaser';
import { ART } from '../art/index';
import type { Side } from '../engine/types';
import type { Match } from '../match/match';
import { kitOf } from '../games/registry';
import { pieceKey } from '../games/game-art';
import { PandaLife } from '../ui/panda-life';
import { COLORS } from '../ui/theme';
import type { WidgetHost } from '../ui/widget-host';
import { roundedRect, type Label } from '../ui/widgets';
import type { Rect } from './board-frame';
import { countsText, ownerOf, playerName } from './board-texts';

interface PlayerRow {
  side: Side;
  bg: GameObjects.Rectangle;
  name: Label;
  counts: Label;
  tray: { x: number; y: number };
  life: PandaLife | null;
}

export class PlayerCards {
  private rows: PlayerRow[] = [];

  constructor(
    private readonly host: WidgetHost,
    private readonly match: Match,
    /** The position whose counts show (the board's, which lags the record while a move animates). */
    private readonly shown: () => unknown,
  ) {}

  /** A card for this side in the box given; `column`: the portrait layout's narrow card. */
  add(side: Side, x: number, y: number, w: number, h: number, column: boolean): void {
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
      () => countsText(m, side, this.shown() ?? m.record.position),
      { w: tw, h: column ? h - 54 : h * 0.46, size: 19, wrap: true, min: 12 },
      COLORS.inkSoft,
    );
    this.rows.push({ side, bg, name, counts, tray: { x: ax, y: ay }, life });
  }

  /** The cards' boxes. */
  get boxes(): Rect[] {
    return this.rows.map((r) => ({ x: r.bg.x - r.bg.width / 2, y: r.bg.y - r.bg.height / 2, w: r.bg.width, h: r.bg.height }));
  }

  /** Where a piece placed from this side's reserve starts (its card's picture). */
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

  /** The cards shown again, the lit side's card lit (null: none is). */
  refresh(litSide: Side | null): void {
    const m = this.match;
    for (const r of this.rows) {
      const active = litSide === r.side;
      r.bg.setFillStyle(active ? 0xfff1c9 : 0xffffff, active ? 1 : 0.45);
      r.bg.setStrokeStyle(active ? 5 : 2, active ? COLORS.gold : COLORS.panelEdge, active ? 1 : 0.6);
      r.name.refresh();
      r.counts.refresh();
      r.life?.setThinking(m.isThinking && m.turn === r.side);
    }
  }

  /** The thinking panda's face shows it thinks (setThinking does nothing when unchanged). */
  followThinking(): void {
    const m = this.match;
    for (const r of this.rows) r.life?.setThinking(m.isThinking && m.turn === r.side);
  }
}
