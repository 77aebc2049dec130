// An online match's feed from its room (src/online/session.ts): the round's moves as the room
// played them, its result, and whether the player's move was sent and not yet echoed. The
// match plays the room's moves one by one; it never plays one of its own before the echo.
import type { GameRecord, PlayedMove } from '../engine/record';
import type { Outcome } from '../engine/types';

export class RemoteFeed {
  moves: string[] = [];
  result: Outcome | null = null;
  /** The player's move is on its way to the room. */
  sent = false;

  /** Takes the room's moves and result; false when they do not continue `played` (start again from them). */
  take(played: readonly string[], moves: readonly string[], result: Outcome | null): boolean {
    if (played.length > moves.length) return false;
    for (let i = 0; i < played.length; i++) if (played[i] !== moves[i]) return false;
    this.moves = [...moves];
    this.result = result;
    this.sent = false;
    return true;
  }

  /** Plays the room's next move on `record` (a timer pass where it is not a legal pass); null when none is left. */
  playNext(record: GameRecord<unknown>): PlayedMove<unknown> | null {
    const text = this.moves[record.history.length];
    if (text === undefined) return null;
    const timerPass = text === 'pass' && !record.legalMoves().includes(record.rules.PASS);
    return timerPass ? record.timerPass() : record.play(text);
  }
}
