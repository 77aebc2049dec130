// Alquerque Ten's kit (docs/rules.md, "Alquerque Ten"), with its free-slide variant.
import type { GameKit } from '../kit';
import { alquerqueLook } from './look';
import { alquerqueTour } from './tour';
import { alquerqueGoal } from './goal';
import { alquerqueRules, type AlquerquePosition } from './rules';
import { alquerqueRefusals } from './refusals';
import { alquerqueMusic } from './music';

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
  look: alquerqueLook,
  goal: alquerqueGoal,
  tour: alquerqueTour,
  refusals: alquerqueRefusals,
  music: alquerqueMusic,
  perft: [24, 537, 13241, 312095, 7651791],
};
