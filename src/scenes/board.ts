// The board scene composes the board: the layout (board-layout.ts), the board view, the side
// panel, the player's input, the presenter of the match's events, the toolbar and the
// dialogs. The live match (src/match/match.ts) owns the game; nothing here knows a rule.
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
import { openTour, type TourHandle } from '../views/tour-dialog';
import { attachBoardKeyboard } from '../ui/board-keyboard';
import { BoardInput } from '../views/board-input';
import { openConfirm } from '../ui/confirm-dialog';
import { openMovesDialog } from '../dialogs/moves-dialog';
import { openRulesDialog } from '../dialogs/rules-dialog';
import { openSettingsDialog } from '../dialogs/settings-dialog';
import { sameLabelSize } from '../ui/widgets';
import { dialogOpen, type ModalHandle } from '../ui/modal';
import { setActiveBoard } from '../views/active';
import { BoardView } from '../views/board-view';
import { portraitPanelExtra, SidePanel } from '../views/side-panel';
import { BaseScene } from './base';
import { boardLayout } from './board-layout';
import { keepToastsOff } from '../ui/toast-spot';
import { BoardPresenter } from './board-presenter';
import { leaveOnline, onlineGame } from '../online/session';
import { progressTracker } from '../progress/tracker';
import { playOnPanda, playOnWithPanda } from '../online/play-on';
import { OnlineHud } from './online-hud';

/** A question's placeholders, its No button's words (Keep playing unless given) and its title. */
type ConfirmMore = { params?: Record<string, unknown>; no?: string; title?: string };
type DialogName = 'rules' | 'settings' | 'confirm' | 'tour' | 'moves';

