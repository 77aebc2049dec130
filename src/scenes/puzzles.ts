// The puzzle picker: one card per game with today's puzzle, solved or not. A card makes
// (or takes the made) puzzle of the date off the main thread and opens it on the board
// (docs/architecture.md, "Puzzle of the day").
import { isMenuArt, isSelectArt } from '../art/prepare';
import { madePuzzle, puzzleOf } from '../match/puzzle-client';
import { startPuzzle } from '../match/puzzle-play';
import { GAME_IDS, rulesFor, type GameId } from '../games/registry';
import { t } from '../i18n/index';
import { storage } from '../storage/storage';
import { isPuzzleDate, localDate } from '../puzzles/date';
import { isSolved } from '../puzzles/solved';
import { NORMAL_PACE } from '../match/match-types';
import { urlParams } from '../settings';
import { showToast } from '../dialogs/resume-prompt';
import { COLORS, touchSize } from '../ui/theme';
import { backdropPlate } from '../ui/widgets';
import { BoardView } from '../views/board-view';
import { BaseScene } from './base';
import { puzzleTask } from './puzzle-texts';
import { SOLVED_INK } from './puzzle-payoff';
import type { SceneData } from './scene-data';

/** The puzzles' date: the player's own day (tests pin it with date=). */
export function puzzleDate(): string {
  return urlParams.date && isPuzzleDate(urlParams.date) ? urlParams.date : localDate();
}

/** PAPA's pauses on a puzzle board, the wait before a new try and between the solution's moves. */
function puzzlePace() {
  return urlParams.fast
    ? { pandaMs: 50, minThinkMs: 0, passNoticeMs: 120, retryMs: 600, revealStepMs: 80 }
    : { ...NORMAL_PACE, minThinkMs: 650, retryMs: 2600, revealStepMs: 900 };
}

export class PuzzlesScene extends BaseScene {
  /** The game whose puzzle is being made (its card says so), or null. */
  private making: GameId | null = null;
  /** Counts the visits of this scene: a puzzle made for an earlier visit is not opened. */
  private visit = 0;
  /** A puzzle to open as soon as the picker shows (a solved puzzle's Next). */
  private pendingOpen: GameId | null = null;

  constructor() {
    super('puzzles');
  }

  init(data: SceneData['puzzles']): void {
    this.pendingOpen = data.open ?? null;
    this.making = null;
    this.visit++;
  }

  protected needsArt(key: string): boolean {
    return isMenuArt(key) || isSelectArt(key); // the select scene's back icon too
  }

  protected build(): void {
    const { W, H } = this;
    const portrait = this.portrait;
    this.background(0.42);
    const pad = portrait ? 24 : 28;
    const barH = touchSize(portrait ? 64 : 56);
    const backW = portrait ? 170 : 150;
    const togglesW = this.topBar({
      backId: 'puzzles.back',
      backKey: 'common:back',
      icon: 'back',
      backW,
      pad,
      barH,
      onBack: () => this.go('menu'),
    });

    const date = puzzleDate();
    const titleY = portrait ? pad + barH + 56 : pad + barH / 2;
    const titleW = portrait ? W - pad * 2 : W - 2 * (pad + Math.max(backW, togglesW)) - 24;
    const plate = backdropPlate(this, () => [title, sub], 16);
    const title = this.label(
      W / 2,
      titleY,
      () => t('puzzle:title'),
      { w: titleW, h: portrait ? 60 : 52, size: portrait ? 42 : 38 },
      0xfff6e6,
      { fontStyle: 'bold' },
    );
    title.setOrigin(0.5).setShadow(0, 2, '#000', 6, false, true);
    const subY = portrait ? titleY + 54 : pad + barH + 36;
    const sub = this.label(W / 2, subY, () => t('puzzle:date', { date }), { w: W - pad * 2, h: 40, size: portrait ? 28 : 26 }, 0xffe7b8);
    sub.setOrigin(0.5).setShadow(0, 2, '#000000', 6, false, true);
    plate.refresh();
    this.refreshers.push(plate);

    const top = subY + (portrait ? 40 : 36);
    const n = GAME_IDS.length;
    const gap = 16;
    if (portrait) {
      const cardH = Math.min(200, (H - top - pad - gap * (n - 1)) / n);
      GAME_IDS.forEach((id, i) => this.card(id, date, pad, top + i * (cardH + gap), W - pad * 2, cardH, true));
    } else {
      const cardW = (W - pad * 2 - gap * (n - 1)) / n;
      const cardH = Math.min(H - top - pad, cardW + 170);
      GAME_IDS.forEach((id, i) => this.card(id, date, pad + i * (cardW + gap), top + (H - top - pad - cardH) / 2, cardW, cardH, false));
    }
    this.prepareAll(date);
    const open = this.pendingOpen;
    this.pendingOpen = null;
    if (open) this.open(open, date);
  }

