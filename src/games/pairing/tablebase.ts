// Pairing Chess endgame tables (docs/rules.md §2): every position with at most MAX_MEN pieces
// on the board, solved by retrograde analysis, so PAPA plays the few-piece endings perfectly
// (the draws against the sparring engine end with three or five against three, where a
// capture reaches these tables). The same scheme as Cannon's (src/games/cannon/tablebase.ts):
// a table per material (pieces of the side to move, pieces of the other) from the mover's
// view; a captured piece never returns, so quiet moves stay inside a material and captures
// lead to smaller ones. The materials (a, b) and (b, a) are solved together, after every
// smaller total, by a breadth-first pass by distance.
//
// Values: 0 drawn, +d the side to move wins in d plies, -(d + 1) it loses in d plies.
// The draw rules are not in the table (the search only trusts a value that ends the game
// before the no-progress rule could).

import { isPaired as sharedIsPaired } from './board';

const isPaired = sharedIsPaired;
const SIZE = 25;
const W = 5;
/** Largest total of pieces in the tables (both sides). 5: about 1.8 million positions. */
export const MAX_MEN = 5;

const BINOM: number[][] = [];
for (let n = 0; n <= SIZE; n++) {
  BINOM.push([]);
  for (let k = 0; k <= SIZE; k++) BINOM[n].push(k === 0 ? 1 : n === 0 ? 0 : BINOM[n - 1][k - 1] + (k <= n - 1 ? BINOM[n - 1][k] : 0));
}

