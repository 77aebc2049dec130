// Player select: the three pandas (face and one-line character) or a friend on this
// device; then the side (colour, or tigers / dogs); then start.
import { ART } from '../art/index';
import type { Side } from '../engine/types';
import { isMenuArt, isSelectArt, prepareFirst } from '../art/prepare';
import { t } from '../i18n/index';
import { newMatch } from '../match/session';
import { OPPONENTS, settings, type Opponent } from '../settings';
import { COLORS, css, minFontSize, touchSize } from '../ui/theme';
import { backdropPlate, type Button, type Label } from '../ui/widgets';
import { BaseScene } from './base';
import type { SceneData } from './scene-data';
import { GAME_IDS, rulesFor, type GameId } from '../games/registry';
import { isBoardArt, pieceKey } from '../games/game-art';
import { beatenBadge } from './beaten-badge';
import { onlineServer } from '../online/server';

/** A card of the select screen: an opponent, or a friend online (shown only where a server is configured). */
type Card = Opponent | 'online';
let onlineOffered = false;
import { savedGameOf } from '../match/saved-game';
import { openConfirm } from '../ui/confirm-dialog';

/** Difficulty colours: green, amber, red, each 4.5:1 on a card (selected or not). */
const LEVEL_COLORS: Record<Exclude<Opponent, 'human'>, number> = { baby: 0x24542d, mama: 0x5e3900, papa: 0x7d2810 };

export class SelectScene extends BaseScene {
  private gameId: GameId = GAME_IDS[0];
  private opponent: Card = 'baby';
  private side: Side = 'X';
  private cards = new Map<Card, Button>();
  /** Each card's character line: soft ink on a card, full ink on the chosen card's gold (small text at the screen's own resolution reads thinner there). */
  private cardLines = new Map<Card, Label>();
  private sideButtons = new Map<Side, Button>();
  private noteLabel: Label | null = null;
  /** What shows when playing a panda (the side choice) and what shows for a friend (the note). */
  private sideRow: {
    objects: { setVisible(v: boolean): unknown }[];
    note: { setVisible(v: boolean): unknown }[];
    plates: { refresh(): void }[];
  } = {
    objects: [],
    note: [],
    plates: [],
  };

  constructor() {
    super('select');
  }

  init(data: SceneData['select']): void {
    this.replacing = false;
    this.gameId = data.game ?? this.gameId;
    this.opponent = settings.opponent;
    this.side = rulesFor(this.gameId).sides[0];
    this.boardArtFirst();
    if (!onlineOffered)
      void onlineServer().then((origin) => {
        if (!origin || onlineOffered) return;
        onlineOffered = true;
        if (this.sys.isActive()) this.rebuild();
      });
  }

  protected needsArt(key: string): boolean {
    return isMenuArt(key) || isSelectArt(key);
  }

  /** The board this screen leads to, with the chosen opponent, is the art the background prepares next. */
  private boardArtFirst(): void {
    const pandas = this.opponent === 'human' || this.opponent === 'online' ? [] : [this.opponent];
    prepareFirst((key) => isBoardArt(key, this.gameId, pandas));
  }

