// How many own steps a side needs to pair up (docs/rules.md §2), the opponent's pieces
// aside: a breadth-first search back from every paired set, once, over every set of two,
// four and six points (190 k sets, a few tens of ms). An odd count cannot pair: FAR.

import { isPaired } from './board';

const SIZE = 25;
const W = 5;
/** The distance of a set that cannot pair (odd) or needs more steps than the table keeps. */
export const FAR = 15;

const BINOM: number[][] = [];
for (let n = 0; n <= SIZE; n++) {
  BINOM.push([]);
  for (let k = 0; k <= 7; k++) BINOM[n].push(k === 0 ? 1 : n === 0 ? 0 : BINOM[n - 1][k - 1] + (k <= n - 1 ? BINOM[n - 1][k] : 0));
}

/** Combinatorial rank of a set of points among the sets of its size (colex order). */
function rankSet(m: number): number {
  let r = 0;
  let i = 0;
  for (; m !== 0; m &= m - 1) r += BINOM[31 - Math.clz32(m & -m)][++i];
  return r;
}

const NEIGHBOR = new Int8Array(SIZE * 4);
for (let p = 0; p < SIZE; p++) {
  const f = p % W;
  NEIGHBOR[p * 4] = p >= W ? p - W : -1;
  NEIGHBOR[p * 4 + 1] = f < W - 1 ? p + 1 : -1;
  NEIGHBOR[p * 4 + 2] = p < SIZE - W ? p + W : -1;
  NEIGHBOR[p * 4 + 3] = f > 0 ? p - 1 : -1;
}

function nextSet(m: number): number {
  const c = m & -m;
  const r = m + c;
  return (((r ^ m) >>> 2) / c) | r;
}

/** dist[k][rank]: steps to pair for the sets of k points (k = 2, 4, 6). */
const dist: Uint8Array[] = [];

function build(k: number): Uint8Array {
  const d = new Uint8Array(BINOM[SIZE][k]).fill(FAR);
  let frontier: number[] = [];
  for (let m = (1 << k) - 1; m < 1 << SIZE; m = nextSet(m)) {
    if (isPaired(m)) {
      d[rankSet(m)] = 0;
      frontier.push(m);
    }
  }
  for (let step = 1; step < FAR && frontier.length > 0; step++) {
    const next: number[] = [];
    for (const m of frontier) {
      for (let r = m; r !== 0; r &= r - 1) {
        const p = 31 - Math.clz32(r & -r);
        for (let dir = 0; dir < 4; dir++) {
          const q = NEIGHBOR[p * 4 + dir];
          if (q < 0 || ((m >>> q) & 1) !== 0) continue;
          const c = m ^ (1 << p) ^ (1 << q);
          const i = rankSet(c);
          if (d[i] === FAR) {
            d[i] = step;
            next.push(c);
          }
        }
      }
    }
    frontier = next;
  }
  return d;
}

/** Builds the tables (once); PAPA's prepare calls it before his clock starts. */
export function pairDistances(): void {
  if (dist.length === 0) for (let k = 0; k <= 6; k += 2) dist[k] = k === 0 ? new Uint8Array(1).fill(FAR) : build(k);
}

/** Own steps `m` (of `count` pieces) needs to be paired: FAR for an odd count or more than 6. */
export function pairDistance(m: number, count: number): number {
  if ((count & 1) !== 0 || count > 6) return FAR;
  if (dist.length === 0) pairDistances();
  return dist[count][rankSet(m)];
}
