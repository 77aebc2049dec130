// Whole games made by fixed play, for tests that open them from a link.
import { GameRecord } from '../../src/engine/record';
import { rulesFor } from '../../src/games/registry';

/** A whole Othello game, the same every time: each move picked by a fixed sequence of indices. */
export function othelloToTheEnd(): GameRecord<unknown> {
  const record = new GameRecord(rulesFor('othello'));
  for (let k = 3; !record.isOver; k = (k * 17 + 5) % 101) record.play(record.legalMoves()[k % record.legalMoves().length]);
  return record;
}
