// The dialogs over the board: rules, moves, settings, the tour and the scene's questions.
// One is open at a time; the match's clock waits while it is, and the one open is opened
// again when a new size rebuilds the scene (a phone turned).
import type { Match } from '../match/match';
import { settings } from '../settings';
import { openTour, type TourHandle } from '../views/tour-dialog';
import { openConfirm } from '../ui/confirm-dialog';
import { openMovesDialog } from '../dialogs/moves-dialog';
import { openRulesDialog } from '../dialogs/rules-dialog';
import { openSettingsDialog } from '../dialogs/settings-dialog';
import type { ModalHandle } from '../ui/modal';
import type { BoardView } from '../views/board-view';
import type { BaseScene } from './base';

/** A question's placeholders, its No button's words (Keep playing unless given) and its title. */
export type ConfirmMore = { params?: Record<string, unknown>; no?: string; title?: string };
type DialogName = 'rules' | 'settings' | 'confirm' | 'tour' | 'moves';

export interface BoardDialogHooks {
  /** A dialog opens: the player's half-made move is dropped. */
  resetInput(): void;
  /** A dialog closed or changed the match: the board shows the match again. */
  refresh(): void;
  /** A word on the side panel (an online game has no settings to open). */
  notice(key: string): void;
}

export class BoardDialogs {
  private modal: ModalHandle | null = null;
  private modalName: DialogName | null = null;
  private tour: TourHandle | null = null;
  /** The question on screen, asked again when a new size rebuilds the scene (a phone turned). */
  private asking: { question: string; yes: string; then: (yes: boolean) => void; more?: ConfirmMore } | null = null;
  /** The open dialog's pages (rules, moves), for the test hook. */
  private paged: { page(): number; pages(): number } | null = null;

  constructor(
    private readonly scene: BaseScene,
    private readonly match: () => Match,
    private readonly hooks: BoardDialogHooks,
  ) {}

  /** A dialog is open over the board. */
  get covering(): boolean {
    return this.modal !== null;
  }

  /** A new visit of the board: no dialog is to be opened again. */
  reset(): void {
    this.modalName = null;
    this.asking = null;
  }

  /** The scene's objects are gone (a rebuild or a teardown): the open dialog's handle with them. */
  forget(): void {
    this.modal = null;
  }

  /** After a rebuild: the dialog that was open opens again. */
  reopen(): void {
    if (this.modalName === 'rules') this.openRules();
    else if (this.modalName === 'settings') this.openSettings();
    else if (this.modalName === 'tour') this.openTour();
    else if (this.modalName === 'moves') this.openMoves();
    else if (this.modalName === 'confirm' && this.asking)
      this.confirm(this.asking.question, this.asking.yes, this.asking.then, this.asking.more);
    else this.modalName = null;
  }

  /** The dialog open over the board, for the test hook. */
  describe(): { id: string; page: number; pages: number; state?: string } | null {
    return this.modalName === 'tour' && this.tour
      ? { id: 'tour', page: this.tour.page(), pages: this.tour.pages(), state: this.tour.state() }
      : this.modalName
        ? { id: this.modalName, page: this.paged?.page() ?? 0, pages: this.paged?.pages() ?? 1 }
        : null;
  }

  /** The board shown inside the tour, if it is open. */
  tourView(): BoardView | null {
    return this.tour?.view() ?? null;
  }

  close(): void {
    this.modal?.close();
  }

  private open(name: DialogName, open: (done: () => void) => ModalHandle): void {
    this.close();
    this.hooks.resetInput();
    this.scene.layer = 1;
    this.modalName = name;
    this.match().pauseClock('modal');
    this.modal = open(() => {
      this.modal = null;
      this.paged = null;
      this.modalName = null;
      this.scene.layer = 0;
      this.match().resumeClock('modal');
      this.hooks.refresh();
    });
  }

  confirm(question: string, yes: string, then: (yes: boolean) => void, more?: ConfirmMore): void {
    this.asking = { question, yes, then, more };
    this.open('confirm', (done) =>
      openConfirm(this.scene, { question, yes, no: 'common:confirm.no', ...more }, (answer) => {
        this.asking = null;
        done();
        then(answer);
      }),
    );
  }

  openRules(): void {
    this.open('rules', (done) => (this.paged = openRulesDialog(this.scene, this.match(), done, () => this.openTour())));
  }

  openMoves(): void {
    this.open('moves', (done) => (this.paged = openMovesDialog(this.scene, this.match(), done)));
  }

  openTour(): void {
    this.open('tour', (done) => {
      const game = this.match().game;
      const tour = openTour(this.scene, game, () => {
        settings.setTourSeen(this.match().game);
        this.tour = null;
        done();
      });
      this.tour = tour;
      return tour;
    });
  }

  openSettings(): void {
    const match = this.match();
    if (match.online) {
      // an online game's rules and clock are the room's: nothing to change here
      this.hooks.notice('online:noSettings');
      return;
    }
    this.open('settings', (done) =>
      openSettingsDialog(this.scene, match, {
        newRound: () => {
          const restart = () => this.match().start();
          this.close();
          if (this.match().inProgress) this.confirm('board:confirm.newRound', 'board:confirm.newRoundYes', (yes) => yes && restart());
          else restart();
        },
        changed: () => this.hooks.refresh(),
        onClose: done,
      }),
    );
  }
}
