// The classic sparring engine of `cli match --b sparring`: a textbook alpha-beta per game
// (search.ts with othello.ts or material.ts), a yardstick for PAPA's strength. Used by the
// CLI only, never by the game in the browser.

import type { AnyRules } from '../../src/engine/types';
import type { GameContext } from '../../src/ai/context';
import { othelloSparring } from './othello';
import { materialSparring } from './material';
import { SparringSearch, type SparringGame, type SparringResult } from './search';
import { type GameId } from '../../src/games/registry';
import { brainOf } from '../../src/games/brains';

/** The evaluation each game's kit asks for (its `bench.sparring`). */
const STYLES: Record<'discs' | 'material', (rules: AnyRules) => SparringGame<unknown>> = {
  discs: othelloSparring,
  material: materialSparring,
};

/** The sparring engine's knowledge of a game: the evaluation its kit asks for. */
export function sparringGameFor(rules: AnyRules): SparringGame<unknown> {
  return STYLES[brainOf(rules.id as GameId).bench.sparring](rules);
}

/** The sparring engine's move in the context's position, within `timeMs` (or `nodes`, when given). */
export function sparringThink(ctx: GameContext, timeMs: number, nodes?: number): SparringResult {
  const { rules, position } = ctx;
  // Earlier positions of the game; the root itself is on the search path.
  const seen = new Set(ctx.seen.keys());
  seen.delete(rules.hash(position));
  return new SparringSearch(sparringGameFor(rules), seen).think(position, timeMs, nodes);
}