  protected build(): void {
    const { W, H } = this;
    const portrait = this.portrait;
    this.background(0.42);
    const pad = portrait ? 24 : 28;
    const barH = touchSize(portrait ? 64 : 56);
    this.cards.clear();
    this.cardLines.clear();
    this.sideButtons.clear();
    this.sideRow.objects = [];
    this.sideRow.note = [];
    this.sideRow.plates = [];

    const backW = portrait ? 170 : 150;
    const togglesW = this.topBar({
      backId: 'select.back',
      backKey: 'common:back',
      icon: 'back',
      backW,
      pad,
      barH,
      onBack: () => this.go('menu'),
    });

    const titleY = portrait ? pad + barH + 56 : pad + barH / 2;
    const titleW = portrait ? W - pad * 2 : W - 2 * (pad + Math.max(140, togglesW)) - 24;
    const headPlate = backdropPlate(this, () => [game, ask], 16);
    const game = this.label(
      W / 2,
      titleY,
      () => t(`games:${this.gameId}.name`),
      { w: titleW, h: portrait ? 60 : 52, size: portrait ? 42 : 38 },
      0xfff6e6,
      { fontStyle: 'bold' },
    );
    game.setOrigin(0.5).setShadow(0, 2, '#000', 6, false, true);
    const askY = portrait ? titleY + 56 : pad + barH + 40;
    const ask = this.label(W / 2, askY, () => t('select:title'), { w: W - pad * 2, h: 44, size: portrait ? 30 : 28 }, 0xffe7b8)
      .setOrigin(0.5)
      .setShadow(0, 2, '#000000', 6, false, true);
    headPlate.refresh();
    this.refreshers.push(headPlate);

    // opponent cards
    let top = askY + 40;
    const gap = portrait ? 16 : 18;
    const sideH = touchSize(portrait ? 84 : 70);
    let cardW: number;
    let cardH: number;
    const positions: { x: number; y: number }[] = [];
    const cards: Card[] = onlineOffered ? [...OPPONENTS, 'online'] : [...OPPONENTS];
    const n = cards.length;
    if (portrait) {
      const rows = Math.ceil(n / 2);
      cardW = (W - pad * 2 - gap) / 2;
      cardH = Math.min(450, (H - top - 400 - gap * (rows - 2)) / rows);
      for (let i = 0; i < n; i++)
        positions.push({
          x: pad + (i % 2) * (cardW + gap) + (i === n - 1 && n % 2 ? (cardW + gap) / 2 : 0),
          y: top + Math.floor(i / 2) * (cardH + gap),
        });
    } else {
      cardW = (W - pad * 2 - gap * (n - 1)) / n;
      cardH = Math.min(330, H - top - 220);
      // the cards and the side row in the middle of the room under the title, not at its top
      top += Math.max(0, H - pad - (top + cardH + 22 + sideH)) / 3;
      for (let i = 0; i < n; i++) positions.push({ x: pad + i * (cardW + gap), y: top });
    }
    cards.forEach((o, i) => this.opponentCard(o, positions[i].x, positions[i].y, cardW, cardH));

    // side choice
    const rules = rulesFor(this.gameId);
    const sideTop = positions[n - 1].y + cardH + (portrait ? 28 : 22);
    const sideLabelW = portrait ? W - pad * 2 : 180;
    const sidePlate = backdropPlate(this, () => [sideLabel], 12);
    const sideLabel = this.label(
      pad,
      sideTop + (portrait ? 18 : sideH / 2),
      () => t('select:side'),
      { w: sideLabelW, h: 40, size: 26 },
      0xfff6e6,
      { fontStyle: 'bold' },
    );
    sideLabel.setOrigin(0, 0.5);
    this.sideRow.objects.push(sideLabel, sidePlate);
    const sx = portrait ? pad : pad + sideLabelW + 12;
    const sy = portrait ? sideTop + 44 : sideTop;
    const startW = portrait ? W - pad * 2 : 260;
    const sideW = portrait ? (W - pad * 2 - gap) / 2 : (W - sx - pad - startW - gap * 2) / 2;
    rules.sides.forEach((side, i) => {
      const b = this.btn({
        id: `select.side.${side}`,
        x: sx + i * (sideW + gap) + sideW / 2,
        y: sy + sideH / 2,
        w: sideW,
        h: sideH,
        label: () =>
          i === 0 ? `${t(`games:${this.gameId}.sides.${side}`)} · ${t('select:firstMover')}` : t(`games:${this.gameId}.sides.${side}`),
        icon: () => pieceKey(this.gameId, side),
        fontSize: 26,
        onClick: () => {
          this.side = side;
          this.paint();
        },
      });
      this.sideButtons.set(side, b);
      this.sideRow.objects.push(b);
    });
    const notePlate = backdropPlate(this, () => [note], 12);
    const note = this.label(
      sx,
      sy + sideH / 2,
      () => t(this.opponent === 'online' ? 'online:note' : 'select:friendNote'),
      { w: portrait ? W - pad * 2 : sideW * 2 + gap, h: sideH, size: 24, wrap: true },
      0xf2d9a8,
    );
    note.setOrigin(0, 0.5);
    this.noteLabel = note;
    this.sideRow.note.push(note, notePlate);
    this.sideRow.plates.push(sidePlate, notePlate);
    this.refreshers.push(sidePlate, notePlate);

    const startY = portrait ? sy + sideH + 24 + 45 : sy + sideH / 2;
    this.btn({
      id: 'select.start',
      x: portrait ? W / 2 : W - pad - startW / 2,
      y: startY,
      w: startW,
      h: touchSize(portrait ? 90 : sideH),
      kind: 'primary',
      label: () => t('select:start'),
      fontSize: 32,
      onClick: () => this.start(),
    });
    this.paint();
    // a new size rebuilt the screen under the question: ask it again
    if (this.replacing) {
      const saved = savedGameOf(this.gameId);
      if (saved) this.askReplace(saved.moves);
      else this.replacing = false;
    }
  }

