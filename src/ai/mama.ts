// MAMA is greedy: one ply, the move that leaves her the most material right now. Material
// is what the tally shows (pieces on the board and in hand): the most discs flipped in
// Othello, captures in Pairing and Cannon, conversions and reserves in Alquerque, dogs
// taken for the tigers. Dogs can never gain material, so as dogs she squeezes instead:
// the fewest moves left to the tigers. A move that ends the game is seen (it is "right
// now"): a win first, a loss last.
//
// She is a mother, not a gambler: between moves that leave the same material she prefers
// the one that leaves least of it for the taking on the very next move (where the game's
// kit says that means something); only then does chance decide. A game's kit may add what
// she knows besides counting (Othello: corners; see src/games/othello/ai.ts).

import type { AnyRules } from '../engine/types';
import type { GameAi } from './game-ai';
import { pick, type Rng } from './rng';

const WIN = 1e9;

/** Material of `side` in a position: pieces on the board and in hand. */
function material(rules: AnyRules, pos: unknown, side: 0 | 1): number {
  const t = rules.tally(pos);
  return t.onBoard[side] + t.inHand[side] - t.onBoard[1 - side] - t.inHand[1 - side];
}

/** MAMA's one-ply score of a move (higher is better). */
export function mamaScore(rules: AnyRules, ai: GameAi, pos: unknown, move: number): number {
  const me = rules.toMove(pos);
  const after = rules.play(pos, move);
  const outcome = rules.outcome(after);
  if (outcome) {
    if (outcome.winner === rules.sides[me]) return WIN;
    if (outcome.winner === 'draw') return 0;
    return -WIN;
  }
  if (rules.sides[me] === 'D') return -rules.moves(after).length;
  return material(rules, after, me) + ai.mamaBonus(pos, move, after);
}

/**
 * How much material the opponent can win back with one reply (a game-losing reply
 * counts as everything): MAMA's tie-break between equally greedy moves.
 */
export function exposure(rules: AnyRules, pos: unknown, move: number): number {
  const me = rules.toMove(pos);
  const after = rules.play(pos, move);
  if (rules.outcome(after)) return 0;
  const base = material(rules, after, me);
  let worst = 0;
  for (const reply of rules.moves(after)) {
    const next = rules.play(after, reply);
    const o = rules.outcome(next);
    if (o && o.winner !== 'draw' && o.winner !== rules.sides[me]) return 1000;
    worst = Math.max(worst, base - material(rules, next, me));
  }
  return worst;
}

export function mamaMove(rules: AnyRules, ai: GameAi, pos: unknown, legal: readonly number[], rng: Rng): number {
  let best = -Infinity;
  let bests: number[] = [];
  for (const m of legal) {
    const s = mamaScore(rules, ai, pos, m);
    if (s > best) {
      best = s;
      bests = [m];
    } else if (s === best) bests.push(m);
  }
  if (bests.length > 1 && ai.mamaWeighsExposure) {
    let least = Infinity;
    let safest: number[] = [];
    for (const m of bests) {
      const e = exposure(rules, pos, m);
      if (e < least) {
        least = e;
        safest = [m];
      } else if (e === least) safest.push(m);
    }
    bests = safest;
  }
  return pick(rng, bests);
}
