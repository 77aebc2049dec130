// The daily puzzles: each game's generator gives a proven puzzle for 30 dates in a row, the
// same on every run, and the proof holds when checked again by a plain search here (the
// exact solver in Othello). The attempt's verdicts and the solved store are checked too.
import { describe, expect, it } from 'vitest';
import { dailyPuzzle } from '../../src/games/daily-puzzle';
import { GAME_IDS, rulesFor, type GameId } from '../../src/games/registry';
import type { AnyRules, Side } from '../../src/engine/types';
import { solveOthello } from '../../src/games/othello/solver';
import type { OthelloPosition } from '../../src/games/othello/rules';
import { addDays, isPuzzleDate, puzzleSeed } from '../../src/puzzles/date';
import { PuzzleAttempt } from '../../src/puzzles/attempt';
import { isSolved, markSolved } from '../../src/puzzles/solved';
import type { Puzzle } from '../../src/puzzles/types';

const FIRST = '2026-12-01';
const DAYS = 30;

/** Plain minimax, no memo, no tricks: does `mover` win within k own moves after playing `move`? */
function plainMoveWins(rules: AnyRules, pos: unknown, move: number, k: number): boolean {
  const mover: Side = rules.sides[rules.toMove(pos)];
  const child = rules.play(pos, move);
  const o = rules.outcome(child);
  if (o) return o.winner === mover;
  if (k <= 1) return false;
  return rules.moves(child).every((r) => {
    const after = rules.play(child, r);
    const end = rules.outcome(after);
    if (end) return end.winner === mover;
    return rules.moves(after).some((m) => plainMoveWins(rules, after, m, k - 1));
  });
}

/** Whether the side to move wins within k own moves (plain search). */
function plainWins(rules: AnyRules, pos: unknown, k: number): boolean {
  return k > 0 && rules.moves(pos).some((m) => plainMoveWins(rules, pos, m, k));
}

/** True when the puzzle's win is no quicker than its length (a win in 2 is not a win in 1). */
function exactLength(p: Puzzle): boolean {
  const rules = rulesFor(p.game as GameId);
  return !plainWins(rules, rules.parse(p.position), p.moves - 1);
}

/** How many first moves win within the puzzle's length (plain search). */
function winningFirstMoves(p: Puzzle): number {
  const rules = rulesFor(p.game as GameId);
  const pos = rules.parse(p.position);
  return rules.moves(pos).filter((m) => plainMoveWins(rules, pos, m, p.moves)).length;
}

function checkWinIn(p: Puzzle): void {
  const rules = rulesFor(p.game as GameId);
  const pos = rules.parse(p.position);
  expect(rules.sides[rules.toMove(pos)]).toBe(p.side);
  expect(p.moves).toBeGreaterThanOrEqual(1);
  expect(p.moves).toBeLessThanOrEqual(3);
  expect(plainMoveWins(rules, pos, rules.moveFromText(pos, p.line[0]), p.moves)).toBe(true);
  // the solution line is legal, ends in the player's win, and each defence holds out longest
  let at = pos;
  p.line.forEach((text, i) => {
    if (i % 2 === 1) {
      const left = p.moves - (i + 1) / 2;
      const distance = (reply: number) => {
        const after = rules.play(at, reply);
        if (rules.outcome(after)) return 0;
        for (let k = 1; k <= left; k++) if (plainWins(rules, after, k)) return k;
        return Infinity;
      };
      const longest = Math.max(...rules.moves(at).map(distance));
      expect(distance(rules.moveFromText(at, text))).toBe(longest);
    }
    at = rules.play(at, rules.moveFromText(at, text));
  });
  expect(rules.outcome(at)?.winner).toBe(p.side);
  expect(p.line.length).toBe(p.moves * 2 - 1);
}

