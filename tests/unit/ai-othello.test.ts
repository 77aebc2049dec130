// PAPA's exact Othello endgame: FFO #40 (the standard test set, /work/shared/bench) through
// `solve`'s entry, and PAPA announcing the exact score in a game. The solver's speed is a
// benchmark figure (cli bench), not a test.
import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rulesFor } from '../../src/engine';
import { solveOthelloPosition } from '../../src/ai/othello-endgame';
import { thinkNow } from '../../src/ai/think';

const FFO = '/work/shared/bench/ffo40-59.txt';
// FFO #40 (20 empties, X to move): a2, +38. Kept inline so the test runs without the file.
const FFO40 = 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X';

describe('Othello endgame', () => {
  it('solves FFO #40 exactly: +38 by a2', () => {
    if (existsSync(FFO)) expect(readFileSync(FFO, 'utf8').split('\n')[0]).toMatch(/^\S+ X \+38 a2/);
    const rules = rulesFor('othello');
    const r = solveOthelloPosition(rules.parse(FFO40));
    expect(r).toMatchObject({ score: 38, bestMove: 'a2', complete: true });
  });

  it('PAPA announces the exact final score and plays the solver move', () => {
    // FFO #40 after its best line a2 b1 c1 and O's forced pass: 17 empties, X to move, +38.
    const rules = rulesFor('othello');
    const text = 'OOXXXXXX/XOXXXXXX/OOXOOOOX/OOXOOOXX/OOOOOOXX/...OOOOX/....O..X/........ X';
    const r = thinkNow({ game: 'othello', position: text, history: [], panda: 'papa', timeMs: 20_000 });
    expect(r.prophecy).toEqual({ kind: 'score', score: 38 });
    // And O, to move before its pass, sees the same result from its side.
    const o = thinkNow({ game: 'othello', position: text.replace(/ X$/, ' O'), history: [], panda: 'papa', timeMs: 20_000 });
    expect(o).toMatchObject({ move: 'pass', prophecy: { kind: 'score', score: -38 } });
    const pos = rules.parse(text);
    expect(rules.moves(pos).map((m) => rules.moveToText(pos, m))).toContain(r.move);
  });
});
