// The one table of games. Adding a game means one line here (and its folder); everything
// else reads the kits. The order is the menu's order.

import type { AnyRules, RuleOptions } from '../engine/types';
import type { ReplayGame } from '../engine/replay-code';
import { alquerqueKit } from './alquerque/kit';
import { cannonKit } from './cannon/kit';
import type { GameKit } from './kit';
import { othelloKit } from './othello/kit';
import { pairingKit } from './pairing/kit';
import { tigerKit } from './tiger/kit';

export const GAMES = {
  othello: othelloKit,
  pairing: pairingKit,
  alquerque: alquerqueKit,
  cannon: cannonKit,
  tiger: tigerKit,
  // (each kit is typed with its own position type; `any` here only lets the table hold them all)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
} as const satisfies Record<string, GameKit<any>>;

export type GameId = keyof typeof GAMES;
export const GAME_IDS = Object.keys(GAMES) as GameId[];

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(GAMES, value);
}

/** A game's kit, seen through the game-neutral types the shared code uses. */
export function kitOf(id: GameId): GameKit<unknown> {
  return GAMES[id] as unknown as GameKit<unknown>;
}

/** The options the game has, and nothing else (so equal rules share one cache entry). */
function ownOptions(kit: GameKit<unknown>, options: RuleOptions): RuleOptions {
  const own: RuleOptions = {};
  for (const v of kit.variants) if (options[v.option]) own[v.option] = true;
  return own;
}

const rulesCache = new Map<string, AnyRules>();

/** The rules of a game (cached: rules objects are immutable). */
export function rulesFor(id: GameId, options: RuleOptions = {}): AnyRules {
  const kit = kitOf(id);
  const own = ownOptions(kit, options);
  const key = `${id}:${JSON.stringify(own)}`;
  let rules = rulesCache.get(key);
  if (!rules) {
    rules = kit.rules(own) as AnyRules;
    rulesCache.set(key, rules);
  }
  return rules;
}

/** The game as the replay code reads it: its variant flags and its rules for given options. */
export function replayGame(id: GameId): ReplayGame {
  return { variantFlags: rulesFor(id).variantFlags, rulesWith: (options) => rulesFor(id, options) };
}
