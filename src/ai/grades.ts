// The review's grades of the moves of a game (docs/ai.md, "Grading a game"), from PAPA's
// values of its positions: each an expected result in [-1, 1] for the first player (1 a
// proven win, -1 a proven loss; src/ai/grade.ts turns a game's evaluation into it with the
// game's own scale), so the thresholds below hold for every game.

export type Grade = '??' | '?' | '?!' | '!';

export interface GradeThresholds {
  /** What a move may lose of the expected result before it is an inaccuracy (?!). */
  readonly inaccuracy: number;
  /** … a mistake (?). */
  readonly mistake: number;
  /** … a blunder (??). */
  readonly blunder: number;
  /** The only move (!): it lost at most `held`, and the best other move would have lost at least `only`. */
  readonly held: number;
  readonly only: number;
}

export const GRADE_THRESHOLDS: GradeThresholds = { inaccuracy: 0.2, mistake: 0.35, blunder: 0.6, held: 0.1, only: 0.35 };

/**
 * The grade of one move from its mover's side: `before` the value of the position it was
 * played from, `after` the value of the position it made, `second` the value of the best
 * other move where the move played was PAPA's best (else null). A forced move has none,
 * and PAPA's own best move is no fault unless what it led to is proven: two searches of
 * neighbouring positions reach different depths, and in a game whose evaluation swings
 * between them (the tiger game's opening) the difference is noise, not the move's.
 */
export function gradeMove(
  before: number,
  after: number,
  second: number | null,
  forced: boolean,
  wasBest = false,
  t: GradeThresholds = GRADE_THRESHOLDS,
): Grade | null {
  if (forced) return null;
  const lost = before - after;
  if (wasBest) {
    if (second !== null && lost <= t.held && before - second >= t.only) return '!';
    // …unless what it led to is proven: then PAPA's short look had missed it
    if (Math.abs(after) < 1) return null;
  }
  // from a proven win to a position PAPA still finds better for the mover but cannot prove in
  // his short look: the win may well be there, a longer way (lichess grades a lost forced
  // mate with a large lead left an inaccuracy too)
  if (before === 1 && after > 0 && after < 1) return lost >= t.inaccuracy ? '?!' : null;
  if (lost >= t.blunder) return '??';
  if (lost >= t.mistake) return '?';
  if (lost >= t.inaccuracy) return '?!';
  if (second !== null && lost <= t.held && before - second >= t.only) return '!';
  return null;
}

/** What grading needs to know of one move: who played it, what, and whether it was the only legal move. */
export interface MoveFacts {
  /** 1 when the first player made the move, -1 when the second did. */
  sign: 1 | -1;
  forced: boolean;
  /** The move in notation. */
  text: string;
}

/** PAPA's look at a position beyond its value: his best move, and the best other move's value (src/ai/grade.ts). */
export interface PositionLook {
  best: string | null;
  second: number | null;
}

/**
 * The grade of every move from the values known so far (null for a value not yet computed):
 * `evals[k]` the value of the position after k moves for the first player, `looks[k]` PAPA's
 * best move from position k and the value of his best other one for its mover. Move k+1 is
 * graded once evals[k] and evals[k + 1] are both known.
 */
export function gradesOf(
  evals: readonly (number | null)[],
  looks: readonly (PositionLook | null)[],
  moves: readonly MoveFacts[],
  t: GradeThresholds = GRADE_THRESHOLDS,
): (Grade | null)[] {
  return moves.map((m, k) => {
    const a = evals[k];
    const b = evals[k + 1];
    const look = looks[k];
    if (a === null || a === undefined || b === null || b === undefined || !look) return null;
    return gradeMove(m.sign * a, m.sign * b, look.second, m.forced, look.best === m.text, t);
  });
}

/**
 * PAPA's values with hindsight: a position from which the move played leads to a proven win
 * for its mover is itself a proven win for them, whatever PAPA's short look at it said (he
 * often finds a win one ply later, once the move that allows it is on the board). `signs[k]`
 * is 1 when the first player moves from position k, -1 when the second does.
 */
export function withHindsight(evals: readonly (number | null)[], signs: readonly (1 | -1)[]): (number | null)[] {
  return evals.map((v, k) => {
    const next = evals[k + 1];
    const sign = signs[k];
    return next !== null && next !== undefined && sign !== undefined && sign * next === 1 ? next : v;
  });
}
