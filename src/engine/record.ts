// A game in progress: the start position, the moves played, and the draw rules that need
// history (threefold repetition, 100 plies without progress; docs/rules.md §0). Positions
// themselves never carry history, so this is the one place that knows about it.

import { MoveError, type GameRules, type MoveEffect, type Outcome } from './types';

export interface DrawRules {
  repetition: boolean;
  noProgress: boolean;
}

export const DEFAULT_DRAW_RULES: Readonly<DrawRules> = { repetition: true, noProgress: true };
/** Plies in a row without capture, conversion or placement that make a draw. */
export const NO_PROGRESS_LIMIT = 100;
/** The occurrence of a position that makes a draw. */
export const REPETITION_LIMIT = 3;

export interface PlayedMove<P> {
  move: number;
  text: string;
  before: P;
  after: P;
  effect: MoveEffect;
  /** True when the move was the timer running out, not a choice. */
  timerPass: boolean;
}

export class GameRecord<P> {
  readonly rules: GameRules<P>;
  readonly startText: string;
  private drawRules: DrawRules;
  private readonly positions: P[];
  private readonly plies: PlayedMove<P>[] = [];
  /** quietPlies[i]: plies without progress up to and including positions[i]. */
  private readonly quietPlies: number[] = [0];
  private readonly seen = new Map<string, number>();
  private cachedOutcome: Outcome | null | undefined;

  constructor(rules: GameRules<P>, start?: P | string, drawRules: DrawRules = DEFAULT_DRAW_RULES) {
    this.rules = rules;
    const first = start === undefined ? rules.start() : typeof start === 'string' ? rules.parse(start) : start;
    this.startText = rules.format(first);
    this.positions = [first];
    this.drawRules = { ...drawRules };
    this.count(first, +1);
  }

  /** Rebuilds a record from its start text and move texts (a save, a URL); throws on any illegal move. */
  static replay<P>(rules: GameRules<P>, startText: string, moves: readonly string[], drawRules?: DrawRules): GameRecord<P> {
    const record = new GameRecord(rules, startText, drawRules);
    for (const text of moves) {
      if (text === 'pass' && !record.legalMoves().includes(rules.PASS)) record.timerPass();
      else record.play(text);
    }
    return record;
  }

  get position(): P {
    return this.positions[this.positions.length - 1];
  }

  get history(): readonly PlayedMove<P>[] {
    return this.plies;
  }

  get moveTexts(): string[] {
    return this.plies.map((p) => p.text);
  }

  get lastMove(): PlayedMove<P> | null {
    return this.plies[this.plies.length - 1] ?? null;
  }

  get draws(): Readonly<DrawRules> {
    return this.drawRules;
  }

  /** Switching a draw rule takes effect at once (it may end the game, or revive it). */
  setDrawRules(drawRules: DrawRules): void {
    this.drawRules = { ...drawRules };
    this.cachedOutcome = undefined;
  }

  /** The game's own end checks first, then the draw rules (docs/rules.md §0: draw rules come last). */
  get outcome(): Outcome | null {
    if (this.cachedOutcome !== undefined) return this.cachedOutcome;
    let outcome = this.rules.outcome(this.position);
    if (!outcome && this.rules.hasDrawRules) {
      if (this.drawRules.repetition && (this.seen.get(this.rules.key(this.position)) ?? 0) >= REPETITION_LIMIT) {
        outcome = { winner: 'draw', reason: 'repetition' };
      } else if (this.drawRules.noProgress && this.quietPlies[this.quietPlies.length - 1] >= NO_PROGRESS_LIMIT) {
        outcome = { winner: 'draw', reason: 'no-progress' };
      }
    }
    this.cachedOutcome = outcome;
    return outcome;
  }

  get isOver(): boolean {
    return this.outcome !== null;
  }

  /** Plies played since the last capture, conversion or placement. */
  get quietPlyCount(): number {
    return this.quietPlies[this.quietPlies.length - 1];
  }

  legalMoves(): number[] {
    return this.isOver ? [] : this.rules.moves(this.position);
  }

  /** Plays a legal move, given as its integer or its notation text. */
  play(move: number | string): PlayedMove<P> {
    if (this.isOver) throw new MoveError('the game is over');
    const before = this.position;
    const m = typeof move === 'string' ? this.rules.moveFromText(before, move) : move;
    if (!this.rules.moves(before).includes(m)) {
      throw new MoveError(`illegal move ${typeof move === 'string' ? move : this.rules.moveToText(before, m)}`);
    }
    return this.advance(m, false);
  }

  /** The turn timer ran out: the side to move passes (docs/rules.md §0, a ply without progress). */
  timerPass(): PlayedMove<P> {
    if (this.isOver) throw new MoveError('the game is over');
    return this.advance(this.rules.PASS, true);
  }

  private advance(move: number, timerPass: boolean): PlayedMove<P> {
    const before = this.position;
    const text = this.rules.moveToText(before, move);
    const effect = this.rules.effect(before, move);
    const progress = !timerPass && this.rules.isProgress(before, move);
    const after = this.rules.play(before, move);
    const played: PlayedMove<P> = { move, text, before, after, effect, timerPass };
    this.plies.push(played);
    this.positions.push(after);
    this.quietPlies.push(progress ? 0 : this.quietPlyCount + 1);
    this.count(after, +1);
    this.cachedOutcome = undefined;
    return played;
  }

  /** Takes back the last `plies` plies (fewer if the game is shorter). Returns how many. */
  undo(plies = 1): number {
    let undone = 0;
    while (undone < plies && this.plies.length > 0) {
      this.count(this.positions.pop() as P, -1);
      this.plies.pop();
      this.quietPlies.pop();
      undone++;
    }
    if (undone > 0) this.cachedOutcome = undefined;
    return undone;
  }

  /** Positions seen so far with their counts, keyed exactly; for the AI's repetition awareness. */
  occurrences(pos: P): number {
    return this.seen.get(this.rules.key(pos)) ?? 0;
  }

  private count(pos: P, delta: number): void {
    const key = this.rules.key(pos);
    const n = (this.seen.get(key) ?? 0) + delta;
    if (n > 0) this.seen.set(key, n);
    else this.seen.delete(key);
  }
}
