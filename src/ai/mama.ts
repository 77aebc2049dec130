// MAMA is greedy: one ply, the move that leaves her the most material right now. Material
// is what the tally shows (pieces on the board and in hand): the most discs flipped in
// Othello, captures in Pairing and Cannon, conversions and reserves in Alquerque, dogs
// taken for the tigers. Dogs can never gain material, so as dogs she squeezes instead:
// the fewest moves left to the tigers. A move that ends the game is seen (it is "right
// now"): a win first, a loss last.
//
// She is a mother, not a gambler: between moves that leave the same material she prefers
// the one that leaves least of it for the taking on the very next move; only then does
// chance decide. In Othello she knows one thing besides counting: a corner disc is hers
// for good (it counts as ten), and the square diagonally inside an empty corner gives that
// corner away (it counts five against). Without that, pure disc-greed loses to BABY, who
// grabs every corner.

import type { AnyRules } from '../engine/types';
import { pick, type Rng } from './rng';

const WIN = 1e9;
/** Othello a1 h1 a8 h8, and the X-squares b2 g2 b7 g7 with their corners. */
const CORNERS = [0, 7, 56, 63];
const X_SQUARES = [9, 14, 49, 54];
const CORNER_VALUE = 10;
const X_SQUARE_COST = 5;

/** Material of `side` in a position: pieces on the board and in hand. */
function material(rules: AnyRules, pos: unknown, side: 0 | 1): number {
  const t = rules.tally(pos);
  return t.onBoard[side] + t.inHand[side] - t.onBoard[1 - side] - t.inHand[1 - side];
}

/** MAMA's one-ply score of a move (higher is better). */
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
  let s = material(rules, after, me);
  if (rules.id === 'othello') {
    if (CORNERS.includes(move)) s += CORNER_VALUE;
    const x = X_SQUARES.indexOf(move);
    if (x >= 0 && rules.pieceAt(after, CORNERS[x]) === null) s -= X_SQUARE_COST;
  }
  return s;
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
  if (bests.length > 1 && rules.id !== 'othello') {
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
