// A slow reference for Pingluo Tiger Chess, array based, written straight from
// docs/rules.md §5 (not from the engine's geometry): point coordinates, the Alquerque parity
// rule on ranks 3–7, the eight listed mountain lines, lines as chains of joined points in
// one direction. Moves are the engine's integers (from * 32 + to, from 31 for a placement).
// tests/unit/tiger-reference.test.ts plays the engine against it.

export type Cell = 'D' | 'T' | null;
export interface Ref {
  board: Cell[];
  side: 'D' | 'T';
  hand: number;
}
const COORDS: [number, number][] = [
  [2, 0],
  [1, 1],
  [2, 1],
  [3, 1],
];
for (let r = 2; r <= 6; r++) for (let f = 0; f <= 4; f++) COORDS.push([f, r]);
const NAME = COORDS.map(([f, r]) => 'abcde'[f] + (r + 1));
const MOUNTAIN = ['c3-b2', 'c3-c2', 'c3-d2', 'b2-c2', 'c2-d2', 'b2-c1', 'c2-c1', 'd2-c1'];
const DIRS: [number, number][] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
];

function joined(a: number, b: number): boolean {
  const [fa, ra] = COORDS[a];
  const [fb, rb] = COORDS[b];
  if (ra >= 2 && rb >= 2) {
    const df = Math.abs(fa - fb);
    const dr = Math.abs(ra - rb);
    if (df + dr === 1) return true;
    return df === 1 && dr === 1 && (fa + ra) % 2 === 0; // diagonals where file + rank is even
  }
  return MOUNTAIN.includes(`${NAME[a]}-${NAME[b]}`) || MOUNTAIN.includes(`${NAME[b]}-${NAME[a]}`);
}

function stepOnce(p: number, [df, dr]: [number, number]): number {
  const [f, r] = COORDS[p];
  const q = COORDS.findIndex(([g, s]) => g === f + df && s === r + dr);
  return q >= 0 && joined(p, q) ? q : -1;
}
// Worked out once per (point, direction): the reference stays slow but not needlessly so.
const STEP = COORDS.map((_, p) => DIRS.map((d) => stepOnce(p, d)));
const refStep = (p: number, d: [number, number]): number => STEP[p][DIRS.indexOf(d)];

export function refOutcome(pos: Ref): string | null {
  const dogs = pos.board.filter((c) => c === 'D').length;
  if (dogs + pos.hand <= 10) return 'T ten-dogs';
  if (refMoves(pos).length === 0) return pos.side === 'D' ? 'T no-moves' : 'D tigers-trapped';
  return null;
}

export function refMoves(pos: Ref): number[] {
  const out: number[] = [];
  const dogs = pos.board.filter((c) => c === 'D').length;
  if (dogs + pos.hand <= 10) return out;
  for (let p = 0; p < 29; p++) {
    if (pos.side === 'D' && pos.hand > 0) {
      if (pos.board[p] === null) out.push(31 * 32 + p);
      continue;
    }
    if (pos.board[p] !== pos.side) continue;
    for (const d of DIRS) {
      const q = refStep(p, d);
      if (q < 0) continue;
      if (pos.board[q] === null) out.push(p * 32 + q);
      if (pos.side === 'D' || pos.board[q] !== 'D') continue;
      let k = 0;
      let at = q;
      while (at >= 0 && pos.board[at] === 'D') {
        k++;
        at = refStep(at, d);
      }
      if (k % 2 === 1 && at >= 0 && pos.board[at] === null) out.push(p * 32 + at);
    }
  }
  return out.sort((a, b) => a - b);
}

export function refPlay(pos: Ref, move: number): Ref {
  const board = pos.board.slice();
  const from = move >> 5;
  const to = move & 31;
  let hand = pos.hand;
  if (from === 31) {
    board[to] = 'D';
    hand--;
  } else {
    board[to] = board[from];
    board[from] = null;
    // A tiger move that is not to a neighbour is a jump: the dog just before `to` goes.
    const d = DIRS.find((dir) => refStep(from, dir) === to);
    if (d === undefined) {
      const [f, r] = COORDS[from];
      const [g, s] = COORDS[to];
      const back = DIRS.find(([x, y]) => x === Math.sign(f - g) && y === Math.sign(r - s))!;
      board[refStep(to, back)] = null;
    }
  }
  return { board, side: pos.side === 'D' ? 'T' : 'D', hand };
}

export const refText = (r: Ref) => `${r.board.map((c) => c ?? '.').join('')} ${r.side} ${r.hand}`;
