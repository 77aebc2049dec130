// Whole games made by fixed play, for tests that open them from a link.
import { GameRecord } from '../../src/engine/record';
import { rulesFor } from '../../src/games/registry';

/** An Othello game of `plies` moves (or to its end), the same every time: each move picked by a fixed sequence of indices. */
export function othelloByFixedPlay(plies = Infinity): GameRecord<unknown> {
  const record = new GameRecord(rulesFor('othello'));
  for (let k = 3; !record.isOver && record.history.length < plies; k = (k * 17 + 5) % 101)
    record.play(record.legalMoves()[k % record.legalMoves().length]);
  return record;
}

/** A whole Othello game, the same every time. */
export const othelloToTheEnd = (): GameRecord<unknown> => othelloByFixedPlay();
