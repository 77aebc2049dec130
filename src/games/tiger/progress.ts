// The tiger game in the player's records: a win with the dogs, the harder side against a
// panda (docs/rules.md, Pingluo Tiger Chess).
import type { GameProgress } from '../kit';

export const tigerProgress: GameProgress = {
  feats: [{ id: 'tiger-dogs', badge: 'paw', earned: (end) => end.side === 'D' && end.outcome.winner === 'D' }],
};
