// Short, decided games for browser tests that play whole games by clicks: both players work
// together for one side (`winner`), so each game ends in a handful of plies on a rule of the
// game (not a draw, not the clock). The choice is deterministic: each move looks three plies
// ahead for the winner's material (a win counts above all), never goes back to a position
// already seen, and breaks ties by the order of the legal moves the board lists.
import type { AnyRules, Side } from '../../src/engine/types';
import { rulesFor, type GameId } from '../../src/games/registry';

const WIN = 1e6;
const LOOK_AHEAD = 2;

function worth(rules: AnyRules, pos: unknown, winner: number): number {
  const out = rules.outcome(pos);
  if (out) return out.winner === rules.sides[winner] ? WIN : -WIN;
  const t = rules.tally(pos);
  return t.onBoard[winner] + t.inHand[winner] - (t.onBoard[1 - winner] + t.inHand[1 - winner]);
}

/** The best the winner can reach in `depth` more plies, both sides helping. */
function reach(rules: AnyRules, pos: unknown, winner: number, depth: number): number {
  const here = worth(rules, pos, winner);
  if (depth === 0 || Math.abs(here) >= WIN) return here;
  let best = -Infinity;
  for (const m of rules.moves(pos)) best = Math.max(best, reach(rules, rules.play(pos, m), winner, depth - 1));
  return best === -Infinity ? here : best;
}

/**
 * The move (notation) to play after `history` so that `winner` wins soon; `legal` is the
 * board's list of legal moves (the choice is one of them).
 */
export function helpingMove(game: GameId, history: string[], legal: string[], winner: Side): string {
  const rules = rulesFor(game);
  const seen = new Set<string>();
  let pos = rules.parse(rules.startText);
  seen.add(rules.key(pos));
  for (const text of history) {
    pos = rules.play(pos, rules.moveFromText(pos, text));
    seen.add(rules.key(pos));
  }
  const w = rules.sides.indexOf(winner);
  let best = legal[0];
  let bestScore = -Infinity;
  for (const text of legal) {
    const after = rules.play(pos, rules.moveFromText(pos, text));
    let score = reach(rules, after, w, LOOK_AHEAD) * 10 + worth(rules, after, w);
    if (seen.has(rules.key(after))) score -= 1e8;
    if (score > bestScore) {
      bestScore = score;
      best = text;
    }
  }
  return best;
}
