// Pairing Chess's goal (docs/rules.md §2, "End checks"): every own piece in a pair, or no
// enemy piece left; a capture that leaves the enemy paired hands the enemy the win.
import { ORTHOGONAL_DIRS, DIR_COUNT } from '../../engine/geometry';
import type { GameRules } from '../../engine/types';
import type { GameGoal } from '../kit';
import type { PairingPosition } from './rules';

/** How many of side `index`'s pieces have exactly one own piece beside them. */
function inPairs(rules: GameRules<PairingPosition>, pos: PairingPosition, index: 0 | 1): number {
  const side = rules.sides[index];
  const g = rules.geometry;
  let n = 0;
  for (const p of g.points) {
    if (rules.pieceAt(pos, p.index) !== side) continue;
    let partners = 0;
    for (const d of ORTHOGONAL_DIRS) {
      const q = g.neighbor[p.index * DIR_COUNT + d];
      if (q >= 0 && rules.pieceAt(pos, q) === side) partners++;
    }
    if (partners === 1) n++;
  }
  return n;
}

export const pairingGoal: GameGoal<PairingPosition> = {
  sentences: [
    { key: 'pairs', side: 'both', reasons: ['paired', 'capture-all'] },
    { key: 'careful', side: 'both', reasons: ['opponent-paired'] },
  ],
  track(rules, pos) {
    const [na, nb] = rules.tally(pos).onBoard;
    return { key: 'pairing', params: { pa: inPairs(rules, pos, 0), na, pb: inPairs(rules, pos, 1), nb } };
  },
};
