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

import { MaterialIndex, materialTables, type Tables } from '../../ai/material-tables';
import { popcount as sharedPopcount } from '../../ai/bits';
import { RetrogradeSolve, SLICE } from '../../ai/retrograde';
import { loneCapture, shot } from './shots';

// (bound here: under tsx an imported function is a property read at every call)
const popcount = sharedPopcount;
const SIZE = 20;
const W = 4;
/** Largest total of pieces in the tables (both sides). 5: about a million positions. */
export const MAX_MEN = 5;

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

const index = new MaterialIndex(SIZE);

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
  return tables[b][a][index.indexOf(rest, moved, b, a)];
}

/**
 * Solves materials (a, b) and (b, a) together (src/ai/retrograde.ts); smaller totals must be
 * in `tables`. A generator that pauses every SLICE positions, so the build can run in slices
 * between the worker's requests (buildCannonTables). Cannon stores each quiet move as an
 * edge and reverses them for the backward pass.
 */
function* solvePair(a: number, b: number, tables: Tables): Generator<void, void, void> {
  const solve = new RetrogradeSolve(index, a, b);
  const { mes, thems, total } = solve;

  // Forward pass: internal edges, and what the captures already decide.
  let edges = new Int32Array(total * 8);
  let nEdges = 0;
  const edgeStart = new Int32Array(total + 1);
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
    for (let m = me; m !== 0; m &= m - 1) {
      const from = m & -m;
      const p = 31 - Math.clz32(from);
      for (let d = 0; d < 4; d++) {
        // A normal piece steps once; the lone piece slides on.
        for (let q = NEIGHBOR[p * 4 + d]; q >= 0 && ((occ >>> q) & 1) === 0; q = lone ? NEIGHBOR[q * 4 + d] : -1) {
          n++;
          const moved = me ^ from ^ (1 << q);
          const v = childValue(them, moved, lone ? loneCapture(q, them) : shot(q, moved, them), tables);
          if (v === QUIET) edges[nEdges++] = solve.globalIndex(them, moved, cx, cy);
          else solve.exit(i, v);
        }
      }
    }
    solve.settle(i, n, nEdges - edgeStart[i]);
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

  yield* solve.solve((i, visit) => {
    for (let e = predStart[i]; e < predStart[i + 1]; e++) visit(preds[e]);
  }, tables);
}

/** Cannon's tables from three pieces on (two lone pieces draw: the probe answers 1-1 itself). */
export const cannonTablebase = materialTables(index, MAX_MEN, 3, solvePair);

/** Builds the tables in a slice until `until` (ms on `clock`); true once all are built. */
export const buildCannonTables = (until: number, clock?: () => number): boolean => cannonTablebase.build(until, clock);
export const cannonTablesReady = (): boolean => cannonTablebase.ready();
/** Builds every table at once (about 0.3 s for MAX_MEN = 5); later calls return the same. */
export const cannonTables = (): Tables => cannonTablebase.all();
/** The exact value for the side to move `me` (src/ai/material-tables.ts); lone pieces draw. */
export function probeCannon(me: number, them: number): number | null {
  if (popcount(me) === 1 && popcount(them) === 1) return 0;
  return cannonTablebase.probe(me, them);
}
