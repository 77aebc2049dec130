// Why a click is not a legal Othello move (docs/rules.md, "Othello"): discs never move, a
// square holds one disc, and a new disc must close at least one line of the opponent's discs.
import { refusals } from '../../engine/refusal';
import { neighbours } from '../../engine/refusal';
import type { OthelloPosition } from './rules';

export const othelloRefusals = refusals<OthelloPosition>(['own-disc', 'occupied', 'no-neighbour', 'no-bracket'], (a) => {
  const here = a.at(a.to);
  if (here === a.side) return 'own-disc';
  if (here !== null) return 'occupied';
  const g = a.rules.geometry;
  // beside no opponent's disc there is no line to close at all
  return neighbours(g, a.to).some((q) => a.at(q) !== null && a.at(q) !== a.side) ? 'no-bracket' : 'no-neighbour';
});
