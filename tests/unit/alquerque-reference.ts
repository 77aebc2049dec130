// A slow reference for Alquerque Ten, array based, written straight from docs/rules.md §3
// (not from the engine's geometry): coordinates, the parity rule for diagonals, walk and
// convert. Moves are the engine's integers (from * 32 + to, from 31 for a placement).
// tests/unit/alquerque-reference.test.ts plays the engine against it.

type Cell = 'X' | 'O' | null;
export interface Ref {
  board: Cell[];
  side: 'X' | 'O';
  res: { X: number; O: number };
}
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

function refStep(p: number, [df, dr]: [number, number]): number {
  const f = p % 5;
  const r = Math.floor(p / 5);
  const nf = f + df;
  const nr = r + dr;
  if (nf < 0 || nf > 4 || nr < 0 || nr > 4) return -1;
  if (df !== 0 && dr !== 0 && (f + r) % 2 !== 0) return -1; // diagonals only where f + r is even
  return nr * 5 + nf;
}

export function refMoves(pos: Ref, freeSlide: boolean): number[] {
  const out: number[] = [];
  if (!pos.board.includes(pos.side) && pos.res[pos.side] === 0) return out;
  for (let p = 0; p < 25; p++) {
    if (pos.board[p] !== pos.side) continue;
    for (const d of DIRS) {
      const path: number[] = [];
      for (let q = refStep(p, d); q >= 0 && pos.board[q] === null; q = refStep(q, d)) path.push(q);
      if (path.length === 0) continue;
      if (freeSlide) for (const q of path) out.push(p * 32 + q);
      else out.push(p * 32 + path[path.length - 1]);
    }
  }
  if (pos.res[pos.side] > 0) for (let p = 0; p < 25; p++) if (pos.board[p] === null) out.push(31 * 32 + p);
  return out.sort((a, b) => a - b);
}

export function refPlay(pos: Ref, move: number): Ref {
  const board = pos.board.slice();
  const res = { ...pos.res };
  const me = pos.side;
  const enemy = me === 'X' ? 'O' : 'X';
  const from = move >> 5;
  const to = move & 31;
  if (from === 31) res[me]--;
  else board[from] = null;
  board[to] = me;
  const flip = new Set<number>();
  DIRS.forEach((d, i) => {
    const a = refStep(to, d);
    if (a < 0 || board[a] !== enemy) return;
    const b = refStep(a, d);
    if (b >= 0 && board[b] === me) flip.add(a);
    const back = refStep(to, DIRS[(i + 4) % 8]);
    if (back >= 0 && board[back] === enemy) {
      flip.add(a);
      flip.add(back);
    }
  });
  for (const p of flip) board[p] = me;
  return { board, side: enemy, res };
}

/** Compact text of a reference position, to compare without deep equality per ply. */
export const refText = (r: Ref) => `${r.board.map((c) => c ?? '.').join('')} ${r.side} ${r.res.X} ${r.res.O}`;
