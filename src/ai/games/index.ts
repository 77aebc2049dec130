// The search adapter of each game: its evaluation and cheap facts for PAPA's search.

import type { AnyRules, GameRules } from '../../engine/types';
import type { SearchGame } from '../search';
import { alquerqueSearchGame } from './alquerque';
import { cannonSearchGame } from './cannon';
import { othelloSearchGame } from './othello';
import { pairingSearchGame } from './pairing';
import { tigerSearchGame } from './tiger';

const cache = new Map<AnyRules, SearchGame<unknown>>();

export function searchGameFor(rules: AnyRules): SearchGame<unknown> {
  let g = cache.get(rules);
  if (g) return g;
  // Each adapter reads its own game's position type; the rules object guarantees it.
  const any = rules as GameRules<never>;
  switch (rules.id) {
    case 'othello': g = othelloSearchGame(any) as SearchGame<unknown>; break;
    case 'pairing': g = pairingSearchGame(any) as SearchGame<unknown>; break;
    case 'alquerque': g = alquerqueSearchGame(any) as SearchGame<unknown>; break;
    case 'cannon': g = cannonSearchGame(any) as SearchGame<unknown>; break;
    case 'tiger': g = tigerSearchGame(any) as SearchGame<unknown>; break;
  }
  cache.set(rules, g);
  return g;
}
