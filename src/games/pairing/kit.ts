// Pairing Chess's kit (docs/rules.md, "Pairing Chess").
import type { GameKit } from '../kit';
import { pairingLook } from './look';
import { pairingTour } from './tour';
import { pairingGoal } from './goal';
import { pairingRules, type PairingPosition } from './rules';
import { pairingRefusals } from './refusals';
import { pairingMusic } from './music';

export const pairingKit: GameKit<PairingPosition> = {
  id: 'pairing',
  rules: () => pairingRules(),
  variants: [],
  look: pairingLook,
  goal: pairingGoal,
  tour: pairingTour,
  refusals: pairingRefusals,
  music: pairingMusic,
  perft: [7, 49, 456, 4266, 43558, 444535, 4918880, 54349188],
};
