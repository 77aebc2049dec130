// Cannon endgame tablebase (docs/rules.md §4): every position with at most MAX_MEN pieces on
// the board, solved by retrograde analysis, so PAPA plays the few-piece endings perfectly and
// prophesies them exactly. The rules are symmetric between the sides, so a table is kept
// per material (pieces of the side to move, pieces of the other) from the mover's view.
//
// A captured piece never returns, so a material's quiet moves stay inside it and its captures
// lead to smaller materials. The materials (a, b) and (b, a) are solved together (a quiet move
// swaps them), after every smaller total. Inside, a breadth-first pass by distance:
// a position is won in d + 1 when a child is lost in d (the smallest such d), lost when every
// child is won (in 1 + the largest distance), drawn otherwise.
//
// Values: 0 drawn, +d the side to move wins in d plies, -(d + 1) it loses in d plies.
// The draw rules are not in the table (distances stay well under the 100-ply rule; the
// search only trusts a value that ends the game before the rule could).

import { loneCapture, shot } from './shots';

const SIZE = 20;
const W = 4;
/** Largest total of pieces in the tables (both sides). 5: about a million positions. */
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
const single = (m: number): boolean => m !== 0 && (m & (m - 1)) === 0;

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

/**
 * What the move to `moved` (the mover's pieces afterwards) that takes `cap` leads to: QUIET
 * for a quiet move (same material, sides swapped), else the child's table value.
 */
function childValue(them: number, moved: number, cap: number, tables: Tables): number {
  if (cap === 0) return QUIET;
  const rest = them & ~cap;
  if (rest === 0) return -1; // capture-all: the child has lost (in 0)
  if (single(rest) && single(moved)) return 0; // lone pieces: a draw
  const b = popcount(rest);
  const a = popcount(moved);
  return tables[b][a][indexOf(rest, moved, b, a)];
}

/** Positions handled between two pauses of a sliced build. */
const SLICE = 4096;

/**
 * Solves materials (a, b) and (b, a) together; smaller totals must be in `tables`. A
 * generator that pauses every SLICE positions, so the build can run in slices between the
 * worker's requests (buildCannonTables).
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
    const occ = me | them;
    const lone = single(me);
    // The child's material, from its mover's view: (|them|, |me|).
    const cx = popcount(them);
    const cy = popcount(me);
    let n = 0;
    let win = 0;
    for (let m = me; m !== 0; m &= m - 1) {
      const from = m & -m;
      const p = 31 - Math.clz32(from);
      for (let d = 0; d < 4; d++) {
        // A normal piece steps once; the lone piece slides on.
        for (let q = NEIGHBOR[p * 4 + d]; q >= 0 && ((occ >>> q) & 1) === 0; q = lone ? NEIGHBOR[q * 4 + d] : -1) {
          n++;
          const moved = me ^ from ^ (1 << q);
          const v = childValue(them, moved, lone ? loneCapture(q, them) : shot(q, moved, them), tables);
          // The child lost in -v - 1 plies: a win in -v; the child won in v: a loss in v + 1.
          if (v === QUIET) edges[nEdges++] = globalIndex(them, moved, cx, cy);
          else if (v < 0) {
            if (win === 0 || -v < win) win = -v;
          } else if (v > 0) lossExit[i] = Math.max(lossExit[i], v + 1);
          else drawExit[i] = 1;
        }
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
  for (let n = 3; n <= MAX_MEN; n++) {
    for (let a = 1; 2 * a <= n; a++) yield* solvePair(a, n - a, tables);
  }
}

let builder: Generator<void, void, void> | null = buildAll();

/**
 * Builds the tables in a slice: works until the clock passes `until` (ms on `clock`), then
 * pauses. True once every table is built. Each finished material is probed at once, so a
 * search between slices already knows the smaller endings.
 */
export function buildCannonTables(until: number, clock: () => number = () => performance.now()): boolean {
  while (builder) {
    if (builder.next().done) builder = null;
    else if (clock() >= until) return false;
  }
  return true;
}

/** Whether every table is built. */
export const cannonTablesReady = (): boolean => builder === null;

/** Builds every table at once (about 0.3 s for MAX_MEN = 5); later calls return the same. */
export function cannonTables(): Tables {
  buildCannonTables(Infinity);
  return tables;
}

/**
 * The exact value of a position for the side to move (`me`), or null outside the tables
 * or before its table is built (and for a game already over, which the rules tell): 0 drawn, +d won in d plies, -d lost
 * in d plies.
 */
export function probeCannon(me: number, them: number): number | null {
  const a = popcount(me);
  const b = popcount(them);
  if (a === 0 || b === 0 || a + b > MAX_MEN) return null;
  if (a === 1 && b === 1) return 0;
  const table = tables[a][b];
  if (table.length === 0) return null; // not built yet (buildCannonTables)
  const v = table[indexOf(me, them, a, b)];
  if (v === -1) return null;
  return v < 0 ? v + 1 : v;
}
