// Cannon Chess 5×4 (docs/rules.md §4): perft, the worked checks of §6, shots, lone pieces,
// notation, end-check order, and seeded random games compared ply by ply with a slow
// reference written here straight from the rules text (arrays of characters).

import { describe, expect, it } from 'vitest';
import { cannonRules, type CannonPosition } from '../../src/games/cannon/rules';
import { mulberry32 } from '../../src/engine/hash';
import { MoveError, PositionError, type Outcome } from '../../src/engine/types';

const rules = cannonRules();
const pos = (text: string) => rules.parse(text);
const idx = (name: string) => rules.geometry.indexOf(name);
const play = (p: CannonPosition, text: string) => rules.play(p, rules.moveFromText(p, text));
const capturedNames = (p: CannonPosition, text: string) =>
  rules.effect(p, rules.moveFromText(p, text)).captured.map((i) => rules.geometry.points[i].name);

/** Seeded uniform numbers in [0, 1) (mulberry32 gives 32-bit integers). */
const random = (seed: number) => {
  const next = mulberry32(seed);
  return () => next() / 2 ** 32;
};
/** Cheap assertions for the hot loops (expect() per ply is slow). */
function invariant(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}
function same(a: unknown, b: unknown, what: string): void {
  const ja = JSON.stringify(a);
  const jb = JSON.stringify(b);
  if (ja !== jb) throw new Error(`${what}: got ${ja}, expected ${jb}`);
}

