// The main thread's way to a daily puzzle: asked of a worker of its own (an instance of the
// pandas' worker script, src/match/panda-worker.ts),
// kept once made. Where no worker can be made, or it fails or overruns, the same generator
// runs on the main thread after a frame (it is deterministic, so the puzzle is the same).
import { dailyPuzzle } from '../games/daily-puzzle';
import type { GameId } from '../games/registry';
import type { Puzzle } from '../puzzles/types';

export interface PuzzleRequest {
  kind: 'puzzle';
  id: number;
  game: string;
  date: string;
}
export type PuzzleReply = { id: number; ok: true; puzzle: Puzzle } | { id: number; ok: false; error: string };

/** How long a worker may take before the main thread makes the puzzle itself. */
const WORKER_PATIENCE_MS = 8000;

const made = new Map<string, Promise<Puzzle>>();
const ready = new Map<string, Puzzle>();
let nextId = 1;

function onMainThread(game: GameId, date: string): Promise<Puzzle> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(dailyPuzzle(game, date));
      } catch (e) {
        reject(e);
      }
    }, 30);
  });
}

function inWorker(game: GameId, date: string): Promise<Puzzle> {
  let worker: Worker;
  try {
    if (typeof Worker === 'undefined') return onMainThread(game, date);
    worker = new Worker(new URL('./panda-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return onMainThread(game, date);
  }
  const id = nextId++;
  return new Promise<Puzzle>((resolve) => {
    let settled = false;
    const fallBack = () => {
      if (settled) return;
      settled = true;
      worker.terminate();
      resolve(onMainThread(game, date));
    };
    const timer = setTimeout(fallBack, WORKER_PATIENCE_MS);
    worker.onmessage = (e: MessageEvent<PuzzleReply>) => {
      if (e.data?.id !== id || settled) return;
      clearTimeout(timer);
      if (!e.data.ok) return fallBack();
      settled = true;
      worker.terminate();
      resolve(e.data.puzzle);
    };
    worker.onerror = (e) => {
      e.preventDefault?.();
      clearTimeout(timer);
      fallBack();
    };
    const request: PuzzleRequest = { kind: 'puzzle', id, game, date };
    worker.postMessage(request);
  });
}

/** The puzzle of the date for the game (made once per visit). Rejects only if the generator finds none. */
export function puzzleOf(game: GameId, date: string): Promise<Puzzle> {
  const key = `${game}:${date}`;
  let p = made.get(key);
  if (!p) {
    p = inWorker(game, date);
    made.set(key, p);
    p.then(
      (puzzle) => void ready.set(key, puzzle),
      () => made.delete(key),
    );
  }
  return p;
}

/** The puzzle of the date when it is made already (this visit), else null. */
export function madePuzzle(game: GameId, date: string): Puzzle | null {
  return ready.get(`${game}:${date}`) ?? null;
}
