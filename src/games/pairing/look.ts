// How Pairing Chess looks: dark and light stones on a 5 x 5 grid of points.

import { card, grid, pieces } from '../../art/thumbs';
import type { GameLook } from '../kit';

export const pairingLook: GameLook = {
  pieces: { X: 'stone-dark', O: 'stone-light' },
  thumb: () => card(grid(26, 26, 5, 5, 26, false) + pieces('OOOOO/O...O/...../X...X/XXXXX', (c, r) => [26 + c * 26, 26 + r * 26], 9.5)),
  decorations: [],
  captureMotion: 'slide',
  conversion: 'recolour',
  tallyParts: () => ['onBoard', 'lost'],
  reactions: { moodFromMaterial: true, minSwing: 1, chat: true },
};
