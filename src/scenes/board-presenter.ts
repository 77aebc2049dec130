// Turns the live match's events into what the player sees and hears on the board: moves
// animated (the match waits for them), counters changed when the capture shows, the
// panda's face and its remarks, notices, sounds, the hint, and the way to the result.
import type { Side } from '../engine/types';
import type { Match, MatchEvent, Played } from '../match/match';
import { sound } from '../audio/sound-channel';
import { currentPuzzle } from '../match/puzzle-play';
import { kitOf } from '../games/registry';
import { urlParams } from '../settings';
import type { BoardInput } from '../views/board-input';
import type { BoardView } from '../views/board-view';
import type { SidePanel } from '../views/side-panel';
import { analysisHintNotice } from '../views/analysis-text';
import { sideName, type Notice } from '../views/board-texts';
import { deedNotice, deedOf, passNotice } from '../views/narration';
import { hintReason } from '../match/hint-reason';
import { hintSentence } from '../views/hint-text';

export interface PresenterHooks {
  /** The opponent changed: the scene rebuilds its panel. */
  rebuild(): void;
  /** The game ended: the scene moves on to the result. */
  ended(): void;
}

export class BoardPresenter {
  /** Rounds started in this visit of the board (a notice greets the second and later ones). */
  private rounds = 0;
  /** The hint's sentence, made again in the language of the moment (null: no hint shown). */
  private hintLine: (() => string) | null = null;

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
        this.view.clearHint();
        this.showHintLine(null);
        this.view.sync(m.record.position);
        // a resumed round starts where it stood: its last move stays marked
        this.markLastMove();
        this.panel.shown = null;
        this.panel.clearHeldNotice();
        // a puzzle's new try is told by the puzzle (src/match/puzzle-play.ts), not as a new round
        if (++this.rounds > 1 && !currentPuzzle()) this.panel.showNotice({ key: 'board:newRound' });
        break;
      case 'undo': {
        this.view.finishAnimations();
        this.view.clearHint();
        this.showHintLine(null);
        this.view.sync(m.record.position);
        this.panel.shown = null;
        this.panel.clearHeldNotice();
        this.markLastMove();
        break;
      }
      case 'move':
        // the player answered the clock's warning
        if (m.isHumanSide(m.sideOf(e.played))) this.panel.dropNotice('board:timeLow');
        this.showHintLine(null);
        return this.present(e.played);
      case 'notice':
        // a pass is told with who passes and why (src/views/narration.ts); time's up stays
        // until the player's next action
        if (e.key === 'board:pass' && e.params?.side) this.panel.showNotice(passNotice(m, e.params.side as Side, 'forced'));
        else if (e.key === 'board:timeUp') this.panel.holdNotice(passNotice(m, m.turn, 'timer'));
        else if (e.hold) this.panel.holdNotice({ key: e.key, params: e.params });
        else this.panel.showNotice({ key: e.key, params: e.params });
        break;
      case 'cue':
        sound.play(e.cue === 'time-up' ? 'illegal' : e.cue);
        break;
      case 'hint': {
        const effect = m.rules.effect(m.record.position, e.move);
        this.view.showHint(effect.from, effect.to);
        const move = m.rules.moveToText(m.record.position, e.move);
        // on an analysis board the hint also says what PAPA has proven
        if (m.config.mode === 'analysis')
          this.panel.showNotice(analysisHintNotice(m.turn, m.turn === m.sides[0] ? m.sides[1] : m.sides[0], move, e.prophecy), 9000);
        else {
          const reason = hintReason(m.rules, m.record.position, e.move, e.prophecy);
          const other = m.turn === m.sides[0] ? m.sides[1] : m.sides[0];
          this.showHintLine(() => hintSentence(move, reason, sideName(m, other)));
        }
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

  private showHintLine(line: (() => string) | null): void {
    this.hintLine = line;
    this.panel.showHint(line?.() ?? null);
  }

  /** The record's last move marked on the board (none at the start of a round). */
  private markLastMove(): void {
    const last = this.match.record.lastMove;
    if (last && last.effect.to >= 0) this.view.showLastMove(last.effect.from, last.effect.to);
    else this.view.clearLastMove();
  }

  refresh(): void {
    // a language switch refreshes: the hint is said again in the new language
    if (this.hintLine) this.panel.showHint(this.hintLine());
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

  /** A capture or conversion shows on the panda's face, is told in words, and now and then the panda adds a line. */
  private reactToMove(played: Played): void {
    const m = this.match;
    const mover = m.sideOf(played);
    const taken = played.effect.captured.length + played.effect.converted.length;
    this.panel.react(mover, taken);
    const deed = deedOf(m, played);
    if (!deed) return;
    const quip = this.pandaChat(played, taken);
    this.panel.showNotice(deedNotice(m, deed, quip), quip ? 4200 : 3200);
  }

  /** Now and then the panda says something about a capture (MAMA always does): its line, or null. */
  private pandaChat(played: Played, taken: number): Notice | null {
    const m = this.match;
    const panda = m.panda;
    // (still=1: no line at random, docs/testing.md)
    if (!panda || !kitOf(m.game).look.reactions.chat || taken === 0 || urlParams.still) return null;
    const moverIsPanda = !m.isHumanSide(m.sideOf(played));
    const kind = moverIsPanda ? 'capture' : 'lost';
    const chance = { baby: 0.5, mama: moverIsPanda ? 1 : 0.7, papa: 0.25 }[panda];
    if (Math.random() >= chance) return null;
    const count = { baby: 2, mama: moverIsPanda ? 3 : 2, papa: 1 }[panda];
    const line = `board:chat.${panda}.${kind}.${Math.floor(Math.random() * count)}`;
    return { key: 'board:says', params: { name: `common:pandas.${panda}.name`, text: line } };
  }
}
