// What Undo takes back. Between friends: one move (and the forced passes before it, which
// nobody chose). Against a panda: back to the player's previous turn, so the player's own
// last move is undone too, never only the panda's reply.
import type { GameRecord } from '../engine/record';
import type { Side } from '../engine/types';
import type { Played } from './match-types';

export function takeBack(record: GameRecord<unknown>, vsPanda: boolean, isHumanSide: (side: Side) => boolean, isForcedPass: (p: Played) => boolean): void {
  const history = record.history;
  const rules = record.rules;
  const sideOf = (p: Played) => rules.sides[rules.toMove(p.before)];
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
    if (isHumanSide(sideOf(last)) && !isForcedPass(last)) removedHuman = true;
    if (removedHuman && isHumanSide(turn())) break;
  }
}
