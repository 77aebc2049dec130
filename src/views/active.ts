// The board on screen, if any: the test hook asks it where points are and what notice shows.
import type { GameRecord } from '../engine/record';
import type { BoardView } from './board-view';
import type { SidePanel } from './side-panel';

export interface ActiveBoard {
  view: BoardView;
  panel: SidePanel;
  /** The dialog open over the board, if any. */
  dialog(): { id: string; page: number; pages: number; state?: string } | null;
  /** A board shown inside that dialog (the tour's), if any. */
  dialogView(): BoardView | null;
}

let active: ActiveBoard | null = null;

export function setActiveBoard(board: ActiveBoard | null): void {
  active = board;
}

export function activeBoard(): ActiveBoard | null {
  return active && active.view.root.active ? active : null;
}

export function activeBoardView(): BoardView | null {
  return activeBoard()?.view ?? null;
}

/** The review on screen, if any: the ply shown and its position. */
export interface ActiveReview {
  ply: number;
  position: string;
  view: BoardView;
  /** The game under review when it came from a link (no live match behind it). */
  shared?: { game: string; record: GameRecord<unknown> } | null;
  /** The number of moves of the game. */
  plies: number;
  /** PAPA's values per position for the first player (null until computed) and the grade per move. */
  grades(): { evals: (number | null)[]; marks: (string | null)[] };
}

let review: ActiveReview | null = null;

export function setActiveReview(r: ActiveReview | null): void {
  review = r;
}

export function activeReview(): ActiveReview | null {
  return review && review.view.root.active ? review : null;
}
