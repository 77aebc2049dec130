// The board view on screen, if any (the test hook asks it where points are).
import type { BoardView } from './board-view';

let active: BoardView | null = null;

export function setActiveBoardView(view: BoardView | null): void {
  active = view;
}

export function activeBoardView(): BoardView | null {
  return active && active.root.active ? active : null;
}
