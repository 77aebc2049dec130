// Progress: the player's records, a small table per game (rows BABY, MAMA, PAPA with their
// portraits: won-drawn-lost, the current winning streak and the best one; a game that keeps
// a margin shows its widest win), then the achievements with their badges, the earned ones
// bright, the others dimmed with their text. Under each table, apart from the pandas' rows,
// the games against players online (won-drawn-lost; docs/online.md "Players"). From the menu (`menu.progress`); ☰
// (`progress.close`) or Escape goes back. docs/architecture.md, "Progress and achievements".
import { ART } from '../art/index';
import { badgeKey } from '../art/badges';
import { isSelectArt } from '../art/prepare';
import { t } from '../i18n/index';
import { GAME_IDS, kitOf, type GameId } from '../games/registry';
import { PANDAS } from '../match/players';
import { ACHIEVEMENTS, achievementParams } from '../progress/achievements';
import type { ProgressData } from '../progress/record';
import { progressTracker } from '../progress/tracker';
import { prepareBadges } from '../ui/badge-textures';
import { onSceneKeys } from '../ui/scene-keys';
import { COLORS, minFontSize, touchSize } from '../ui/theme';
import { backdropPlate, panel } from '../ui/widgets';
import { BaseScene } from './base';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export class ProgressScene extends BaseScene {
  private records: ProgressData | null = null;

  constructor() {
    super('progress');
  }

  protected needsArt(key: string): boolean {
    return isSelectArt(key) || key.startsWith('icon-');
  }

  create(): void {
    this.records = progressTracker().progress();
    super.create();
    onSceneKeys(this, (e) => {
      if (e.key === 'Escape' || e.key === 'Esc') this.go('menu');
    });
    // the badges are drawn on first need: build again once they are there
    const motifs = ACHIEVEMENTS.map((a) => a.badge);
    if (!motifs.every((m) => this.textures.exists(badgeKey(m))))
      void prepareBadges(this, motifs).then(() => this.scene.isActive() && this.rebuild());
  }

  protected build(): void {
    const { W, H } = this;
    const portrait = this.portrait;
    this.background(0.5);
    const pad = portrait ? 24 : 20;
    const barH = touchSize(portrait ? 64 : 56);
    const fs = Math.max(portrait ? 24 : 20, minFontSize());

    const backW = portrait ? 190 : 170;
    const togglesW = this.topBar({
      backId: 'progress.close',
      backKey: 'common:menu',
      icon: 'menu',
      backW,
      pad,
      barH,
      onBack: () => this.go('menu'),
    });

    const titleBoxW = portrait ? W - pad * 2 : W - 2 * (pad + Math.max(backW, togglesW)) - 24;
    const titleY = portrait ? pad + barH + 40 : pad + barH / 2;
    const plate = backdropPlate(this, () => [title], 14);
    const title = this.label(
      W / 2,
      titleY,
      () => t('progress:title'),
      { w: titleBoxW, h: portrait ? 56 : 50, size: portrait ? 40 : 36 },
      0xfff6e6,
      { fontStyle: 'bold' },
    );
    title.setOrigin(0.5).setShadow(0, 2, '#000', 6, false, true);
    plate.refresh();
    this.refreshers.push(plate);

    const top = portrait ? titleY + 44 : pad + barH + 12;
    const gap = portrait ? 14 : 10;
    const bottom = H - pad;
    const cols = portrait ? 2 : GAME_IDS.length;
    const tableRows = Math.ceil(GAME_IDS.length / cols);
    // the achievements take what they need (two columns, a line or two each), the tables the rest
    const itemH = portrait ? Math.ceil(fs * 2.5 + 10) : Math.max(40, Math.ceil(fs * 1.25 + 14));
    const achCols = 2;
    const achRows = Math.ceil(ACHIEVEMENTS.length / achCols);
    const achHeadH = Math.ceil(fs * 1.5 + 8);
    const achH = achHeadH + achRows * itemH + 10;
    const tableH = Math.min(portrait ? 290 : 330, (bottom - top - achH - gap - gap * (tableRows - 1)) / tableRows);
    const tableW = (W - pad * 2 - gap * (cols - 1)) / cols;
    GAME_IDS.forEach((id, i) => {
      const c = i % cols;
      const r = Math.floor(i / cols);
      // a last row that is not full sits in the middle
      const inRow = Math.min(cols, GAME_IDS.length - r * cols);
      const x0 = pad + ((cols - inRow) * (tableW + gap)) / 2;
      this.table(id, { x: x0 + c * (tableW + gap), y: top + r * (tableH + gap), w: tableW, h: tableH }, fs);
    });
    const achTop = top + tableRows * (tableH + gap);
    this.achievements({ x: pad, y: achTop, w: W - pad * 2, h: bottom - achTop }, fs, itemH, achHeadH, achCols);
  }

  /**
   * One game's table: its name, then a row per panda. Portrait tables are wide enough for
   * columns (won-drawn-lost, streak, best); landscape puts five side by side, each row in
   * two short lines instead.
   */
  private table(game: GameId, b: Box, fs: number): void {
    const data = this.records;
    if (!data) return;
    panel(this, b.x, b.y, b.w, b.h);
    const columns = this.portrait;
    const inner = 8;
    const headH = Math.ceil(fs * 1.4 + 6);
    const name = this.label(
      b.x + inner,
      b.y + 6,
      () => t(`games:${game}.name`),
      { w: b.w - inner - 3, h: headH, size: fs + 2, min: minFontSize() },
      COLORS.ink,
      { fontStyle: 'bold' },
    );
    name.setOrigin(0, 0);
    const hasMargin = !!kitOf(game).progress?.margin;
    const colHeadH = columns ? Math.ceil(fs * 1.3 + 4) : 0;
    const lineH = Math.ceil(fs * 1.3 + 8);
    // the online record's line once the player has played this game online (a table of a
    // player who never did keeps its rows' room), and the widest win's where the game keeps one
    const online = data.online[game];
    const playedOnline = !!online && online.won + online.drawn + online.lost > 0;
    const footH = lineH * ((playedOnline ? 1 : 0) + (hasMargin ? 1 : 0));
    const rowsTop = b.y + 6 + headH + colHeadH;
    const rowH = (b.y + b.h - 6 - footH - rowsTop) / PANDAS.length;
    const face = Math.min(rowH - 6, columns ? 44 : 40);
    const valX = b.x + inner + face + (columns ? 8 : 6);
    const valW = b.x + b.w - inner - valX;
    // won-drawn-lost takes the widest column; streak and best share the rest
    const cols = [
      { x: valX, w: valW * 0.42, head: () => t('progress:table.wdl') },
      { x: valX + valW * 0.42, w: valW * 0.33, head: () => t('progress:table.streak') },
      { x: valX + valW * 0.75, w: valW * 0.25, head: () => t('progress:table.best') },
    ];
    if (columns) {
      for (const c of cols)
        this.label(
          c.x + c.w / 2,
          b.y + 6 + headH + colHeadH / 2,
          c.head,
          { w: c.w - 2, h: colHeadH, size: fs, min: minFontSize() },
          COLORS.inkSoft,
        ).setOrigin(0.5);
    }
    PANDAS.forEach((p, i) => {
      const cy = rowsTop + i * rowH + rowH / 2;
      const s = data.games[game][p];
      if (i > 0) this.add.rectangle(b.x + b.w / 2, rowsTop + i * rowH, b.w - inner * 2, 2, COLORS.panelEdge, 0.6);
      const key = ART.panda(p, 'neutral');
      if (this.textures.exists(key)) this.add.image(b.x + inner + face / 2, cy, key).setDisplaySize(face, face);
      if (columns) {
        const values = [`${s.won}–${s.drawn}–${s.lost}`, String(s.streak), String(s.bestStreak)];
        values.forEach((v, k) => {
          this.label(cols[k].x + cols[k].w / 2, cy, () => v, { w: cols[k].w - 2, h: rowH - 4, size: fs, min: minFontSize() }, COLORS.ink, {
            fontStyle: k === 0 ? 'bold' : 'normal',
          }).setOrigin(0.5);
        });
        return;
      }
      const lineH = (rowH - 4) / 2;
      this.label(
        valX,
        cy - lineH / 2,
        () => t('progress:table.record', { won: s.won, drawn: s.drawn, lost: s.lost }),
        { w: valW, h: lineH, size: fs, min: minFontSize() },
        COLORS.ink,
        { fontStyle: 'bold' },
      ).setOrigin(0, 0.5);
      this.label(
        valX,
        cy + lineH / 2,
        () => t('progress:table.streaks', { n: s.streak, best: s.bestStreak }),
        { w: valW, h: lineH, size: fs, min: minFontSize() },
        COLORS.inkSoft,
      ).setOrigin(0, 0.5);
    });
    if (playedOnline) {
      this.label(
        b.x + inner,
        b.y + b.h - 6 - footH + lineH / 2,
        () => t('progress:table.online', { won: online.won, drawn: online.drawn, lost: online.lost }),
        { w: b.w - inner * 2, h: lineH, size: fs, min: minFontSize() },
        COLORS.ink,
        { fontStyle: 'bold' },
      ).setOrigin(0, 0.5);
    }
    if (hasMargin) {
      const best = () => {
        const m = Math.max(...PANDAS.map((p) => data.games[game][p].bestMargin ?? -Infinity));
        return Number.isFinite(m) ? t('progress:table.margin', { n: `+${m}` }) : t('progress:table.marginNone');
      };
      this.label(
        b.x + inner,
        b.y + b.h - 6 - lineH / 2,
        best,
        { w: b.w - inner * 2, h: lineH, size: fs, min: minFontSize() },
        COLORS.inkSoft,
      ).setOrigin(0, 0.5);
    }
  }

  /** The achievements: badge and text, earned ones bright, the others dimmed. */
  private achievements(b: Box, fs: number, itemH: number, headH: number, cols: number): void {
    const data = this.records;
    if (!data) return;
    panel(this, b.x, b.y, b.w, b.h);
    const inner = 12;
    const earned = new Set(data.achievements);
    const head = this.label(
      b.x + inner,
      b.y + 8,
      () => t('progress:achievementsTitle', { n: earned.size, total: ACHIEVEMENTS.length }),
      { w: b.w - inner * 2, h: headH - 8, size: fs + 2, min: minFontSize() },
      COLORS.ink,
      { fontStyle: 'bold' },
    );
    head.setOrigin(0, 0);
    const colW = (b.w - inner * 2) / cols;
    const rows = Math.ceil(ACHIEVEMENTS.length / cols);
    const rowH = Math.min(itemH, (b.h - headH - 12) / rows);
    const badgeSize = Math.min(rowH - 6, this.portrait ? 48 : 60);
    ACHIEVEMENTS.forEach((a, i) => {
      // column by column, so the list reads down like a list
      const c = Math.floor(i / rows);
      const r = i % rows;
      const x = b.x + inner + c * colW;
      const cy = b.y + headH + r * rowH + rowH / 2;
      const got = earned.has(a.id);
      const key = badgeKey(a.badge);
      if (this.textures.exists(key))
        this.add
          .image(x + badgeSize / 2, cy, key)
          .setDisplaySize(badgeSize, badgeSize)
          .setAlpha(got ? 1 : 0.3);
      const text = this.label(
        x + badgeSize + 8,
        cy,
        () => t(`progress:achievements.${a.id}`, achievementParams()),
        { w: colW - badgeSize - 18, h: rowH - 2, size: fs, min: minFontSize(), wrap: true },
        got ? COLORS.ink : COLORS.inkSoft,
        { fontStyle: got ? 'bold' : 'normal' },
      );
      text.setOrigin(0, 0.5);
    });
  }
}
