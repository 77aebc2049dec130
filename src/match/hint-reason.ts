// Why the hinted move: one reason, drawn honestly from PAPA's search result (a proven win,
// draw, loss or Othello score, src/ai/protocol.ts: from the side to move, the hinted move
// counted as the first ply) and from what the move does on the board (what it takes, what it
// stops the other side taking). Pure: rules and positions only; the panel words it
// (src/views/hint-text.ts).
import type { Prophecy } from '../ai/protocol';
import { withMover } from '../engine/side-to-move';
import type { GameRules } from '../engine/types';

export type HintReason =
  | { kind: 'winsNow' }
  | { kind: 'winsIn'; n: number }
  | { kind: 'score'; n: number; atLeast: boolean }
  | { kind: 'scoreLoss'; n: number }
  | { kind: 'draw' }
  | { kind: 'holdsOut' }
  | { kind: 'captures'; n: number }
  | { kind: 'turns'; n: number }
  | { kind: 'blocksWin' }
  | { kind: 'blocksCapture'; n: number }
  | { kind: 'best' };

/** What the side to move in `pos` threatens: a move that wins at once, and the most it can take or turn in one move. */
export function threats<P>(rules: GameRules<P>, pos: P): { win: boolean; gain: number } {
  const mover = rules.sides[rules.toMove(pos)];
  let win = false;
  let gain = 0;
  if (rules.outcome(pos)) return { win, gain };
  for (const m of rules.moves(pos)) {
    if (m === rules.PASS) continue;
    const e = rules.effect(pos, m);
    gain = Math.max(gain, e.captured.length + e.converted.length);
    if (!win && rules.outcome(rules.play(pos, m))?.winner === mover) win = true;
  }
  return { win, gain };
}

export function hintReason<P>(rules: GameRules<P>, pos: P, move: number, prophecy: Prophecy | null | undefined): HintReason {
  const me = rules.toMove(pos);
  const after = rules.play(pos, move);
  const end = rules.outcome(after);
  if (end?.winner === rules.sides[me]) return { kind: 'winsNow' };
  // what the search proved comes first: it is the whole story
  if (prophecy) {
    if (prophecy.kind === 'win') return prophecy.plies <= 1 ? { kind: 'winsNow' } : { kind: 'winsIn', n: Math.ceil(prophecy.plies / 2) };
    if (prophecy.kind === 'draw' || (prophecy.kind === 'score' && prophecy.score === 0)) return { kind: 'draw' };
    if (prophecy.kind === 'loss') return { kind: 'holdsOut' };
    if (prophecy.kind === 'score')
      return prophecy.score > 0
        ? { kind: 'score', n: prophecy.score, atLeast: prophecy.bound === 'atLeast' }
        : { kind: 'scoreLoss', n: -prophecy.score };
  }
  const effect = rules.effect(pos, move);
  if (effect.captured.length > 0) return { kind: 'captures', n: effect.captured.length };
  // what the other side could do now, were it its turn, and what it can do after the move
  const other = (1 - me) as 0 | 1;
  const now = withMover(rules, pos, other);
  if (now) {
    const before = threats(rules, now);
    const then = end ? { win: false, gain: 0 } : threats(rules, after);
    if (before.win && !then.win) return { kind: 'blocksWin' };
    if (before.gain > then.gain && effect.converted.length === 0) return { kind: 'blocksCapture', n: before.gain };
  }
  if (effect.converted.length > 0) return { kind: 'turns', n: effect.converted.length };
  return { kind: 'best' };
}
