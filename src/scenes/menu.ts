// Menu: the five games as cards (name, a one-line pitch, a small picture of the board),
// with the language and sound toggles.
import { ART } from '../art/index';
import { isFirstFrameArt, isMenuArt } from '../art/prepare';
import { t } from '../i18n/index';
import { COLORS, minFontSize, touchSize } from '../ui/theme';
import { lineWidth } from '../ui/fit';
import { backdropPlate, type Label } from '../ui/widgets';
import { BoardView } from '../views/board-view';
import { BaseScene } from './base';
import type { SceneData } from './scene-data';
import { firstScreenIncomplete } from '../ui/first-screen-rest';
import { GAME_IDS, isGameId, rulesFor, type GameId } from '../games/registry';
import { resumeSavedGame, savedGames } from '../match/saved-game';
import { continueRibbon, followSavedGames } from './menu-ribbon';
import type { LinkNotice } from '../match/shared-link';
import { linkNoticeHeight, showLinkNotice } from '../dialogs/link-notice';
import { MENU_STYLE } from '../audio/music/style';
import { sound } from '../audio/sound-channel';

export class MenuScene extends BaseScene {
  /** What was wrong with the shared link the page was opened with, until closed. */
  private linkNotice: LinkNotice | null = null;

  constructor() {
    super('menu');
  }

  init(data: SceneData['menu']): void {
    this.linkNotice = data.notice ?? null;
    // the menu has a theme of its own (a board plays its game's)
    sound.setMusicStyle(MENU_STYLE);
  }

  // As the page's first screen, its later parts' pictures come with those parts
  // (src/boot/first-screen.ts): it waits for none of them.
  protected needsArt(key: string): boolean {
    return isMenuArt(key) && (!firstScreenIncomplete() || isFirstFrameArt(key));
  }

  /** The cards' pitches, which share one size. */
  private pitches: Label[] = [];
  private get pitchSize(): number {
    return this.portrait ? 26 : 24;
  }

