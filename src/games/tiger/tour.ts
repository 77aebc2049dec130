// Pingluo Tiger Chess's guided tour: what wins, placing dogs, the odd jump that takes only the last
// dog, two dogs in a row that cannot be jumped, and the trap (positions checked in
// tests/unit/tours.test.ts).
import { goalStep } from '../goal-step';
import type { TourStep } from '../kit';
import { tigerGoal } from './goal';

export const tigerTour: readonly TourStep[] = [
  goalStep('./.T./...../.DDD./.DTD./.DDD./..... D 12', tigerGoal),
  { caption: 'place', position: './.T./...../.DDD./.DTD./.DDD./..... D 12', demo: [], tryMove: 'c3' },
  { caption: 'jump', position: './.D./..D../..D../..T../...../T.... T 9', demo: [], tryMove: 'c5-c1' },
  { caption: 'even', position: './.../..D../..D../..T../...../T.... T 9', demo: [] },
  { caption: 'trap', position: 'T/DDD/...D./....D/D.D.D/DD..D/TDD.. D 0', demo: [], tryMove: 'd3-c3' },
];
