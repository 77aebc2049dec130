// The board scene composes the board: the layout (board-layout.ts), the board view, the side
// panel, the player's input, the presenter of the match's events (board-presenter.ts), the
// toolbar, the dialogs (board-dialogs.ts) and the way out (board-leave.ts). The live match
// (src/match/match.ts) owns the game; nothing here knows a rule.
import { ART } from '../art/index';
import type { Match } from '../match/match';
import { currentMatch, endMatch } from '../match/session';
import { currentPuzzle } from '../match/puzzle-play';
import { onPuzzleSolved } from '../match/puzzle-events';
import { storage } from '../storage/storage';
import { nextUnsolved, showPayoff } from './puzzle-payoff';
import { followMood } from '../match/music-mood';
import { sound } from '../audio/sound-channel';
import { puzzleCaption } from './puzzle-texts';
import { isGameId, kitOf, type GameId } from '../games/registry';
import { isBoardArt } from '../games/game-art';
import { t } from '../i18n/index';
import { animMs, settings } from '../settings';
import { attachBoardKeyboard } from '../ui/board-keyboard';
import { BoardInput } from '../views/board-input';
import { sameLabelSize } from '../ui/widgets';
import { dialogOpen } from '../ui/modal';
import { setActiveBoard } from '../views/active';
import { BoardView } from '../views/board-view';
import { portraitPanelExtra, SidePanel } from '../views/side-panel';
import { BaseScene } from './base';
import { boardLayout } from './board-layout';
import { keepToastsOff } from '../ui/toast-spot';
import { BoardPresenter } from './board-presenter';
import { playOnWithPanda } from '../online/play-on';
import { OnlineHud } from './online-hud';
import { BoardDialogs } from './board-dialogs';
import { leaveQuestion, playOnOffer, quitOnline } from './board-leave';

export class BoardScene extends BaseScene {
  private match!: Match;
  private view: BoardView | null = null;
  private panel: SidePanel | null = null;
  private hand: BoardInput | null = null;
  private presenter: BoardPresenter | null = null;
  private readonly dialogs = new BoardDialogs(this, () => this.match, {
    resetInput: () => this.hand?.reset(),
    refresh: () => this.presenter?.refresh(),
    notice: (key) => this.panel?.showNotice({ key }, 2400),
  });
  private offMatch: (() => void) | null = null;
  private offSolved: (() => void) | null = null;
  /** The puzzle was just solved: the payoff's next showing throws confetti. */
  private celebrate = false;
  private leaving = false;
  /** The clock is paused because a dialog is open (any scene's). */
  private dialogPaused = false;
  private hud: OnlineHud | null = null;

  constructor() {
    super('board');
  }

  /** This game's pieces and the playing panda's faces, not every game's and panda's. */
  protected needsArt(key: string): boolean {
    const m = currentMatch();
    return m ? isBoardArt(key, m.game, m.panda ? [m.panda] : []) : super.needsArt(key);
  }

  create(): void {
    const m = currentMatch();
    if (!m) {
      this.go('menu');
      return;
    }
    this.match = m;
    // (a clock held for a dialog on an earlier visit of the board runs again)
    m.resumeClock('dialog');
    this.dialogPaused = false;
    this.leaving = false;
    this.dialogs.reset();
    this.presenter = null;
    const offEvents = m.on((e) => this.presenter?.onEvent(e));
    // the game's own music, its mood following the match (src/match/music-mood.ts)
    sound.setMusicStyle(kitOf(m.game).music);
    const offMood = followMood(m, (mood) => sound.setMusicMood(mood));
    this.offMatch = () => {
      offEvents();
      offMood();
    };
    this.hud = m.online
      ? new OnlineHud(
          this,
          () => this.panel,
          () => this.offerPlayOn(),
        )
      : null;
    this.celebrate = false;
    this.offSolved = onPuzzleSolved(() => {
      this.celebrate = true;
      this.rebuildSoon();
    });
    super.create();
    // Keyboard play: arrows move a cursor, Enter/Space act as a click, Escape drops the selection.
    attachBoardKeyboard(this, {
      geometry: m.rules.geometry,
      pointPosition: (p) => this.view?.xy(p) ?? { x: -999, y: -999 },
      radius: () => (this.view?.unit ?? 60) * 0.46,
      activate: (p) => this.hand?.click(p),
      cancel: () => this.hand?.reset(),
      enabled: () => this.match.canAct && !this.dialogs.covering,
      startPoint: () => this.hand?.selected ?? null,
    });
    m.start();
    // the first time a game is played, its tour shows how (the clock waits for it)
    if (m.config.mode === 'analysis') this.panel?.showNotice({ key: 'share:analysis.started' }, 8000);
    else if (settings.tourDue(m.game) && m.record.history.length === 0 && !currentPuzzle()) this.dialogs.openTour();
  }

