// Pairing Chess (docs/rules.md §2): perft, the worked checks of §6, notation, end-check order,
// and seeded random playouts compared ply by ply with a slow reference written here
// straight from the rules text (arrays of characters, no bit tricks).

import { describe, expect, it } from 'vitest';
import { isPaired } from '../../src/games/pairing/board';
import { pairingRules, type PairingPosition } from '../../src/games/pairing/rules';
import { MoveError, type Outcome } from '../../src/engine/types';
import { invariant, itRejectsPositions, same, seededUniform as random } from './rules-test-kit';

const rules = pairingRules();
const pos = (text: string) => rules.parse(text);
const idx = (name: string) => rules.geometry.indexOf(name);
const play = (p: PairingPosition, text: string) => rules.play(p, rules.moveFromText(p, text));

// ---------------------------------------------------------------------------------------
// Reference implementation: a board is an array of 25 cells ('X', 'O' or '.'), index
// rank * 5 + file with rank 0 at the top.
type Cell = 'X' | 'O' | '.';
interface Ref {
  board: Cell[];
  toMove: 'X' | 'O';
}
const other = (s: 'X' | 'O'): 'X' | 'O' => (s === 'X' ? 'O' : 'X');
const NAME = (i: number) => 'abcde'[i % 5] + String(Math.floor(i / 5) + 1);

