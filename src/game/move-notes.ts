// A played move as the move list shows it: its notation, then what it took or turned:
// `c3-c2 ×b2` (a capture), `d4 +3` (three discs turned), `pass`.
import type { PlayedMove } from '../engine/record';
import type { AnyRules } from '../engine/types';

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
