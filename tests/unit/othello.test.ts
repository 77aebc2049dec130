import { describe, expect, it } from 'vitest';
import {
  PASS,
  canMove,
  finalScore,
  flipsLo,
  lastHi,
  mobility,
  movesLo,
  othelloRules,
  perftFast,
  popcount64,
  type OthelloPosition,
} from '../../src/games/othello/rules';
import { mulberry32 } from '../../src/engine/hash';
import { MoveError, PositionError } from '../../src/engine/types';

const rules = othelloRules();
const sq = (name: string): number => rules.geometry.indexOf(name);

// ---------------------------------------------------------------------------------------
// A deliberately simple reference implementation: a 64-cell array, walked square by square.
// ---------------------------------------------------------------------------------------
type Cell = 'X' | 'O' | null;
const STEPS: [number, number][] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
];

function refBoard(pos: OthelloPosition): Cell[] {
  return Array.from({ length: 64 }, (_, i) => rules.pieceAt(pos, i) as Cell);
}

function refFlips(board: Cell[], side: 'X' | 'O', at: number): number[] {
  if (board[at] !== null) return [];
  const other = side === 'X' ? 'O' : 'X';
  const out: number[] = [];
  for (const [df, dr] of STEPS) {
    const line: number[] = [];
    let f = (at % 8) + df;
    let r = Math.floor(at / 8) + dr;
    while (f >= 0 && f < 8 && r >= 0 && r < 8 && board[r * 8 + f] === other) {
      line.push(r * 8 + f);
      f += df;
      r += dr;
    }
    if (line.length > 0 && f >= 0 && f < 8 && r >= 0 && r < 8 && board[r * 8 + f] === side) out.push(...line);
  }
  return out;
}

function refMoves(board: Cell[], side: 'X' | 'O'): number[] {
  const list: number[] = [];
  for (let i = 0; i < 64; i++) if (refFlips(board, side, i).length > 0) list.push(i);
  return list;
}

function refPerft(board: Cell[], side: 'X' | 'O', depth: number): number {
  if (depth === 0) return 1;
  const other = side === 'X' ? 'O' : 'X';
  const list = refMoves(board, side);
  if (list.length === 0) {
    if (refMoves(board, other).length === 0) return 0;
    return refPerft(board, other, depth - 1);
  }
  let sum = 0;
  for (const m of list) {
    const next = board.slice();
    next[m] = side;
    for (const f of refFlips(board, side, m)) next[f] = side;
    sum += refPerft(next, other, depth - 1);
  }
  return sum;
}

const sideOf = (pos: OthelloPosition): 'X' | 'O' => (pos.turn === 0 ? 'X' : 'O');

// ---------------------------------------------------------------------------------------

describe('othello perft', () => {
  const expected = [1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571056];
  it.each(expected.map((n, d) => [d, n]))('start position, depth %i = %i', (depth, n) => {
    expect(rules.perft(rules.start(), depth)).toBe(n);
  });

  it('counts a forced pass as a ply and a finished game as 0', () => {
    // X (b1) cannot place; O (a1) can play c1, after which nobody can move.
    const pos = rules.parse('OX....../......../......../......../......../......../......../........ X');
    expect(rules.moves(pos)).toEqual([PASS]);
    expect(rules.perft(pos, 0)).toBe(1);
    expect(rules.perft(pos, 1)).toBe(1);
    expect(rules.perft(pos, 2)).toBe(1);
    expect(rules.perft(pos, 3)).toBe(0);
  });

  it('gives 0 at every depth > 0 for a finished game', () => {
    const done = rules.parse('X......./......../......../......../......../......../......../.......O O');
    expect(rules.moves(done)).toEqual([]);
    expect(rules.perft(done, 0)).toBe(1);
    expect(rules.perft(done, 1)).toBe(0);
    expect(rules.perft(done, 4)).toBe(0);
  });

  it('agrees with the reference on crafted midgame positions', () => {
    const positions = [
      // FFO #40 (X to move), a pass-rich endgame
      'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X',
      // FFO #59: X has few moves, O must pass at times
      '-----------------------O--OOOOO---OOOOOXOOOOXXXX--XXOOXX--XX-O-X X',
      '......../......../..XXX.../...XO.../..OOOX../.....O../......../........ O',
    ];
    for (const text of positions) {
      const pos = rules.parse(text);
      for (let d = 1; d <= 4; d++) {
        expect(rules.perft(pos, d), `${text} depth ${d}`).toBe(refPerft(refBoard(pos), sideOf(pos), d));
      }
    }
  });
});

