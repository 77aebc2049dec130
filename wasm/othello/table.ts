// The WebAssembly solver's transposition table: src/games/othello/solver-table.ts on u64
// keys. 2^19 entries of 32 bytes (16 MB), two-entry buckets of one 64-byte cache line, the
// same hash and replacement (so the same nodes as the JavaScript solver).

const TT_BITS = 19;
const TT_SIZE = 1 << TT_BITS;
const TT_MASK = TT_SIZE - 1;

/** Per entry: P (u64), O (u64), info (lower + 64 | upper + 64 << 8 | move << 16 | gen << 24), empties. */
let TT: usize = 0;
let generation: u32 = 0;

export function newTableGeneration(): void {
  if (TT == 0) {
    const raw = heap.alloc((TT_SIZE << 5) + 64);
    TT = (raw + 63) & ~(<usize>63);
    memory.fill(TT, 0, TT_SIZE << 5);
  }
  generation = (generation + 1) & 0xff;
}

/** The first entry of the position's bucket (the JavaScript solver's hash of the four halves). */
export function hashOf(P: u64, O: u64): i32 {
  let h: u32 = (<u32>P * 0x9e3779b1) ^ (<u32>(P >> 32) * 0x85ebca77) ^ (<u32>O * 0xc2b2ae3d) ^ (<u32>(O >> 32) * 0x27d4eb2f);
  h ^= h >> 15;
  h *= 0x2c1b3c6d;
  return <i32>(h ^ (h >> 13)) & TT_MASK & ~1;
}

@inline function entry(e: i32): usize {
  return TT + (<usize>e << 5);
}

/** The entry of the bucket holding the position, or -1. */
export function probe(bucket: i32, P: u64, O: u64): i32 {
  let i = entry(bucket);
  if (load<u64>(i) == P && load<u64>(i, 8) == O && load<u32>(i, 16) >> 24 == generation) return bucket;
  i += 32;
  if (load<u64>(i) == P && load<u64>(i, 8) == O && load<u32>(i, 16) >> 24 == generation) return bucket + 1;
  return -1;
}

@inline export function lowerAt(e: i32): i32 {
  return <i32>(load<u32>(entry(e), 16) & 0xff) - 64;
}
@inline export function upperAt(e: i32): i32 {
  return <i32>((load<u32>(entry(e), 16) >> 8) & 0xff) - 64;
}
@inline export function moveAt(e: i32): i32 {
  return (load<i32>(entry(e), 16) << 8) >> 24;
}

/** Records a proven bound (src/games/othello/solver-table.ts: same replacement). */
export function record(bucket: i32, P: u64, O: u64, empties: i32, best: i32, alpha0: i32, beta: i32, move: i32): void {
  let e = probe(bucket, P, O);
  let lower = -64;
  let upper = 64;
  if (e >= 0) {
    const info = load<u32>(entry(e), 16);
    lower = <i32>(info & 0xff) - 64;
    upper = <i32>((info >> 8) & 0xff) - 64;
  } else {
    const a = entry(bucket);
    const b = a + 32;
    if (load<u32>(a, 16) >> 24 != generation) e = bucket;
    else if (load<u32>(b, 16) >> 24 != generation) e = bucket + 1;
    else e = load<i32>(a, 20) <= load<i32>(b, 20) ? bucket : bucket + 1;
  }
  if (best <= alpha0) upper = min(upper, best);
  else if (best >= beta) lower = max(lower, best);
  else lower = upper = best;
  const i = entry(e);
  store<u64>(i, P);
  store<u64>(i, O, 8);
  store<u32>(i, <u32>(lower + 64) | (<u32>(upper + 64) << 8) | (<u32>(move & 0xff) << 16) | (generation << 24), 16);
  store<i32>(i, empties, 20);
}
