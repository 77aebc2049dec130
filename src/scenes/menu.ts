// Menu: the five games as cards (name, a one-line pitch, a small picture of the board),
// with the language and sound toggles.
import { ART } from '../art/index';
import { isMenuArt } from '../art/prepare';
import { t } from '../i18n/index';
import { COLORS, minTouchSize } from '../ui/theme';
import { backdropPlate } from '../ui/widgets';
import { BoardView } from '../views/board-view';
import { BaseScene } from './base';
import { GAME_IDS, isGameId, rulesFor, type GameId } from '../games/registry';
import { resumeSavedGame, savedGame } from '../game/saved-game';
import type { LinkNotice } from '../game/shared-link';
import { linkNoticeHeight, showLinkNotice } from '../ui/link-notice';

export class MenuScene extends BaseScene {
  /** What was wrong with the shared link the page was opened with, until closed. */
  private linkNotice: LinkNotice | null = null;

  constructor() {
    super('menu');
  }

  init(data?: { notice?: LinkNotice }): void {
    this.linkNotice = data?.notice ?? null;
  }

  protected needsArt(key: string): boolean {
    return isMenuArt(key);
  }

  protected build(): void {
    const { W, H } = this;
    this.background(0.38);
    const portrait = this.portrait;
    const pad = portrait ? 24 : 32;
    const barH = Math.max(portrait ? 64 : 56, minTouchSize());

    // toggles, top right
    const soundW = portrait ? 230 : 210;
    const langW = portrait ? 150 : 130;
    // the sound button shows its icon only; beside the language button sit the player's
    // records and the puzzle of the day: both in the top row in portrait, in landscape
    // Progress left of the language button and the puzzle under the toggles
    const soundIconW = Math.max(64, minTouchSize());
    this.soundButton(W - pad - soundIconW / 2, pad + barH / 2, soundIconW, barH, false);
    this.langButton(W - pad - soundIconW - 12 - langW / 2, pad + barH / 2, langW, barH);
    const rowLeft = W - pad - soundIconW - langW - 24;
    const sideW = portrait ? (rowLeft - pad - 12) / 2 : soundW + 4 - soundIconW;
    const progressX = portrait ? pad + sideW / 2 : rowLeft - sideW / 2;
    this.btn({ id: 'menu.progress', x: progressX, y: pad + barH / 2, w: sideW, h: barH, label: () => t('progress:menu'), fontSize: portrait ? 26 : 22, onClick: () => this.go('progress') });
    const puzzleW = portrait ? sideW : soundW + langW + 12;
    const puzzleX = portrait ? pad + sideW + 12 + sideW / 2 : W - pad - puzzleW / 2;
    const puzzleY = portrait ? pad + barH / 2 : pad + barH + 8 + barH / 2;
    this.btn({ id: 'menu.puzzle', x: puzzleX, y: puzzleY, w: puzzleW, h: barH, label: () => t(portrait ? 'puzzle:menuShort' : 'puzzle:title'), fontSize: portrait ? 26 : 22, onClick: () => this.go('puzzles') });

    // title, on a dark plate so it reads on any part of the backdrop
    const plate = backdropPlate(this, () => [title, sub], 16);
    const titleY = portrait ? pad + barH + 70 : pad + barH / 2 + 6;
    const titleX = portrait ? W / 2 : pad;
    const titleW = portrait ? W - pad * 2 : W - pad * 2 - soundW - langW - 40;
    const title = this.label(titleX, titleY, () => t('common:title'), { w: portrait ? titleW : titleW - 260, h: 70, size: portrait ? 56 : 50 }, 0xfff6e6, { fontStyle: 'bold' });
    title.setOrigin(portrait ? 0.5 : 0, 0.5).setShadow(0, 3, '#000000', 8, false, true);
    const sub = this.label(titleX, titleY + (portrait ? 50 : 52), () => t('common:subtitle'), { w: titleW, h: 40, size: portrait ? 28 : 24 }, 0xffe7b8);
    sub.setOrigin(portrait ? 0.5 : 0, 0.5).setShadow(0, 2, '#000000', 6, false, true);
    // a game in progress: Continue takes the place of the three pandas beside the title
    const saved = savedGame();
    const faceSize = portrait ? 96 : 84;
    if (saved && isGameId(saved.game)) {
      const cw = portrait ? Math.min(W - pad * 2, 460) : faceSize * 2.8 + 20;
      const cx = portrait ? W / 2 : W - pad - soundW - langW - 40 - cw / 2;
      const cy = portrait ? pad + barH + 150 : titleY + 6;
      if (portrait) {
        title.setY(titleY - 30);
        sub.setY(titleY + 18);
      }
      this.btn({
        id: 'menu.continue',
        x: cx,
        y: cy,
        w: cw,
        h: portrait ? 84 : 64,
        kind: 'primary',
        label: () => t('common:home.continue', { game: t(`games:${saved.game}.name`) }),
        fontSize: portrait ? 28 : 22,
        onClick: () => {
          if (!resumeSavedGame(this)) this.rebuild();
        },
      });
    }
    const faces = saved ? [] : (['baby', 'mama', 'papa'] as const);
    faces.forEach((name, i) => {
      const key = ART.panda(name, 'pleased');
      if (!this.textures.exists(key)) return;
      const fx = portrait ? W / 2 + (i - 1) * (faceSize + 14) : W - pad - soundW - langW - 40 - faceSize / 2 - (2 - i) * faceSize * 0.9;
      const fy = portrait ? pad + barH + 150 + faceSize / 2 - 20 : titleY + 20;
      if (portrait) {
        title.setY(titleY - 30);
        sub.setY(titleY + 18);
      }
      this.add.image(fx, fy + (portrait ? 20 : 0), key).setDisplaySize(faceSize, faceSize);
    });
    plate.refresh();
    this.refreshers.push(plate);

    // the game cards
    const top = portrait ? pad + barH + 250 : Math.max(pad + barH + 64, puzzleY + barH / 2 + 10);
    const n = GAME_IDS.length;
    // a shared link's notice takes the bottom of the screen: the cards end above it
    const bottom = pad + (this.linkNotice ? linkNoticeHeight(this) + 16 : 0);
    if (portrait) {
      const gap = 18;
      const cardH = Math.min(220, (H - top - bottom - gap * (n - 1)) / n);
      const cardW = W - pad * 2;
      GAME_IDS.forEach((id, i) => this.card(id, pad, top + i * (cardH + gap), cardW, cardH, true, saved?.game === id));
    } else {
      const gap = 18;
      const cardW = (W - pad * 2 - gap * (n - 1)) / n;
      const cardH = Math.min(H - top - bottom, cardW + 200);
      const y0 = top + (H - top - bottom - cardH) / 2;
      GAME_IDS.forEach((id, i) => this.card(id, pad + i * (cardW + gap), y0, cardW, cardH, false, saved?.game === id));
    }
    if (this.linkNotice) {
      showLinkNotice(this, this.linkNotice, () => {
        this.linkNotice = null;
        this.rebuild();
      });
    }
  }

