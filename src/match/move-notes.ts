// A played move as the move list shows it: its notation, then what it took or turned:
// `c3-c2 ×b2` (a capture), `d4 +3` (three discs turned), `pass`.
import type { PlayedMove } from '../engine/record';
import type { AnyRules } from '../engine/types';

/** The marks a note may carry after the move (and the pass, which is a move of its own), each with its line in the move list's legend. */
export const MOVE_MARKS: readonly { readonly mark: string; readonly legend: string }[] = [
  { mark: '×', legend: 'explain:legend.capture' },
  { mark: '+', legend: 'explain:legend.turned' },
  { mark: 'pass', legend: 'explain:legend.pass' },
];

export function moveNote(rules: AnyRules, played: PlayedMove<unknown>): string {
  const { effect } = played;
  const g = rules.geometry;
  let note = played.text;
  if (effect.captured.length > 0) note += ` ×${effect.captured.map((p) => g.points[p].name).join('×')}`;
  if (effect.converted.length > 0) note += ` +${effect.converted.length}`;
  return note;
}

/** The whole game as the move list numbers it: `1. d3`, `2. c5 +1`, … */
export function numberedNotes(rules: AnyRules, history: readonly PlayedMove<unknown>[]): string[] {
  return history.map((p, i) => `${i + 1}. ${moveNote(rules, p)}`);
}
