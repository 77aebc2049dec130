// How Alquerque Ten looks: stones on the 5 x 5 board with its diagonals; a reserve beside
// the board; converted stones change colour where they stand.

import { card, grid, pieces } from '../../art/thumbs';
import type { GameLook } from '../kit';

export const alquerqueLook: GameLook = {
  pieces: { X: 'stone-dark', O: 'stone-light' },
  thumb: () =>
    card(
      grid(26, 26, 5, 5, 26, true) +
        pieces('OOOOO/...../...../...../XXXXX', (c, r) => [26 + c * 26, 26 + r * 26], 9.5) +
        pieces('.X.O.', (c) => [26 + c * 26, 78], 9.5),
    ),
  decorations: [],
  captureMotion: 'slide',
  conversion: 'recolour',
  tallyParts: () => ['onBoard', 'reserve'],
  reactions: { moodFromMaterial: true, minSwing: 1, chat: true },
};
