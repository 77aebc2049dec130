// The analysis board's hint (a board opened from a `?position=` link): PAPA's move and, when
// his search proved it, the result with best play, said for the side that wins. The
// prophecy of a hint is from the side to move (src/ai/protocol.ts): a score is Othello's
// final disc difference, win/loss plies count the hinted move as the first.
import type { Prophecy } from '../ai/protocol';
import type { Side } from '../engine/types';
import type { Notice } from './board-texts';

export function analysisHintNotice(mover: Side, other: Side, move: string, p: Prophecy | null | undefined): Notice {
  if (!p) return { key: 'share:analysis.hintUnproven', params: { move } };
  if (p.kind === 'draw' || (p.kind === 'score' && p.score === 0)) return { key: 'share:analysis.hintDraw', params: { move } };
  if (p.kind === 'score')
    return {
      key: p.bound ? 'share:analysis.hintWinsByAtLeast' : 'share:analysis.hintWinsBy',
      params: { move, side: p.score > 0 ? mover : other, n: String(Math.abs(p.score)) },
    };
  const winner = p.kind === 'win' ? mover : other;
  // the winner's own moves still to come: the mover plays plies 1, 3, 5…, the other 2, 4…
  const n = p.kind === 'win' ? Math.ceil(p.plies / 2) : Math.max(1, Math.floor(p.plies / 2));
  return n <= 1
    ? { key: 'share:analysis.hintWinsNext', params: { move, side: winner } }
    : { key: 'share:analysis.hintWinsIn', params: { move, side: winner, n: String(n) } };
}