describe('othello notation', () => {
  it('round-trips the start position and accepts - and missing slashes', () => {
    const start = rules.start();
    expect(rules.format(start)).toBe(rules.startText);
    expect(rules.parse(rules.format(start))).toEqual(start);
    const flat = '---------------------------OX------XO--------------------------- X';
    expect(rules.parse(flat)).toEqual(start);
    expect(rules.parse(`  ${rules.startText}  `)).toEqual(start);
  });

  it('reads X as Black to move and O as White to move', () => {
    expect(rules.toMove(rules.start())).toBe(0);
    const o = rules.parse(rules.startText.replace(/ X$/, ' O'));
    expect(rules.toMove(o)).toBe(1);
    expect(rules.pieceAt(o, sq('e4'))).toBe('X');
    expect(rules.pieceAt(o, sq('d4'))).toBe('O');
    expect(rules.pieceAt(o, sq('a1'))).toBe(null);
  });

  const bad: [string, RegExp][] = [
    ['......../......../......../...OX.../...XO.../......../......../....... X', /63 points/],
    ['.................................................................. X', /more than 64/],
    ['......../......../......../...ox.../...XO.../......../......../........ X', /unknown character 'o'/],
    ['......../......../......../...Ox.../...XO.../......../......../........ X', /unknown character 'x'/],
    ['......../......../......../...OX.../...XO.../......../......../........ B', /unknown side to move 'B'/],
    ['......../......../......../...OX.../...XO.../......../......../........', /missing side/],
    ['....../..../......../......../...OX.../...XO.../......../......../........ X', /'\/' at character 7/],
    ['......../......../......../...OX.../...XO.../......../......../......../ X', /'\/' at character 72 is not between two ranks/],
    ['......../......//......../...OX.../...XO.../......../......../........ X', /not between two ranks/],
    ['......../......../......../...OX.../...XO.../......../......../........ X 5', /unexpected field '5'/],
    ['', /empty position/],
  ];
  it.each(bad)('rejects %s', (text, message) => {
    expect(() => rules.parse(text)).toThrow(PositionError);
    expect(() => rules.parse(text)).toThrow(message);
  });

  it('converts moves to text and back, checking legality', () => {
    const start = rules.start();
    expect(
      rules
        .moves(start)
        .map((m) => rules.moveToText(start, m))
        .sort(),
    ).toEqual(['c4', 'd3', 'e6', 'f5']);
    expect(rules.moveFromText(start, 'd3')).toBe(sq('d3'));
    expect(() => rules.moveFromText(start, 'a1')).toThrow(MoveError);
    expect(() => rules.moveFromText(start, 'd4')).toThrow(MoveError);
    expect(() => rules.moveFromText(start, 'pass')).toThrow(/pass/);
    expect(() => rules.moveFromText(start, 'z9')).toThrow(MoveError);
    expect(() => rules.play(start, sq('a1'))).toThrow(MoveError);
  });

  it('has an exact key and a hash that depend on the side to move', () => {
    const x = rules.start();
    const o = rules.parse(rules.startText.replace(/ X$/, ' O'));
    expect(rules.key(x)).toBe(rules.startText);
    expect(rules.key(o)).not.toBe(rules.key(x));
    expect(rules.hash(o)).not.toBe(rules.hash(x));
    expect(rules.hash(rules.parse(rules.startText))).toBe(rules.hash(x));
    expect(Number.isInteger(rules.hash(x)) && rules.hash(x) === (rules.hash(x) | 0)).toBe(true);
  });
});

