// Why a click is not a legal move in Pingluo Tiger Chess (docs/rules.md, "Pingluo Tiger
// Chess"): dogs in hand are placed before any dog moves; a dog steps along a line to an empty
// point and never captures; a tiger steps, or jumps an odd run of dogs (1, 3, 5) in a straight
// line onto the empty point just past it.
import { pathAlong, refusals, type RefusalAsk } from '../../engine/refusal';
import type { TigerPosition } from './rules';

export const tigerRefusals = refusals<TigerPosition>(
  [
    'not-yours',
    'place-first',
    'hemmed-in',
    'pick-dog',
    'tiger-pick',
    'not-on-line',
    'dog-one-step',
    'dogs-no-capture',
    'land-empty',
    'tiger-step',
    'even-run',
    'jump-lands-next',
    'jump-tiger',
  ],
  (a) => {
    const here = a.at(a.to);
    if (a.from === null) {
      if (here === null) return a.side === 'T' ? 'tiger-pick' : 'pick-dog';
      if (here !== a.side) return 'not-yours';
      return a.side === 'D' && a.canPlace ? 'place-first' : 'hemmed-in';
    }
    const path = pathAlong(a.rules.geometry, a.from, a.to);
    if (!path) return 'not-on-line';
    if (a.side === 'D') return here !== null ? 'dogs-no-capture' : 'dog-one-step';
    return here !== null ? 'land-empty' : tigerReason(a, path);
  },
);

/** A tiger's way to an empty point on a line that is not a step or an odd jump. */
function tigerReason(a: RefusalAsk<TigerPosition>, path: readonly number[]): string {
  let run = 0;
  while (a.at(path[run]) === 'D') run++;
  if (run === 0) return 'tiger-step';
  if (a.at(path[run]) === 'T') return 'jump-tiger';
  // the run ends on an empty point: the landing, if the run is odd
  return run === path.length - 1 && run % 2 === 0 ? 'even-run' : 'jump-lands-next';
}
