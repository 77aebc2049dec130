// The review's grades (src/ai/grades.ts, src/ai/grade.ts; docs/ai.md "Grading a game"):
// the thresholds at their edges, PAPA's own best move never a fault, the only move that
// held, the first player's side, values from proofs and from the evaluation's scale, and
// PAPA's look at a real blunder.
import { describe, expect, it } from 'vitest';
import { DEFAULT_GRADE_SCALE, expectedResult, gradeNow } from '../../src/ai/grade';
import { GRADE_THRESHOLDS as T, gradeMove, gradesOf, withHindsight } from '../../src/ai/grades';
import { GameRecord } from '../../src/engine/record';
import { resolveGame } from '../../src/games/brains';
import { rulesFor } from '../../src/games/registry';

describe('a move graded by what it lost', () => {
  const e = 1e-9;
  it('under the inaccuracy threshold: no grade; then ?!, ?, ?? from their thresholds on', () => {
    expect(gradeMove(0.5, 0.5 - T.inaccuracy + e, null, false)).toBeNull();
    expect(gradeMove(0.5, 0.5 - T.inaccuracy, null, false)).toBe('?!');
    expect(gradeMove(0.5, 0.5 - T.mistake + e, null, false)).toBe('?!');
    expect(gradeMove(0.5, 0.5 - T.mistake, null, false)).toBe('?');
    expect(gradeMove(0.5, 0.5 - T.blunder + e, null, false)).toBe('?');
    expect(gradeMove(0.5, 0.5 - T.blunder, null, false)).toBe('??');
    // a won game thrown away
    expect(gradeMove(1, -1, null, false)).toBe('??');
    // gaining is never a fault
    expect(gradeMove(-0.5, 0.9, null, false)).toBeNull();
  });

  it('a proven win left for one PAPA still finds better but cannot prove is at most ?!', () => {
    expect(gradeMove(1, 0.2, null, false)).toBe('?!');
    expect(gradeMove(1, 0.95, null, false)).toBeNull();
    expect(gradeMove(1, 0, null, false)).toBe('??');
    expect(gradeMove(1, -0.3, null, false)).toBe('??');
  });

  it('a forced move has no grade, and PAPA’s own best move is never a fault', () => {
    expect(gradeMove(1, -1, null, true)).toBeNull();
    expect(gradeMove(0.4, -0.4, null, false, true)).toBeNull();
    // unless it led to a proven loss: his short look had missed it
    expect(gradeMove(0.4, -1, null, false, true)).toBe('??');
  });

  it('with hindsight: a move that leads to a proven win for its mover proves the position before it', () => {
    // the first player moves from 0 and 2, the second from 1 and 3
    const signs = [1, -1, 1, -1] as const;
    expect(withHindsight([0.1, 0.2, -0.1, -1, -1], signs)).toEqual([0.1, 0.2, -0.1, -1, -1]);
    // the second player's move 4 (from position 3) wins: position 3 was won for them
    expect(withHindsight([0.1, 0.2, -0.1, -0.05, -1], signs)).toEqual([0.1, 0.2, -0.1, -1, -1]);
    // a proven loss for the mover says nothing of the position before (another move may have held)
    expect(withHindsight([0.1, 0.2, 0.3, 0.1, 1], signs)).toEqual([0.1, 0.2, 0.3, 0.1, 1]);
    // values not yet known stay unknown
    expect(withHindsight([0.1, null, null, null, null], signs)).toEqual([0.1, null, null, null, null]);
  });

  it('! for the only move that held: it lost at most `held`, the best other move would have lost `only`', () => {
    expect(gradeMove(0.3, 0.3, 0.3 - T.only, false, true)).toBe('!');
    expect(gradeMove(0.3, 0.3 - T.held, 0.3 - T.only, false, true)).toBe('!');
    expect(gradeMove(0.3, 0.3 - T.held - 0.01, 0.3 - T.only, false, true)).toBeNull();
    expect(gradeMove(0.3, 0.3, 0.3 - T.only + 0.01, false, true)).toBeNull();
    expect(gradeMove(0.3, 0.3, null, false, true)).toBeNull();
  });

  it('the values are the first player’s: a move of the second player is graded from its side', () => {
    const evals = [0, 0, 0.8, 0.8, null];
    const looks = [{ best: 'a', second: null }, { best: 'b', second: null }, { best: 'c', second: null }, null, null];
    const moves = [
      { sign: 1 as const, forced: false, text: 'a' },
      { sign: -1 as const, forced: false, text: 'x' },
      { sign: 1 as const, forced: false, text: 'y' },
      { sign: -1 as const, forced: false, text: 'z' },
    ];
    // move 2: the second player let the first go from 0 to 0.8 (?? for them); move 3 kept it;
    // move 4 is not graded until the value after it is known
    expect(gradesOf(evals, looks, moves)).toEqual([null, '??', null, null]);
  });
});

