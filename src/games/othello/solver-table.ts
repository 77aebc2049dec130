// The exact solver's transposition table: proven bounds [lower, upper] of positions with
// many empties, with the best move found, in two-entry buckets (docs/architecture.md,
// "Othello's solver"). Keys are the whole position (four int32), so a hit is never a
// collision. A generation number forgets the previous solve without clearing memory.
//
// One Int32Array, eight ints per entry (the position, then one int packing lower bound,
// upper bound, move and generation, then the empties), so a bucket is 64 bytes: a probe
// touches one cache line instead of one per field (docs/ai.md, "Othello's exact solver").

const TT_BITS = 19;
const TT_SIZE = 1 << TT_BITS;
const TT_MASK = TT_SIZE - 1;
/** Ints per entry; an entry's first int is at entry << ENTRY_SHIFT. */
const ENTRY_SHIFT = 3;

/** Per entry: pLo, pHi, oLo, oHi, info (lower + 64 | upper + 64 << 8 | move << 16 | gen << 24), empties, 2 unused. */
let tt = new Int32Array(0);
let generation = 0;

/** Starts a new solve: allocates the table once, invalidates every entry of the last one. */
export function newTableGeneration(): void {
  if (tt.length === 0) tt = new Int32Array(TT_SIZE << ENTRY_SHIFT);
  generation = (generation + 1) & 0xff;
}

/** The first entry of the position's two-entry bucket. */
export function hashOf(pLo: number, pHi: number, oLo: number, oHi: number): number {
  let h = Math.imul(pLo, 0x9e3779b1) ^ Math.imul(pHi, 0x85ebca77) ^ Math.imul(oLo, 0xc2b2ae3d) ^ Math.imul(oHi, 0x27d4eb2f);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 13)) & TT_MASK & ~1;
}

/** The entry of bucket `bucket` (two entries) holding the position, or -1. */
export function probe(bucket: number, pLo: number, pHi: number, oLo: number, oHi: number): number {
  const t = tt;
  let i = bucket << ENTRY_SHIFT;
  if (t[i] === pLo && t[i + 1] === pHi && t[i + 2] === oLo && t[i + 3] === oHi && t[i + 4] >>> 24 === generation) {
    return bucket;
  }
  i += 1 << ENTRY_SHIFT;
  if (t[i] === pLo && t[i + 1] === pHi && t[i + 2] === oLo && t[i + 3] === oHi && t[i + 4] >>> 24 === generation) {
    return bucket + 1;
  }
  return -1;
}

/** Proven lower bound of entry `e` (from probe). */
export const lowerAt = (e: number): number => (tt[(e << ENTRY_SHIFT) + 4] & 0xff) - 64;
/** Proven upper bound of entry `e`. */
export const upperAt = (e: number): number => ((tt[(e << ENTRY_SHIFT) + 4] >>> 8) & 0xff) - 64;
/** Best (or refuting) move of entry `e`. */
export const moveAt = (e: number): number => (tt[(e << ENTRY_SHIFT) + 4] << 8) >> 24;

/**
 * Records what the search proved: an upper bound (fail low), a lower bound, or exact.
 * The position's own entry is updated; otherwise the bucket's stale or shallower entry is
 * replaced, so the expensive results near the root survive the flood of small ones.
 */
export function store(
  bucket: number,
  pLo: number,
  pHi: number,
  oLo: number,
  oHi: number,
  empties: number,
  best: number,
  alpha0: number,
  beta: number,
  move: number,
): void {
  const t = tt;
  let e = probe(bucket, pLo, pHi, oLo, oHi);
  let lower = -64;
  let upper = 64;
  if (e >= 0) {
    const info = t[(e << ENTRY_SHIFT) + 4];
    lower = (info & 0xff) - 64;
    upper = ((info >>> 8) & 0xff) - 64;
  } else {
    const a = bucket << ENTRY_SHIFT;
    const b = a + (1 << ENTRY_SHIFT);
    if (t[a + 4] >>> 24 !== generation) e = bucket;
    else if (t[b + 4] >>> 24 !== generation) e = bucket + 1;
    else e = t[a + 5] <= t[b + 5] ? bucket : bucket + 1;
  }
  if (best <= alpha0) upper = Math.min(upper, best);
  else if (best >= beta) lower = Math.max(lower, best);
  else lower = upper = best;
  const i = e << ENTRY_SHIFT;
  t[i] = pLo;
  t[i + 1] = pHi;
  t[i + 2] = oLo;
  t[i + 3] = oHi;
  t[i + 4] = (lower + 64) | ((upper + 64) << 8) | ((move & 0xff) << 16) | (generation << 24);
  t[i + 5] = empties;
}
