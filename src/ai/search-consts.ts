// Score scale shared by the search, the table and the evaluations.

export const MATE = 1_000_000;
/** Scores beyond ±PROVEN are proven results (a win or loss within MATE - PROVEN plies). */
export const PROVEN = MATE - 10_000;
export const INF = MATE + 1;
export const MAX_PLY = 128;

/**
 * What a draw costs the side PAPA plays (and gains its opponent): PAPA plays for the win,
 * so it does not repeat into a draw while it is even or slightly ahead, but takes one when
 * clearly behind. Well under a piece (100). A game may set its own for a side
 * (SearchGame.contempt).
 */
export const CONTEMPT = 40;
