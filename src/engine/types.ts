// The contract every game module of the rules engine fulfils.
// Pure data and functions: no DOM, no Phaser. The UI, the CLI and the AI talk to a
// game only through this interface, so they stay generic over the games.

import type { Geometry } from './geometry';

/*
 * The sides, end reasons and rule options are declared by the games, not here: each game's
 * kit (src/games/<id>/kit.ts) merges its own into the three interfaces below, so a new game
 * adds its letters and reasons without touching the engine (docs/architecture.md, "How to
 * add a game"). The engine names only what every game shares.
 */

/**
 * The piece letters of every side of every game, as keys (a kit adds its own, e.g. X and O;
 * the tiger game D for dogs and T for tigers).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the kits' declarations
export interface SideLetters {}
/** A side: the letter of its pieces. The first mover's is `sides[0]` of the game's rules. */
export type Side = keyof SideLetters & string;
export type Winner = Side | 'draw';

/** Why a game ended: the reasons every game shares; each kit adds its own. The UI turns these into sentences; tests compare them. */
export interface EndReasons {
  /** The side to move cannot move and loses (every game whose rules say so). */
  'no-moves': true;
  /** Draw rule: the same position for the third time. */
  repetition: true;
  /** Draw rule: 100 plies without capture, conversion or placement. */
  'no-progress': true;
  /** Online: the loser resigned (never from the rules). */
  resigned: true;
  /** Online: the loser left and did not come back in time (never from the rules). */
  abandoned: true;
}
export type EndReason = keyof EndReasons & string;

export interface Outcome {
  winner: Winner;
  reason: EndReason;
}

/** Rule options: the flags of the games' variants, each declared by its kit (every flag off by default). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the kits' declarations
export interface RuleOptions {}

/** Raised for malformed position text. The message names the problem. */
export class PositionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PositionError';
  }
}

/** Raised when a move text is malformed or not legal in the position. */
export class MoveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MoveError';
  }
}

/** What a move did, so a view can animate it without knowing the rules. */
export interface MoveEffect {
  /** Point index the piece left, or -1 for a placement / pass. */
  from: number;
  /** Point index the piece arrived on, or -1 for a pass. */
  to: number;
  /** Points whose piece was removed (captured). */
  captured: number[];
  /** Points whose piece changed colour (Othello flips, Alquerque conversions), in animation order. */
  converted: number[];
}

/** Counts shown beside the board. */
export interface Tally {
  /** Pieces on the board, per side in `sides` order. */
  onBoard: [number, number];
  /** Pieces waiting off the board (Alquerque reserves; tiger dogs in hand), per side. */
  inHand: [number, number];
  /** Pieces the side has lost so far, when the game knows it (tiger: dogs captured). */
  lost: [number, number];
}

/**
 * A game's rules. `P` is the game's own immutable position type, `Move` an integer
 * encoding private to the game (fast for search); text forms are docs/rules.md §0 notation.
 * A position never carries history: draw rules live in `GameRecord` (record.ts).
 */
export interface GameRules<P = unknown> {
  /** The game's id in the registry (src/games/registry.ts). */
  readonly id: string;
  /** [first mover, second mover], as the game's kit declares them. */
  readonly sides: readonly [Side, Side];
  readonly geometry: Geometry;
  readonly options: Readonly<RuleOptions>;
  /** Every option flag the game has, in its kit's order (the replay code writes one bit each). */
  readonly variantFlags: readonly (keyof RuleOptions)[];
  /** Start position in docs/rules.md §0 notation. */
  readonly startText: string;
  /** Whether this game has the draw rules (all but Othello). */
  readonly hasDrawRules: boolean;
  /** The integer of the pass move (`pass`): legal in Othello when forced, and the timer pass. */
  readonly PASS: number;

  start(): P;
  /** Strict parser; throws PositionError naming the problem. */
  parse(text: string): P;
  /** Canonical text: ranks separated by '/', '.' for empty points. */
  format(pos: P): string;

  /** 0 when sides[0] is to move, 1 otherwise. */
  toMove(pos: P): 0 | 1;
  /** Piece on each point in point order: a side's letter, or null. */
  pieceAt(pos: P, point: number): Side | null;
  tally(pos: P): Tally;

  /** Legal moves (includes PASS only where a pass is a legal move: Othello's forced pass). */
  moves(pos: P): number[];
  /** Plays a legal move (or PASS for the timer) and returns the new position. */
  play(pos: P, move: number): P;
  /** The end checks of docs/rules.md that read the position alone (draw rules excluded). */
  outcome(pos: P): Outcome | null;
  /** True when the move captures, converts or places (resets the no-progress count). */
  isProgress(pos: P, move: number): boolean;
  /** What the move does, for animation. */
  effect(pos: P, move: number): MoveEffect;

  moveToText(pos: P, move: number): string;
  /** Parses move text and checks it is legal (`pass` only where it is a legal move); throws MoveError. */
  moveFromText(pos: P, text: string): number;

  /** perft as docs/rules.md §0 defines it. */
  perft(pos: P, depth: number): number;
  /** A 32-bit hash of the whole position (board, side to move, reserves), for the AI. */
  hash(pos: P): number;
  /** Exact key of the position (board, side to move, reserves/hand): repetition detection. */
  key(pos: P): string;
}

export type AnyRules = GameRules<unknown>;
