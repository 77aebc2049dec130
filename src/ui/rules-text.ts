// The full rules text of a game, as the rules dialog shows it: the game's own text, then
// the notes that depend on the match (free slide, the draw rules the game has, the timer).
import { t } from '../i18n/index';

interface RulesLike {
  readonly id: string;
  readonly options: Readonly<{ freeSlide?: boolean }>;
  readonly hasDrawRules: boolean;
}

export function rulesText(rules: RulesLike): string {
  const notes: string[] = [];
  if (rules.options.freeSlide) notes.push(t('rules:freeSlide'));
  // each game names only what its own draw rules count (captures, placements, conversions)
  if (rules.hasDrawRules) notes.push(t(`rules:${rules.id}.draws`));
  notes.push(t('rules:timer'));
  // the match notes make one block after the game's own sections
  return `${t(`rules:${rules.id}.body`)}\n\n${notes.join('\n')}`;
}
