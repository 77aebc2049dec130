// Alquerque Ten's guided tour: what wins, placing, the full slide, the pincer, the insertion, and the
// free-slide variant (positions checked in tests/unit/tours.test.ts).
import { goalStep } from '../goal-step';
import type { TourStep } from '../kit';
import { alquerqueGoal } from './goal';

export const alquerqueTour: readonly TourStep[] = [
  goalStep('OOOOO/...../...../...../XXXXX X 5 5', alquerqueGoal),
  { caption: 'place', position: 'OOOOO/...../...../...../XXXXX X 5 5', demo: [], tryMove: 'c3' },
  { caption: 'slide', position: 'O..../...../...../...../X.... X 5 5', demo: [], tryMove: 'a5-e1' },
  { caption: 'pincer', position: '..X../..O../...../...../..X.. X 5 5', demo: [], tryMove: 'c5-c3' },
  { caption: 'insert', position: '...../...../.O.O./...../..... X 5 5', demo: [], tryMove: 'c3' },
  { caption: 'free', position: 'OOOOO/...../...../...../XXXXX X 5 5', demo: [] },
];
