// The panel's goal line: what the game is won by, and how far each side has come, from the
// kit's figures (src/games/<id>/goal.ts): "Dogs captured 3 of 10 · tigers trapped 0 of 2".
import type { GameId } from '../games/registry';
import { kitOf } from '../games/registry';
import type { AnyRules } from '../engine/types';
import { t } from '../i18n/index';

export function goalLine(game: GameId, rules: AnyRules, position: unknown): string {
  const f = kitOf(game).goal.track(rules, position);
  const name = (i: number) => t(`games:${game}.sides.${rules.sides[i]}`);
  return t(`board:goal.${f.key}`, { ...f.params, a: name(0), b: name(1), side: f.side === undefined ? '' : name(f.side) });
}