  protected teardown(): void {
    this.hud?.destroy();
    this.hud = null;
    this.offMatch?.();
    this.offMatch = null;
    this.offSolved?.();
    this.offSolved = null;
    this.view?.destroy();
    this.view = null;
    setActiveBoard(null);
    this.dialogs.forget();
  }

  protected beforeRebuild(): void {
    this.view?.destroy();
    this.view = null;
    this.dialogs.forget();
  }

  protected build(): void {
    const m = this.match;
    const layout = boardLayout(this.W, this.H, BoardView.aspect(m.rules), portraitPanelExtra(m));
    this.background(0.45);
    this.toolbar(layout.toolbar);
    const view = new BoardView(this, m.rules, layout.board);
    view.sync(m.record.position);
    const last = m.record.lastMove;
    if (last && last.effect.to >= 0) view.showLastMove(last.effect.from, last.effect.to);
    const held = this.panel?.heldNotice ?? null;
    const panel = new SidePanel(this, m, layout.panel, {
      undo: () => {
        this.hand?.reset();
        this.match.undo();
      },
      hint: () => {
        this.hand?.reset();
        this.match.requestHint();
        this.presenter?.refresh();
      },
      moves: () => this.dialogs.openMoves(),
      caption: currentPuzzle() ? () => puzzleCaption(currentPuzzle()) : undefined,
    });
    // a notice held for the player (time's up) outlives a new layout
    if (held) panel.holdNotice(held);
    // an achievement's toast finds a free corner: never over the board, the player cards or
    // the clock (src/ui/toast-spot.ts)
    keepToastsOff('board', [layout.board, ...panel.keepClear]);
    // pieces placed from a reserve or a hand fly in from their row; others (Othello discs) appear on their square
    view.trayLocator = (side) =>
      kitOf(m.game)
        .look.tallyParts(side)
        .some((p) => p === 'reserve' || p === 'inHand')
        ? panel.trayOf(side)
        : null;
    const input = new BoardInput(view, m, {
      notice: (key, params) => panel.showNotice({ key, params }, 2400),
      covered: () => this.dialogs.covering || currentPuzzle()?.revealing === true,
      played: () => this.presenter?.refresh(),
      acted: () => panel.clearHeldNotice(),
    });
    this.view = view;
    this.panel = panel;
    this.hand = input;
    setActiveBoard({
      view,
      panel,
      dialog: () => this.dialogs.describe(),
      dialogView: () => this.dialogs.tourView(),
    });
    if (this.presenter) this.presenter.attach(view, panel, input);
    else this.presenter = new BoardPresenter(m, view, panel, input, { rebuild: () => this.rebuildSoon(), ended: () => this.endSoon() });
    this.dialogs.reopen();
    // the card sits inside the board's coordinates (their letters and figures stay readable)
    const { bounds, unit } = view.frame;
    const inset = unit * 0.75;
    this.payoff({ x: bounds.x + inset, y: bounds.y + inset, w: bounds.w - inset * 2, h: bounds.h - inset * 2 });
    this.presenter.refresh();
    this.hud?.build(layout.toolbar, () => this.rebuildSoon());
  }

  /** A puzzle solved in this play: the card with Next and Back over the board. */
  private payoff(board: { x: number; y: number; w: number; h: number }): void {
    const puzzle = currentPuzzle();
    if (puzzle?.attempt.state !== 'solved') return;
    const { game, date } = puzzle.puzzle;
    const next = isGameId(game) ? nextUnsolved(game, date, storage) : null;
    const leave = (open?: GameId) => {
      this.leaving = true;
      endMatch();
      this.go('puzzles', { open });
    };
    const openNext = () => leave(next ?? undefined);
    showPayoff(this, board, { next, openNext, back: () => leave(), celebrate: this.celebrate });
    this.celebrate = false;
  }

