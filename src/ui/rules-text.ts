// The full rules text of a game, as the rules dialog shows it: the game's own text, then
// the notes that depend on the match (free slide, the draw rules the game has, the timer).
import { t } from '../i18n/index';

interface RulesLike {
  readonly id: string;
  readonly options: Readonly<{ freeSlide?: boolean }>;
  readonly hasDrawRules: boolean;
}

export function rulesText(rules: RulesLike): string {
  const parts = [t(`rules:${rules.id}.body`)];
  if (rules.options.freeSlide) parts.push(t('rules:freeSlide'));
  // each game names only what its own draw rules count (captures, placements, conversions)
  if (rules.hasDrawRules) parts.push(t(`rules:${rules.id}.draws`));
  parts.push(t('rules:timer'));
  return parts.join('\n\n');
}
