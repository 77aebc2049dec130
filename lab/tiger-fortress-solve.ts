// Is the tiger game's mountain fortress a draw? A research tool, never shipped and never run by
// `npm test`: `npx tsx lab/tiger-fortress-solve.ts [--free N] [--all]`, about 3 s.
// lab/journal/ai.md, "Round 16: breaking the fortress", has the question and the answer.
//
// The model, a retrograde solve of the region around the mountain:
// - one tiger, on the mountain or its gate c3; the other is trapped for good, so this one
//   must move every turn;
// - dogs on the REGION points only, stepping between them; the dogs may always pass (a
//   waiting move elsewhere on the board);
// - conservative for the dogs: any jump (a capture) and any step of the tiger off the
//   mountain and c3 count as the tiger getting away (a draw), the board beyond the region as
//   empty. A tiger with no move at all is trapped: the dogs win.
// It prints, for the fortress positions (the tiger on a mountain point with at least --free
// of the other mountain points free, dogs to move), how many the dogs win, by the number of
// dogs in the region.

import { GEO, RAYS } from '../src/games/tiger/board';
import { RAY_STRIDE } from '../src/engine/rays';
import { DIR_COUNT } from '../src/engine/geometry';

const point = (name: string): number => {
  const i = GEO.indexOf(name);
  if (i < 0) throw new Error(`no point ${name}`);
  return i;
};
const MOUNTAIN = ['c1', 'b2', 'c2', 'd2'].map(point);
/** Where the tiger may stand: the mountain and its gate. */
const INNER = [...MOUNTAIN, point('c3')];
/** Where dogs may stand: the mountain, c3, and the points whose dogs keep the jumps out of it even. */
const REGION = 'c1 b2 c2 d2 c3 b3 d3 b4 c4 d4 a3 e3 a5 e5 c5 c6 c7'.split(' ').map(point);
const R = REGION.length;
const SETS = 1 << R;
const slotOf = new Map(REGION.map((p, i) => [p, i]));
const lowBit = (m: number): number => 31 - Math.clz32(m & -m);
const popcount = (m: number): number => {
  let n = 0;
  for (; m !== 0; m &= m - 1) n++;
  return n;
};
/** A set of region slots as a board mask. */
const boardOf = (set: number): number => {
  let b = 0;
  for (let i = 0; i < R; i++) if (set & (1 << i)) b |= 1 << REGION[i];
  return b;
};

/** The tiger's moves: the inner point it steps to, or -1 for a way out (a step off, or a jump). */
function tigerMoves(t: number, dogs: number): number[] {
  const out: number[] = [];
  for (let m = RAYS.adjacent[t]; m !== 0; m &= m - 1) {
    const q = lowBit(m);
    if ((dogs & (1 << q)) === 0) out.push(INNER.includes(q) ? q : -1);
  }
  for (let d = 0; d < DIR_COUNT; d++) {
    const len = RAYS.length[t * DIR_COUNT + d];
    const base = (t * DIR_COUNT + d) * RAY_STRIDE;
    let k = 0;
    while (k < len && (dogs & (1 << RAYS.points[base + k])) !== 0) k++;
    // an odd run with a point behind it, empty since only dogs stand in the region
    if ((k & 1) === 1 && k < len) out.push(-1);
  }
  return out;
}

/** dogsWin[side][tiger * SETS + dogs]: side 0 the dogs to move, 1 the tiger. */
function solve(): [Uint8Array, Uint8Array] {
  const win: [Uint8Array, Uint8Array] = [new Uint8Array(INNER.length * SETS), new Uint8Array(INNER.length * SETS)];
  for (let changed = true; changed;) {
    changed = false;
    for (let ti = 0; ti < INNER.length; ti++) {
      const t = INNER[ti];
      const own = 1 << slotOf.get(t)!;
      for (let set = 0; set < SETS; set++) {
        if (set & own) continue;
        const at = ti * SETS + set;
        if (!win[1][at] && tigerMoves(t, boardOf(set)).every((q) => q >= 0 && win[0][INNER.indexOf(q) * SETS + set] === 1)) {
          win[1][at] = 1;
          changed = true;
        }
        if (win[0][at]) continue;
        // pass, or step a dog to a free region point
        let won = win[1][at] === 1;
        for (let i = 0; i < R && !won; i++) {
          if (!(set & (1 << i))) continue;
          for (let m = RAYS.adjacent[REGION[i]]; m !== 0 && !won; m &= m - 1) {
            const j = slotOf.get(lowBit(m));
            if (j !== undefined && !(set & (1 << j)) && REGION[j] !== t) won = win[1][ti * SETS + ((set & ~(1 << i)) | (1 << j))] === 1;
          }
        }
        if (won) {
          win[0][at] = 1;
          changed = true;
        }
      }
    }
  }
  return win;
}

const args = process.argv.slice(2);
const freeAt = args.indexOf('--free');
const minFree = freeAt >= 0 ? Number(args[freeAt + 1]) : 1;
const [dogsToMove] = solve();
const byDogs = new Map<number, { won: number; all: number }>();
for (let ti = 0; ti < MOUNTAIN.length; ti++) {
  const own = 1 << slotOf.get(MOUNTAIN[ti])!;
  for (let set = 0; set < SETS; set++) {
    if (set & own) continue;
    const board = boardOf(set);
    const free = MOUNTAIN.filter((p, k) => k !== ti && !(board & (1 << p))).length;
    if (free < minFree) continue;
    const row = byDogs.get(popcount(set)) ?? { won: 0, all: 0 };
    row.all++;
    if (dogsToMove[ti * SETS + set]) row.won++;
    byDogs.set(popcount(set), row);
  }
}
console.log(`the tiger in the mountain with ${minFree}+ other mountain points free, dogs to move: won / all, by dogs in the region`);
for (const [dogs, { won, all }] of [...byDogs].sort((a, b) => a[0] - b[0]))
  if (won > 0 || args.includes('--all')) console.log(`${dogs} dogs: ${won} / ${all}`);
