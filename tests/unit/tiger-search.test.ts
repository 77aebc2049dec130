// PAPA's tiger-game adapter (src/games/tiger/search.ts): its shortcuts must not change what
// the search sees. playLegal must agree with the rules' play, quietWinPossible must never
// say no where a quiet move does end the game, and a fixed-depth search with the
// shortcuts must find the same move and score as one through the rules alone.

import { describe, expect, it } from 'vitest';
import { tigerRules, type TigerPosition } from '../../src/games/tiger/rules';
import { playLegal, tigerJumps } from '../../src/games/tiger/moves';
import { quietWinPossible, tigerSearchGame } from '../../src/games/tiger/search';
import { mulberry32 } from '../../src/engine/hash';
import { Search } from '../../src/ai/search';
import { TranspositionTable } from '../../src/ai/tt';

const rules = tigerRules();

/** The tigers' move count after a dog move (what a greedy dog wants small). */
const tigerMovesAfter = (pos: TigerPosition, m: number): number => rules.moves(rules.play(pos, m)).length;

/**
 * Positions from seeded random games, placements and dog steps both; with `greedy` the
 * dogs mostly play the move leaving the tigers fewest moves, so that traps do happen.
 */
function positions(seed: number, games: number, plies: number, greedy = false): TigerPosition[] {
  const rand = mulberry32(seed);
  const out: TigerPosition[] = [];
  for (let g = 0; g < games; g++) {
    let pos = rules.start();
    for (let ply = 0; ply < plies && rules.outcome(pos) === null; ply++) {
      out.push(pos);
      const moves = rules.moves(pos);
      let m = moves[rand() % moves.length];
      if (greedy && pos.turn === 0 && rand() % 4 !== 0) {
        for (const x of moves) if (tigerMovesAfter(pos, x) < tigerMovesAfter(pos, m)) m = x;
      }
      pos = rules.play(pos, m);
    }
    out.push(pos);
  }
  return out.filter((p) => rules.outcome(p) === null);
}

describe('tiger search adapter', () => {
  it('playLegal agrees with the rules and tigerJumps lists the captures', () => {
    for (const pos of positions(3, 40, 90)) {
      for (const m of rules.moves(pos)) expect(playLegal(pos, m)).toEqual(rules.play(pos, m));
      if (pos.turn === 1) {
        const jumps = rules.moves(pos).filter((m) => rules.isProgress(pos, m));
        expect(tigerJumps(pos.dogs, pos.tigers).sort()).toEqual(jumps.sort());
      }
    }
  });

  it('quietWinPossible never rules out a quiet move that ends the game', () => {
    let said = 0;
    let wins = 0;
    for (const pos of positions(5, 150, 120, true)) {
      // Quiet: no dog captured (dogs on the board plus in hand unchanged).
      const alive = (p: TigerPosition) => rules.tally(p).onBoard[0] + p.hand;
      const quietEnd = rules.moves(pos).some((m) => {
        const c = rules.play(pos, m);
        return alive(c) === alive(pos) && rules.outcome(c) !== null;
      });
      if (quietEnd) wins++;
      if (!quietWinPossible(pos)) {
        said++;
        expect(quietEnd, rules.format(pos)).toBe(false);
      }
    }
    expect(said).toBeGreaterThan(1000); // it does spare work
    expect(wins).toBeGreaterThan(10); // and the check met real quiet wins
  });

  it('a tiger with two moves left cannot be trapped by one placement; with one, it can', () => {
    // Tiger on c1 with only b2 free (c2 c3 an even run); the other on a7, trapped by a6 a5,
    // b6 c5 and b7 c7 (even runs, no jump): b2 traps both.
    const pos = rules.parse('T/.DD/..D../...../DDD../DD.../TDD.. D 5');
    expect(rules.moves({ ...pos, turn: 1 }).length).toBe(1);
    expect(quietWinPossible(pos)).toBe(true);
    expect(rules.outcome(rules.play(pos, rules.moveFromText(pos, 'b2')))).toEqual({ winner: 'D', reason: 'tigers-trapped' });
    // With b2 and d2 free the tiger on c1 has two moves: no placement wins.
    expect(quietWinPossible(rules.parse('T/.D./..D../...../DDD../DD.../TDD.. D 5'))).toBe(false);
  });

  it('a fixed-depth search finds the same move and score with and without the shortcuts', () => {
    const fast = tigerSearchGame(rules);
    const plain = { ...fast, quietWinPossible: undefined, captures: undefined, play: (p: TigerPosition, m: number) => rules.play(p, m) };
    const history = { seen: new Map<number, number>(), quiet: 0, draws: { repetition: true, noProgress: true } };
    const all = positions(7, 6, 40);
    for (let i = 0; i < all.length; i += 6) {
      const pos = all[i];
      const legal = rules.moves(pos);
      const result = (game: typeof fast) => {
        const s = new Search(game, pos, history, new TranspositionTable(14), legal, () => 0);
        let r = null;
        for (let d = 1; d <= 4; d++) r = s.iterate(d, Infinity, Infinity);
        return r;
      };
      expect(result(fast), rules.format(pos)).toEqual(result(plain));
    }
  });
});
