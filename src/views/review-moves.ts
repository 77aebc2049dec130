// The review's move list: the start and every move of the game as cells that read left to
// right, each with the piece of the side that played it (its picture, and its side's name
// for assistive text and the test hook: never colour alone), its number and notation, and
// PAPA's grade once he has given it. A click or tap on a cell jumps there (control
// `review.move.<ply>`, ply 0 the start). The cells shown are the ones around the position
// on the board; the list is drawn again whenever that or a grade changes.
import type { GameObjects, Scene } from 'phaser';
import type { Grade } from '../ai/grades';
import { moveNote } from '../match/move-notes';
import type { SharedGame } from '../match/shared-link';
import { pieceKey } from '../games/game-art';
import { t } from '../i18n/index';
import { GRADE_COLORS } from './eval-graph';
import type { Rect } from './board-frame';
import { fitText } from '../ui/fit';
import { registerControl } from '../ui/control-registry';
import { COLORS, minFontSize, textStyle, touchSize } from '../ui/theme';

/** Between two cells. */
const GAP = 6;

export interface MoveListSpec {
  game: SharedGame;
  /** The font size the cells are designed for (they shrink to fit, never under the floor). */
  size: number;
  pick: (ply: number) => void;
  layer?: number;
}

export class ReviewMoveList {
  private readonly root: GameObjects.Container;
  private readonly rows: number;
  private readonly cols: number;
  private readonly rowH: number;

  constructor(
    private readonly scene: Scene,
    private readonly r: Rect,
    private readonly spec: MoveListSpec,
  ) {
    this.root = scene.add.container(0, 0);
    // a cell is a fingertip high, and the gap between cells is not part of it
    this.rowH = touchSize(Math.max(spec.size * 1.9, 44)) + GAP;
    this.rows = Math.max(1, Math.floor(r.h / this.rowH));
    // wide enough for a capture's note ("▸ 13. a3-a2 ×a2") at the smallest readable size
    this.cols = Math.max(1, Math.min(4, Math.floor(r.w / (Math.max(spec.size, minFontSize()) * 10))));
  }

  /** Cells shown at once. */
  get capacity(): number {
    return this.rows * this.cols;
  }

  /** Draws the cells around `ply` with the grades known. */
  render(ply: number, marks: readonly (Grade | null)[]): void {
    for (const o of [...this.root.list]) o.destroy();
    const m = this.spec.game;
    const count = m.record.history.length + 1;
    const cap = this.capacity;
    // a window of whole rows around the position shown
    const firstRow = Math.max(
      0,
      Math.min(Math.floor(ply / this.cols) - Math.floor((this.rows - 1) / 2), Math.ceil(count / this.cols) - this.rows),
    );
    const from = firstRow * this.cols;
    const cellW = this.r.w / this.cols;
    for (let i = 0; i < cap && from + i < count; i++) {
      const k = from + i;
      const x = this.r.x + (i % this.cols) * cellW;
      const y = this.r.y + Math.floor(i / this.cols) * this.rowH;
      this.cell(k, x, y, cellW - GAP, this.rowH - GAP, k === ply, k > 0 ? marks[k - 1] : null);
    }
  }

  private cell(ply: number, x: number, y: number, w: number, h: number, current: boolean, grade: Grade | null | undefined): void {
    const scene = this.scene;
    const m = this.spec.game;
    const size = Math.max(this.spec.size, minFontSize());
    const bg = scene.add
      .rectangle(x + w / 2, y + h / 2, w, h, current ? COLORS.selected : COLORS.button)
      .setRounded(10)
      .setStrokeStyle(current ? 3 : 1, current ? COLORS.accentDark : COLORS.buttonEdge, 1)
      .setInteractive({ useHandCursor: true });
    bg.on('pointerup', () => this.spec.pick(ply));
    this.root.add(bg);
    const played = ply > 0 ? m.record.history[ply - 1] : null;
    const side = played ? m.sideOf(played) : null;
    let left = x + 8;
    const icon = side ? pieceKey(m.game, side) : null;
    if (icon && scene.textures.exists(icon)) {
      const d = Math.min(h * 0.62, size * 1.3);
      this.root.add(scene.add.image(left + d / 2, y + h / 2, icon).setDisplaySize(d, d));
      left += d + 6;
    }
    let gradeW = 0;
    if (grade) {
      const g = scene.add.text(x + w - 6, y + h / 2, grade, textStyle(size, GRADE_COLORS[grade], { fontStyle: 'bold' })).setOrigin(1, 0.5);
      this.root.add(g);
      gradeW = g.width + 4;
    }
    const mark = current ? '▸ ' : '';
    const note = played ? `${mark}${ply}. ${moveNote(m.rules, played)}` : `${mark}${t('result:reviewStart')}`;
    const text = scene.add.text(left, y + h / 2, '', textStyle(size, COLORS.ink, current ? { fontStyle: 'bold' } : {})).setOrigin(0, 0.5);
    fitText(text, note, x + w - 6 - left - gradeW, h - 4, { size, min: minFontSize() });
    this.root.add(text);
    const label = (): string => {
      if (!played || !side) return t('result:reviewStart');
      const base = t('review:moveLabel', { n: ply, side: t(`games:${m.game}.sides.${side}`), move: played.text });
      return grade ? `${base} ${grade}` : base;
    };
    registerControl({ id: `review.move.${ply}`, scene, target: bg, label, enabled: () => true, layer: this.spec.layer ?? 0 });
  }

  destroy(): void {
    this.root.destroy();
  }
}
