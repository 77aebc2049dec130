// What the endgame tables of the capture games (src/games/cannon/tablebase.ts,
// src/games/pairing/tablebase.ts) share: the index of a position within its material, the
// list of a material's positions in index order, and the build in slices with its probe.
// Each game keeps its own solver (its moves, end checks and predecessors); this module knows
// nothing of any game's rules. docs/architecture.md, "Endgame tables".
//
// A table holds the positions of one material (pieces of the side to move, pieces of the
// other), from the mover's view, as points of a board of `size` points (bit masks). Values:
// 0 drawn, +d the side to move wins in d plies, -(d + 1) it loses in d plies.

import { popcount as sharedPopcount } from './bits';

// (bound here: under tsx an imported function is a property read at every call)
const popcount = sharedPopcount;

/** Tables by material: `tables[a][b]`, a the mover's pieces; empty until solved. */
export type Tables = Int16Array[][];

/** Positions of a board of `size` points indexed within their material. */
export class MaterialIndex {
  private readonly binom: number[][] = [];

  constructor(readonly size: number) {
    for (let n = 0; n <= size; n++) {
      this.binom.push([]);
      for (let k = 0; k <= size; k++)
        this.binom[n].push(k === 0 ? 1 : n === 0 ? 0 : this.binom[n - 1][k - 1] + (k <= n - 1 ? this.binom[n - 1][k] : 0));
    }
  }

  /** Positions of material (a, b). */
  tableSize(a: number, b: number): number {
    return this.binom[this.size][a] * this.binom[this.size - a][b];
  }

  /** Index of (me, them) in the table of material (a, b) = (|me|, |them|). */
  indexOf(me: number, them: number, a: number, b: number): number {
    return this.rankSet(me) * this.binom[this.size - a][b] + this.rankSet(squeeze(them, me));
  }

  /**
   * Every position of the materials `classes`, one after another, each in index order (both
   * sets in colex order, so the index is a running count). Returns the movers' and the
   * others' masks and where each material starts.
   */
  positions(classes: readonly (readonly [number, number])[]): { mes: Int32Array; thems: Int32Array; offsets: number[] } {
    const size = this.size;
    const offsets: number[] = [];
    let total = 0;
    for (const [x, y] of classes) {
      offsets.push(total);
      total += this.tableSize(x, y);
    }
    const mes = new Int32Array(total);
    const thems = new Int32Array(total);
    let at = 0;
    const free = new Int8Array(size);
    for (const [x, y] of classes) {
      for (let me = (1 << x) - 1; me < 1 << size; me = nextSet(me)) {
        for (let p = 0, k = 0; p < size; p++) if (((me >>> p) & 1) === 0) free[k++] = p;
        for (let sq = (1 << y) - 1; sq < 1 << (size - x); sq = y === 0 ? 1 << size : nextSet(sq)) {
          let them = 0;
          for (let m = sq; m !== 0; m &= m - 1) them |= 1 << free[31 - Math.clz32(m & -m)];
          mes[at] = me;
          thems[at++] = them;
        }
      }
    }
    return { mes, thems, offsets };
  }

  /** The position at index `i` of material (a, b): [me, them] (indexOf's inverse). */
  positionAt(i: number, a: number, b: number): [number, number] {
    const inner = this.binom[this.size - a][b];
    const me = this.unrankSet(Math.floor(i / inner), a, this.size);
    const squeezed = this.unrankSet(i % inner, b, this.size - a);
    let them = 0;
    for (let p = 0, sq = squeezed; sq !== 0; p++) {
      if ((me >>> p) & 1) continue;
      if (sq & 1) them |= 1 << p;
      sq >>>= 1;
    }
    return [me, them];
  }

  /** The set of `k` points among `n` of colex rank `r`. */
  private unrankSet(r: number, k: number, n: number): number {
    let m = 0;
    let p = n - 1;
    for (let i = k; i >= 1; i--, p--) {
      while (this.binom[p][i] > r) p--;
      r -= this.binom[p][i];
      m |= 1 << p;
    }
    return m;
  }

