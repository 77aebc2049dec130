import { describe, expect, it } from 'vitest';
import { solveOthello } from '../../src/games/othello/solver';
import { PASS, othelloRules, type OthelloPosition } from '../../src/games/othello/rules';
import { mulberry32 } from '../../src/engine/hash';

const rules = othelloRules();

/** Plain minimax over rules.moves/play: the slow, obviously right score. */
function bruteForce(pos: OthelloPosition): number {
  const moves = rules.moves(pos);
  if (moves.length === 0) {
    const [x, o] = rules.tally(pos).onBoard;
    const own = pos.turn === 0 ? x - o : o - x;
    const empties = 64 - x - o;
    return own > 0 ? own + empties : own < 0 ? own - empties : 0;
  }
  let best = -Infinity;
  for (const m of moves) best = Math.max(best, -bruteForce(rules.play(pos, m)));
  return best + 0; // no -0
}

/** Random playout from the start until `empties` squares are left (null if the game ended). */
function randomEndgame(seed: number, empties: number): OthelloPosition | null {
  const rnd = mulberry32(seed);
  let pos = rules.start();
  for (;;) {
    const [x, o] = rules.tally(pos).onBoard;
    if (64 - x - o <= empties) return pos;
    const moves = rules.moves(pos);
    if (moves.length === 0) return null;
    pos = rules.play(pos, moves[Math.floor((rnd() / 2 ** 32) * moves.length)]);
  }
}

describe('othello endgame solver', () => {
  it('solves FFO #40: +38, best move a2', () => {
    const pos = rules.parse('O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X');
    const r = solveOthello(pos);
    expect(r.complete).toBe(true);
    expect(r.score).toBe(38);
    expect(rules.moveToText(pos, r.bestMove)).toBe('a2');
    expect(r.nodes).toBeGreaterThan(0);
  }, 120_000); // well under a few seconds alone; the margin is for a loaded machine

  it('agrees with brute-force minimax on random positions with few empties', () => {
    let checked = 0;
    for (let seed = 1; checked < 90; seed++) {
      const empties = 1 + (seed % 9); // 1..9 empties
      const pos = randomEndgame(seed, empties);
      if (!pos || rules.moves(pos).length === 0) continue;
      const exact = bruteForce(pos);
      const r = solveOthello(pos);
      expect(r.complete).toBe(true);
      expect(r.score, rules.format(pos)).toBe(exact);
      // The best move really achieves the score.
      const after = rules.play(pos, r.bestMove);
      expect(0 - bruteForce(after), rules.format(pos)).toBe(exact);
      checked++;
    }
  });

  it('handles a forced pass and a finished game', () => {
    // X (b1) must pass; O plays c1 and wins 3-0 with 61 empties: X scores -64.
    const pass = rules.parse('OX....../......../......../......../......../......../......../........ X');
    expect(solveOthello(pass)).toMatchObject({ score: -64, bestMove: PASS, complete: true });
    const over = rules.parse('X......./......../......../......../......../......../......../.......O O');
    expect(solveOthello(over)).toMatchObject({ score: 0, bestMove: -1, complete: true });
  });

  it('stops at the node limit and says so', () => {
    const pos = rules.parse('--XXXXX---XXXX---OOOXX---OOXXXX--OOXXXO-OOOOXOO----XOX----XXXXX- O');
    const r = solveOthello(pos, { maxNodes: 20_000 });
    expect(r.complete).toBe(false);
    expect(r.nodes).toBeLessThan(30_000);
    expect(rules.moves(pos)).toContain(r.bestMove);
  });
});
