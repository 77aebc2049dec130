// Cannon Chess's guided tour: what wins, the step, the three-in-a-row shot, the spoilt shot and the
// lone piece (positions checked in tests/unit/tours.test.ts).
import { goalStep } from '../goal-step';
import type { TourStep } from '../kit';
import { cannonGoal } from './goal';

export const cannonTour: readonly TourStep[] = [
  goalStep('OOOO/O..O/..../X..X/XXXX X', cannonGoal),
  { caption: 'step', position: 'OOOO/O..O/..../X..X/XXXX X', demo: [], tryMove: 'a4-a3' },
  { caption: 'shot', position: 'O.../..../X.O./.X../.... X', demo: [], tryMove: 'b4-b3' },
  { caption: 'spoilt', position: 'O.../..../X.OO/.X../.... X', demo: ['b4-b3'] },
  { caption: 'lone', position: 'OO../..../.O.O/..../..X. X', demo: [], tryMove: 'c5-c3' },
];