  /** Makes the puzzles one after another off the main thread; each card then shows its position and task. */
  private prepareAll(date: string): void {
    const visit = this.visit;
    const missing = GAME_IDS.filter((id) => !madePuzzle(id, date));
    if (missing.length === 0) return;
    void puzzleOf(missing[0], date).then(
      () => {
        if (visit === this.visit && this.scene.isActive() && !this.making) this.rebuild();
      },
      () => undefined,
    );
  }

  private card(id: GameId, date: string, x: number, y: number, w: number, h: number, row: boolean): void {
    const solved = isSolved(storage, id, date);
    this.btn({
      id: `puzzle.${id}`,
      x: x + w / 2,
      y: y + h / 2,
      w,
      h,
      kind: 'card',
      hookLabel: () => t(`games:${id}.name`),
      onClick: () => this.open(id, date),
    });
    const inner = 14;
    const s = row ? h - inner * 2 : w - inner * 2;
    const pic = row ? { x: x + inner, y: y + inner, w: s, h: s } : { x: x + inner, y: y + inner, w: s, h: Math.min(s, h * 0.5) };
    const textX = row ? x + inner * 2 + s : x + inner;
    const textY = row ? y + inner + 4 : pic.y + pic.h + 12;
    const textW = row ? w - s - inner * 3 : s;
    const rules = rulesFor(id);
    const made = madePuzzle(id, date);
    // a puzzle still being made shows a faint empty board, not a position that is not its own
    const view = new BoardView(this, rules, pic, { interactive: false, labels: false });
    if (made) view.sync(rules.parse(made.position));
    else view.root.setAlpha(0.35);
    const nameH = row ? 46 : 58;
    this.label(textX, textY, () => t(`games:${id}.name`), { w: textW, h: nameH, size: row ? 30 : 24, wrap: true }, COLORS.ink, {
      fontStyle: 'bold',
    }).setOrigin(0, 0);
    const stateText = () => {
      if (this.making === id) return t('puzzle:making');
      if (solved) return t('puzzle:solved');
      return made ? puzzleTask(made) : t('puzzle:preparing');
    };
    const color = solved ? SOLVED_INK : COLORS.inkSoft;
    const stateH = Math.max(30, y + h - inner - (textY + nameH + 4));
    this.label(
      textX,
      textY + nameH + 4,
      stateText,
      { w: textW, h: stateH, size: row ? 26 : 21, wrap: true, min: 12 },
      color,
      solved ? { fontStyle: 'bold' } : {},
    ).setOrigin(0, 0);
  }

  private open(id: GameId, date: string): void {
    if (this.making) return;
    this.making = id;
    const visit = this.visit;
    for (const r of this.refreshers) r.refresh();
    puzzleOf(id, date).then(
      (puzzle) => {
        if (visit !== this.visit || !this.scene.isActive()) return;
        this.making = null;
        startPuzzle(puzzle, puzzlePace(), storage, isSolved(storage, id, date));
        this.go('board');
      },
      (err) => {
        console.warn('puzzle failed', err);
        if (visit !== this.visit || !this.scene.isActive()) return;
        this.making = null;
        for (const r of this.refreshers) r.refresh();
        showToast(this, () => t('puzzle:failed'));
      },
    );
  }
}
