// PAPA's prophecy as one plain sentence: "PAPA foresees: he wins in 2 moves of his".
// The prophecy comes from PAPA's search before he plays (src/ai/protocol.ts): a score is the
// final disc difference from his side; win/loss plies count his coming move as the first.
import type { Prophecy } from '../ai/protocol';
import { t } from '../i18n/index';

/** How many moves of the winner are left once PAPA has played the move he foresaw from. */
function winnerMovesLeft(plies: number): number {
  return Math.max(1, Math.ceil((plies - 1) / 2));
}

export function prophecySentence(p: Prophecy): string {
  let body: string;
  if (p.kind === 'score') {
    const atLeast = p.bound ? 'AtLeast' : '';
    if (p.score > 0) body = t(`board:prophecy.score${atLeast}`, { n: p.score });
    else if (p.score < 0) body = t(`board:prophecy.scoreLoss${atLeast}`, { n: -p.score });
    else body = t('board:prophecy.draw');
  } else if (p.kind === 'draw') body = t('board:prophecy.draw');
  else {
    const n = winnerMovesLeft(p.plies);
    const key = p.kind === 'win' ? 'win' : 'loss';
    body = n === 1 ? t(`board:prophecy.${key}Next`) : t(`board:prophecy.${key}`, { n });
  }
  return t('board:prophecy.sentence', { what: body });
}