  /** Combinatorial rank of a set of points among the sets of its size (colex order). */
  private rankSet(m: number): number {
    let r = 0;
    let i = 0;
    for (; m !== 0; m &= m - 1) r += this.binom[31 - Math.clz32(m & -m)][++i];
    return r;
  }
}

/** `them` written over the points `me` leaves free (point q becomes q minus the `me` below it). */
function squeeze(them: number, me: number): number {
  let out = 0;
  for (let m = them; m !== 0; m &= m - 1) {
    const p = 31 - Math.clz32(m & -m);
    out |= 1 << (p - popcount(me & ((1 << p) - 1)));
  }
  return out;
}

/** The next set of the same size in increasing (colex) order: Gosper's hack. */
function nextSet(m: number): number {
  const c = m & -m;
  const r = m + c;
  return (((r ^ m) >>> 2) / c) | r;
}

/** A game's tables, built in slices between the worker's requests and probed as they finish. */
export interface MaterialTables {
  /** Works until the clock passes `until` (ms on `clock`), then pauses; true once every table is built. */
  build(until: number, clock?: () => number): boolean;
  /** Whether every table is built. */
  ready(): boolean;
  /** Builds every table at once; later calls return the same. */
  all(): Tables;
  /**
   * The exact value for the side to move (`me`), or null outside the tables or before its
   * table is built (and for a game already over, which the rules tell): 0 drawn, +d won in
   * d plies, -d lost in d plies.
   */
  probe(me: number, them: number): number | null;
}

/**
 * Tables of every material up to `maxMen` pieces from `firstTotal` on, each pair (a, b) and
 * (b, a) solved together by `solvePair` (a generator that yields between small pieces of
 * work and fills `tables[a][b]` and `tables[b][a]`), smaller totals first: a capture leads
 * only to a smaller total, already solved. `beyond` adds single pairs above `maxMen` (a
 * game's even material), solved last, each needing only totals below its own.
 */
export function materialTables(
  index: MaterialIndex,
  maxMen: number,
  firstTotal: number,
  solvePair: (a: number, b: number, tables: Tables) => Generator<void, void, void>,
  beyond: readonly (readonly [number, number])[] = [],
): MaterialTables {
  const tables: Tables = [];
  const width = Math.max(maxMen, ...beyond.flat()) + 1;
  for (let a = 0; a < width; a++) tables.push(new Array<Int16Array>(width).fill(new Int16Array(0)));
  const inTables = (a: number, b: number): boolean =>
    a + b <= maxMen || beyond.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  function* buildAll(): Generator<void, void, void> {
    for (let n = firstTotal; n <= maxMen; n++) {
      for (let a = 1; 2 * a <= n; a++) yield* solvePair(a, n - a, tables);
    }
    for (const [a, b] of beyond) yield* solvePair(a, b, tables);
  }
  let builder: Generator<void, void, void> | null = buildAll();
  const build = (until: number, clock: () => number = () => performance.now()): boolean => {
    while (builder) {
      if (builder.next().done) builder = null;
      else if (clock() >= until) return false;
    }
    return true;
  };
  return {
    build,
    ready: () => builder === null,
    all: () => {
      build(Infinity);
      return tables;
    },
    probe: (me, them) => {
      const a = popcount(me);
      const b = popcount(them);
      if (a === 0 || b === 0 || !inTables(a, b)) return null;
      const table = tables[a][b];
      if (table.length === 0) return null; // not built yet
      const v = table[index.indexOf(me, them, a, b)];
      if (v === -1) return null;
      return v < 0 ? v + 1 : v;
    },
  };
}

/**
 * The worker's side of a game's tables (src/ai/game-ai.ts): built in its idle slices, and,
 * once a position has `near` pieces or fewer (a few captures from the tables) while they
 * are still unfinished (a worker started mid-game, or no idle time as in `cli match`),
 * finished before PAPA's clock starts.
 */
export function tablesInWorker(
  tables: MaterialTables,
  near: number,
  clock: () => number,
): { prepare(pos: { x: number; o: number }): void; background(until: number): boolean } {
  return {
    prepare: (pos) => {
      if (!tables.ready() && popcount(pos.x | pos.o) <= near) tables.all();
    },
    background: (until) => tables.build(until, clock),
  };
}
