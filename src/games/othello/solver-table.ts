// The exact solver's transposition table: proven bounds [lower, upper] of positions with
// many empties, with the best move found, in two-entry buckets (docs/architecture.md,
// "Othello's solver"). Keys are the whole position (four int32), so a hit is never a
// collision. A generation number forgets the previous solve without clearing memory.

const TT_BITS = 19;
const TT_SIZE = 1 << TT_BITS;
const TT_MASK = TT_SIZE - 1;

let ttKey = new Int32Array(0); // 4 ints per entry: the full position
let ttBound = new Int8Array(0); // lower, upper per entry
let ttMove = new Int8Array(0);
let ttGen = new Uint8Array(0);
let ttDepth = new Int8Array(0); // empties of the position stored
let generation = 0;

/** Starts a new solve: allocates the table once, invalidates every entry of the last one. */
export function newTableGeneration(): void {
  if (ttKey.length === 0) {
    ttKey = new Int32Array(TT_SIZE * 4);
    ttBound = new Int8Array(TT_SIZE * 2);
    ttMove = new Int8Array(TT_SIZE);
    ttGen = new Uint8Array(TT_SIZE);
    ttDepth = new Int8Array(TT_SIZE);
  }
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
  const key = ttKey;
  for (let e = bucket; e < bucket + 2; e++) {
    const k4 = e << 2;
    if (key[k4] === pLo && key[k4 + 1] === pHi && key[k4 + 2] === oLo && key[k4 + 3] === oHi && ttGen[e] === generation) {
      return e;
    }
  }
  return -1;
}

/** Proven lower bound of entry `e` (from probe). */
export const lowerAt = (e: number): number => ttBound[e << 1];
/** Proven upper bound of entry `e`. */
export const upperAt = (e: number): number => ttBound[(e << 1) + 1];
/** Best (or refuting) move of entry `e`. */
export const moveAt = (e: number): number => ttMove[e];

/**
 * Records what the search proved: an upper bound (fail low), a lower bound, or exact.
 * The position's own entry is updated; otherwise the bucket's stale or shallower entry is
 * replaced, so the expensive results near the root survive the flood of small ones.
 */
export function store(
  bucket: number, pLo: number, pHi: number, oLo: number, oHi: number, empties: number,
  best: number, alpha0: number, beta: number, move: number,
): void {
  const key = ttKey;
  const bound = ttBound;
  const gen = ttGen;
  const depth = ttDepth;
  let e = probe(bucket, pLo, pHi, oLo, oHi);
  let lower = -64;
  let upper = 64;
  if (e >= 0) {
    lower = bound[e << 1];
    upper = bound[(e << 1) + 1];
  } else {
    const a = bucket;
    const b = bucket + 1;
    if (gen[a] !== generation) e = a;
    else if (gen[b] !== generation) e = b;
    else e = depth[a] <= depth[b] ? a : b;
  }
  if (best <= alpha0) upper = Math.min(upper, best);
  else if (best >= beta) lower = Math.max(lower, best);
  else lower = upper = best;
  const k4 = e << 2;
  key[k4] = pLo;
  key[k4 + 1] = pHi;
  key[k4 + 2] = oLo;
  key[k4 + 3] = oHi;
  bound[e << 1] = lower;
  bound[(e << 1) + 1] = upper;
  ttMove[e] = move;
  gen[e] = generation;
  depth[e] = empties;
}