export class BoardScene extends BaseScene {
  private match!: Match;
  private view: BoardView | null = null;
  private panel: SidePanel | null = null;
  private hand: BoardInput | null = null;
  private presenter: BoardPresenter | null = null;
  private modal: ModalHandle | null = null;
  private modalName: DialogName | null = null;
  private offMatch: (() => void) | null = null;
  private offSolved: (() => void) | null = null;
  /** The puzzle was just solved: the payoff's next showing throws confetti. */
  private celebrate = false;
  private leaving = false;
  private tour: TourHandle | null = null;
  /** The question on screen, asked again when a new size rebuilds the scene (a phone turned). */
  private asking: { question: string; yes: string; then: (yes: boolean) => void; more?: ConfirmMore } | null = null;
  /** The open dialog's pages (rules, moves), for the test hook. */
  private paged: { page(): number; pages(): number } | null = null;
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
    this.modalName = null;
    this.asking = null;
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
      enabled: () => this.match.canAct && !this.modal,
      startPoint: () => this.hand?.selected ?? null,
    });
    m.start();
    // the first time a game is played, its tour shows how (the clock waits for it)
    if (m.config.mode === 'analysis') this.panel?.showNotice({ key: 'share:analysis.started' }, 8000);
    else if (settings.tourDue(m.game) && m.record.history.length === 0 && !currentPuzzle()) this.openTour();
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
    this.modal = null;
  }

  protected beforeRebuild(): void {
    this.view?.destroy();
    this.view = null;
    this.modal = null;
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
      moves: () => this.openMoves(),
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
      covered: () => this.modal !== null || currentPuzzle()?.revealing === true,
      played: () => this.presenter?.refresh(),
      acted: () => panel.clearHeldNotice(),
    });
    this.view = view;
    this.panel = panel;
    this.hand = input;
    setActiveBoard({
      view,
      panel,
      dialog: () =>
        this.modalName === 'tour' && this.tour
          ? { id: 'tour', page: this.tour.page(), pages: this.tour.pages(), state: this.tour.state() }
          : this.modalName
            ? { id: this.modalName, page: this.paged?.page() ?? 0, pages: this.paged?.pages() ?? 1 }
            : null,
      dialogView: () => this.tour?.view() ?? null,
    });
    if (this.presenter) this.presenter.attach(view, panel, input);
    else this.presenter = new BoardPresenter(m, view, panel, input, { rebuild: () => this.rebuildSoon(), ended: () => this.endSoon() });
    if (this.modalName === 'rules') this.openRules();
    else if (this.modalName === 'settings') this.openSettings();
    else if (this.modalName === 'tour') this.openTour();
    else if (this.modalName === 'moves') this.openMoves();
    else if (this.modalName === 'confirm' && this.asking)
      this.confirm(this.asking.question, this.asking.yes, this.asking.then, this.asking.more);
    else this.modalName = null;
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
        : { id: 'board.settings', key: 'board:buttons.settings', icon: 'settings' as const, action: () => this.openSettings() };
    const size = Math.min(26, h * 0.42);
    const items = [
      { id: 'board.rules', key: 'board:buttons.rules', icon: 'rules' as const, action: () => this.openRules() },
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
      this.closeModal();
      this.go('result');
    });
  }

  /** Back to the menu; a game in progress asks first (it stays saved for Continue). */
  private leave(): void {
    const back = currentPuzzle() ? 'puzzles' : 'menu';
    const go = () => {
      this.leaving = true;
      if (this.match.online) {
        // leaving an online game in play gives it up
        if (this.match.inProgress || (!this.match.outcome && onlineGame()?.snap?.status === 'playing')) {
          onlineGame()?.send({ type: 'resign' });
          progressTracker().countResignation(this.match);
        }
        leaveOnline();
      }
      endMatch();
      this.go(back);
    };
    if (this.match.online && !this.match.outcome && onlineGame()?.status !== 'offline')
      return this.confirm('online:confirm.leave', 'online:confirm.leaveYes', (yes) => yes && go());
    if (!this.match.inProgress || this.match.config.transient) return go();
    this.confirm('board:confirm.leave', 'board:confirm.leaveYes', (yes) => yes && go());
  }

  /** The game server is gone for good: play on from here against a panda, or back to the menu. */
  private offerPlayOn(): void {
    if (this.leaving || this.match.outcome) return;
    const params = { panda: t(`common:pandas.${playOnPanda()}.name`) };
    this.confirm('online:lost.question', 'online:lost.playOn', (yes) => (yes && playOnWithPanda() ? this.scene.restart() : this.leave()), {
      params,
      no: 'online:toMenu',
      title: 'online:lost.title',
    });
  }

  // ---- dialogs -------------------------------------------------------------------------

  private closeModal(): void {
    this.modal?.close();
  }

  private openDialog(name: DialogName, open: (done: () => void) => ModalHandle): void {
    this.closeModal();
    this.hand?.reset();
    this.layer = 1;
    this.modalName = name;
    this.match.pauseClock('modal');
    this.modal = open(() => {
      this.modal = null;
      this.paged = null;
      this.modalName = null;
      this.layer = 0;
      this.match.resumeClock('modal');
      this.presenter?.refresh();
    });
  }

  private confirm(question: string, yes: string, then: (yes: boolean) => void, more?: ConfirmMore): void {
    this.asking = { question, yes, then, more };
    this.openDialog('confirm', (done) =>
      openConfirm(this, { question, yes, no: 'common:confirm.no', ...more }, (answer) => {
        this.asking = null;
        done();
        then(answer);
      }),
    );
  }

  private openRules(): void {
    this.openDialog('rules', (done) => (this.paged = openRulesDialog(this, this.match, done, () => this.openTour())));
  }

  private openMoves(): void {
    this.openDialog('moves', (done) => (this.paged = openMovesDialog(this, this.match, done)));
  }

  private openTour(): void {
    this.openDialog('tour', (done) => {
      const tour = openTour(this, this.match.game, () => {
        settings.setTourSeen(this.match.game);
        this.tour = null;
        done();
      });
      this.tour = tour;
      return tour;
    });
  }

  private openSettings(): void {
    if (this.match.online) {
      // an online game's rules and clock are the room's: nothing to change here
      this.panel?.showNotice({ key: 'online:noSettings' }, 2400);
      return;
    }
    this.openDialog('settings', (done) =>
      openSettingsDialog(this, this.match, {
        newRound: () => {
          const restart = () => this.match.start();
          this.closeModal();
          if (this.match.inProgress) this.confirm('board:confirm.newRound', 'board:confirm.newRoundYes', (yes) => yes && restart());
          else restart();
        },
        changed: () => this.presenter?.refresh(),
        onClose: done,
      }),
    );
  }
}
