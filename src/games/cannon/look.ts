// How Cannon Chess 5 x 4 looks: stones on a 4-wide, 5-deep grid of points.

import { card, grid, pieces } from '../../art/thumbs';
import type { GameLook } from '../kit';

export const cannonLook: GameLook = {
  pieces: { X: 'stone-dark', O: 'stone-light' },
  thumb: () => card(grid(39, 22, 4, 5, 28, false) + pieces('OOOO/O..O/..../X..X/XXXX', (c, r) => [39 + c * 28, 22 + r * 28], 10)),
  decorations: [],
  captureMotion: 'slide',
  conversion: 'recolour',
  tallyParts: () => ['onBoard', 'lost'],
  reactions: { moodFromMaterial: true, minSwing: 1, chat: true },
};
