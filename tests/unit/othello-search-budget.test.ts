// PAPA's Othello search and its budget (docs/ai.md, "Short budgets and the decided result"): the search's cached view of
// positions (search-cache.ts) gives the rules' own answers, the hash keeps its values
// (seeded choices depend on it), and a solve is tried only from as many empties as the
// budget can carry (endgame.ts). What the search costs is measured by `cli bench`, not here.
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/engine/hash';
import { othelloEndgame, solveEmpties, SOLVE_EMPTIES } from '../../src/games/othello/endgame';
import { mobility, othelloRules, playUnchecked, type OthelloPosition } from '../../src/games/othello/rules';
import { cachedMoves, moverMobility, playCached, searchRules } from '../../src/games/othello/search-cache';

const rules = othelloRules();

/** Positions of random games, passes and finished games included. */
function randomPositions(seed: number, games: number): OthelloPosition[] {
  const rng = mulberry32(seed);
  const out: OthelloPosition[] = [];
  for (let g = 0; g < games; g++) {
    let pos = rules.start();
    for (;;) {
      out.push(pos);
      const moves = rules.moves(pos);
      if (moves.length === 0) break;
      pos = playCached(pos, moves[(rng() >>> 0) % moves.length]);
    }
  }
  return out;
}

describe('Othello search cache', () => {
  it('answers moves, outcome and mobility as the rules do, before and after caching', () => {
    const fast = searchRules(rules);
    const positions = randomPositions(3, 30);
    expect(positions.some((p) => rules.moves(p)[0] === rules.PASS)).toBe(true);
    expect(positions.some((p) => rules.outcome(p) !== null)).toBe(true);
    for (const pos of positions) {
      for (let round = 0; round < 2; round++) {
        expect(cachedMoves(pos)).toEqual(rules.moves(pos));
        expect(fast.outcome(pos)).toEqual(rules.outcome(pos));
        expect(moverMobility(pos)).toBe(mobility(pos.pLo, pos.pHi, pos.oLo, pos.oHi));
      }
      for (const m of rules.moves(pos)) {
        const { pLo, pHi, oLo, oHi, turn } = playCached(pos, m);
        expect({ pLo, pHi, oLo, oHi, turn }).toEqual(playUnchecked(pos, m));
      }
    }
  });

  it('hashes positions to the values they always had', () => {
    const texts = [
      rules.startText,
      '......../......../..XXX.../..OOXO../...OXO../...OX.../......../........ X',
      '......../......../..XXX.../..OOXO../...OXO../...OX.../......../........ O',
      'OOXXXXXX/XOXXXXXX/OOXOOOOX/OOXOOOXX/OOOOOOXX/...OOOOX/....O..X/........ X',
    ];
    expect(texts.map((t) => rules.hash(rules.parse(t)))).toEqual([566864391, 861208754, -1106079373, -2023605206]);
  });
});

describe('Othello solve attempts by budget', () => {
  it('tries the solver from fewer empties the shorter the budget', () => {
    expect(SOLVE_EMPTIES).toBe(22);
    expect(solveEmpties(1000)).toBe(SOLVE_EMPTIES);
    expect(solveEmpties(998)).toBe(SOLVE_EMPTIES); // the request's 1 s, less the set-up
    expect(solveEmpties(199.5)).toBe(19);
    expect(solveEmpties(10_000)).toBe(SOLVE_EMPTIES);
    expect(solveEmpties(500)).toBe(21);
    expect(solveEmpties(200)).toBe(19);
    expect(solveEmpties(1)).toBe(12);
    expect(solveEmpties(Number.NaN)).toBe(12);
  });

  it('plans a solve at 20 empties with 1 s, not with 200 ms', () => {
    const pos = rules.parse('OOXXXXXX/XOXXXXXX/OOXOOOOX/OOXOOOXX/OOOOOOXX/...OOOO./......../........ X');
    expect(64 - rules.tally(pos).onBoard[0] - rules.tally(pos).onBoard[1]).toBe(20);
    expect(othelloEndgame.plan(pos, 1000)).toBe('solve-after');
    expect(othelloEndgame.plan(pos, 200)).toBe('none');
    expect(othelloEndgame.plan(rules.parse('OOXXXXXX/XOXXXXXX/OOXOOOOX/OOXOOOXX/OOOOOOXX/XXXOOOOX/XXXXO..X/........ X'), 200)).toBe(
      'solve-first',
    );
  });
});
