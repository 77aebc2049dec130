// Why a click is not a legal Pairing Chess move (docs/rules.md, "Pairing Chess"): one own
// piece, one step up, down, left or right, onto an empty point or an enemy, never an own piece.
import { alignedDir, isDiagonal, stepsApart, refusals } from '../../engine/refusal';
import type { PairingPosition } from './rules';

export const pairingRefusals = refusals<PairingPosition>(['not-yours', 'pick-piece', 'hemmed-in', 'one-step', 'no-diagonal'], (a) => {
  if (a.from === null) {
    const here = a.at(a.to);
    if (here === a.side) return 'hemmed-in';
    return here === null ? 'pick-piece' : 'not-yours';
  }
  const g = a.rules.geometry;
  const dir = alignedDir(g, a.from, a.to);
  return dir >= 0 && isDiagonal(dir) && stepsApart(g, a.from, a.to) === 1 ? 'no-diagonal' : 'one-step';
});
