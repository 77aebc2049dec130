// Othello's guided tour: what wins, a flip, a forced pass, why corners matter (positions checked in
// tests/unit/tours.test.ts).
import { goalStep } from '../goal-step';
import type { TourStep } from '../kit';
import { othelloGoal } from './goal';

export const othelloTour: readonly TourStep[] = [
  goalStep('......../......../......../...OX.../...XO.../......../......../........ X', othelloGoal),
  { caption: 'flip', position: '......../......../......../...OX.../...XO.../......../......../........ X', demo: [], tryMove: 'd3' },
  { caption: 'pass', position: 'XXXXXXX./XXOOO.../XXOOOO../XOOOOOOO/..OOOOO./.O..OO../O.....O./........ X', demo: ['f2', 'pass'] },
  { caption: 'corner', position: '.OXXXX.X/..XXXX.X/OOXOOOOX/.XXOOXOX/XOXOOOXX/OOOOOOOX/.OXXXXOO/O....... X', demo: [], tryMove: 'a1' },
];
