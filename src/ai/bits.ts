// Small helpers shared by the per-game search adapters.

/** Population count of a 32-bit mask (the engine's: one definition for the whole project). */
export { popcount } from '../engine/hash';

/**
 * A second 32-bit hash of up to four 32-bit fields (murmur3's finaliser per field). It is
 * independent of the engine's Zobrist hash, so a table entry is trusted only when both
 * 32-bit hashes agree.
 */
export function mix4(a: number, b: number, c: number, d: number): number {
  let h = 0x2545f491;
  h = fmix(h ^ a);
  h = fmix(h ^ Math.imul(b, 0x9e3779b1));
  h = fmix(h ^ Math.imul(c, 0x85ebca6b));
  return fmix(h ^ Math.imul(d, 0xc2b2ae35));
}

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}
