// A slow reference for Cannon Chess 5×4, written straight from docs/rules.md §4 (not from
// the engine's tables): 20 cells ('X', 'O', '.'), index rank * 4 + file, rank 0 on top.
// Moves are text ('b4-b3'). tests/unit/cannon-reference.test.ts plays the engine against it.

import type { Outcome } from '../../src/engine/types';

type Cell = 'X' | 'O' | '.';
type Colour = 'X' | 'O';
export interface Ref {
  board: Cell[];
  toMove: Colour;
}
const FILES = 4;
const RANKS = 5;
const other = (s: Colour): Colour => (s === 'X' ? 'O' : 'X');
const NAME = (i: number) => 'abcd'[i % FILES] + String(Math.floor(i / FILES) + 1);
const at = (f: number, r: number) => (f >= 0 && f < FILES && r >= 0 && r < RANKS ? r * FILES + f : -1);
const STEPS: [number, number][] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

export function refFromText(text: string): Ref {
  const [board, side] = text.trim().split(/\s+/);
  return { board: board.replace(/\//g, '').replace(/-/g, '.').split('') as Cell[], toMove: side as Colour };
}
export const refText = (r: Ref) =>
  [0, 1, 2, 3, 4].map((k) => r.board.slice(k * FILES, k * FILES + FILES).join('')).join('/') + ' ' + r.toMove;
const count = (board: Cell[], side: Colour) => board.filter((c) => c === side).length;

function refMovesRaw(r: Ref): string[] {
  const out: string[] = [];
  const lone = count(r.board, r.toMove) === 1;
  r.board.forEach((c, i) => {
    if (c !== r.toMove) return;
    const f = i % FILES;
    const rk = Math.floor(i / FILES);
    for (const [df, dr] of STEPS) {
      for (let k = 1; ; k++) {
        const j = at(f + df * k, rk + dr * k);
        if (j < 0 || r.board[j] !== '.') break;
        out.push(`${NAME(i)}-${NAME(j)}`);
        if (!lone) break;
      }
    }
  });
  return out;
}

export function refOutcome(r: Ref): Outcome | null {
  const mover = other(r.toMove);
  if (count(r.board, r.toMove) === 0) return { winner: mover, reason: 'capture-all' };
  if (count(r.board, r.toMove) === 1 && count(r.board, mover) === 1) return { winner: 'draw', reason: 'lone-pieces' };
  if (refMovesRaw(r).length === 0) return { winner: mover, reason: 'no-moves' };
  return null;
}
export const refMoves = (r: Ref) => (refOutcome(r) ? [] : refMovesRaw(r));

/** The cannon shot of §4, read off the line as a list of its points in order. */
function refShotOnLine(board: Cell[], line: number[], p: number, own: Colour): number[] {
  const occupied = line.map((q, k) => ({ q, k })).filter(({ q }) => board[q] !== '.');
  if (occupied.length !== 3) return [];
  const [a, b, c] = occupied;
  if (b.k !== a.k + 1 || c.k !== b.k + 1) return [];
  const colours = occupied.map(({ q }) => board[q]).join('');
  const enemy = other(own);
  let ownPoints: number[];
  let victim: number;
  if (colours === own + own + enemy) {
    ownPoints = [a.q, b.q];
    victim = c.q;
  } else if (colours === enemy + own + own) {
    ownPoints = [b.q, c.q];
    victim = a.q;
  } else return [];
  return ownPoints.includes(p) ? [victim] : [];
}

export function refPlay(r: Ref, move: string): { next: Ref; captured: number[] } {
  const board = [...r.board];
  if (move === 'pass') return { next: { board, toMove: other(r.toMove) }, captured: [] };
  const [a, b] = move.split('-').map((n) => n.charCodeAt(0) - 97 + (Number(n.slice(1)) - 1) * FILES);
  const own = r.toMove;
  const lone = count(board, own) === 1;
  board[b] = own;
  board[a] = '.';
  const f = b % FILES;
  const rk = Math.floor(b / FILES);
  const rank = [0, 1, 2, 3].map((ff) => at(ff, rk));
  const file = [0, 1, 2, 3, 4].map((rr) => at(f, rr));
  let captured: number[] = [];
  if (lone) {
    // Enemies on both neighbouring points of the rank, or of the file, through the landing point.
    for (const [u, v] of [
      [at(f - 1, rk), at(f + 1, rk)],
      [at(f, rk - 1), at(f, rk + 1)],
    ]) {
      if (u >= 0 && v >= 0 && board[u] === other(own) && board[v] === other(own)) captured.push(u, v);
    }
  } else {
    // Both lines are judged on the position just after the move, each on its own.
    captured = [...refShotOnLine(board, rank, b, own), ...refShotOnLine(board, file, b, own)];
  }
  for (const c of captured) board[c] = '.';
  return { next: { board, toMove: other(own) }, captured: [...captured].sort((x, y) => x - y) };
}

export function refPerft(r: Ref, depth: number): number {
  if (depth === 0) return 1;
  if (refOutcome(r)) return 0;
  let n = 0;
  for (const m of refMovesRaw(r)) n += refPerft(refPlay(r, m).next, depth - 1);
  return n;
}
