// PAPA's exact Othello endgame: FFO #40 (the standard test set, src/games/othello/ffo.ts) through
// `solve`'s entry, and PAPA announcing the exact score in a game. The solver's speed is a
// benchmark figure (cli bench), not a test.
import { describe, expect, it } from 'vitest';
import { solveOthelloPosition } from '../../src/games/othello/endgame';
import { thinkNow } from '../../src/ai/think';
import { rulesFor } from '../../src/games/registry';
import { resolveGame } from '../../src/games/brains';
import { FFO_POSITIONS } from '../../src/games/othello/ffo';
import { othelloRules } from '../../src/games/othello/rules';

// FFO #40 (20 empties, X to move): a2, +38.
const FFO40 = FFO_POSITIONS[0].split(' ').slice(0, 2).join(' ');

describe('Othello endgame', () => {
  it('solves FFO #40 exactly: +38 by a2', () => {
    expect(FFO_POSITIONS[0]).toMatch(/^\S+ X \+38 a2$/);
    const r = solveOthelloPosition(othelloRules().parse(FFO40));
    expect(r).toMatchObject({ score: 38, bestMove: 'a2', complete: true });
  });

  it('PAPA announces the exact final score and plays the solver move', () => {
    // FFO #40 after its best line a2 b1 c1 and O's forced pass: 17 empties, X to move, +38.
    const rules = rulesFor('othello');
    const text = 'OOXXXXXX/XOXXXXXX/OOXOOOOX/OOXOOOXX/OOOOOOXX/...OOOOX/....O..X/........ X';
    const r = thinkNow({ game: 'othello', position: text, history: [], panda: 'papa', timeMs: 20_000 }, resolveGame);
    expect(r.prophecy).toEqual({ kind: 'score', score: 38 });
    // And O, to move before its pass, sees the same result from its side.
    const o = thinkNow({ game: 'othello', position: text.replace(/ X$/, ' O'), history: [], panda: 'papa', timeMs: 20_000 }, resolveGame);
    expect(o).toMatchObject({ move: 'pass', prophecy: { kind: 'score', score: -38 } });
    const pos = rules.parse(text);
    expect(rules.moves(pos).map((m) => rules.moveToText(pos, m))).toContain(r.move);
  });
});