describe('a value from PAPA’s answer', () => {
  it('a proof is the result itself: 1, -1 or 0 (an Othello score by its sign)', () => {
    expect(expectedResult({ kind: 'win', plies: 3 }, 12, 300)).toBe(1);
    expect(expectedResult({ kind: 'loss', plies: 2 }, 12, 300)).toBe(-1);
    expect(expectedResult({ kind: 'draw', plies: 6 }, 500, 300)).toBe(0);
    expect(expectedResult({ kind: 'score', score: -4 }, 0, 300)).toBe(-1);
    expect(expectedResult({ kind: 'score', score: 2, bound: 'atLeast' }, 0, 300)).toBe(1);
  });

  it('else the evaluation on the game’s scale: its scale gives tanh(1), three quarters won', () => {
    expect(expectedResult(null, DEFAULT_GRADE_SCALE, DEFAULT_GRADE_SCALE)).toBeCloseTo(Math.tanh(1), 9);
    expect(expectedResult(null, -600, 600)).toBeCloseTo(-Math.tanh(1), 9);
    expect(expectedResult(null, 0, 300)).toBe(0);
    expect(expectedResult(null, undefined, 300)).toBe(0);
    expect(resolveGame('tiger', {}).ai.gradeScale).toBe(600);
  });
});

describe('PAPA’s look at a real game', () => {
  // Pairing: after five quiet moves White's c1-c2 lets Black pair up at once (PAPA proves it)
  const moves = ['c5-c4', 'd1-d2', 'e4-e3', 'e2-e3', 'c4-c3', 'c1-c2'];
  const rules = rulesFor('pairing');
  const record = GameRecord.replay(rules, rules.startText, moves);
  const look = (ply: number) => {
    const position = ply === 0 ? record.history[0].before : record.history[ply - 1].after;
    const g = gradeNow(
      { game: 'pairing', position: rules.format(position), history: moves.slice(0, ply), played: moves[ply] ?? null, timeMs: 400 },
      resolveGame,
    );
    return { ...g, first: rules.toMove(position) === 0 ? g.value : -g.value };
  };

  it('grades the move that loses at once ??, and names a better one', () => {
    const before = look(5);
    const after = look(6);
    expect(after.first).toBe(1);
    expect(before.best).not.toBe('c1-c2');
    const facts = record.history.map((p) => ({
      sign: (rules.toMove(p.before) === 0 ? 1 : -1) as 1 | -1,
      forced: rules.moves(p.before).length <= 1,
      text: p.text,
    }));
    const evals: (number | null)[] = [null, null, null, null, null, before.first, after.first];
    const looks = [null, null, null, null, null, before, after];
    expect(gradesOf(evals, looks, facts)[5]).toBe('??');
  });

  it('a finished game’s last position is its result, with no best move', () => {
    const done = GameRecord.replay(rules, rules.startText, [...moves, 'c3-b3', 'b1-b2', 'a4-a3']);
    expect(done.outcome?.winner).toBe('X');
    const g = gradeNow(
      { game: 'pairing', position: rules.format(done.position), history: done.moveTexts, played: null, timeMs: 50 },
      resolveGame,
    );
    // White is to move and has lost
    expect(g).toEqual({ value: -1, best: null, second: null });
  });

  it('a bad request is refused with a reason, never a crash', () => {
    expect(() => gradeNow({ game: 'chess', position: 'x', history: [], played: null, timeMs: 10 }, resolveGame)).toThrow(/unknown game/);
    expect(() => gradeNow({ game: 'pairing', position: 'nonsense', history: [], played: null, timeMs: 10 }, resolveGame)).toThrow(
      /bad position/,
    );
  });
});
