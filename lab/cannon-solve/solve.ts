// Cannon Chess 5×4 solved whole (docs/rules.md §4): every position with one to six pieces a
// side, about 5·10⁸ of them, by retrograde analysis. A research tool for the command line
// (`npm run solve:cannon`), never shipped and never run by `npm test` (its unit test solves
// the small materials only): the tables take about a gigabyte. lab/journal/ai.md, "Cannon solved", says what they showed.
//
// Unlike the game's own endgame tables (src/games/cannon/tablebase.ts), nothing per move is
// stored: a quiet move's predecessors are made again by taking a move back, so the largest
// material (six against six, 116 M positions) needs three bytes a position while it is
// solved (its value and a count of quiet moves) and two after.
//
// A value is a 16-bit number: 0 drawn; WIN(d) = 2d + 1, won in d plies to the next capture; LOSS(d) =
// 2d + 2, lost in d. A capture that wins (into a won smaller material, or the last enemy
// piece) counts as a win in 1 whatever comes after, so d is the distance to conversion: the
// winner following the smallest d always makes progress. The draw rules are not in the
// tables (like the game's: a value says who wins with best play, not whether a repetition
// could intervene).

import { GRID } from '../../src/games/cannon/board';
import { loneCapture as sharedLone, shot as sharedShot } from '../../src/games/cannon/shots';
import { popcount as sharedPopcount } from '../../src/ai/bits';
import { MaterialIndex } from '../../src/ai/material-tables';

// (bound here: under tsx an imported function is a property read at every call, lab/journal/ai.md)
const shot = sharedShot;
const loneCapture = sharedLone;
const popcount = sharedPopcount;

export const SIZE = 20;
/** Most pieces a side can have. */
export const MAX_SIDE = 6;
const NEIGHBOR = GRID.neighbor;

export const WIN = (d: number): number => 2 * d + 1;
export const LOSS = (d: number): number => 2 * d + 2;
export const isWin = (v: number): boolean => (v & 1) === 1;
export const isLoss = (v: number): boolean => v !== 0 && (v & 1) === 0;
/** Plies to the conversion of a won or lost value. */
export const distance = (v: number): number => (v - 1) >> 1;
const MAX_LEVEL = 30000;

const index = new MaterialIndex(SIZE);

/** Positions of material (a, b): the mover's a pieces, then the other's b on the points left. */
export const tableSize = (a: number, b: number): number => index.tableSize(a, b);

/** Index of (me to move, them) in its material's table (both sets in colex order). */
export const indexOf = (me: number, them: number, a: number, b: number): number => index.indexOf(me, them, a, b);

/** The position at `i` of material (a, b): [me, them]. */
export const positionAt = (i: number, a: number, b: number): [number, number] => index.positionAt(i, a, b);

/** Solved tables by material, `tables[a][b]` (a the mover's pieces). */
export type Solved = (Uint16Array | null)[][];

export const emptyTables = (): Solved => Array.from({ length: MAX_SIDE + 1 }, () => new Array<Uint16Array | null>(MAX_SIDE + 1).fill(null));

/**
 * Value for the side to move `me` against `them` (any material both sides have a piece of,
 * not one against one): a table value. Capture-all and lone-against-lone are the callers'.
 */
export function valueOf(tables: Solved, me: number, them: number): number {
  const a = popcount(me);
  const b = popcount(them);
  const t = tables[a][b];
  if (!t) throw new Error(`material ${a}-${b} not solved`);
  return t[indexOf(me, them, a, b)];
}

/** Every position of material (x, y) in index order. */
function forEachPosition(x: number, y: number, visit: (i: number, me: number, them: number) => void): void {
  const n = tableSize(x, y);
  for (let i = 0; i < n; i++) {
    const [me, them] = positionAt(i, x, y);
    visit(i, me, them);
  }
}

const DRAW_EXIT = 128;

/**
 * The forward pass over material (x, y): what each position's captures decide (from the
 * smaller materials, all solved), and how many quiet moves it has (`counters`, with
 * DRAW_EXIT when a capture leads to a draw).
 */