  protected build(): void {
    this.pitches = [];
    const { W, H } = this;
    this.background(0.38);
    const portrait = this.portrait;
    const pad = portrait ? 24 : 32;
    const barH = touchSize(portrait ? 64 : 56);

    // toggles, top right
    const soundW = portrait ? 230 : 210;
    const langW = portrait ? 150 : 130;
    // the sound button shows its icon only; beside the language button sit the player's
    // records and the puzzle of the day: both in the top row in portrait, in landscape
    // Progress left of the language button and the puzzle under the toggles
    const soundIconW = touchSize(64);
    this.soundButton(W - pad - soundIconW / 2, pad + barH / 2, soundIconW, barH, false);
    this.langButton(W - pad - soundIconW - 12 - langW / 2, pad + barH / 2, langW, barH);
    const rowLeft = W - pad - soundIconW - langW - 24;
    const sideW = portrait ? (rowLeft - pad - 12) / 2 : soundW + 4 - soundIconW;
    const progressX = portrait ? pad + sideW / 2 : rowLeft - sideW / 2;
    this.btn({
      id: 'menu.progress',
      x: progressX,
      y: pad + barH / 2,
      w: sideW,
      h: barH,
      label: () => t('progress:menu'),
      fontSize: portrait ? 24 : 22,
      onClick: () => this.go('progress'),
    });
    const puzzleW = portrait ? sideW : soundW + langW + 12;
    const puzzleX = portrait ? pad + sideW + 12 + sideW / 2 : W - pad - puzzleW / 2;
    const puzzleY = portrait ? pad + barH / 2 : pad + barH + 8 + barH / 2;
    this.btn({
      id: 'menu.puzzle',
      x: puzzleX,
      y: puzzleY,
      w: puzzleW,
      h: barH,
      label: () => t(portrait ? 'puzzle:menuShort' : 'puzzle:title'),
      fontSize: portrait ? 24 : 22,
      onClick: () => this.go('puzzles'),
    });

    // title, on a dark plate so it reads on any part of the backdrop; in portrait it keeps
    // clear space below the top row, then a row for the pandas (or Continue), then the cards
    const barBottom = pad + barH;
    const plate = backdropPlate(this, () => [title, sub], 16);
    const titleY = portrait ? barBottom + 80 : pad + barH / 2 + 6;
    const titleX = portrait ? W / 2 : pad;
    const titleW = portrait ? W - pad * 2 : W - pad * 2 - soundW - langW - 40;
    // every game's save (its card's ribbon), the most recent beside the title
    const saves = savedGames().filter((s) => isGameId(s.game));
    followSavedGames(this, () => this.rebuild());
    const saved = saves[0] ?? null;
    const hasSave = saved !== null;
    // landscape: a smaller title leaves Continue room for its label on one line
    const titleBoxW = portrait ? titleW : titleW - (hasSave ? 400 : 260);
    // The title and its other language come a frame later on the first screen: the splash
    // shows both until it has faded, and they are the first frame's largest texts (in English
    // the subtitle is the page's first Chinese, and a Chinese font takes tens of ms to set
    // up). docs/architecture.md "Start-up".
    const later = firstScreenIncomplete();
    const titleText = (): string => t('common:title');
    const subtitle = (): string => t('common:subtitle');
    const title = this.label(titleX, titleY, later ? () => '' : titleText, { w: titleBoxW, h: 70, size: portrait ? 56 : 50 }, 0xfff6e6, {
      fontStyle: 'bold',
    });
    title.setOrigin(portrait ? 0.5 : 0, 0.5).setShadow(0, 3, '#000000', 8, false, true);
    const sub = this.label(
      titleX,
      titleY + (portrait ? 48 : 52),
      later ? () => '' : subtitle,
      { w: titleW, h: 40, size: portrait ? 28 : 24 },
      0xffe7b8,
    );
    sub.setOrigin(portrait ? 0.5 : 0, 0.5).setShadow(0, 2, '#000000', 6, false, true);
    if (later) {
      this.drawSoon(() => {
        title.setTextFn(titleText);
        sub.setTextFn(subtitle);
        plate.refresh();
      });
    }
    const faceSize = portrait ? 88 : 84;
    const rowY = barBottom + 216;
    // a game in progress: Continue takes the place of the three pandas beside the title
    if (saved && hasSave) {
      // landscape: between the title (its box ends at pad + titleBoxW) and Progress, the
      // game's name on a line of its own when one line would not fit
      const left = pad + titleBoxW + 32;
      const right = rowLeft - sideW - 16;
      const cw = portrait ? W - pad * 2 : right - left;
      const ch = Math.max(barH, 84);
      const size = portrait ? 28 : 22;
      const game = () => t(`games:${saved.game}.name`);
      const oneLine = () =>
        lineWidth(t('common:home.continue', { game: game() }), Math.max(minFontSize(), Math.round(size * 0.8)), true) + 4 <= cw - 28;
      this.btn({
        id: 'menu.continue',
        x: portrait ? W / 2 : left + cw / 2,
        y: portrait ? rowY : titleY + 18,
        w: cw,
        h: ch,
        kind: 'primary',
        label: () => t(oneLine() ? 'common:home.continue' : 'common:home.continueTwoLines', { game: game() }),
        fontSize: size,
        onClick: () => {
          if (!resumeSavedGame(this, saved.game)) this.rebuild();
        },
      });
    }
    const faces = saved ? [] : (['baby', 'mama', 'papa'] as const);
    this.drawSoon(() =>
      faces.forEach((name, i) => {
        const key = ART.panda(name, 'pleased');
        if (!this.textures.exists(key)) return;
        const fx = portrait ? W / 2 + (i - 1) * (faceSize + 14) : W - pad - soundW - langW - 40 - faceSize / 2 - (2 - i) * faceSize * 0.9;
        const fy = portrait ? rowY : titleY + 20;
        this.add.image(fx, fy, key).setDisplaySize(faceSize, faceSize);
      }),
    );
    plate.refresh();
    this.refreshers.push(plate);

    // the game cards
    const top = portrait ? barBottom + 284 : Math.max(pad + barH + 64, puzzleY + barH / 2 + 10);
    const n = GAME_IDS.length;
    // a shared link's notice takes the bottom of the screen: the cards end above it
    const bottom = pad + (this.linkNotice ? linkNoticeHeight(this) + 16 : 0);
    // each card's name now; its picture and pitch a frame later on the first screen
    let cardRests: (() => void)[];
    if (portrait) {
      const gap = 18;
      const cardH = Math.min(220, (H - top - bottom - gap * (n - 1)) / n);
      const cardW = W - pad * 2;
      cardRests = GAME_IDS.map((id, i) =>
        this.card(
          id,
          pad,
          top + i * (cardH + gap),
          cardW,
          cardH,
          true,
          saves.some((s) => s.game === id),
        ),
      );
    } else {
      const gap = 18;
      const cardW = (W - pad * 2 - gap * (n - 1)) / n;
      const cardH = Math.min(H - top - bottom, cardW + 200);
      const y0 = top + (H - top - bottom - cardH) / 2;
      cardRests = GAME_IDS.map((id, i) =>
        this.card(
          id,
          pad + i * (cardW + gap),
          y0,
          cardW,
          cardH,
          false,
          saves.some((s) => s.game === id),
        ),
      );
    }
    this.drawSoon(() => {
      for (const rest of cardRests) rest();
      // every card's pitch in one size: the largest at which each fits its card
      const even = () => {
        for (const p of this.pitches) p.setMaxSize(this.pitchSize);
        const size = Math.min(...this.pitches.map((p) => p.fittedSize));
        for (const p of this.pitches) p.setMaxSize(size);
      };
      even();
      this.refreshers.push({ refresh: even });
    });
    if (this.linkNotice) {
      showLinkNotice(this, this.linkNotice, () => {
        this.linkNotice = null;
        this.rebuild();
      });
    }
  }

