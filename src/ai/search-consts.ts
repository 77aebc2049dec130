// Score scale shared by the search, the table and the evaluations.

export const MATE = 1_000_000;
/** Scores beyond ±PROVEN are proven results (a win or loss within MATE - PROVEN plies). */
export const PROVEN = MATE - 10_000;
export const INF = MATE + 1;
export const MAX_PLY = 128;