function checkOthello(p: Puzzle): void {
  const rules = rulesFor('othello');
  const pos = rules.parse(p.position) as OthelloPosition;
  expect(solveOthello(pos).score).toBeGreaterThan(0);
  const key = rules.moveFromText(pos, p.line[0]);
  // the key move keeps the win; no other move wins by as much
  const margins = rules.moves(pos).map((m) => ({ m, margin: -solveOthello(rules.play(pos, m) as OthelloPosition).score }));
  const best = Math.max(...margins.map((x) => x.margin));
  expect(margins.find((x) => x.m === key)?.margin).toBeGreaterThan(0);
  const winners = margins.filter((x) => x.margin > 0);
  if (winners.length > 1) expect(margins.filter((x) => x.margin === best).map((x) => x.m)).toEqual([key]);
}

describe('daily puzzle generator', () => {
  for (const game of GAME_IDS) {
    it(`${game}: a proven puzzle for each of ${DAYS} days`, () => {
      let unique = 0;
      let exact = 0;
      for (let i = 0; i < DAYS; i++) {
        const date = addDays(FIRST, i);
        const p = dailyPuzzle(game, date);
        expect(p.game).toBe(game);
        expect(p.date).toBe(date);
        if (p.kind === 'only-move') checkOthello(p);
        else checkWinIn(p);
        if (p.kind === 'only-move' || exactLength(p)) exact++;
        if (p.kind === 'only-move' ? Object.keys(p.tree.wins).length === 1 : winningFirstMoves(p) === 1) unique++;
      }
      // nearly every day the first move is the only one
      expect(unique).toBeGreaterThanOrEqual(DAYS - 3);
      expect(exact).toBeGreaterThanOrEqual(DAYS - 3);
    });
  }

  it('the same date gives the same puzzle; another date another one', () => {
    expect(dailyPuzzle('cannon', '2027-01-05')).toEqual(dailyPuzzle('cannon', '2027-01-05'));
    expect(dailyPuzzle('pairing', '2027-01-05').position).not.toBe(dailyPuzzle('pairing', '2027-01-06').position);
    expect(puzzleSeed('2027-01-05', 'tiger')).not.toBe(puzzleSeed('2027-01-05', 'cannon'));
  });
});

describe('dates', () => {
  it('accepts real dates only', () => {
    expect(isPuzzleDate('2026-02-28')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', '', null, 7]) expect(isPuzzleDate(bad)).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('a go at a puzzle', () => {
  const puzzle = dailyPuzzle('pairing', FIRST);
  const rules = rulesFor('pairing');

  it('a wrong move costs a try; three wrong moves leave none; the solution solves it', () => {
    const pos = rules.parse(puzzle.position);
    const wrong = rules
      .moves(pos)
      .map((m) => rules.moveToText(pos, m))
      .find((t) => !(t in puzzle.tree.wins)) as string;
    const a = new PuzzleAttempt(puzzle);
    for (let i = 2; i >= 0; i--) {
      expect(a.played(wrong)).toBe('wrong');
      expect(a.triesLeft).toBe(i);
      expect(a.retry()).toBe(i > 0);
    }
    const b = new PuzzleAttempt(puzzle);
    for (let i = 0; i < puzzle.line.length; i += 2) {
      const v = b.played(puzzle.line[i]);
      if (i + 1 < puzzle.line.length) {
        expect(v).toBe('keep');
        expect(b.reply()).toBe(puzzle.line[i + 1]);
      } else expect(v).toBe('solved');
    }
    expect(b.state).toBe('solved');
  });

  it('the solved store survives corrupt entries and keeps the day', () => {
    const map = new Map<string, string>();
    const store = { get: (k: string) => map.get(k) ?? null, set: (k: string, v: string) => void map.set(k, v) };
    map.set('puzzles.solved', '{not json');
    expect(isSolved(store, 'tiger', FIRST)).toBe(false);
    markSolved(store, 'tiger', FIRST);
    expect(isSolved(store, 'tiger', FIRST)).toBe(true);
    expect(isSolved(store, 'tiger', addDays(FIRST, 1))).toBe(false);
    map.set('puzzles.solved', '{"2026-12-01": "tiger", "x": [1]}');
    expect(isSolved(store, 'tiger', FIRST)).toBe(false);
  });
});
