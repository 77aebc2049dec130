// Alquerque Ten's kit (docs/rules.md, "Alquerque Ten"), with its free-slide variant.
import type { GameKit } from '../kit';
import { alquerqueAi } from './ai';
import { alquerqueLook } from './look';
import { alquerqueTour } from './tour';
import { alquerqueRules, type AlquerquePosition } from './rules';
import { alquerquePuzzle } from './puzzle';

export const alquerqueKit: GameKit<AlquerquePosition> = {
  id: 'alquerque',
  rules: (options) => alquerqueRules({ freeSlide: !!options.freeSlide }),
  variants: [
    {
      option: 'freeSlide',
      cli: 'free-slide',
      control: 'slide',
      values: ['full', 'free'],
      labelKey: 'settings:slide',
      valueKeys: ['settings:slideFull', 'settings:slideFree'],
      rulesNoteKey: 'rules:freeSlide',
    },
  ],
  ai: alquerqueAi,
  look: alquerqueLook,
  tour: alquerqueTour,
  bench: { perftDepth: 6, midgamePlies: 12, openingPlies: 2, sparring: 'material' },
  perft: [24, 537, 13241, 312095, 7651791],
  puzzle: alquerquePuzzle,
};