function forward(tables: Solved, x: number, y: number, values: Uint16Array, counters: Uint8Array): void {
  const lone = x === 1;
  forEachPosition(x, y, (i, me, them) => {
    const occ = me | them;
    let quiet = 0;
    let moves = 0;
    let draw = false;
    let win = false;
    for (let m = me; m !== 0; m &= m - 1) {
      const from = m & -m;
      const p = 31 - Math.clz32(from);
      for (let d = 0; d < 4; d++) {
        for (let q = NEIGHBOR[p * 4 + d]; q >= 0 && ((occ >>> q) & 1) === 0; q = lone ? NEIGHBOR[q * 4 + d] : -1) {
          moves++;
          const moved = me ^ from ^ (1 << q);
          const cap = lone ? loneCapture(q, them) : shot(q, moved, them);
          if (cap === 0) {
            quiet++;
            continue;
          }
          const rest = them & ~cap;
          if (rest === 0) {
            win = true;
            continue;
          }
          const c = popcount(rest);
          if (c === 1 && lone) {
            draw = true; // lone against lone
            continue;
          }
          const v = (tables[c][x] as Uint16Array)[indexOf(rest, moved, c, x)];
          if (v === 0) draw = true;
          else if (isLoss(v)) win = true;
        }
      }
    }
    if (moves === 0) values[i] = LOSS(0);
    else if (win) values[i] = WIN(1);
    else if (quiet === 0 && !draw) values[i] = LOSS(1);
    counters[i] = quiet | (draw ? DRAW_EXIT : 0);
  });
}

/**
 * The positions of material (y, x) from which a quiet move leads to (me to move, them) of
 * material (x, y): a piece of `them` taken back from where it stands, if its move there
 * made no capture.
 */
export function predecessors(me: number, them: number, x: number, y: number, visit: (j: number) => void): void {
  const occ = me | them;
  const lone = y === 1;
  for (let m = them; m !== 0; m &= m - 1) {
    const at = m & -m;
    const q = 31 - Math.clz32(at);
    if ((lone ? loneCapture(q, me) : shot(q, them, me)) !== 0) continue;
    for (let d = 0; d < 4; d++) {
      for (let o = NEIGHBOR[q * 4 + d]; o >= 0 && ((occ >>> o) & 1) === 0; o = lone ? NEIGHBOR[o * 4 + d] : -1) {
        visit(indexOf(them ^ at ^ (1 << o), me, y, x));
      }
    }
  }
}

export interface PairReport {
  material: string;
  positions: number;
  won: number;
  lost: number;
  drawn: number;
  longest: number;
}

/** Solves materials (a, b) and (b, a) together; every smaller total must be in `tables`. */
export function solvePair(tables: Solved, a: number, b: number): PairReport[] {
  const mats: [number, number][] =
    a === b
      ? [[a, b]]
      : [
          [a, b],
          [b, a],
        ];
  const values = mats.map(([x, y]) => new Uint16Array(tableSize(x, y)));
  const counters = mats.map(([x, y]) => new Uint8Array(tableSize(x, y)));
  const other = (k: number): number => (mats.length === 1 ? 0 : 1 - k);
  mats.forEach(([x, y], k) => forward(tables, x, y, values[k], counters[k]));

  let longest = 0;
  for (let d = 0; d <= longest + 1; d++) {
    if (d > MAX_LEVEL) throw new Error(`cannon solve: a distance beyond ${MAX_LEVEL} plies in ${a}-${b}`);
    for (const phase of [LOSS(d), WIN(d)]) {
      mats.forEach(([x, y], k) => {
        const mine = values[k];
        const theirs = values[other(k)];
        const count = counters[other(k)];
        for (let i = 0; i < mine.length; i++) {
          if (mine[i] !== phase) continue;
          const [me, them] = positionAt(i, x, y);
          predecessors(me, them, x, y, (j) => {
            if (theirs[j] !== 0) return;
            if (isLoss(phase)) {
              theirs[j] = WIN(d + 1);
              longest = d + 1;
              return;
            }
            const c = count[j];
            const left = (c & 127) - 1;
            count[j] = (c & DRAW_EXIT) | left;
            if (left === 0 && (c & DRAW_EXIT) === 0) {
              theirs[j] = LOSS(d + 1);
              longest = d + 1;
            }
          });
        }
      });
    }
  }
  return mats.map(([x, y], k) => {
    tables[x][y] = values[k];
    let won = 0;
    let lost = 0;
    let far = 0;
    for (const v of values[k]) {
      if (v === 0) continue;
      if (isWin(v)) won++;
      else lost++;
      far = Math.max(far, distance(v));
    }
    return { material: `${x}-${y}`, positions: values[k].length, won, lost, drawn: values[k].length - won - lost, longest: far };
  });
}

/** The pairs to solve, smaller totals first (a capture only leads to a smaller total). */
export function pairsUpTo(maxTotal: number): [number, number][] {
  const out: [number, number][] = [];
  for (let n = 3; n <= maxTotal; n++) for (let a = 1; 2 * a <= n; a++) if (n - a <= MAX_SIDE) out.push([a, n - a]);
  return out;
}