// ---------------------------------------------------------------------------------------
// Reference implementation: 20 cells ('X', 'O', '.'), index rank * 4 + file, rank 0 on top.
type Cell = 'X' | 'O' | '.';
type Colour = 'X' | 'O';
interface Ref {
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

function refFromText(text: string): Ref {
  const [board, side] = text.trim().split(/\s+/);
  return { board: board.replace(/\//g, '').replace(/-/g, '.').split('') as Cell[], toMove: side as Colour };
}
const refText = (r: Ref) =>
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

function refOutcome(r: Ref): Outcome | null {
  const mover = other(r.toMove);
  if (count(r.board, r.toMove) === 0) return { winner: mover, reason: 'capture-all' };
  if (count(r.board, r.toMove) === 1 && count(r.board, mover) === 1) return { winner: 'draw', reason: 'lone-pieces' };
  if (refMovesRaw(r).length === 0) return { winner: mover, reason: 'no-moves' };
  return null;
}
const refMoves = (r: Ref) => (refOutcome(r) ? [] : refMovesRaw(r));

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

function refPlay(r: Ref, move: string): { next: Ref; captured: number[] } {
  const board = [...r.board];
  if (move === 'pass') return { next: { board, toMove: other(r.toMove) }, captured: [] };
  const [a, b] = move.split('-').map((n) => (n.charCodeAt(0) - 97) + (Number(n.slice(1)) - 1) * FILES);
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

function refPerft(r: Ref, depth: number): number {
  if (depth === 0) return 1;
  if (refOutcome(r)) return 0;
  let n = 0;
  for (const m of refMovesRaw(r)) n += refPerft(refPlay(r, m).next, depth - 1);
  return n;
}
// ---------------------------------------------------------------------------------------

describe('cannon perft', () => {
  // Depth 10 (502195462) takes seconds; it is left to the benchmark.
  const table = [6, 34, 256, 1904, 14566, 107486, 909118, 7501510, 62347048];
  table.forEach((n, i) => {
    it(`perft ${i + 1} = ${n}`, () => expect(rules.perft(rules.start(), i + 1)).toBe(n));
  });
  it('the reference agrees with the table (depth 5)', () => {
    expect(refPerft(refFromText(rules.startText), 5)).toBe(14566);
  });
});

describe('cannon worked checks (docs/rules.md §6)', () => {
  it('b4-b3 shoots c3: rank 3 is then X X O .', () => {
    const p = pos('O.../..../X.O./.X../.... X');
    expect(capturedNames(p, 'b4-b3')).toEqual(['c3']);
    expect(rules.isProgress(p, rules.moveFromText(p, 'b4-b3'))).toBe(true);
    expect(rules.format(play(p, 'b4-b3'))).toBe('O.../..../XX../..../.... O');
  });
  it('with four pieces on rank 3 the same move captures nothing', () => {
    const p = pos('O.../..../X.OO/.X../.... X');
    expect(capturedNames(p, 'b4-b3')).toEqual([]);
    expect(rules.isProgress(p, rules.moveFromText(p, 'b4-b3'))).toBe(false);
    expect(rules.format(play(p, 'b4-b3'))).toBe('O.../..../XXOO/..../.... O');
  });
});

describe('cannon shots', () => {
  it('rank and file capture in one move', () => {
    const p = pos('...O/.X../X.O./.X../.O.. X');
    expect(capturedNames(p, 'b2-b3')).toEqual(['c3', 'b5']);
    expect(rules.format(play(p, 'b2-b3'))).toBe('...O/..../XX../.X../.... O');
  });
  it('enemy-own-own shoots too, in a file', () => {
    // File a after the move: a1 O, a2 X, a3 X (moved there from b3), a4 a5 empty.
    const p = pos('O.../X.../.X../..../...O X');
    expect(capturedNames(p, 'b3-a3')).toEqual(['a1']);
  });
  it('the moved piece may be the middle of the three', () => {
    const p = pos('..../X.O./.X../..../O... X');
    expect(capturedNames(p, 'b3-b2')).toEqual(['c2']);
  });
  it('a formation made by a piece leaving the line captures nothing', () => {
    const p = pos('O.../..../XXOX/..../.... X');
    expect(capturedNames(p, 'd3-d4')).toEqual([]);
    expect(rules.format(play(p, 'd3-d4'))).toBe('O.../..../XXO./...X/.... O');
  });
  it('a formation the opponent makes captures nothing for the side to move', () => {
    // O steps away from rank 3, leaving X X O there; X then moves elsewhere: nothing.
    const p = play(pos('O.../..../XXOO/..../...X O'), 'd3-d2');
    expect(capturedNames(p, 'd5-c5')).toEqual([]);
  });
  it('no shot with a gap, with a fourth piece far away, or own-enemy-own', () => {
    expect(capturedNames(pos('O.../..../X..O/.X../...O X'), 'b4-b3')).toEqual([]); // X X . O
    expect(capturedNames(pos('..O./..../..X./.X../..X. X'), 'b4-c4')).toEqual([]); // file c: O . X X X
    expect(capturedNames(pos('O.../X.../.O../X.../X... X'), 'a4-a3')).toEqual([]); // file a: O X X . X
    expect(capturedNames(pos('O.../..../.OX./X.../.... X'), 'a4-a3')).toEqual([]); // rank 3: X O X
  });
  it('a shot may leave the opponent with nothing: capture-all', () => {
    const q = play(pos('..../..../X.O./.X../.... X'), 'b4-b3');
    expect(rules.outcome(q)).toEqual({ winner: 'X', reason: 'capture-all' });
    expect(rules.moves(q)).toEqual([]);
  });
  it('normal moves never land on a piece', () => {
    const texts = rules.moves(pos('..../.OX./.X../..../O... X')).map((m) => rules.moveToText(pos('..../.OX./.X../..../O... X'), m));
    expect(texts).not.toContain('c2-b2');
    expect(texts).not.toContain('b3-b2');
  });
});

describe('cannon lone piece', () => {
  it('slides any distance over empty points, stopping before a piece or the edge', () => {
    const p = pos('.X../..../..../O.O./..O. X');
    const texts = rules.moves(p).map((m) => rules.moveToText(p, m)).sort();
    expect(texts).toEqual(['b1-a1', 'b1-b2', 'b1-b3', 'b1-b4', 'b1-b5', 'b1-c1', 'b1-d1'].sort());
  });
  it('lands between two enemies and takes both; then two lone pieces draw', () => {
    const p = pos('.X../..../..../O.O./..O. X');
    expect(capturedNames(p, 'b1-b4')).toEqual(['a4', 'c4']);
    const q = play(p, 'b1-b4');
    expect(rules.format(q)).toBe('..../..../..../.X../..O. O');
    expect(rules.outcome(q)).toEqual({ winner: 'draw', reason: 'lone-pieces' });
  });
  it('what lies further along the line does not matter', () => {
    const p = pos('.X../..../..../O.OO/.... X');
    expect(capturedNames(p, 'b1-b4')).toEqual(['a4', 'c4']);
    expect(rules.format(play(p, 'b1-b4'))).toBe('..../..../..../.X.O/.... O');
  });
  it('one enemy beside it captures nothing; a lone piece never shoots', () => {
    expect(capturedNames(pos('.X../..../..../O.../..O. X'), 'b1-b4')).toEqual([]);
    expect(capturedNames(pos('X.../..../..../.O../.O.O X'), 'a1-a5')).toEqual([]);
  });
  it('passing between two enemies does not capture; only the landing point counts', () => {
    const p = pos('.X../..../O.O./..../..O. X');
    expect(capturedNames(p, 'b1-b5')).toEqual([]);
    expect(capturedNames(p, 'b1-b3')).toEqual(['a3', 'c3']);
  });
  it('capturing the last two enemies at once wins', () => {
    const q = play(pos('.X../..../..../O.O./.... X'), 'b1-b4');
    expect(rules.outcome(q)).toEqual({ winner: 'X', reason: 'capture-all' });
  });
});

describe('cannon end checks, in order', () => {
  it('capture-all first', () => {
    expect(rules.outcome(pos('...O/..../..../..../.... X'))).toEqual({ winner: 'O', reason: 'capture-all' });
  });
  it('both sides down to one piece: draw', () => {
    expect(rules.outcome(pos('X.../..../..../..../...O X'))).toEqual({ winner: 'draw', reason: 'lone-pieces' });
    expect(rules.moves(pos('X.../..../..../..../...O X'))).toEqual([]);
    expect(rules.perft(pos('X.../..../..../..../...O X'), 3)).toBe(0);
  });
  it('the side to move without a legal move loses', () => {
    expect(rules.outcome(pos('XXO./OO../..../..../.... X'))).toEqual({ winner: 'O', reason: 'no-moves' });
    expect(rules.outcome(pos('XO../O.../..../..../.... X'))).toEqual({ winner: 'O', reason: 'no-moves' });
    expect(rules.perft(pos('XXO./OO../..../..../.... X'), 2)).toBe(0);
  });
  it('one piece against two goes on', () => {
    expect(rules.outcome(pos('X.../..../..../..../..OO X'))).toBeNull();
    expect(rules.outcome(pos('X.../..../..../..../..OO O'))).toBeNull();
  });
});

describe('cannon moves and notation', () => {
  it('start moves', () => {
    const s = rules.start();
    const texts = rules.moves(s).map((m) => rules.moveToText(s, m)).sort();
    expect(texts).toEqual(['a4-a3', 'a4-b4', 'd4-d3', 'd4-c4', 'b5-b4', 'c5-c4'].sort());
  });
  it('move encoding is from * 32 + to; pass is only the timer', () => {
    const s = rules.start();
    expect(rules.moveFromText(s, 'a4-a3')).toBe(idx('a4') * 32 + idx('a3'));
    expect(rules.PASS).toBe(1023);
    expect(() => rules.moveFromText(s, 'pass')).toThrow(MoveError);
    expect(rules.format(rules.play(s, rules.PASS))).toBe('OOOO/O..O/..../X..X/XXXX O');
    expect(rules.isProgress(s, rules.PASS)).toBe(false);
    expect(rules.effect(s, rules.PASS)).toEqual({ from: -1, to: -1, captured: [], converted: [] });
  });
  it('rejects malformed and illegal moves', () => {
    const s = rules.start();
    expect(() => rules.moveFromText(s, 'a4-a2')).toThrow(/illegal/);
    expect(() => rules.moveFromText(s, 'e4-e3')).toThrow(/no point 'e4'/);
    expect(() => rules.moveFromText(s, 'a4 a3')).toThrow(/malformed/);
    expect(() => rules.play(s, idx('a5') * 32 + idx('a4'))).toThrow(MoveError); // onto an own piece
    expect(() => rules.play(s, idx('a4') * 32 + idx('a2'))).toThrow(MoveError); // two steps
  });
  it('formats canonically; key and hash', () => {
    const s = pos('OOOOO..O....X..XXXXX X');
    expect(rules.format(s)).toBe(rules.startText);
    expect(rules.key(s)).toBe(rules.key(rules.start()));
    expect(rules.hash(s)).toBe(rules.hash(rules.start()));
    expect(rules.hash(rules.play(s, rules.PASS))).not.toBe(rules.hash(s));
    expect(rules.tally(s)).toEqual({ onBoard: [6, 6], inHand: [0, 0], lost: [0, 0] });
  });
});

describe('cannon position text is strict', () => {
  const bad: [string, RegExp][] = [
    ['OOOO/O..O/..../X..X/XXX X', /the board has 19 points; this game has 20/],
    ['OOOO/O..O/..../X..X/XXXX. X', /more than 20/],
    ['oooo/o..o/..../x..x/xxxx X', /unknown character 'o'/],
    ['OOOO/O..O/..../X..X/XXXX D', /unknown side to move 'D'/],
    ['OOOO/O..O/..../X..X/XXXX', /missing side to move/],
    ['OOO/OO..O/..../X..X/XXXX X', /'\/' at character 4 is not between two ranks/],
    ['OOOO/O..O/..../X..X//XXXX X', /not between two ranks/],
    ['OOOO/O..O/..../XX.X/XXXX X', /X has 7 pieces; Cannon allows at most 6 a side/],
    ['OOOO/OOOO/..../X..X/XXXX O', /O has 8 pieces/],
    ['OOOO/O..O/..../X..X/XXXX X 0', /unexpected field/],
  ];
  for (const [text, message] of bad) {
    it(`rejects '${text}'`, () => {
      expect(() => pos(text)).toThrow(PositionError);
      expect(() => pos(text)).toThrow(message);
    });
  }
});

/** Checks one position against the reference: outcome and the list of legal moves. */
function compareMoves(p: CannonPosition, where: string): number[] {
  const r = refFromText(rules.format(p));
  where += ` at ${refText(r)}`;
  same(rules.outcome(p), refOutcome(r), `${where}: outcome`);
  const legal = rules.moves(p);
  same(legal.map((m) => rules.moveToText(p, m)).sort(), refMoves(r).sort(), `${where}: moves`);
  return legal;
}

/** Checks one move against the reference and the invariants; returns the new position. */
function compareMove(p: CannonPosition, m: number, where: string): CannonPosition {
  const r = refFromText(rules.format(p));
  where += ` at ${refText(r)}`;
  const mt = rules.moveToText(p, m);
  const e = rules.effect(p, m);
  const ref = refPlay(r, mt);
  const q = rules.play(p, m);
  same(rules.format(q), refText(ref.next), `${where} ${mt}: result`);
  same(e.captured, ref.captured, `${where} ${mt}: captured`);
  same(rules.isProgress(p, m), ref.captured.length > 0, `${where} ${mt}: isProgress`);
  if (m !== rules.PASS) {
    const mine = p.turn === 0 ? 'X' : 'O';
    invariant(rules.pieceAt(p, e.from) === mine, `${where} ${mt}: moves an own piece`);
    invariant(rules.pieceAt(p, e.to) === null, `${where} ${mt}: never lands on a piece`);
    for (const c of e.captured) invariant(rules.pieceAt(p, c) === (mine === 'X' ? 'O' : 'X'), `${where} ${mt}: captures enemies`);
    same(rules.moveFromText(p, mt), m, `${where} ${mt}: text round trip`);
  }
  const [bx, bo] = rules.tally(p).onBoard;
  const [ax, ao] = rules.tally(q).onBoard;
  invariant(ax <= bx && ao <= bo, `${where} ${mt}: piece counts never grow`);
  same(bx + bo - ax - ao, e.captured.length, `${where} ${mt}: captured pieces leave the board`);
  const back = pos(rules.format(q));
  same(rules.hash(q), rules.hash(back), `${where} ${mt}: hash`);
  same(rules.key(q), rules.key(back), `${where} ${mt}: key`);
  return q;
}

describe('cannon random games against the reference', () => {
  it('2000 seeded games agree ply by ply and keep the invariants', () => {
    const rnd = random(4242);
    let plies = 0;
    let ended = 0;
    let lone = 0;
    for (let game = 0; game < 2000; game++) {
      let p = rules.start();
      for (let ply = 0; ply < 80; ply++) {
        const where = `game ${game} ply ${ply}`;
        const legal = compareMoves(p, where);
        if (legal.length === 0) {
          ended++;
          break;
        }
        if (rules.tally(p).onBoard[p.turn] === 1) lone++;
        // Captures are preferred, so games reach lone pieces and their ends; now and then
        // a timer pass, which reaches positions play alone would not.
        const shots = legal.filter((mv) => rules.isProgress(p, mv));
        const pool = shots.length > 0 && rnd() < 0.7 ? shots : legal;
        const m = rnd() < 0.05 ? rules.PASS : pool[Math.floor(rnd() * pool.length)];
        p = compareMove(p, m, where);
        plies++;
      }
    }
    expect(plies).toBeGreaterThan(50_000);
    expect(ended).toBeGreaterThan(500);
    expect(lone).toBeGreaterThan(2000); // plies played by a lone piece
  });

  it('random sparse positions (lone pieces, blocked sides) agree, perft included', () => {
    const rnd = random(99);
    for (let n = 0; n < 1500; n++) {
      const cells: string[] = Array(20).fill('.');
      const nx = Math.floor(rnd() * 7);
      const no = Math.floor(rnd() * 7);
      for (const [side, k] of [
        ['X', nx],
        ['O', no],
      ] as const) {
        for (let placed = 0; placed < k; ) {
          const i = Math.floor(rnd() * 20);
          if (cells[i] === '.') {
            cells[i] = side;
            placed++;
          }
        }
      }
      const text = `${cells.join('')} ${rnd() < 0.5 ? 'X' : 'O'}`;
      const p = pos(text);
      // Every legal move here, not just one, as these positions are rare in play.
      for (const m of compareMoves(p, text)) compareMove(p, m, text);
      const r = refFromText(text);
      for (let d = 1; d <= 3; d++) same(rules.perft(p, d), refPerft(r, d), `${text}: perft ${d}`);
    }
  });
});
