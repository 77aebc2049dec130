// What PAPA's search (src/ai/search.ts) asks of a game and of the game so far, and what
// one iteration of its deepening returns: the contract a game's search module fills in.
import type { GameRules, Outcome } from '../engine/types';
import type { DrawRules } from '../engine/record';

/** What the search needs from a game on top of its rules. */
export interface SearchGame<P> {
  readonly rules: GameRules<P>;
  /** Static evaluation for the side to move, well inside ±PROVEN. */
  evaluate(pos: P): number;
  /** Plays a move known to be legal (skip the rules' legality check where the game can). */
  play(pos: P, move: number): P;
  /** Legal moves of a position known not to be over. */
  moves(pos: P): number[];
  /**
   * A number that changes exactly when a move captures or converts: the quiescence search
   * follows such moves, and ordering tries them first.
   */
  tension(pos: P): number;
  /** Whether to search captures beyond the horizon (not in Othello, where every move flips). */
  readonly quiescence: boolean;
  /**
   * The moves that change tension, best first, when the game can list them without
   * playing every move: the quiescence search then tries only these. Optional; only for
   * games whose quietWins is false.
   */
  captures?(pos: P): number[];
  /** A second 32-bit hash, independent of rules.hash, to make TT collisions negligible. */
  check(pos: P): number;
  /** Score of a finished game for the side to move; default: win/loss by mate distance, draw 0. */
  terminal?(pos: P, outcome: Outcome, ply: number): number;
  /**
   * Whether a quiet move can end the game at once (Pairing: pairing up; tiger: trapping
   * the tigers): the quiescence search then looks at every reply for an immediate win.
   */
  readonly quietWins: boolean;
  /** Positions with at most this many legal moves are searched one ply deeper (0: never). */
  readonly extendBelow: number;
  /** A move-ordering bonus (higher first, below 1e7) among the moves that change tension; optional. */
  noisyBonus?(pos: P, move: number, child: P): number;
  /** A move-ordering bonus (higher first, below 1e7) for quiet moves; optional. */
  orderBonus?(pos: P, move: number, child: P): number;
  /**
   * An endgame table's exact value for the side to move, or null outside it: 0 drawn, +d
   * won in d plies, -d lost in d plies (the draw rules aside; the search trusts a win or
   * loss only when it ends before the no-progress rule could). Optional.
   */
  probe?(pos: P): number | null;
  /**
   * What a draw costs the side to move at the root, from whose view the search runs
   * (default CONTEMPT, search-consts.ts). A game whose evaluation sits far from even in
   * positions that are still well worth playing on sets it higher for that side; optional.
   */
  contempt?(root: P): number;
}

export interface SearchHistory {
  /** rules.hash of every earlier position of the game (the root included). */
  seen: ReadonlyMap<number, number>;
  /** Plies since the last progress move before the root. */
  quiet: number;
  draws: DrawRules;
}

export interface IterationResult {
  depth: number;
  move: number;
  score: number;
  /** True when the iteration finished (false: stopped by the clock, best-so-far). */
  complete: boolean;
}
