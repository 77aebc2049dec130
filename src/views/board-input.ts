// The player's hand on the board: click a piece to select it and see where it may go,
// click a lit point to move, or an empty point to place. Every click answers: a move, a
// selection, or a notice naming the rule it breaks (the game's kit explains it: its
// `refusals`, src/engine/refusal.ts) with a small shake (the sound may be off). The
// board is fed the position's destinations (engine integers); the integer is what is
// played. Over a placement point the board shows a ghost piece and what it would turn.
import type { Match } from '../match/match';
import { sound } from '../audio/sound-channel';
import { kitOf } from '../games/registry';
import type { BoardView } from './board-view';

export interface InputFeedback {
  /** A short notice on the panel (a refusal's key: 'board:refuse.wait', 'explain:refuse.<game>.<code>'). */
  notice(key: string, params?: Record<string, string>): void;
  /** True while something covers the board (a dialog). */
  covered(): boolean;
  /** After the player's move was handed to the match. */
  played(): void;
  /** Any click or key on the uncovered board: the player is here (a held notice may go). */
  acted?(): void;
}

export class BoardInput {
  selected: number | null = null;

  constructor(
    private readonly view: BoardView,
    private readonly match: Match,
    private readonly feedback: InputFeedback,
  ) {
    view.onPointClick = (p) => this.click(p);
    view.onPointHover = (p) => this.hover(p);
  }

  /** Drops the selection and shows the placements, if any (what a fresh turn looks like). */
  reset(): void {
    this.selected = null;
    this.view.clearGhost();
    this.showPlacements();
  }

  /** Legal placements are lit whenever one is possible and no piece is selected. */
  showPlacements(): void {
    const m = this.match;
    this.view.clearMarkers();
    if (this.selected !== null || !m.canAct) return;
    const places = [...m.destinations().placements.keys()];
    if (places.length > 0) this.view.showSelection(null, [], places);
  }

  click(p: number): void {
    const m = this.match;
    if (this.feedback.covered()) return;
    this.feedback.acted?.();
    if (!m.canAct) {
      if (!m.outcome) this.refuse(p, 'board:refuse.wait');
      return;
    }
    const dests = m.destinations();
    const piece = m.rules.pieceAt(m.record.position, p);
    if (this.selected !== null) {
      if (p === this.selected) {
        this.reset();
        return;
      }
      const move = dests.moves.get(this.selected)?.get(p);
      if (move !== undefined) {
        this.play(move);
        return;
      }
      if (piece !== m.turn) {
        // a click elsewhere drops the selection with a word (it never places a piece by surprise)
        this.refuse(this.selected, this.reason(this.selected, p));
        this.reset();
        return;
      }
    }
    const targets = dests.moves.get(p);
    if (piece === m.turn && targets && targets.size > 0) {
      this.selected = p;
      sound.play('select');
      this.view.clearGhost();
      // destinations whose move takes a piece (or turns one, Alquerque) show as targets, not dots (docs/colour.md)
      const pos = m.record.position;
      const takes = (move: number) => {
        const e = m.rules.effect(pos, move);
        return e.captured.length > 0 || e.converted.length > 0;
      };
      const captures = [...targets].filter(([, move]) => takes(move)).map(([to]) => to);
      this.view.showSelection(p, [...targets.keys()], [], captures);
      return;
    }
    const place = dests.placements.get(p);
    if (place !== undefined) {
      this.play(place);
      return;
    }
    this.refuse(p, this.reason(null, p));
    this.selected = null;
    this.showPlacements();
  }

  /** Why a click on `to` (with the piece on `from` selected, or nothing) is no move: the rule, as the game's kit names it. */
  private reason(from: number | null, to: number): string {
    const m = this.match;
    const code = kitOf(m.game).refusals.explain(m.rules, m.record.position, from, to);
    return code ? `explain:refuse.${m.game}.${code}` : 'board:illegal';
  }

  private refuse(p: number, key: string): void {
    sound.play('illegal');
    this.view.shake(p);
    this.feedback.notice(key);
  }

  private play(move: number): void {
    this.selected = null;
    this.view.clearMarkers();
    this.view.clearGhost();
    this.view.clearHint();
    if (this.match.play(move)) this.feedback.played();
  }

  hover(p: number | null): void {
    const m = this.match;
    if (p === null || !m.canAct || this.feedback.covered()) {
      this.view.clearGhost();
      this.view.setPointer(false);
      return;
    }
    const dests = m.destinations();
    const place = dests.placements.get(p);
    const piece = m.rules.pieceAt(m.record.position, p);
    const canStart = piece === m.turn && (dests.moves.get(p)?.size ?? 0) > 0;
    const canFinish = this.selected !== null && dests.moves.get(this.selected)?.has(p) === true;
    this.view.setPointer(place !== undefined || canStart || canFinish);
    if (place !== undefined && this.selected === null) {
      this.view.showGhost(p, m.turn, m.rules.effect(m.record.position, place).converted.length);
    } else this.view.clearGhost();
  }
}
