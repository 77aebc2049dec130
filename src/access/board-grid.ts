// The board as an ARIA grid: a row per rank, a cell per point (non-square boards put each
// point under its own file: aria-colindex), named with its coordinate and what stands there.
// The arrow keys walk it (roving tabindex; the step is the canvas cursor's own,
// src/ui/board-keyboard.ts), Enter or Space on a cell is a click on that point: choose a
// piece (its legal destinations are said and marked), play to a marked point, place on an
// empty one. Refusals come back as the panel's notice, which the mirror says.
import type { Geometry } from '../engine/geometry';
import type { Match } from '../match/match';
import type { BoardView } from '../views/board-view';
import { currentLang, t } from '../i18n/index';
import { pointList } from '../views/narration';
import { stepPoint, centrePoint, type ArrowDirection } from '../ui/board-keyboard';
import { pointWords } from './board-words';
import { setAttr, setText } from './hidden-style';

const ARROWS: Record<string, ArrowDirection> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

export class BoardGrid {
  readonly el: HTMLElement;
  private geometry: Geometry | null = null;
  private cells: HTMLElement[] = [];
  private cursor = 0;
  /** The point this grid last chose a piece on: tells it apart from another piece with the same destinations. */
  private lastChosen: number | null = null;
  private live: { m: Match; view: BoardView } | null = null;
  /** What the cells were last written from: they are written again only when one of these changes. */
  private shown: readonly unknown[] = [];

  constructor(
    private readonly doc: Document,
    private readonly say: (text: string) => void,
    /** A key the grid does not use (the commands' letters). */
    private readonly otherKey: (e: KeyboardEvent) => void,
  ) {
    this.el = doc.createElement('div');
    this.el.setAttribute('role', 'grid');
    this.el.addEventListener('keydown', (e) => this.onKey(e));
  }

  /** Brings the cells in line with the match and the board on screen. */
  sync(m: Match, view: BoardView): void {
    this.live = { m, view };
    if (this.geometry !== m.rules.geometry) this.build(m.rules.geometry);
    // positions and the view's lists of marks are replaced, never changed in place
    const from = [m, m.record.position, view.litPoints, view.lastMovePoints, m.canAct, currentLang()];
    if (from.every((x, i) => x === this.shown[i])) return;
    this.shown = from;
    setAttr(this.el, 'aria-label', t('access:board'));
    for (const row of this.el.children)
      setAttr(row as HTMLElement, 'aria-label', t('access:row', { n: row.getAttribute('aria-rowindex') }));
    const lit = new Set(view.litPoints);
    const last = new Set(view.lastMovePoints);
    const chosen = this.chosen(m, view);
    for (let p = 0; p < this.cells.length; p++) {
      setText(this.cells[p], pointWords(m, p, { chosen: p === chosen, legal: lit.has(p), last: last.has(p) }));
    }
  }

  /** The piece chosen on the board: the one whose destinations are exactly the lit points (null: none). */
  private chosen(m: Match, view: BoardView): number | null {
    if (view.litPoints.length === 0 || !m.canAct) return null;
    const lit = [...view.litPoints].sort((a, b) => a - b).join(',');
    const moves = m.destinations().moves;
    const matches = (p: number) => [...(moves.get(p)?.keys() ?? [])].sort((a, b) => a - b).join(',') === lit;
    if (this.lastChosen !== null && matches(this.lastChosen)) return this.lastChosen;
    for (const p of moves.keys()) if (matches(p)) return p;
    return null;
  }

  private build(g: Geometry): void {
    this.geometry = g;
    this.el.replaceChildren();
    this.cells = [];
    this.cursor = centrePoint(g);
    this.lastChosen = null;
    setAttr(this.el, 'aria-rowcount', String(g.ranks));
    setAttr(this.el, 'aria-colcount', String(g.files));
    for (const rank of g.rankRows) {
      const row = this.doc.createElement('div');
      row.setAttribute('role', 'row');
      for (const p of rank) {
        const point = g.points[p];
        row.setAttribute('aria-rowindex', String(point.rank + 1));
        const cell = this.doc.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.setAttribute('aria-colindex', String(point.file + 1));
        cell.tabIndex = p === this.cursor ? 0 : -1;
        cell.dataset.point = point.name;
        cell.addEventListener('focus', () => this.moveCursor(p, false));
        this.cells[p] = cell;
        row.appendChild(cell);
      }
      this.el.appendChild(row);
    }
  }

  private moveCursor(p: number, focus: boolean): void {
    if (p !== this.cursor) {
      this.cells[this.cursor].tabIndex = -1;
      this.cursor = p;
      this.cells[p].tabIndex = 0;
    }
    if (focus) this.cells[p].focus();
  }

  private onKey(e: KeyboardEvent): void {
    if (!this.geometry || e.altKey || e.ctrlKey || e.metaKey) return;
    const dir = ARROWS[e.key];
    if (dir) {
      e.preventDefault();
      this.moveCursor(stepPoint(this.geometry, this.cursor, dir), true);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (!e.repeat) this.activate(this.cursor);
    } else if (e.key === 'Escape') {
      const chosen = this.live ? this.chosen(this.live.m, this.live.view) : null;
      if (chosen !== null) this.activate(chosen);
    } else this.otherKey(e);
  }

  /** Enter on a point: the same as a click there; a chosen piece's destinations are said. */
  private activate(p: number): void {
    const live = this.live;
    if (!live || !live.view.root.active) return;
    live.view.onPointClick?.(p);
    this.lastChosen = p;
    const chosen = this.chosen(live.m, live.view);
    if (chosen === p) {
      const names = live.view.litPoints.map((q) => live.m.rules.geometry.points[q].name);
      this.say(t('access:chosen', { point: live.m.rules.geometry.points[p].name, points: pointList(names) }));
    }
    this.sync(live.m, live.view);
  }
}
