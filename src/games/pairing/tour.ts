// Pairing Chess's guided tour: what wins, moving, capturing, pairing up, and the capture that hands
// the opponent the win (positions checked in tests/unit/tours.test.ts).
import { goalStep } from '../goal-step';
import type { TourStep } from '../kit';
import { pairingGoal } from './goal';

export const pairingTour: readonly TourStep[] = [
  goalStep('OOOOO/O...O/...../X...X/XXXXX X', pairingGoal),
  { caption: 'move', position: 'OOOOO/O...O/...../X...X/XXXXX X', demo: [], tryMove: 'a4-a3' },
  { caption: 'capture', position: 'O...O/..O../..X../...../X...X X', demo: [], tryMove: 'c3-c2' },
  { caption: 'paired', position: 'O.O.O/...../...../....X/XX.X. X', demo: [], tryMove: 'e4-e5' },
  { caption: 'trap', position: 'OO.../...../....O/....X/XX... X', demo: ['e4-e3'] },
];
