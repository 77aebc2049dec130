// The Othello solver stopped before the exact score: the bounds its finished tests proved
// (solver.ts `lower`/`upper`), the decided result the endgame passes on, and PAPA playing
// a proven win's move and announcing "by N or more" (docs/ai.md, "Short budgets and the decided result").
import { describe, expect, it } from 'vitest';
import { solveOthello } from '../../src/games/othello/solver';
import { othelloEndgame } from '../../src/games/othello/endgame';
import { othelloRules, type OthelloPosition } from '../../src/games/othello/rules';
import { othelloAi } from '../../src/games/othello/ai';
import { createPapa } from '../../src/ai/papa';
import { contextOf } from '../../src/ai/context';
import type { ExactEndgame } from '../../src/ai/game-ai';
import type { Prophecy } from '../../src/ai/protocol';
import { prophecySentence } from '../../src/dialogs/prophecy-text';
import { analysisHintNotice } from '../../src/views/analysis-text';
import { scoreLine } from '../../src/cli/commands/ai';

const rules = othelloRules();
// FFO #40 (20 empties, X to move): +38 by a2; and a position of the same game where X loses.
const FFO40 = rules.parse('O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X');
const FFO40_O = rules.parse('O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- O');

describe('the solver stopped early', () => {
  it('keeps bounds that hold the exact score, and a move that wins by at least the lower one', () => {
    // (exact: +38, tests/unit/othello-solver.test.ts)
    let decided = 0;
    for (const maxNodes of [2_000, 20_000, 60_000, 150_000, 400_000]) {
      const r = solveOthello(FFO40, { maxNodes });
      expect(r.complete).toBe(false);
      expect(r.lower).toBeLessThanOrEqual(38);
      expect(r.upper).toBeGreaterThanOrEqual(38);
      if (r.lower > 0 && ++decided <= 2) {
        // the move kept is one that really wins by that much
        const after = rules.play(FFO40, r.bestMove) as OthelloPosition;
        expect(-solveOthello(after).score).toBeGreaterThanOrEqual(r.lower);
      }
    }
    // the sign is settled long before the margin
    expect(decided).toBeGreaterThan(2);
    expect(solveOthello(FFO40, { maxNodes: 1e9 })).toMatchObject({ complete: true, lower: 38, upper: 38 });
  });

  it('proves a loss from the losing side, and the endgame passes both on as decided', () => {
    const exactO = solveOthello(FFO40_O);
    const win = othelloEndgame.solve(FFO40, Infinity, 150_000);
    expect(win.solved).toBeNull();
    expect(win.decided).toMatchObject({ bound: 'atLeast' });
    const nodes = [20_000, 60_000, 150_000, 400_000];
    const losses = nodes.map((n) => othelloEndgame.solve(FFO40_O, Infinity, n)).filter((r) => r.decided);
    expect(losses.length).toBeGreaterThan(0);
    for (const r of losses) {
      expect(r.decided?.bound).toBe('atMost');
      expect(r.decided!.score).toBeLessThan(0);
      expect(r.decided!.score).toBeGreaterThanOrEqual(exactO.score);
    }
  });
});

/** PAPA with an endgame that always answers `answer` (his search otherwise the real one). */
function papaWith(position: OthelloPosition, answer: ReturnType<ExactEndgame<OthelloPosition>['solve']>) {
  const ai = othelloAi(rules);
  const endgame: ExactEndgame<OthelloPosition> = { ...ai.endgame!, plan: () => 'solve-first', solve: () => answer };
  const text = rules.format(position);
  const ctx = contextOf({ game: 'othello', position: text, history: [], panda: 'papa' }, rules as never);
  const legal = rules.moves(position);
  const thinker = createPapa(ctx, { ...ai, endgame } as never, legal, { deadline: performance.now() + 300, seed: 1 });
  while (!thinker.step(Infinity));
  return { legal, result: thinker.result() };
}

describe('PAPA and a decided result', () => {
  it('plays the move of a proven win and announces its margin as a lower bound', () => {
    const a2 = rules.moveFromText(FFO40, 'a2');
    // a move other than the search's own first choice, so taking it is visible
    const { result } = papaWith(FFO40, { solved: null, nodes: 5, decided: { bound: 'atLeast', score: 12, move: a2 } });
    expect(result.move).toBe(a2);
    expect(result.prophecy).toEqual({ kind: 'score', score: 12, bound: 'atLeast' });
  });

  it('keeps the search move under a proven loss and says so', () => {
    const { legal, result } = papaWith(FFO40_O, { solved: null, nodes: 5, decided: { bound: 'atMost', score: -6 } });
    expect(legal).toContain(result.move);
    expect(result.prophecy).toEqual({ kind: 'score', score: -6, bound: 'atMost' });
  });

  it('says a bound in words as a bound, and prints no exact score for it', () => {
    const win: Prophecy = { kind: 'score', score: 12, bound: 'atLeast' };
    const loss: Prophecy = { kind: 'score', score: -6, bound: 'atMost' };
    expect(prophecySentence(win)).toBe('PAPA foresees: he wins by 12 discs or more');
    expect(prophecySentence(loss)).toBe('PAPA foresees: you can win by 6 discs or more');
    expect(analysisHintNotice('X', 'O', 'a2', win)).toEqual({
      key: 'share:analysis.hintWinsByAtLeast',
      params: { move: 'a2', side: 'X', n: '12' },
    });
    expect(scoreLine(win)).toBeNull();
    expect(scoreLine({ kind: 'score', score: 12 })).toBe('score 12');
  });
});
