// MAMA is greedy: one ply, the move that leaves her the most material right now, ties
// broken at random. Material is what the tally shows (pieces on the board and in hand),
// so it means the most discs flipped in Othello, captures in Pairing and Cannon,
// conversions and reserves in Alquerque, dogs taken for the tigers. Dogs can never gain
// material, so as dogs she squeezes instead: the fewest moves left to the tigers.
// A move that ends the game is seen (it is "right now"): a win first, a loss last.

import type { AnyRules } from '../engine/types';
import { pick, type Rng } from './rng';

const WIN = 1e9;

export function mamaScore(rules: AnyRules, pos: unknown, move: number): number {
  const me = rules.toMove(pos);
  const after = rules.play(pos, move);
  const outcome = rules.outcome(after);
  if (outcome) {
    if (outcome.winner === rules.sides[me]) return WIN;
    if (outcome.winner === 'draw') return 0;
    return -WIN;
  }
  if (rules.sides[me] === 'D') return -rules.moves(after).length;
  const t = rules.tally(after);
  const mine = t.onBoard[me] + t.inHand[me];
  const theirs = t.onBoard[1 - me] + t.inHand[1 - me];
  return mine - theirs;
}

export function mamaMove(rules: AnyRules, pos: unknown, legal: readonly number[], rng: Rng): number {
  let best = -Infinity;
  let bests: number[] = [];
  for (const m of legal) {
    const s = mamaScore(rules, pos, m);
    if (s > best) {
      best = s;
      bests = [m];
    } else if (s === best) bests.push(m);
  }
  return pick(rng, bests);
}
