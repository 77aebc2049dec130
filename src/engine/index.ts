// The rules engine's public entry: one place that knows every game.
import { alquerqueRules } from './games/alquerque';
import { cannonRules } from './games/cannon';
import { othelloRules } from './games/othello';
import { pairingRules } from './games/pairing';
import { tigerRules } from './games/tiger';
import { GAME_IDS, type AnyRules, type GameId, type RuleOptions } from './types';

export * from './types';
export { GameRecord, type DrawRules } from './record';

const factories: Record<GameId, (options: RuleOptions) => AnyRules> = {
  othello: () => othelloRules() as AnyRules,
  pairing: () => pairingRules() as AnyRules,
  alquerque: (o) => alquerqueRules(o) as AnyRules,
  cannon: () => cannonRules() as AnyRules,
  tiger: () => tigerRules() as AnyRules,
};

const cache = new Map<string, AnyRules>();

/** The rules of a game (cached: rules objects are immutable). */
export function rulesFor(id: GameId, options: RuleOptions = {}): AnyRules {
  const norm: RuleOptions = id === 'alquerque' && options.freeSlide ? { freeSlide: true } : {};
  const cacheKey = `${id}:${norm.freeSlide ? 'free' : 'full'}`;
  let rules = cache.get(cacheKey);
  if (!rules) {
    rules = factories[id](norm);
    cache.set(cacheKey, rules);
  }
  return rules;
}

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}

/** Legal moves of a position as notation text. */
export function legalMoveTexts<P>(rules: { moves(p: P): number[]; moveToText(p: P, m: number): string }, pos: P): string[] {
  return rules.moves(pos).map((m) => rules.moveToText(pos, m));
}
