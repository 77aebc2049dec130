// Alquerque Ten's kit (docs/rules.md, "Alquerque Ten"), with its free-slide variant.
import type { GameKit } from '../kit';
import { alquerqueLook } from './look';
import { alquerqueTour } from './tour';
import { alquerqueGoal } from './goal';
import { alquerqueRules, type AlquerquePosition } from './rules';
import { alquerqueRefusals } from './refusals';
import { alquerqueMusic } from './music';

/** Its sides (first mover first) and the end reasons of its own rules (docs/rules.md). */
const sides = ['X', 'O'] as const;
const endReasons = ['eliminated'] as const;

// What the game adds to the engine's shared types (src/engine/types.ts).
declare module '../../engine/types' {
  interface SideLetters extends Record<(typeof sides)[number], true> {}
  interface EndReasons extends Record<(typeof endReasons)[number], true> {}
  interface RuleOptions {
    /** A slide may stop on any empty point of its path (default: it must go all the way). */
    freeSlide?: boolean;
  }
}

export const alquerqueKit: GameKit<AlquerquePosition> = {
  id: 'alquerque',
  sides,
  endReasons,
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