  private opponentCard(o: Card, x: number, y: number, w: number, h: number): void {
    const card = this.btn({
      id: `select.opponent.${o}`,
      x: x + w / 2,
      y: y + h / 2,
      w,
      h,
      kind: 'card',
      hookLabel: () => this.cardName(o),
      onClick: () => {
        this.opponent = o;
        this.boardArtFirst();
        this.paint();
      },
    });
    this.cards.set(o, card);
    // face, name, the difficulty (pandas only), then the character line
    const panda = o !== 'human' && o !== 'online';
    const levelH = !panda ? 0 : Math.max(32, Math.ceil(minFontSize() * 1.25 + 8));
    const face = Math.min(w - 40, h * 0.5 - levelH, this.portrait ? 200 : 180);
    const key = !panda ? ART.friend : ART.panda(o, 'neutral');
    if (this.textures.exists(key)) this.add.image(x + w / 2, y + 14 + face / 2, key).setDisplaySize(face, face);
    if (panda) beatenBadge(this, this.gameId, o, x, y, { x: x + w / 2 - face / 2, y: y + 14, size: face });
    const nameY = y + 18 + face;
    const name = this.label(x + w / 2, nameY, () => this.cardName(o), { w: w - 24, h: 40, size: 30 }, COLORS.ink, { fontStyle: 'bold' });
    name.setOrigin(0.5, 0);
    if (panda) {
      const level = this.label(
        x + w / 2,
        nameY + 40,
        () => t(`common:pandas.${o}.level`),
        { w: w - 24, h: levelH, size: 22 },
        LEVEL_COLORS[o],
        { fontStyle: 'bold' },
      );
      level.setOrigin(0.5, 0);
    }
    const lineY = nameY + 42 + levelH;
    const line = this.label(
      x + w / 2,
      lineY,
      () => (o === 'online' ? t('online:cardLine') : t(`common:pandas.${o}.line`)),
      { w: w - 28, h: y + h - 12 - lineY, size: this.portrait ? 25 : 21, wrap: true, min: 12 },
      COLORS.inkSoft,
      { align: 'center' },
    );
    line.setOrigin(0.5, 0);
    this.cardLines.set(o, line);
  }

  private cardName(o: Card): string {
    return o === 'online' ? t('online:cardName') : t(`common:pandas.${o}.name`);
  }

  private paint(): void {
    for (const [o, b] of this.cards) b.setSelected(o === this.opponent);
    for (const [o, line] of this.cardLines) line.setColor(css(o === this.opponent ? COLORS.ink : COLORS.inkSoft));
    for (const [s, b] of this.sideButtons) b.setSelected(s === this.side);
    const friend = this.opponent === 'human' || this.opponent === 'online';
    for (const obj of this.sideRow.objects) obj.setVisible(!friend);
    for (const obj of this.sideRow.note) obj.setVisible(friend);
    this.noteLabel?.refresh();
    for (const plate of this.sideRow.plates) plate.refresh();
  }

  /** The question before a new game replaces this game's save (asked again after a rebuild). */
  private replacing = false;

  private start(): void {
    if (this.opponent === 'online') {
      this.go('online', { game: this.gameId });
      return;
    }
    // each game keeps its own save: only a new game of this same game replaces one, and asks first
    const saved = savedGameOf(this.gameId);
    if (saved) this.askReplace(saved.moves);
    else this.begin();
  }

  private askReplace(moves: number): void {
    this.replacing = true;
    this.layer = 1;
    const params = { game: t(`games:${this.gameId}.name`), moves };
    openConfirm(this, { question: 'select:replace.question', params, yes: 'select:replace.yes', no: 'select:replace.no' }, (yes) => {
      this.replacing = false;
      this.layer = 0;
      if (yes) this.begin();
    });
  }

  private begin(): void {
    if (this.opponent === 'online') return; // the online card starts no match here (start() opens the online screen)
    settings.setOpponent(this.opponent);
    const sides = rulesFor(this.gameId).sides;
    newMatch(settings.matchConfig(this.gameId, this.opponent, this.opponent === 'human' ? sides[0] : this.side));
    this.go('board');
  }
}
