// Turns the live match's events into what the player sees and hears on the board: moves
// animated (the match waits for them), counters changed when the capture shows, the
// panda's face and its remarks, notices, sounds, the hint, and the way to the result.
import type { Match, MatchEvent, Played } from '../game/match';
import { sound } from '../game/sound';
import { kitOf } from '../games/registry';
import { urlParams } from '../settings';
import type { BoardInput } from '../ui/board-input';
import type { BoardView } from '../views/board-view';
import type { SidePanel } from '../views/side-panel';
import { analysisHintNotice } from '../views/analysis-text';

export interface PresenterHooks {
  /** The opponent changed: the scene rebuilds its panel. */
  rebuild(): void;
  /** The game ended: the scene moves on to the result. */
  ended(): void;
}

export class BoardPresenter {
  /** Rounds started in this visit of the board (a notice greets the second and later ones). */
  private rounds = 0;

  constructor(
    private readonly match: Match,
    private view: BoardView,
    private panel: SidePanel,
    private input: BoardInput,
    private readonly hooks: PresenterHooks,
  ) {}

  /** After a rebuild (resize, language of layout): the new view, panel and input. */
  attach(view: BoardView, panel: SidePanel, input: BoardInput): void {
    this.view = view;
    this.panel = panel;
    this.input = input;
  }

  onEvent(e: MatchEvent): void | Promise<void> {
    const m = this.match;
    switch (e.type) {
      case 'start':
        this.view.finishAnimations();
        this.view.clearLastMove();
        this.view.clearHint();
        this.view.sync(m.record.position);
        this.panel.shown = null;
        if (++this.rounds > 1) this.panel.showNotice({ key: 'board:newRound' });
        break;
      case 'undo': {
        this.view.finishAnimations();
        this.view.clearHint();
        this.view.sync(m.record.position);
        this.panel.shown = null;
        const last = m.record.lastMove;
        if (last && last.effect.to >= 0) this.view.showLastMove(last.effect.from, last.effect.to);
        else this.view.clearLastMove();
        break;
      }
      case 'move':
        return this.present(e.played);
      case 'notice':
        this.panel.showNotice({ key: e.key, params: e.params });
        break;
      case 'cue':
        sound.play(e.cue === 'time-up' ? 'illegal' : e.cue);
        break;
      case 'hint': {
        const effect = m.rules.effect(m.record.position, e.move);
        this.view.showHint(effect.from, effect.to);
        const move = m.rules.moveToText(m.record.position, e.move);
        // on an analysis board the hint also says what PAPA has proven
        if (m.config.mode === 'analysis') this.panel.showNotice(analysisHintNotice(m.turn, m.turn === m.sides[0] ? m.sides[1] : m.sides[0], move, e.prophecy), 9000);
        else this.panel.showNotice({ key: 'board:hintShown', params: { move } }, 4000);
        break;
      }
      case 'opponent':
        this.hooks.rebuild();
        break;
      case 'end':
        this.hooks.ended();
        break;
      default:
        break;
    }
    this.refresh();
  }

  refresh(): void {
    this.panel.refresh();
    this.input.showPlacements();
  }

  /** Animates a move; the counters change when its capture shows, then the panda reacts. */
  private present(played: Played): Promise<void> {
    this.input.reset();
    this.panel.shown = played.before;
    this.refresh();
    return this.view
      .animate(played, () => {
        this.panel.shown = played.after;
        this.panel.refresh();
      })
      .then(() => {
        this.panel.shown = null;
        this.reactToMove(played);
        this.refresh();
      });
  }

  /** A capture or conversion shows on the panda's face, and now and then in its words. */
  private reactToMove(played: Played): void {
    const m = this.match;
    const mover = m.sideOf(played);
    const taken = played.effect.captured.length + played.effect.converted.length;
    this.panel.react(mover, taken);
    if (taken === 0) return;
    if (!this.pandaChat(played, taken)) {
      const key = played.effect.captured.length > 0 ? 'board:took' : 'board:turned';
      this.panel.showNotice({ key, params: { side: mover, n: String(taken) } });
    }
  }

  /** Now and then the panda says something about a capture (MAMA always does). */
  private pandaChat(played: Played, taken: number): boolean {
    const m = this.match;
    const panda = m.panda;
    // (still=1: no line at random, docs/testing.md)
    if (!panda || !kitOf(m.game).look.reactions.chat || taken === 0 || urlParams.still) return false;
    const moverIsPanda = !m.isHumanSide(m.sideOf(played));
    const kind = moverIsPanda ? 'capture' : 'lost';
    const chance = { baby: 0.5, mama: moverIsPanda ? 1 : 0.7, papa: 0.25 }[panda];
    if (Math.random() >= chance) return false;
    const count = { baby: 2, mama: moverIsPanda ? 3 : 2, papa: 1 }[panda];
    const line = `board:chat.${panda}.${kind}.${Math.floor(Math.random() * count)}`;
    this.panel.showNotice({ key: 'board:says', params: { name: `common:pandas.${panda}.name`, text: line } }, 3200);
    return true;
  }
}
