// A puzzle on a live match (no DOM): the match starts from the puzzle's position, PAPA's
// moves are the proven defence, a wrong move halts the try and a new one starts from the
// position, the solution solves it and is stored, and the reveal plays the whole line.
import { afterEach, describe, expect, it } from 'vitest';
import { dailyPuzzle } from '../../src/games/daily-puzzle';
import { rulesFor } from '../../src/games/registry';
import { startPuzzle } from '../../src/match/puzzle-play';
import { endMatch } from '../../src/match/session';
import { isSolved } from '../../src/puzzles/solved';

const DATE = '2026-12-03';
const pace = { pandaMs: 50, minThinkMs: 0, passNoticeMs: 10, retryMs: 5, revealStepMs: 1 };

function memoryStore() {
  const map = new Map<string, string>();
  return { get: (k: string) => map.get(k) ?? null, set: (k: string, v: string) => void map.set(k, v) };
}

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 400 && !ok(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(ok()).toBe(true);
};

afterEach(() => endMatch());

describe('a puzzle on the board’s match', () => {
  const puzzle = dailyPuzzle('alquerque', DATE);
  const rules = rulesFor('alquerque');

  it('plays the proven defence and stores the solve', async () => {
    const store = memoryStore();
    const play = startPuzzle(puzzle, pace, store, false);
    const m = play.match;
    m.start();
    expect(rules.format(m.record.position)).toBe(rules.format(rules.parse(puzzle.position)));
    expect(m.canUndo()).toBe(false);
    expect(m.canHint).toBe(false);
    for (let i = 0; i < puzzle.line.length; i += 2) {
      await until(() => m.canAct);
      expect(m.record.moveTexts).toEqual(puzzle.line.slice(0, i));
      expect(m.play(rules.moveFromText(m.record.position, puzzle.line[i]))).toBe(true);
    }
    await until(() => play.solved); // told (and stored) once the winning move is shown
    expect(isSolved(store, 'alquerque', DATE)).toBe(true);
    expect(m.outcome?.winner).toBe(puzzle.side);
  });

  it('a wrong move halts the try, the next try starts from the position; reveal plays the line', async () => {
    const play = startPuzzle(puzzle, pace, memoryStore(), false);
    const m = play.match;
    m.start();
    const pos = rules.parse(puzzle.position);
    const wrong = rules.moves(pos).find((mv) => !(rules.moveToText(pos, mv) in puzzle.tree.wins)) as number;
    await until(() => m.canAct);
    m.play(wrong);
    await until(() => m.isHalted);
    expect(play.info()).toMatchObject({ state: 'failed', triesLeft: 2 });
    await until(() => play.info().state === 'playing' && m.record.history.length === 0 && m.canAct);
    play.reveal();
    await until(() => m.record.history.length === puzzle.line.length && !play.revealing);
    expect(m.record.moveTexts).toEqual(puzzle.line);
    expect(play.info()).toMatchObject({ state: 'revealed', solved: false });
  });
});
