// What Undo takes back. Between friends: one move (and the forced passes before it, which
// nobody chose). Against a panda: back to the player's previous turn, so the player's own
// last move is undone too, never only the panda's reply.
import type { GameRecord } from '../engine/record';
import type { Side } from '../engine/types';
import type { Played } from './match-types';

const moverOf = (record: GameRecord<unknown>, p: Played): Side => record.rules.sides[record.rules.toMove(p.before)];

/** Whether Undo has something to take back: any move between friends, else a move of the player's own. */
export function canTakeBack(
  record: GameRecord<unknown>,
  vsPanda: boolean,
  isHumanSide: (side: Side) => boolean,
  isForcedPass: (p: Played) => boolean,
): boolean {
  return record.history.length > 0 && (!vsPanda || record.history.some((p) => isHumanSide(moverOf(record, p)) && !isForcedPass(p)));
}

export function takeBack(
  record: GameRecord<unknown>,
  vsPanda: boolean,
  isHumanSide: (side: Side) => boolean,
  isForcedPass: (p: Played) => boolean,
): void {
  const history = record.history;
  const rules = record.rules;
  const turn = () => rules.sides[rules.toMove(record.position)];
  if (!vsPanda) {
    let last = history[history.length - 1];
    record.undo(1);
    while (isForcedPass(last) && history.length > 0) {
      last = history[history.length - 1];
      record.undo(1);
    }
    return;
  }
  let removedHuman = false;
  while (history.length > 0) {
    const last = history[history.length - 1];
    record.undo(1);
    if (isHumanSide(moverOf(record, last)) && !isForcedPass(last)) removedHuman = true;
    if (removedHuman && isHumanSide(turn())) break;
  }
}