const popcount = (m: number): number => {
  m -= (m >>> 1) & 0x55555555;
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/** Neighbours of each point: up, right, down, left (-1 at the edge). */
const NEIGHBOR = new Int8Array(SIZE * 4);
for (let p = 0; p < SIZE; p++) {
  const f = p % W;
  NEIGHBOR[p * 4] = p >= W ? p - W : -1;
  NEIGHBOR[p * 4 + 1] = f < W - 1 ? p + 1 : -1;
  NEIGHBOR[p * 4 + 2] = p < SIZE - W ? p + W : -1;
  NEIGHBOR[p * 4 + 3] = f > 0 ? p - 1 : -1;
}

/** Combinatorial rank of a set of points among the sets of its size (colex order). */
function rankSet(m: number): number {
  let r = 0;
  let i = 0;
  for (; m !== 0; m &= m - 1) r += BINOM[31 - Math.clz32(m & -m)][++i];
  return r;
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

const tableSize = (a: number, b: number): number => BINOM[SIZE][a] * BINOM[SIZE - a][b];
/** Index of (me, them) in the table of material (a, b) = (|me|, |them|). */
const indexOf = (me: number, them: number, a: number, b: number): number =>
  rankSet(me) * BINOM[SIZE - a][b] + rankSet(squeeze(them, me));

/** The next set of the same size in increasing (colex) order: Gosper's hack. */
function nextSet(m: number): number {
  const c = m & -m;
  const r = m + c;
  return (((r ^ m) >>> 2) / c) | r;
}

type Tables = Int16Array[][];

/** A move's child that stays in the pair being solved (a quiet move), see childValue. */
const QUIET = 0x7fff;

/** A child the side to move there has won at once (its pieces paired by the capture). */
const WON_NOW = 0x7ffe;

/**
 * What the move to `moved` (the mover's pieces afterwards) that takes `cap` leads to, by
 * the end checks of §2 in their order: -1 when the child is lost at once (everything
 * captured, or the mover paired), WON_NOW when the capture paired the opponent, QUIET for a
 * quiet move (same material, sides swapped), else the child's table value.
 */
function childValue(them: number, moved: number, cap: number, tables: Tables): number {
  const rest = them & ~cap;
  if (rest === 0 || isPaired(moved)) return -1;
  if (isPaired(rest)) return WON_NOW;
  if (cap === 0) return QUIET;
  const b = popcount(rest);
  const a = popcount(moved);
  return tables[b][a][indexOf(rest, moved, b, a)];
}

/** Positions handled between two pauses of a sliced build. */
const SLICE = 4096;

/**
 * Solves materials (a, b) and (b, a) together; smaller totals must be in `tables`. A
 * generator that pauses every SLICE positions, so the build can run in slices between the
 * worker's requests (buildPairingTables).
 */
function* solvePair(a: number, b: number, tables: Tables): Generator<void, void, void> {
  const classes: [number, number][] = a === b ? [[a, b]] : [[a, b], [b, a]];
  const offsets = [0, tableSize(a, b)];
  const total = classes.reduce((s, [x, y]) => s + tableSize(x, y), 0);
  const mes = new Int32Array(total);
  const thems = new Int32Array(total);
  // Both sets in colex order, so the index is a running count (see indexOf).
  let at = 0;
  for (const [x, y] of classes) {
    const free = new Int8Array(SIZE);
    for (let me = (1 << x) - 1; me < 1 << SIZE; me = nextSet(me)) {
      for (let p = 0, k = 0; p < SIZE; p++) if (((me >>> p) & 1) === 0) free[k++] = p;
      for (let sq = (1 << y) - 1; sq < 1 << (SIZE - x); sq = y === 0 ? 1 << SIZE : nextSet(sq)) {
        let them = 0;
        for (let m = sq; m !== 0; m &= m - 1) them |= 1 << free[31 - Math.clz32(m & -m)];
        mes[at] = me;
        thems[at++] = them;
      }
    }
  }
  const globalIndex = (me: number, them: number, x: number, y: number): number =>
    (x === a ? 0 : offsets[1]) + indexOf(me, them, x, y);

  // Forward pass: internal edges, and what the captures already decide.
  let edges = new Int32Array(total * 8);
  let nEdges = 0;
  const edgeStart = new Int32Array(total + 1);
  const remaining = new Uint8Array(total);
  const drawExit = new Uint8Array(total);
  const winExit = new Int16Array(total); // smallest win distance through a capture (0: none)
  const lossExit = new Int16Array(total); // largest loss distance through a capture
  const buckets: number[][] = [];
  const push = (d: number, entry: number): void => {
    while (buckets.length <= d) buckets.push([]);
    buckets[d].push(entry);
  };
  for (let i = 0; i < total; i++) {
    if (i % SLICE === 0) yield;
    if (nEdges + 64 > edges.length) {
      const grown = new Int32Array(edges.length * 2);
      grown.set(edges);
      edges = grown;
    }
    edgeStart[i] = nEdges;
    const me = mes[i];
    const them = thems[i];
    // The child's material, from its mover's view: (|them|, |me|).
    const cx = popcount(them);
    const cy = popcount(me);
    let n = 0;
    let win = 0;
    for (let m = me; m !== 0; m &= m - 1) {
      const from = m & -m;
      const p = 31 - Math.clz32(from);
      for (let d = 0; d < 4; d++) {
        // A step onto any point without an own piece; onto an enemy piece it captures.
        const q = NEIGHBOR[p * 4 + d];
        if (q < 0 || ((me >>> q) & 1) !== 0) continue;
        n++;
        const to = 1 << q;
        const moved = me ^ from ^ to;
        const v = childValue(them, moved, them & to, tables);
        // The child lost in -v - 1 plies: a win in -v; the child won in v: a loss in v + 1.
        if (v === QUIET) edges[nEdges++] = globalIndex(them, moved, cx, cy);
        else if (v === WON_NOW) lossExit[i] = Math.max(lossExit[i], 1);
        else if (v < 0) {
          if (win === 0 || -v < win) win = -v;
        } else if (v > 0) lossExit[i] = Math.max(lossExit[i], v + 1);
        else drawExit[i] = 1;
      }
    }
    remaining[i] = nEdges - edgeStart[i];
    winExit[i] = win;
    if (n === 0) push(0, -(i + 1)); // no legal move: lost at once
    else if (win > 0) push(win, i + 1);
    else if (remaining[i] === 0 && !drawExit[i]) push(lossExit[i], -(i + 1));
  }
  edgeStart[total] = nEdges;
  yield;

  // Reverse edges (predecessors within the pair).
  const predStart = new Int32Array(total + 1);
  for (let e = 0; e < nEdges; e++) predStart[edges[e] + 1]++;
  for (let i = 0; i < total; i++) predStart[i + 1] += predStart[i];
  const preds = new Int32Array(nEdges);
  const fill = predStart.slice(0, total);
  for (let i = 0; i < total; i++) for (let e = edgeStart[i]; e < edgeStart[i + 1]; e++) preds[fill[edges[e]]++] = i;
  yield;

  const value = new Int16Array(total);
  const solved = new Uint8Array(total);
  let handled = 0;
  for (let d = 0; d < buckets.length; d++) {
    for (const entry of buckets[d]) {
      if (++handled % SLICE === 0) yield;
      const i = Math.abs(entry) - 1;
      if (solved[i]) continue;
      solved[i] = 1;
      const won = entry > 0;
      value[i] = won ? d : -(d + 1);
      for (let e = predStart[i]; e < predStart[i + 1]; e++) {
        const q = preds[e];
        if (solved[q]) continue;
        if (!won) push(d + 1, q + 1);
        else if (--remaining[q] === 0 && winExit[q] === 0 && !drawExit[q]) push(Math.max(d + 1, lossExit[q]), -(q + 1));
      }
    }
  }
  classes.forEach(([x, y], c) => {
    tables[x][y] = value.subarray(offsets[c], offsets[c] + tableSize(x, y));
  });
}

/** The tables so far: a material's table is empty until its pair is solved. */
const tables: Tables = [];
for (let a = 0; a <= MAX_MEN; a++) tables.push(new Array<Int16Array>(MAX_MEN + 1).fill(new Int16Array(0)));

/** Every pair in the order they depend on each other: smaller totals first. */
function* buildAll(): Generator<void, void, void> {
  for (let n = 2; n <= MAX_MEN; n++) {
    for (let a = 1; 2 * a <= n; a++) yield* solvePair(a, n - a, tables);
  }
}

let builder: Generator<void, void, void> | null = buildAll();

/**
 * Builds the tables in a slice: works until the clock passes `until` (ms on `clock`), then
 * pauses. True once every table is built. Each finished material is probed at once, so a
 * search between slices already knows the smaller endings.
 */
export function buildPairingTables(until: number, clock: () => number = () => performance.now()): boolean {
  while (builder) {
    if (builder.next().done) builder = null;
    else if (clock() >= until) return false;
  }
  return true;
}

/** Whether every table is built. */
export const pairingTablesReady = (): boolean => builder === null;

/** Builds every table at once (about a second for MAX_MEN = 5); later calls return the same. */
export function pairingTables(): Tables {
  buildPairingTables(Infinity);
  return tables;
}

/**
 * The exact value of a position for the side to move (`me`), or null outside the tables
 * or before its table is built (and for a game already over, which the rules tell): 0 drawn, +d won in d plies, -d lost
 * in d plies.
 */
export function probePairing(me: number, them: number): number | null {
  const a = popcount(me);
  const b = popcount(them);
  if (a === 0 || b === 0 || a + b > MAX_MEN) return null;
  const table = tables[a][b];
  if (table.length === 0) return null; // not built yet (buildPairingTables)
  const v = table[indexOf(me, them, a, b)];
  if (v === -1) return null;
  return v < 0 ? v + 1 : v;
}
