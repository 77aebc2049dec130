// The AI's public types, shared by the main-thread client, the worker and the CLI.
// Plain data only: requests and results cross the worker boundary by structured clone.

import type { RuleOptions } from '../engine/types';
import type { DrawRules } from '../engine/record';

export type PandaName = 'baby' | 'mama' | 'papa';
export const PANDAS: readonly PandaName[] = ['baby', 'mama', 'papa'];

export interface ThinkRequest {
  /** A game id of the registry (src/games/registry.ts); checked, never trusted. */
  game: string;
  options?: RuleOptions;
  /** The position to move from, docs/rules.md §0 notation. */
  position: string;
  /** Move texts from the game's start (startPosition, or the game's start) up to `position`. */
  history: string[];
  /** The game's start when it was not the standard one. */
  startPosition?: string;
  panda: PandaName;
  /** PAPA's budget per move (default 1000 ms); BABY and MAMA answer at once. */
  timeMs?: number;
  /** Seeds every random choice: the same request with the same seed gives the same move. */
  seed?: number;
  /** Draw rules of the match (default: both on, as in GameRecord). */
  drawRules?: DrawRules;
  /**
   * PAPA only: a node budget instead of (or on top of) the time budget. With it and no
   * deadline hit, the search is fully reproducible on any machine (time budgets depend on speed).
   */
  nodes?: number;
}

/**
 * A result the search has proven. `score`: Othello's exact final disc difference for the
 * panda (empties to the winner), or with `bound` one side of it. `win`/`loss`/`draw`: the
 * game ends so within `plies` plies from now, counting the panda's own move as ply 1.
 */
export type Prophecy = { kind: 'score'; score: number; bound?: ScoreBound } | { kind: 'win' | 'loss' | 'draw'; plies: number };

/**
 * A score proven only from one side (the solver ran out of time after deciding the result):
 * 'atLeast' a win by `score` discs or more, 'atMost' a loss by `-score` discs or more.
 */
export type ScoreBound = 'atLeast' | 'atMost';

export interface ThinkResult {
  /** The move in docs/rules.md §0 notation (a legal move of `position`). */
  move: string;
  prophecy: Prophecy | null;
  /** Depth of the last completed search iteration (0 for BABY, 1 for MAMA). */
  depth: number;
  nodes: number;
  timeMs: number;
}

/** Default thinking time per move for PAPA. */
export const DEFAULT_TIME_MS = 1000;

/**
 * PAPA's look at one position of a finished game for the review's grades (src/ai/grade.ts):
 * the position and the game up to it as in a ThinkRequest, the move played from it (none
 * at the end), and a budget.
 */
export interface GradeRequest extends Omit<ThinkRequest, 'panda' | 'timeMs' | 'seed' | 'nodes'> {
  /** The move played from this position (notation), or null at the game's end. */
  played: string | null;
  timeMs: number;
  /** A node budget instead of the clock, so that the grades repeat exactly (the visual suite's still=1). */
  nodes?: number;
}

export interface GradeResult {
  /** The expected result for the side to move, in [-1, 1]: 1 a proven win, -1 a proven loss. */
  value: number;
  /** PAPA's best move (notation); null where the game is over. */
  best: string | null;
  /** Where `best` is the move played: the value of the best other move, else null. */
  second: number | null;
}

/** Messages between the client and the worker. */
export type ToWorker = { id: number; request: ThinkRequest };
export type FromWorker = { id: number; ok: true; result: ThinkResult } | { id: number; ok: false; error: string };

/** A panda's search run in steps (src/ai/think.ts): in one go, or in slices between frames. */
export interface Thinker {
  /** Thinks until done or until `until` (ms, `now()` clock); true when the answer is ready. */
  step(until: number): boolean;
  /** `score`: PAPA's search value for the side to move (search units), when a search ran. */
  result(): { move: number; prophecy: Prophecy | null; depth: number; nodes: number; score?: number };
}

export type GradeToWorker = { kind: 'grade'; id: number; request: GradeRequest };
export type GradeFromWorker = { id: number; ok: true; grade: GradeResult } | { id: number; ok: false; error: string };
