// Cannon Chess in the player's records: a win with a lone piece, the side down to one piece
// that moves like a rook (docs/rules.md, Cannon Chess, "Lone piece").
import type { GameProgress } from '../kit';

export const cannonProgress: GameProgress = {
  feats: [
    { id: 'cannon-lone', badge: 'lone-stone', earned: (end) => end.outcome.winner === end.side && end.tally.onBoard[end.index] === 1 },
  ],
};
