// The legal moves of a position as a board wants them: for each piece, the points it may
// go to; the points where a piece may be placed; each mapped to the engine's integer move.
// Built once per position, so a click is a lookup and the integer is what gets played.
import type { AnyRules } from '../engine/types';

export interface Destinations {
  /** from-point → (to-point → move). */
  readonly moves: ReadonlyMap<number, ReadonlyMap<number, number>>;
  /** to-point → move, for placements (Othello discs, reserve pieces, dogs in hand). */
  readonly placements: ReadonlyMap<number, number>;
  /** The pass move, when passing is the legal move. */
  readonly pass: number | null;
}

export function destinationsOf(rules: AnyRules, pos: unknown, legal: readonly number[]): Destinations {
  const moves = new Map<number, Map<number, number>>();
  const placements = new Map<number, number>();
  let pass: number | null = null;
  for (const m of legal) {
    if (m === rules.PASS) {
      pass = m;
      continue;
    }
    const { from, to } = rules.effect(pos, m);
    if (from < 0) placements.set(to, m);
    else {
      let targets = moves.get(from);
      if (!targets) moves.set(from, (targets = new Map()));
      targets.set(to, m);
    }
  }
  return { moves, placements, pass };
}

/** The destinations of the latest position asked for, built once per position. */
export class DestinationsCache {
  private last: { position: unknown; value: Destinations } | null = null;

  of(rules: AnyRules, position: unknown, legal: () => readonly number[]): Destinations {
    if (!this.last || this.last.position !== position) this.last = { position, value: destinationsOf(rules, position, legal()) };
    return this.last.value;
  }
}
