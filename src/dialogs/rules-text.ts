// The full rules text of a game, as the rules dialog shows it: the game's own sections, then
// one block of match notes (a note for each variant in play, the draw rules where the game
// has them, naming only what that game counts, and the turn timer).
import { kitOf, type GameId } from '../games/registry';
import { t } from '../i18n/index';

interface RulesLike {
  readonly id: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly hasDrawRules: boolean;
}

export function rulesText(rules: RulesLike): string {
  const notes: string[] = [];
  for (const v of kitOf(rules.id as GameId).variants) if (rules.options[v.option]) notes.push(t(v.rulesNoteKey));
  if (rules.hasDrawRules) notes.push(t(`rules:${rules.id}.draw`));
  notes.push(t('rules:timer'));
  return `${t(`rules:${rules.id}.body`)}\n\n${notes.join('\n')}`;
}
