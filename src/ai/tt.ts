// The transposition table: one slot per index (hash & mask), always replaced, holding
// both 32-bit hashes (so a false hit needs a 64-bit collision), the depth searched, the
// score with its bound, and the best move (tried first when the position comes back).
// Typed arrays: no garbage, and cleared between requests so a request's answer never
// depends on the ones before it (reproducibility).

import { PROVEN } from './search-consts';

export const BOUND_EXACT = 0;
export const BOUND_LOWER = 1;
export const BOUND_UPPER = 2;

export class TranspositionTable {
  private readonly mask: number;
  private readonly keys: Int32Array;
  private readonly checks: Int32Array;
  private readonly scores: Int32Array;
  /** move (low 20 bits, +1 so 0 means none) | depth << 20 (7 bits) | bound << 27 | used << 29 */
  private readonly info: Int32Array;

  constructor(bits = 18) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.keys = new Int32Array(size);
    this.checks = new Int32Array(size);
    this.scores = new Int32Array(size);
    this.info = new Int32Array(size);
  }

  clear(): void {
    this.info.fill(0);
  }

  /** The slot holding this position, or -1. */
  probe(hash: number, check: number): number {
    const i = hash & this.mask;
    return this.info[i] !== 0 && this.keys[i] === hash && this.checks[i] === check ? i : -1;
  }

  move(slot: number): number {
    return (this.info[slot] & 0xfffff) - 1;
  }

  depth(slot: number): number {
    return (this.info[slot] >>> 20) & 0x7f;
  }

  bound(slot: number): number {
    return (this.info[slot] >>> 27) & 3;
  }

  /** The stored score, with proven results re-expressed as distance from this ply. */
  score(slot: number, ply: number): number {
    const s = this.scores[slot];
    if (s > PROVEN) return s - ply;
    if (s < -PROVEN) return s + ply;
    return s;
  }

  store(hash: number, check: number, depth: number, score: number, bound: number, move: number, ply: number): void {
    const i = hash & this.mask;
    // Keep a deeper result of the same position unless this one is exact.
    if (this.info[i] !== 0 && this.keys[i] === hash && this.checks[i] === check && bound !== BOUND_EXACT && this.depth(i) > depth) return;
    this.keys[i] = hash;
    this.checks[i] = check;
    // Proven results are stored as distance from this node, so they stay true elsewhere.
    this.scores[i] = score > PROVEN ? score + ply : score < -PROVEN ? score - ply : score;
    this.info[i] = ((move + 1) & 0xfffff) | (Math.min(depth, 127) << 20) | (bound << 27) | (1 << 29);
  }
}
