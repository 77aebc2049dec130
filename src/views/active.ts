// The board on screen, if any: the test hook asks it where points are and what notice shows.
import type { BoardView } from './board-view';
import type { SidePanel } from './side-panel';

export interface ActiveBoard {
  view: BoardView;
  panel: SidePanel;
  /** The dialog open over the board, if any. */
  dialog(): { id: string; page: number; pages: number } | null;
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
