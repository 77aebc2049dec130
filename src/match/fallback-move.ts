// The panda's move when no search can run at all: its worker failed and the page's own
// search could not be fetched either (the network went away mid-visit). A cheap choice
// from the rules the page already has, in the spirit of MAMA's greed: a move that wins at
// once; else none that lets the other side win at once; else the best count of pieces
// (on the board and in hand) after it; ties at random. A few hundred plays at the most,
// so it runs on the main thread at once. Never "the first legal move", which in most
// games walks a piece into the first capture on offer.
import type { AnyRules } from '../engine/types';

const WIN = 1e6;
/** A move after which the other side has a winning reply. */
const LOSING = -1e5;

function lead(rules: AnyRules, pos: unknown, me: 0 | 1): number {
  const t = rules.tally(pos);
  return t.onBoard[me] + t.inHand[me] - (t.onBoard[1 - me] + t.inHand[1 - me]);
}

/** The value of a position just reached, for `me`: a result, else the count of pieces. */
function value(rules: AnyRules, pos: unknown, me: 0 | 1): { score: number; over: boolean } {
  const out = rules.outcome(pos);
  if (!out) return { score: lead(rules, pos, me), over: false };
  if (out.winner === 'draw') return { score: 0, over: true };
  return { score: out.winner === rules.sides[me] ? WIN : -WIN, over: true };
}

/** A legal move of `position` (engine integer); `random` breaks ties. */
export function fallbackMove(rules: AnyRules, position: unknown, random: () => number = Math.random): number {
  const me = rules.toMove(position);
  const moves = rules.moves(position);
  let best: number[] = [];
  let bestScore = -Infinity;
  for (const move of moves) {
    const after = rules.play(position, move);
    const { score: base, over } = value(rules, after, me);
    let score = base;
    if (!over && rules.moves(after).some((reply) => value(rules, rules.play(after, reply), me).score === -WIN)) score += LOSING;
    if (score > bestScore) {
      bestScore = score;
      best = [move];
    } else if (score === bestScore) best.push(move);
  }
  return best[Math.floor(random() * best.length)] ?? moves[0];
}
