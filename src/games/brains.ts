// The pandas' table of games: each game's brain (brain.ts), beside the kits of registry.ts.
// Only what thinks imports it: the panda worker, the page's fallback search (loaded when
// the worker is gone), the puzzle maker and the CLI; the first screen's script does not
// (docs/architecture.md, "Start-up"). A new game adds one line here too.

import type { GameAi, GameResolver } from '../ai/game-ai';
import { RequestError } from '../ai/context';
import type { AnyRules, GameRules } from '../engine/types';
import type { GameBrain } from './brain';
import { alquerqueBrain } from './alquerque/brain';
import { cannonBrain } from './cannon/brain';
import { othelloBrain } from './othello/brain';
import { pairingBrain } from './pairing/brain';
import { tigerBrain } from './tiger/brain';
import { isGameId, rulesFor, type GameId } from './registry';

const BRAINS = {
  othello: othelloBrain,
  pairing: pairingBrain,
  alquerque: alquerqueBrain,
  cannon: cannonBrain,
  tiger: tigerBrain,
  // (each brain is typed with its own position type, as the kits are)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
} as const satisfies Record<GameId, GameBrain<any>>;

/** A game's brain, seen through the game-neutral types the shared code uses. */
export function brainOf(id: GameId): GameBrain<unknown> {
  return BRAINS[id] as unknown as GameBrain<unknown>;
}

const aiCache = new Map<AnyRules, GameAi<unknown>>();

/** What the pandas need for these rules (cached per rules object). */
export function aiFor(rules: AnyRules): GameAi<unknown> {
  let ai = aiCache.get(rules);
  if (!ai) {
    ai = brainOf(rules.id as GameId).ai(rules as GameRules<unknown>);
    aiCache.set(rules, ai);
  }
  return ai;
}

/** The registry as the pandas' code sees it (src/ai never imports the games). */
export const resolveGame: GameResolver = (id, options) => {
  if (!isGameId(id)) throw new RequestError(`unknown game '${String(id)}'`);
  const rules = rulesFor(id, options);
  return { rules, ai: aiFor(rules) };
};
