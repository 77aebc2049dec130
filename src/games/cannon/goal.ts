// Cannon Chess's goal (docs/rules.md §4, "End checks"): no enemy piece left; a side that
// cannot move loses; one piece each is a draw.
import type { GameGoal } from '../kit';
import type { CannonPosition } from './rules';

export const cannonGoal: GameGoal<CannonPosition> = {
  sentences: [
    { key: 'all', side: 'both', reasons: ['capture-all'] },
    { key: 'stuck', side: 'both', reasons: ['no-moves'] },
    { key: 'lone', side: 'draw', reasons: ['lone-pieces'] },
  ],
  track(rules, pos) {
    const t = rules.tally(pos);
    const start = rules.tally(rules.start()).onBoard;
    // what each side has taken is what the other has lost
    return { key: 'cannon', params: { ta: t.lost[1], tb: t.lost[0], of: start[0] } };
  },
};
