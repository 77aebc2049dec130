// Pairing Chess's kit (docs/rules.md, "Pairing Chess").
import type { GameKit } from '../kit';
import { pairingLook } from './look';
import { pairingTour } from './tour';
import { pairingGoal } from './goal';
import { pairingRules, type PairingPosition } from './rules';
import { pairingRefusals } from './refusals';
import { pairingMusic } from './music';

/** Its sides (first mover first) and the end reasons of its own rules (docs/rules.md). */
const sides = ['X', 'O'] as const;
const endReasons = ['capture-all', 'paired', 'opponent-paired'] as const;

// What the game adds to the engine's shared types (src/engine/types.ts).
declare module '../../engine/types' {
  interface SideLetters extends Record<(typeof sides)[number], true> {}
  interface EndReasons extends Record<(typeof endReasons)[number], true> {}
}

export const pairingKit: GameKit<PairingPosition> = {
  id: 'pairing',
  sides,
  endReasons,
  rules: () => pairingRules(),
  variants: [],
  look: pairingLook,
  goal: pairingGoal,
  tour: pairingTour,
  refusals: pairingRefusals,
  music: pairingMusic,
  perft: [7, 49, 456, 4266, 43558, 444535, 4918880, 54349188],
};