function refFromText(text: string): Ref {
  const [board, side] = text.trim().split(/\s+/);
  const cells = board.replace(/\//g, '').replace(/-/g, '.').split('') as Cell[];
  return { board: cells, toMove: side as 'X' | 'O' };
}
const refText = (r: Ref) => [0, 1, 2, 3, 4].map((k) => r.board.slice(k * 5, k * 5 + 5).join('')).join('/') + ' ' + r.toMove;

function refNeighbours(i: number): number[] {
  const f = i % 5;
  const r = Math.floor(i / 5);
  const out: number[] = [];
  if (r > 0) out.push(i - 5);
  if (f < 4) out.push(i + 1);
  if (r < 4) out.push(i + 5);
  if (f > 0) out.push(i - 1);
  return out;
}

/** §2: n > 0, n even, each piece exactly one orthogonal own neighbour. */
function refPaired(board: Cell[], side: 'X' | 'O'): boolean {
  const mine = board.map((c, i) => (c === side ? i : -1)).filter((i) => i >= 0);
  if (mine.length === 0 || mine.length % 2 !== 0) return false;
  return mine.every((i) => refNeighbours(i).filter((j) => board[j] === side).length === 1);
}

function refOutcome(r: Ref): Outcome | null {
  const mover = other(r.toMove);
  const opponent = r.toMove;
  if (!r.board.includes(opponent)) return { winner: mover, reason: 'capture-all' };
  if (refPaired(r.board, mover)) return { winner: mover, reason: 'paired' };
  if (refPaired(r.board, opponent)) return { winner: opponent, reason: 'opponent-paired' };
  if (refMovesRaw(r).length === 0) return { winner: mover, reason: 'no-moves' };
  return null;
}

function refMovesRaw(r: Ref): string[] {
  const out: string[] = [];
  r.board.forEach((c, i) => {
    if (c !== r.toMove) return;
    for (const j of refNeighbours(i)) if (r.board[j] !== r.toMove) out.push(`${NAME(i)}-${NAME(j)}`);
  });
  return out;
}
const refMoves = (r: Ref) => (refOutcome(r) ? [] : refMovesRaw(r));

function refPlay(r: Ref, move: string): { next: Ref; captured: number[] } {
  const board = [...r.board];
  if (move === 'pass') return { next: { board, toMove: other(r.toMove) }, captured: [] };
  const [a, b] = move.split('-').map((n) => n.charCodeAt(0) - 97 + (Number(n.slice(1)) - 1) * 5);
  const captured = board[b] === other(r.toMove) ? [b] : [];
  board[b] = board[a];
  board[a] = '.';
  return { next: { board, toMove: other(r.toMove) }, captured };
}

function refPerft(r: Ref, depth: number): number {
  if (depth === 0) return 1;
  if (refOutcome(r)) return 0;
  let n = 0;
  for (const m of refMovesRaw(r)) n += refPerft(refPlay(r, m).next, depth - 1);
  return n;
}
// ---------------------------------------------------------------------------------------

describe('pairing perft', () => {
  // Depth 9 (635951658) takes about a second with tsx; it is left to the benchmark.
  const table = [7, 49, 456, 4266, 43558, 444535, 4918880, 54349188];
  table.forEach((n, i) => {
    it(`perft ${i + 1} = ${n}`, () => expect(rules.perft(rules.start(), i + 1)).toBe(n));
  });
  it('perft 0 = 1, even at a finished position', () => {
    expect(rules.perft(pos('XX.../...../...../...../....O O'), 0)).toBe(1);
    expect(rules.perft(pos('XX.../...../...../...../....O O'), 1)).toBe(0);
  });
  it('the reference agrees with the table (depth 4)', () => {
    expect(refPerft(refFromText(rules.startText), 4)).toBe(4266);
  });
});

describe('pairing worked checks (docs/rules.md §6)', () => {
  it('the trap: e4-e3 captures e3 and leaves O paired, so O wins', () => {
    const p = pos('OO.../...../....O/....X/XX... X');
    expect(rules.outcome(p)).toBeNull();
    const m = rules.moveFromText(p, 'e4-e3');
    expect(rules.effect(p, m)).toEqual({ from: idx('e4'), to: idx('e3'), captured: [idx('e3')], converted: [] });
    expect(rules.isProgress(p, m)).toBe(true);
    const q = rules.play(p, m);
    expect(rules.format(q)).toBe('OO.../...../....X/...../XX... O');
    expect(rules.outcome(q)).toEqual({ winner: 'O', reason: 'opponent-paired' });
    expect(rules.moves(q)).toEqual([]);
  });
  it('a1 b1 d1 e1 are paired; a1 b1 c1 d1 are not', () => {
    expect(isPaired(pos('XX.XX/...../...../...../..... X').x)).toBe(true);
    expect(isPaired(pos('XXXX./...../...../...../..... X').x)).toBe(false);
    expect(rules.outcome(pos('XX.XX/...../...../...../O.... O'))).toEqual({ winner: 'X', reason: 'paired' });
    expect(rules.outcome(pos('XXXX./...../...../...../O.... O'))).toBeNull();
  });
  it('paired details: diagonal contact does not count; odd counts and triples are not paired', () => {
    const paired = (board: string) => isPaired(pos(`${board} X`).x);
    expect(paired('XX.../..XX./...../...../.....')).toBe(true); // b1 and c2 touch diagonally only
    expect(paired('X..../X..../...../...../....X')).toBe(false); // odd
    expect(paired('XXX../...../...../...../.....')).toBe(false); // a chain of three
    expect(paired('XX.../XX.../...../...../.....')).toBe(false); // a square: two neighbours each
    expect(paired('X...X/X...X/...../...../.....')).toBe(true); // two vertical pairs
    expect(paired('....X/X..../...../...../.....')).toBe(false); // e1 and a2 are not neighbours (no wrap)
    expect(paired('...../...../...../...../.....')).toBe(false); // no pieces
  });
});

describe('pairing end checks, in order', () => {
  it('capture-all comes first, even when the mover is paired', () => {
    expect(rules.outcome(pos('XX.../...../...../...../..... O'))).toEqual({ winner: 'X', reason: 'capture-all' });
  });
  it('both sides paired: the mover wins', () => {
    expect(rules.outcome(pos('XX.../...../...../...../...OO X'))).toEqual({ winner: 'O', reason: 'paired' });
    expect(rules.outcome(pos('XX.../...../...../...../...OO O'))).toEqual({ winner: 'X', reason: 'paired' });
  });
  it('only the side to move paired: it wins (opponent-paired)', () => {
    expect(rules.outcome(pos('XX.../...../...../...../O.O.O X'))).toEqual({ winner: 'X', reason: 'opponent-paired' });
  });
  it('a capture that pairs both: the mover wins', () => {
    // X c2 takes c3: X is left with a1 b1 and c3 d3 (pairs, apart); O with d5 e5.
    const p = pos('XX.../..X../..OX./...../...OO X');
    const q = play(p, 'c2-c3');
    expect(rules.format(q)).toBe('XX.../...../..XX./...../...OO O');
    expect(rules.outcome(q)).toEqual({ winner: 'X', reason: 'paired' });
  });
  it('a finished position has no moves; a game goes on otherwise', () => {
    expect(rules.moves(pos('XX.../...../...../...../...OO X'))).toEqual([]);
    expect(rules.outcome(rules.start())).toBeNull();
  });
});

describe('pairing moves and notation', () => {
  it('start moves', () => {
    const texts = rules
      .moves(rules.start())
      .map((m) => rules.moveToText(rules.start(), m))
      .sort();
    expect(texts).toEqual(['a4-a3', 'a4-b4', 'b5-b4', 'd5-d4', 'e4-d4', 'e4-e3', 'c5-c4'].sort());
  });
  it('move encoding is from * 32 + to', () => {
    expect(rules.moveFromText(rules.start(), 'a4-a3')).toBe(idx('a4') * 32 + idx('a3'));
    expect(rules.PASS).toBe(1023);
  });
  it('rejects pass, malformed and illegal moves', () => {
    const s = rules.start();
    expect(() => rules.moveFromText(s, 'pass')).toThrow(MoveError);
    expect(() => rules.moveFromText(s, 'a4a3')).toThrow(/malformed/);
    expect(() => rules.moveFromText(s, 'a4-a2')).toThrow(/illegal/);
    expect(() => rules.moveFromText(s, 'f4-f3')).toThrow(/no point 'f4'/);
    expect(() => rules.moveFromText(s, 'A4-A3')).toThrow(MoveError);
    expect(() => rules.play(s, idx('a5') * 32 + idx('b5'))).toThrow(MoveError); // onto an own piece
  });
  it('a timer pass hands the turn over and changes nothing else', () => {
    const s = rules.start();
    const q = rules.play(s, rules.PASS);
    expect(rules.format(q)).toBe('OOOOO/O...O/...../X...X/XXXXX O');
    expect(rules.isProgress(s, rules.PASS)).toBe(false);
    expect(rules.moveToText(s, rules.PASS)).toBe('pass');
    expect(rules.moves(s)).not.toContain(rules.PASS);
  });
  it('formats canonically and accepts the tolerated forms', () => {
    expect(rules.format(pos('  OOOOOO...O.....X---XXXXXX   X '))).toBe(rules.startText);
    expect(rules.format(pos('OOOOO/O...O...../X...X/XXXXX O'))).toBe('OOOOO/O...O/...../X...X/XXXXX O');
  });
  it('key and hash tell positions apart and agree for equal positions', () => {
    const a = rules.start();
    const b = rules.play(a, rules.PASS);
    expect(rules.key(a)).not.toBe(rules.key(b));
    expect(rules.hash(a)).not.toBe(rules.hash(b));
    expect(rules.key(pos(rules.format(a)))).toBe(rules.key(a));
    expect(rules.hash(pos(rules.format(a)))).toBe(rules.hash(a));
  });
  it('tally', () => {
    expect(rules.tally(pos('OO.../...../....O/....X/XX... X'))).toEqual({ onBoard: [3, 3], inHand: [0, 0], lost: [4, 4] });
  });
});

describe('pairing position text is strict', () => {
  const bad: [string, RegExp][] = [
    ['OOOOO/O...O/...../X...X/XXXX X', /the board has 24 points; this game has 25/],
    ['OOOOO/O...O/...../X...X/XXXXXX X', /more than 25/],
    ['ooooo/o...o/...../x...x/xxxxx X', /unknown character 'o'/],
    ['OOOOO/O...O/...../X...X/XXXXX x', /unknown side to move 'x'/],
    ['OOOOO/O...O/...../X...X/XXXXX', /missing side to move/],
    ['OOOOO/O...O/...../X...X/XXXXX X 5', /unexpected field/],
    ['OOOO/OO...O/...../X...X/XXXXX X', /'\/' at character 5 is not between two ranks/],
    ['OOOOO//O...O/...../X...X/XXXXX X', /not between two ranks/],
    ['/OOOOO/O...O/...../X...X/XXXXX X', /not between two ranks/],
    ['OOOOO/O...O/...../X...X/XXXXX/ X', /not between two ranks/],
    ['OOOOO/O...O/...../XX..X/XXXXX X', /X has 8 pieces; Pairing allows at most 7 a side/],
    ['OOOOO/OOOOO/...../X...X/XXXXX X', /O has 10 pieces/],
    ['', /empty position/],
  ];
  itRejectsPositions(pos, bad);
  it('accepts fewer pieces than a real game has', () => {
    expect(rules.format(pos('...../...../..X../...../..... O'))).toBe('...../...../..X../...../..... O');
  });
});

describe('pairing random playouts against the reference', () => {
  it('3000 seeded games agree ply by ply and keep the invariants', () => {
    const rnd = random(20261129);
    let plies = 0;
    let ended = 0;
    for (let game = 0; game < 3000; game++) {
      let p = rules.start();
      let r = refFromText(rules.startText);
      for (let ply = 0; ply < 80; ply++) {
        const at = `game ${game} ply ${ply} at ${rules.format(p)}`;
        same(rules.format(p), refText(r), `${at}: position`);
        same(rules.outcome(p), refOutcome(r), `${at}: outcome`);
        const legal = rules.moves(p);
        same(legal.map((m) => rules.moveToText(p, m)).sort(), refMoves(r).sort(), `${at}: moves`);
        if (legal.length === 0) {
          ended++;
          break;
        }
        // Now and then a timer pass, which reaches positions play alone would not.
        const m = rnd() < 0.05 ? rules.PASS : legal[Math.floor(rnd() * legal.length)];
        const mt = rules.moveToText(p, m);
        const e = rules.effect(p, m);
        const ref = refPlay(r, mt);
        same(e.captured, ref.captured, `${at} ${mt}: captured`);
        same(rules.isProgress(p, m), ref.captured.length > 0, `${at} ${mt}: isProgress`);
        const mine = p.turn === 0 ? 'X' : 'O';
        if (m !== rules.PASS) {
          same(rules.pieceAt(p, e.from), mine, `${at} ${mt}: moves an own piece`);
          invariant(rules.pieceAt(p, e.to) !== mine, `${at} ${mt}: never onto an own piece`);
          for (const c of e.captured) same(rules.pieceAt(p, c), mine === 'X' ? 'O' : 'X', `${at} ${mt}: captures an enemy`);
          same(rules.moveFromText(p, mt), m, `${at} ${mt}: text round trip`);
        }
        const q = rules.play(p, m);
        const [bx, bo] = rules.tally(p).onBoard;
        const [ax, ao] = rules.tally(q).onBoard;
        invariant(ax <= bx && ao <= bo, `${at} ${mt}: piece counts never grow`);
        same(bx + bo - ax - ao, e.captured.length, `${at} ${mt}: captured pieces leave the board`);
        const back = pos(rules.format(q));
        same(rules.hash(q), rules.hash(back), `${at} ${mt}: hash`);
        same(rules.key(q), rules.key(back), `${at} ${mt}: key`);
        p = q;
        r = ref.next;
        plies++;
      }
    }
    expect(plies).toBeGreaterThan(50_000);
    expect(ended).toBeGreaterThan(100);
  });

  it('perft from random positions matches the reference (depth 3)', () => {
    const rnd = random(7);
    for (let game = 0; game < 150; game++) {
      let p = rules.start();
      const plies = 4 + Math.floor(rnd() * 30);
      for (let i = 0; i < plies; i++) {
        const legal = rules.moves(p);
        if (legal.length === 0) break;
        p = rules.play(p, rnd() < 0.1 ? rules.PASS : legal[Math.floor(rnd() * legal.length)]);
      }
      const r = refFromText(rules.format(p));
      for (let d = 1; d <= 3; d++) expect(rules.perft(p, d)).toBe(refPerft(r, d));
    }
  });

  it('random sparse positions agree with the reference, every move and perft 3', () => {
    const rnd = random(31337);
    for (let n = 0; n < 1500; n++) {
      const cells: string[] = Array(25).fill('.');
      for (const side of ['X', 'O']) {
        for (let placed = 0, k = Math.floor(rnd() * 8); placed < k;) {
          const i = Math.floor(rnd() * 25);
          if (cells[i] === '.') {
            cells[i] = side;
            placed++;
          }
        }
      }
      const text = `${cells.join('')} ${rnd() < 0.5 ? 'X' : 'O'}`;
      const p = pos(text);
      const r = refFromText(text);
      same(rules.outcome(p), refOutcome(r), `${text}: outcome`);
      const legal = rules.moves(p);
      same(legal.map((m) => rules.moveToText(p, m)).sort(), refMoves(r).sort(), `${text}: moves`);
      for (const m of legal) {
        const mt = rules.moveToText(p, m);
        const ref = refPlay(r, mt);
        same(rules.format(rules.play(p, m)), refText(ref.next), `${text} ${mt}: result`);
        same(rules.effect(p, m).captured, ref.captured, `${text} ${mt}: captured`);
      }
      for (let d = 1; d <= 3; d++) same(rules.perft(p, d), refPerft(r, d), `${text}: perft ${d}`);
    }
  });

  it('perft handles a side without pieces at the root', () => {
    for (const text of ['X..../...../...../...../..... X', 'XX.../...../...../...../..... X', 'X..../...../...../...../..... O']) {
      for (let d = 1; d <= 3; d++) expect(rules.perft(pos(text), d)).toBe(refPerft(refFromText(text), d));
    }
  });
});
