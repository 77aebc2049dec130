// The hint in the player's own words: "Hint: d6-c7 — it captures 2." The move and one
// reason (src/match/hint-reason.ts); it names no panda, since the hint is the player's,
// whoever sits across the board.
import type { HintReason } from '../match/hint-reason';
import { t } from '../i18n/index';

/** `other`: the name of the side across the board (a reason may name it). */
export function hintSentence(move: string, reason: HintReason, other: string): string {
  const n = 'n' in reason ? reason.n : 0;
  const key = reason.kind === 'score' && reason.atLeast ? 'scoreAtLeast' : reason.kind;
  return t('board:hint.line', { move, why: t(`board:hint.why.${key}`, { n, side: other }) });
}
