// Othello in the player's records: the disc margin of a win, and a win by 40 or more
// (docs/rules.md, Othello: the majority of discs decides).
import type { GameEnd, GameProgress } from '../kit';

/** Discs ahead at the end, from the player's side. */
const discMargin = (end: GameEnd): number => end.tally.onBoard[end.index] - end.tally.onBoard[1 - end.index];

export const othelloProgress: GameProgress = {
  margin: discMargin,
  feats: [{ id: 'othello-forty', badge: 'discs', earned: (end) => end.outcome.winner === end.side && discMargin(end) >= 40 }],
};
