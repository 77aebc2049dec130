// The sparring engine's knowledge of Pairing, Alquerque, Cannon and the tiger game: the
// textbook material-plus-mobility evaluation, read through GameRules alone. Material is
// every piece a side still has (on the board and in hand); mobility is the number of
// legal moves of each side (the opponent's counted after a timer pass, which every game
// allows). A capture is a move after which the opponent has fewer pieces.

import type { GameRules, Outcome } from '../../src/engine/types';
import { WIN, type SparringGame } from './search';

const PIECE = 100;
const MOVE = 4;

export function materialSparring<P>(rules: GameRules<P>): SparringGame<P> {
  const pieces = (pos: P, side: 0 | 1): number => {
    const t = rules.tally(pos);
    return t.onBoard[side] + t.inHand[side];
  };
  const mobility = (pos: P): number => {
    const n = rules.moves(pos).length;
    const them = rules.play(pos, rules.PASS);
    return n - (rules.outcome(them) ? 0 : rules.moves(them).length);
  };
  return {
    rules,
    quiescence: true,
    evaluate(pos) {
      const me = rules.toMove(pos);
      const them = (1 - me) as 0 | 1;
      return (pieces(pos, me) - pieces(pos, them)) * PIECE + mobility(pos) * MOVE;
    },
    terminal(pos, outcome: Outcome) {
      if (outcome.winner === 'draw') return 0;
      return outcome.winner === rules.sides[rules.toMove(pos)] ? WIN : -WIN;
    },
    isCapture(pos, _move, child) {
      const them = (1 - rules.toMove(pos)) as 0 | 1;
      return pieces(child, them) < pieces(pos, them);
    },
  };
}
