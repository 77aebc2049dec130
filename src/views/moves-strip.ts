// The side panel's strip of the last moves: as many of them as its box holds.
import type { Match } from '../match/match';
import { numberedNotes } from '../match/move-notes';
import { t } from '../i18n/index';
import { lineWidth, wrapText } from '../ui/fit';

/** The strip's box: its width, its text size and how many lines it holds. */
export interface MovesBox {
  w: number;
  size: number;
  lines: number;
}

/** The last moves, newest last, as many as fit: `12. c3-c2 ×b2   13. d4 +3`. */
export function lastMovesText(m: Match, box: MovesBox): string {
  const history = m.record.history;
  if (history.length === 0) return t('board:noMoves');
  // non-breaking spaces keep each move whole when the list wraps
  const notes = numberedNotes(m.rules, history).map((n) => n.replace(/ /g, '\u00a0'));
  // as many of the last moves as the box holds at its size
  const { w, size, lines } = box;
  const measure = (text: string) => lineWidth(text, size);
  const fits = (k: number) => wrapText(notes.slice(-k).join('   '), w - 6, measure).split('\n').length <= lines;
  let k = 1;
  while (k < notes.length && fits(k + 1)) k++;
  return notes.slice(-k).join('   ');
}
