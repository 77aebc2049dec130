// The pandas' module Web Worker: one request at a time, answered in one go (a worker has
// no frames to keep). Cancelling a search that runs here means terminating the worker;
// the client does that and starts a fresh one. The daily puzzles are made by the same
// script (src/match/puzzle-client.ts starts an instance of its own), so the engine and the
// search ship once (docs/architecture.md, "Puzzle of the day").

import { gradeNow } from '../ai/grade';
import type { FromWorker, GradeFromWorker, GradeToWorker, ToWorker } from '../ai/protocol';
import { now, thinkNow } from '../ai/think';
import { dailyPuzzle } from '../games/daily-puzzle';
import { isGameId } from '../games/registry';
import { resolveGame } from '../games/brains';
import { isPuzzleDate } from '../puzzles/date';
import type { PuzzleReply, PuzzleRequest } from './puzzle-client';

const scope = self as unknown as DedicatedWorkerGlobalScope;

function makePuzzle({ id, game, date }: PuzzleRequest): PuzzleReply {
  if (!isGameId(game) || !isPuzzleDate(date)) throw new Error('bad puzzle request');
  return { id, ok: true, puzzle: dailyPuzzle(game, date) };
}

/** Length of one slice of background work; a request arriving meanwhile waits at most this. */
const IDLE_SLICE_MS = 15;
let idleTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * After PAPA's move, what he will need later (GameAi.background, e.g. Cannon's endgame
 * tables) is built in short slices while the worker waits: each slice is a timer task, so
 * a request that arrives in between is answered first.
 */
function workWhileIdle(request: ToWorker['request']): void {
  if (request.panda !== 'papa' || !isGameId(request.game) || idleTimer !== null) return;
  const background = resolveGame(request.game, request.options ?? {}).ai.background;
  if (!background) return;
  const slice = (): void => {
    idleTimer = null;
    if (!background(now() + IDLE_SLICE_MS)) idleTimer = setTimeout(slice, 0);
  };
  idleTimer = setTimeout(slice, 0);
}

type Message = ToWorker | PuzzleRequest | GradeToWorker;

/** What PAPA needs downloaded before he thinks in this game (GameAi.load), fetched once. */
function ready(message: Message): Promise<void> | undefined {
  const request = !('kind' in message)
    ? message.request.panda === 'papa'
      ? message.request
      : null
    : message.kind === 'grade'
      ? message.request
      : null;
  if (!request) return undefined;
  try {
    const { game, options } = request;
    return resolveGame(game, options ?? {}).ai.load?.();
  } catch {
    return undefined; // a bad request: thinkNow says what is wrong
  }
}

function reply(message: Message): FromWorker | PuzzleReply | GradeFromWorker {
  if (!('kind' in message)) return { id: message.id, ok: true, result: thinkNow(message.request, resolveGame) };
  // PAPA's look at a position of a finished game, for the review's grades (src/match/grade-client.ts)
  if (message.kind === 'grade') return { id: message.id, ok: true, grade: gradeNow(message.request, resolveGame) };
  return makePuzzle(message);
}

function answer(message: Message): void {
  let answered: FromWorker | PuzzleReply | GradeFromWorker;
  try {
    answered = reply(message);
  } catch (e) {
    answered = { id: message.id, ok: false, error: (e as Error)?.message ?? String(e) };
  }
  scope.postMessage(answered);
  try {
    if (!('kind' in message)) workWhileIdle(message.request);
  } catch {
    // Background work is a head start only: PAPA still builds what he needs when he needs it.
  }
}

// Requests are answered in the order they came, also while one waits for a download.
let queue: Promise<void> = Promise.resolve();
scope.onmessage = (event: MessageEvent<Message>) => {
  const message = event.data;
  const waiting = ready(message);
  if (waiting) queue = queue.then(() => waiting).then(() => answer(message));
  else queue = queue.then(() => answer(message));
};