  /** Draws a card with its name; returns the drawing of the rest (its picture and pitch). */
  private card(id: GameId, x: number, y: number, w: number, h: number, row: boolean, hasSave: boolean): () => void {
    this.btn({
      id: `menu.game.${id}`,
      x: x + w / 2,
      y: y + h / 2,
      w,
      h,
      kind: 'card',
      hookLabel: () => t(`games:${id}.name`),
      onClick: () => this.go('select', { game: id }),
    });
    const inner = 14;
    let pic: { x: number; y: number; w: number; h: number };
    let textX: number;
    let textY: number;
    let textW: number;
    if (row) {
      const s = h - inner * 2;
      pic = { x: x + inner, y: y + inner, w: s, h: s };
      textX = x + inner * 2 + s;
      textY = y + inner + 4;
      textW = w - s - inner * 3;
    } else {
      const s = w - inner * 2;
      pic = { x: x + inner, y: y + inner, w: s, h: Math.min(s, h * 0.46) };
      textX = x + inner;
      textY = pic.y + pic.h + 14;
      textW = s;
    }
    // a game in progress: the ribbon on its picture leads back into it
    if (hasSave) continueRibbon(this, id, pic, () => resumeSavedGame(this, id) || this.rebuild());
    const nameH = row ? 48 : 64;
    const name = this.label(
      textX,
      textY,
      () => t(`games:${id}.name`),
      { w: textW, h: nameH, size: row ? 32 : 26, wrap: true },
      COLORS.ink,
      { fontStyle: 'bold' },
    );
    name.setOrigin(0, 0);
    return () => {
      const rules = rulesFor(id);
      const view = new BoardView(this, rules, pic, { interactive: false, labels: false });
      view.sync(rules.start());
      const pitchY = textY + nameH + 4;
      const pitch = this.label(
        textX,
        pitchY,
        () => t(`games:${id}.pitch`),
        { w: textW, h: y + h - inner - pitchY, size: this.pitchSize, wrap: true, min: 12 },
        COLORS.inkSoft,
      );
      pitch.setOrigin(0, 0);
      this.pitches.push(pitch);
      // names sit snug on the pitch: when the name takes one line, the pitch follows it and
      // has the room the name left (a short card, under a link's notice, needs every line)
      const tidy = () => {
        const py = name.y + name.height + 2;
        pitch.setY(py).setBox(textW, y + h - inner - py);
      };
      tidy();
      this.refreshers.push({ refresh: tidy });
    };
  }
}
