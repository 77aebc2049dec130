// Random Othello endgames for the solver tests (othello-solver*.test.ts).
import { mulberry32 } from '../../src/engine/hash';
import { othelloRules, type OthelloPosition } from '../../src/games/othello/rules';

const rules = othelloRules();

/** Random playout from the start until `empties` squares are left (null if the game ended). */
export function randomEndgame(seed: number, empties: number): OthelloPosition | null {
  const rnd = mulberry32(seed);
  let pos = rules.start();
  for (;;) {
    const [x, o] = rules.tally(pos).onBoard;
    if (64 - x - o <= empties) return pos;
    const moves = rules.moves(pos);
    if (moves.length === 0) return null;
    pos = rules.play(pos, moves[Math.floor((rnd() / 2 ** 32) * moves.length)]);
  }
}
