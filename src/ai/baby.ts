// BABY cannot look ahead. Othello: a corner whenever it can, otherwise any legal move.
// Every other game: a move that captures or converts when there is one, otherwise any
// move. It never checks what the move leads to, which is how it walks into traps (the
// lone piece of the Pairing trap, RULES.md §6).

import type { AnyRules } from '../engine/types';
import { pick, type Rng } from './rng';

/** Othello's corners a1, h1, a8, h8 (point indexes of the 8×8 board). */
const OTHELLO_CORNERS = new Set([0, 7, 56, 63]);

export function babyMove(rules: AnyRules, pos: unknown, legal: readonly number[], rng: Rng): number {
  const favourites =
    rules.id === 'othello'
      ? legal.filter((m) => OTHELLO_CORNERS.has(m))
      : legal.filter((m) => {
          const e = rules.effect(pos, m);
          return e.captured.length > 0 || e.converted.length > 0;
        });
  return pick(rng, favourites.length > 0 ? favourites : legal);
}
