// PAPA's move lists for Alquerque Ten (docs/rules.md §3): the conversions first, the
// biggest first, then the quiet turns in the generator's order. The quiescence search
// asks for the conversions alone, found with flipsAt on the masks instead of playing
// every turn out (most turns convert nothing), and tries the biggest swing first.

import { popcount as sharedPopcount } from '../../engine/hash';
import { PLACE_FROM as SHARED_PLACE_FROM } from '../../engine/placement-moves';
import { lowBit as sharedLowBit } from '../../engine/rays';
import { FULL as BOARD_FULL, RAYS } from './board';
import { flipsAt as sharedFlipsAt } from './conversions';
import { generate as sharedGenerate } from './moves';
import type { AlquerquePosition } from './position';

// Local copies of imported bindings: module loaders (tsx, vitest) may turn every imported
// binding into a getter call, which is slow in the search's loops.
const popcount = sharedPopcount;
const PLACE_FROM = SHARED_PLACE_FROM;
const flipsAt = sharedFlipsAt;
const generate = sharedGenerate;
const lowBit = sharedLowBit;
const FULL = BOARD_FULL;
const ADJ = RAYS.adjacent;

/** Inserts `m` into `noisy` by its gain, most first, after the equal gains (stable). */
function insertByGain(noisy: number[], gains: number[], m: number, gain: number): void {
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

/**
 * The turns of `pos`, conversions first by pieces converted (most first, ties in the
 * generator's order); with `conversionsOnly` the quiet turns are left out.
 */
export function movesByConversions(pos: AlquerquePosition, free: boolean, conversionsOnly: boolean): number[] {
  const black = pos.turn === 0;
  const own = black ? pos.x : pos.o;
  const enemy = black ? pos.o : pos.x;
  const resOwn = black ? pos.resX : pos.resO;
  // Only a piece landing next to an enemy can convert (docs/rules.md §3).
  let nearEnemy = 0;
  for (let m = enemy; m !== 0; m &= m - 1) nearEnemy |= ADJ[lowBit(m)];
  const noisy: number[] = [];
  const gains: number[] = [];
  const quiet: number[] = [];
  for (const m of generate(own, enemy, 0, free)) {
    const to = m & 31;
    const flips = (nearEnemy >>> to) & 1 ? flipsAt(to, (own & ~(1 << (m >> 5))) | (1 << to), enemy) : 0;
    if (flips !== 0) insertByGain(noisy, gains, m, popcount(flips));
    else if (!conversionsOnly) quiet.push(m);
  }
  if (resOwn > 0) {
    // The generator's placement order (lowest point first); quiet ones only when wanted.
    let e = ~(own | enemy) & FULL;
    if (conversionsOnly) e &= nearEnemy;
    for (; e !== 0; e &= e - 1) {
      const to = lowBit(e);
      const m = PLACE_FROM * 32 + to;
      const flips = (nearEnemy >>> to) & 1 ? flipsAt(to, own | (1 << to), enemy) : 0;
      if (flips !== 0) insertByGain(noisy, gains, m, popcount(flips));
      else quiet.push(m);
    }
  }
  return conversionsOnly ? noisy : noisy.concat(quiet);
}