  private card(id: GameId, x: number, y: number, w: number, h: number, row: boolean, hasSave: boolean): void {
    const card = this.btn({
      id: `menu.game.${id}`,
      x: x + w / 2,
      y: y + h / 2,
      w,
      h,
      kind: 'card',
      hookLabel: () => t(`games:${id}.name`),
      onClick: () => this.go('select', { game: id }),
    });
    const rules = rulesFor(id);
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
    const view = new BoardView(this, rules, pic, { interactive: false, labels: false });
    view.sync(rules.start());
    void card;
    if (hasSave) {
      // a ribbon on the picture: this game has one in progress
      const rh = Math.max(30, Math.min(40, pic.h * 0.22));
      this.add.rectangle(pic.x + pic.w / 2, pic.y + pic.h - rh / 2, pic.w, rh, COLORS.accentDark, 0.92).setRounded(8);
      this.label(pic.x + pic.w / 2, pic.y + pic.h - rh / 2, () => t('common:home.inProgress'), { w: pic.w - 12, h: rh - 4, size: Math.min(22, rh * 0.6) }, 0xfff6e6, { fontStyle: 'bold' }).setOrigin(0.5);
    }
    const nameH = row ? 48 : 64;
    const name = this.label(textX, textY, () => t(`games:${id}.name`), { w: textW, h: nameH, size: row ? 32 : 26, wrap: true }, COLORS.ink, { fontStyle: 'bold' });
    name.setOrigin(0, 0);
    const pitchY = row ? textY + nameH + 4 : textY + nameH + 4;
    const pitchH = row ? y + h - inner - pitchY : y + h - inner - pitchY;
    const pitch = this.label(textX, pitchY, () => t(`games:${id}.pitch`), { w: textW, h: pitchH, size: row ? 26 : 21, wrap: true, min: 12 }, COLORS.inkSoft);
    pitch.setOrigin(0, 0);
    // names sit snug on the pitch: when the name takes one line, the pitch follows it and
    // has the room the name left (a short card, under a link's notice, needs every line)
    const tidy = () => {
      const py = name.y + name.height + 2;
      pitch.setY(py).setBox(textW, y + h - inner - py);
    };
    tidy();
    this.refreshers.push({ refresh: tidy });
  }
}
