// Pingluo Tiger Chess's goal (docs/rules.md §5, "End checks"): the tigers win once ten dogs
// are captured, the dogs once neither tiger can move. (The dogs' own "no legal move" is
// out of reach: with at most 20 dogs no set of them can be walled in by two tigers.)
import { withMover } from '../../engine/side-to-move';
import type { GameGoal } from '../kit';
import { MAX_DOGS, TIGERS_WIN_AT, type TigerPosition } from './position';

export const tigerGoal: GameGoal<TigerPosition> = {
  sentences: [
    { key: 'tigers', side: 'T', reasons: ['ten-dogs'] },
    { key: 'dogs', side: 'D', reasons: ['tigers-trapped'] },
  ],
  track(rules, pos) {
    // the tigers that could move, were it their turn
    const theirs = withMover(rules, pos, 1);
    const free = new Set(theirs ? rules.moves(theirs).map((m) => rules.effect(theirs, m).from) : []);
    const tigers = rules.geometry.points.filter((p) => rules.pieceAt(pos, p.index) === 'T').length;
    return {
      key: 'tiger',
      params: { lost: rules.tally(pos).lost[0], of: MAX_DOGS - TIGERS_WIN_AT, trapped: Math.max(0, tigers - free.size) },
    };
  },
};
