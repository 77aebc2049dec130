// The words of a daily puzzle: its task, the tries left and its state, for the board's
// panel and the puzzle picker (locales/*/puzzle.json).
import type { PuzzlePlay } from '../match/puzzle-play';
import { t } from '../i18n/index';
import type { Puzzle } from '../puzzles/types';

/** "Black to play and win in 2 moves." */
export function puzzleTask(p: Puzzle): string {
  const side = t(`games:${p.game}.sides.${p.side}`);
  if (p.kind === 'only-move') return t('puzzle:task.only-move', { side });
  return p.moves === 1 ? t('puzzle:task.win1', { side }) : t('puzzle:task.winN', { side, n: p.moves });
}

/** The panel's standing line on a puzzle board: the task, then the tries or the state. */
export function puzzleCaption(play: PuzzlePlay | null): string {
  if (!play) return '';
  const info = play.info();
  const state =
    info.state === 'solved'
      ? t('puzzle:solvedToday')
      : info.state === 'revealed'
        ? t('puzzle:revealedState')
        : t('puzzle:tries', { n: info.triesLeft });
  return t('puzzle:caption', { task: puzzleTask(play.puzzle), state });
}
