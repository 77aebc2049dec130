// Othello's goal (docs/rules.md §1, "End"): more discs when neither side can place.
import type { GameGoal } from '../kit';
import type { OthelloPosition } from './rules';

export const othelloGoal: GameGoal<OthelloPosition> = {
  sentences: [{ key: 'most', side: 'both', reasons: ['majority'] }],
  track(rules, pos) {
    const [a, b] = rules.tally(pos).onBoard;
    if (a === b) return { key: 'othello.level', params: { n: a } };
    return { key: 'othello.lead', params: { n: Math.abs(a - b) }, side: a > b ? 0 : 1 };
  },
};
