// PAPA's move lists for Alquerque Ten (docs/rules.md §3): the conversions first, the
// biggest first, then the quiet turns in the generator's order. The quiescence search
// asks for the conversions alone, found with flipsAt on the masks instead of playing
// every turn out (most turns convert nothing), and tries the biggest swing first.

import { popcount as sharedPopcount } from '../../engine/hash';
import { PLACE_FROM as SHARED_PLACE_FROM } from '../../engine/placement-moves';
import { flipsAt as sharedFlipsAt } from './conversions';
import { generate as sharedGenerate } from './moves';
import type { AlquerquePosition } from './position';

// Local copies of imported bindings: module loaders (tsx, vitest) may turn every imported
// binding into a getter call, which is slow in the search's loops.
const popcount = sharedPopcount;
const PLACE_FROM = SHARED_PLACE_FROM;
const flipsAt = sharedFlipsAt;
const generate = sharedGenerate;

/**
 * The turns of `pos`, conversions first by pieces converted (most first, ties in the
 * generator's order); with `conversionsOnly` the quiet turns are left out.
 */
export function movesByConversions(pos: AlquerquePosition, free: boolean, conversionsOnly: boolean): number[] {
  const [own, enemy, resOwn] = pos.turn === 0 ? [pos.x, pos.o, pos.resX] : [pos.o, pos.x, pos.resO];
  const all = generate(own, enemy, resOwn, free);
  const noisy: number[] = [];
  const gains: number[] = [];
  const quiet: number[] = [];
  for (const m of all) {
    const from = m >> 5;
    const to = m & 31;
    const mine = (from === PLACE_FROM ? own : own & ~(1 << from)) | (1 << to);
    const flips = flipsAt(to, mine, enemy);
    if (flips === 0) {
      if (!conversionsOnly) quiet.push(m);
      continue;
    }
    // Insertion sort by gain, most first; a stable order among equal gains.
    const gain = popcount(flips);
    let i = noisy.length;
    noisy.push(m);
    gains.push(gain);
    while (i > 0 && gains[i - 1] < gain) {
      noisy[i] = noisy[i - 1];
      gains[i] = gains[i - 1];
      i--;
    }
    noisy[i] = m;
    gains[i] = gain;
  }
  return conversionsOnly ? noisy : noisy.concat(quiet);
}
