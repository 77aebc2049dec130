// The daily puzzles' worker: makes one puzzle per request off the main thread, so the page
// keeps animating while the generator plays and proves (docs/architecture.md, "Puzzle of the day").
import { dailyPuzzle } from '../games/daily-puzzle';
import { isGameId } from '../games/registry';
import { isPuzzleDate } from '../puzzles/date';
import type { PuzzleReply, PuzzleRequest } from './puzzle-client';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<PuzzleRequest>) => {
  const { id, game, date } = event.data;
  let reply: PuzzleReply;
  try {
    if (!isGameId(game) || !isPuzzleDate(date)) throw new Error('bad puzzle request');
    reply = { id, ok: true, puzzle: dailyPuzzle(game, date) };
  } catch (e) {
    reply = { id, ok: false, error: (e as Error)?.message ?? String(e) };
  }
  scope.postMessage(reply);
};
