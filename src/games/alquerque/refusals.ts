// Why a click is not a legal Alquerque Ten turn (docs/rules.md, "Alquerque Ten"): a reserve
// piece goes on any empty point; a slide follows one line over empty points and, unless the
// free-slide variant is on, goes all the way to the last empty point.
import { DIR_COUNT } from '../../engine/geometry';
import { alignedDir, beyond, isDiagonal, pathAlong, refusals } from '../../engine/refusal';
import type { AlquerquePosition } from './rules';

export const alquerqueRefusals = refusals<AlquerquePosition>(
  ['not-yours', 'no-reserve', 'blocked', 'land-empty', 'no-diagonal-here', 'not-on-line', 'path-blocked', 'slide-to-end'],
  (a) => {
    const here = a.at(a.to);
    if (a.from === null) {
      if (here === a.side) return 'blocked';
      return here === null ? 'no-reserve' : 'not-yours';
    }
    if (here !== null) return 'land-empty';
    const g = a.rules.geometry;
    const path = pathAlong(g, a.from, a.to);
    if (!path) {
      const dir = alignedDir(g, a.from, a.to);
      // the diagonals cross only every other point (docs/rules.md): this one has none
      return dir >= 0 && isDiagonal(dir) && g.neighbor[a.from * DIR_COUNT + dir] < 0 ? 'no-diagonal-here' : 'not-on-line';
    }
    if (path.some((q) => a.at(q) !== null)) return 'path-blocked';
    const next = beyond(g, a.from, a.to);
    return next >= 0 && a.at(next) === null ? 'slide-to-end' : 'not-on-line';
  },
);