  private toolbar(r: { x: number; y: number; w: number; h: number }): void {
    const gap = 8;
    // menu and sound: icons; rules and settings: icon and word (the word alone where both do not fit); language: the other language's name
    const h = r.h;
    const square = h;
    const langW = h * 1.3;
    const wide = (r.w - square * 2 - langW - gap * 4) / 2;
    const y = r.y + h / 2;
    let x = r.x;
    this.btn({
      id: 'board.menu',
      x: x + square / 2,
      y,
      w: square,
      h,
      icon: () => ART.icon('menu'),
      hookLabel: () => t('board:buttons.menu'),
      onClick: () => this.leave(),
    });
    x += square + gap;
    const puzzle = currentPuzzle();
    // a puzzle has no match settings: its Reveal button takes their place, until it is solved;
    // online, the emotes' tray takes it
    const hud = this.hud;
    const second = puzzle
      ? puzzle.attempt.state === 'solved'
        ? null
        : { id: 'puzzle.reveal', key: 'puzzle:reveal', icon: 'hint' as const, action: () => puzzle.reveal() }
      : hud
        ? { id: 'online.emotes', key: 'online:emotesButton', icon: 'hint' as const, action: () => hud.toggle() }
        : { id: 'board.settings', key: 'board:buttons.settings', icon: 'settings' as const, action: () => this.dialogs.openSettings() };
    const size = Math.min(26, h * 0.42);
    const items = [
      { id: 'board.rules', key: 'board:buttons.rules', icon: 'rules' as const, action: () => this.dialogs.openRules() },
      ...(second ? [second] : []),
    ];
    // alone, Rules takes the pair's room
    const each = items.length === 1 ? wide * 2 + gap : wide;
    const pair = items.map((it) => {
      const b = this.btn({
        id: it.id,
        x: x + each / 2,
        y,
        w: each,
        h,
        label: () => t(it.key),
        icon: () => ART.icon(it.icon),
        iconOptional: true,
        fontSize: size,
        onClick: it.action,
      });
      x += each + gap;
      return b;
    });
    // the two words in one size
    this.refreshers.push(sameLabelSize(pair, size));
    this.langButton(x + langW / 2, y, langW, h);
    x += langW + gap;
    this.soundButton(x + square / 2, y, square, h, false);
  }

  protected onLanguage(): void {
    this.presenter?.refresh();
  }

  update(): void {
    // the clock waits while any dialog is open, the board's own or another's (src/ui/modal.ts)
    const open = dialogOpen();
    if (open !== this.dialogPaused) {
      this.dialogPaused = open;
      if (open) this.match.pauseClock('dialog');
      else this.match.resumeClock('dialog');
    }
    if (this.view && this.panel) this.panel.update();
    this.hud?.update();
  }

  /** Rebuilt after this frame's input is done (the click that asked for it is still running). */
  private rebuildSoon(): void {
    this.events.once('postupdate', () => {
      if (this.view) this.rebuild();
    });
  }

  private endSoon(): void {
    if (currentPuzzle()) return; // a puzzle's end is told on the board (src/match/puzzle-play.ts)
    const moves = this.match.record.history.length;
    this.time.delayedCall(animMs(900), () => {
      if (this.leaving || !this.match.outcome || this.match.record.history.length !== moves) return;
      this.leaving = true;
      this.dialogs.close();
      this.go('result');
    });
  }

  /** Back to the menu; a game in progress asks first (it stays saved for Continue). */
  private leave(): void {
    const back = currentPuzzle() ? 'puzzles' : 'menu';
    const go = () => {
      this.leaving = true;
      quitOnline(this.match);
      endMatch();
      this.go(back);
    };
    const ask = leaveQuestion(this.match);
    if (ask) this.dialogs.confirm(ask.question, ask.yes, (yes) => yes && go());
    else go();
  }

  /** The game server is gone for good: play on from here against a panda, or back to the menu. */
  private offerPlayOn(): void {
    if (this.leaving || this.match.outcome) return;
    this.dialogs.confirm(
      'online:lost.question',
      'online:lost.playOn',
      (yes) => (yes && playOnWithPanda() ? this.scene.restart() : this.leave()),
      playOnOffer(),
    );
  }
}
