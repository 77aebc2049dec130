// Zobrist keys: one fixed random 32-bit number per (point, piece), per side to move and
// per reserve count, XORed together. Deterministic (seeded), so hashes are stable across
// runs, workers and tests.

/** mulberry32: small, fast, good enough for keys and for seeded play. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** mulberry32 scaled to [0, 1): seeded noise for the art, the sounds and tests. */
export function seededUnit(seed: number): () => number {
  const next = mulberry32(seed);
  return () => next() / 4294967296;
}

/** `count` random 32-bit keys from a seed. */
export function zobristTable(count: number, seed: number): Int32Array {
  const next = mulberry32(seed);
  const table = new Int32Array(count);
  for (let i = 0; i < count; i++) table[i] = next() | 0;
  return table;
}

/** XOR of table[offset + i] over the set bits i of a 32-bit mask. */
export function hashMask(mask: number, table: Int32Array, offset: number): number {
  let h = 0;
  let m = mask >>> 0;
  while (m !== 0) {
    const bit = 31 - Math.clz32(m & -m);
    h ^= table[offset + bit];
    m &= m - 1;
  }
  return h;
}

/** Population count of a 32-bit integer. */
export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}
