// Small helpers shared by the per-game search adapters.

/** Population count of a 32-bit mask. Local (not imported per call) for the hot paths. */
export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

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
