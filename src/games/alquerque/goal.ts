// Alquerque Ten's goal (docs/rules.md §3, "End checks"): the enemy has nothing left on the
// board or in reserve; a side with no turn to play loses.
import { piecesLeft } from '../goal-step';
import type { GameGoal } from '../kit';
import type { AlquerquePosition } from './position';

export const alquerqueGoal: GameGoal<AlquerquePosition> = {
  sentences: [
    { key: 'all', side: 'both', reasons: ['eliminated'] },
    { key: 'stuck', side: 'both', reasons: ['no-moves'] },
  ],
  track(rules, pos) {
    const [na, nb] = piecesLeft(rules.tally(pos));
    return { key: 'alquerque', params: { na, nb, total: na + nb } };
  },
};