describe('othello play, effect, pass and outcome', () => {
  it('flips the right discs, outward and direction by direction', () => {
    // X plays d4: north d3 (O) then d2 (X); east e4, f4 (O) then g4 (X); south d5 (O) then d6 (X).
    // The O on c4 is not bracketed (b4 is empty), so it stays.
    const pos = rules.parse('......../...X..../...O..../..O.OOX./...O..../...X..../......../........ X');
    const move = sq('d4');
    const eff = rules.effect(pos, move);
    expect(eff).toEqual({
      from: -1,
      to: move,
      captured: [],
      converted: [sq('d3'), sq('e4'), sq('f4'), sq('d5')],
    });
    const next = rules.play(pos, move);
    for (const p of [move, ...eff.converted]) expect(rules.pieceAt(next, p)).toBe('X');
    expect(rules.pieceAt(next, sq('c4'))).toBe('O');
    expect(rules.toMove(next)).toBe(1);
    expect(rules.tally(next).onBoard).toEqual([8, 1]);
    expect(rules.isProgress(pos, move)).toBe(true);
    expect(rules.isProgress(pos, PASS)).toBe(false);
  });

  it('passes only when forced, and a pass just hands over the turn', () => {
    const pos = rules.parse('OX....../......../......../......../......../......../......../........ X');
    expect(rules.moves(pos)).toEqual([PASS]);
    expect(rules.outcome(pos)).toBe(null);
    expect(rules.moveToText(pos, PASS)).toBe('pass');
    expect(rules.moveFromText(pos, 'pass')).toBe(PASS);
    expect(rules.effect(pos, PASS)).toEqual({ from: -1, to: -1, captured: [], converted: [] });
    const after = rules.play(pos, PASS);
    expect(rules.format(after)).toBe('OX....../......../......../......../......../......../......../........ O');
    expect(rules.moves(after)).toEqual([sq('c1')]);
    const end = rules.play(after, sq('c1'));
    expect(rules.moves(end)).toEqual([]);
    expect(rules.outcome(end)).toEqual({ winner: 'O', reason: 'majority' });
  });

  it('scores majority and draw, empties to the winner', () => {
    const draw = rules.parse('X......./......../......../......../......../......../......../.......O O');
    expect(rules.outcome(draw)).toEqual({ winner: 'draw', reason: 'majority' });
    expect(finalScore(draw.pLo, draw.pHi, draw.oLo, draw.oHi)).toBe(0);
    const xWins = rules.parse('XX....../......../......../......../......../......../......../.......O O');
    expect(rules.outcome(xWins)).toEqual({ winner: 'X', reason: 'majority' });
    // O to move, 1 disc against 2, 61 empties go to X: 1 - 2 - 61.
    expect(finalScore(xWins.pLo, xWins.pHi, xWins.oLo, xWins.oHi)).toBe(-62);
    expect(rules.outcome(rules.start())).toBe(null);
  });

  it('exposes allocation-free helpers consistent with the rules object', () => {
    const s = rules.start();
    const lo = movesLo(s.pLo, s.pHi, s.oLo, s.oHi);
    expect(popcount64(lo, lastHi())).toBe(4);
    expect(mobility(s.pLo, s.pHi, s.oLo, s.oHi)).toBe(4);
    expect(canMove(s.pLo, s.pHi, s.oLo, s.oHi)).toBe(true);
    expect(perftFast(s.pLo, s.pHi, s.oLo, s.oHi, 5)).toBe(1396);
    expect(popcount64(-1, -1)).toBe(64);
  });
});

describe('othello random playouts against the reference', () => {
  it('matches moves and play on every ply of 300 seeded games', () => {
    const rnd = mulberry32(20261129);
    for (let game = 0; game < 300; game++) {
      let pos = rules.start();
      let placements = 0;
      for (;;) {
        const board = refBoard(pos);
        const side = sideOf(pos);
        const moves = rules.moves(pos);
        const ref = refMoves(board, side);
        const other = side === 'X' ? 'O' : 'X';
        if (ref.length > 0) expect(moves).toEqual(ref);
        else if (refMoves(board, other).length > 0) expect(moves).toEqual([PASS]);
        else expect(moves).toEqual([]);

        if (moves.length === 0) {
          const [x, o] = rules.tally(pos).onBoard;
          expect(rules.outcome(pos)).toEqual({ winner: x > o ? 'X' : o > x ? 'O' : 'draw', reason: 'majority' });
          break;
        }
        expect(rules.outcome(pos)).toBe(null);
        const move = moves[Math.floor((rnd() / 2 ** 32) * moves.length)];
        const next = rules.play(pos, move);
        expect(rules.toMove(next)).toBe(1 - pos.turn);
        if (move !== PASS) {
          placements++;
          const flipped = refFlips(board, side, move);
          expect(flipped.length).toBeGreaterThan(0);
          expect(rules.effect(pos, move).converted).toEqual(flipped); // same walk order
          const fLo = flipsLo(move, pos.pLo, pos.pHi, pos.oLo, pos.oHi);
          expect(popcount64(fLo, lastHi())).toBe(flipped.length);
          const before = rules.tally(pos).onBoard;
          const after = rules.tally(next).onBoard;
          const mover = pos.turn;
          expect(after[mover]).toBe(before[mover] + 1 + flipped.length);
          expect(after[1 - mover]).toBe(before[1 - mover] - flipped.length);
          const expectBoard = board.slice();
          expectBoard[move] = side;
          for (const f of flipped) expectBoard[f] = side;
          expect(refBoard(next)).toEqual(expectBoard);
        } else {
          expect(refBoard(next)).toEqual(board);
        }
        expect(rules.parse(rules.format(next))).toEqual(next);
        expect(rules.hash(rules.parse(rules.key(next)))).toBe(rules.hash(next));
        pos = next;
      }
      expect(placements).toBeLessThanOrEqual(60);
    }
  });
});
