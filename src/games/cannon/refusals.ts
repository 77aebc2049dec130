// Why a click is not a legal Cannon Chess move (docs/rules.md, "Cannon Chess"): one step up,
// down, left or right onto an empty point; nothing is captured by landing; a lone piece flies
// in a straight line over empty points.
import { alignedDir, isDiagonal, stepsApart, pathAlong, refusals } from '../../engine/refusal';
import type { CannonPosition } from './rules';

export const cannonRefusals = refusals<CannonPosition>(
  ['not-yours', 'pick-piece', 'hemmed-in', 'no-landing-capture', 'one-step', 'no-diagonal', 'lone-straight', 'lone-path-blocked'],
  (a) => {
    const here = a.at(a.to);
    if (a.from === null) {
      if (here === a.side) return 'hemmed-in';
      return here === null ? 'pick-piece' : 'not-yours';
    }
    if (here !== null) return 'no-landing-capture';
    const g = a.rules.geometry;
    const lone = a.rules.tally(a.pos).onBoard[a.rules.toMove(a.pos)] === 1;
    const dir = alignedDir(g, a.from, a.to);
    if (lone) return dir >= 0 && !isDiagonal(dir) && pathAlong(g, a.from, a.to) ? 'lone-path-blocked' : 'lone-straight';
    return dir >= 0 && isDiagonal(dir) && stepsApart(g, a.from, a.to) === 1 ? 'no-diagonal' : 'one-step';
  },
);
