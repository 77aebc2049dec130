// The classic sparring engine of `cli match` (benchmarks only): it must see what a
// textbook engine sees, or beating it means nothing.
import { describe, expect, it } from 'vitest';
import { contextOf } from '../../src/ai/context';
import { solveOthello } from '../../src/games/othello/solver';
import type { OthelloPosition } from '../../src/games/othello/rules';
import { mulberry32 } from '../../src/engine/hash';
import { sparringGameFor, sparringThink } from '../sparring';
import { SparringSearch, WIN } from '../sparring/search';
import { rulesFor, type GameId } from '../../src/games/registry';

function think(game: GameId, position: string, timeMs = 2000) {
  const ctx = contextOf({ game, position, history: [], panda: 'papa' }, rulesFor(game));
  const r = sparringThink(ctx, timeMs);
  return { ...r, text: ctx.rules.moveToText(ctx.position, r.move) };
}

describe('sparring engine', () => {
  it('takes the obvious capture in Cannon (the cannon shot of the rules)', () => {
    expect(think('cannon', 'O.../..../X.O./.X../.... X').text).toBe('b4-b3');
  });

  it('finds a forced Pairing win and sees it is one', () => {
    const r = think('pairing', 'OOOOO/O..../....O/..X../XXXXX X');
    expect(r.score).toBeGreaterThan(WIN - 1000);
    const after = rulesFor('pairing').play(rulesFor('pairing').parse('OOOOO/O..../....O/..X../XXXXX X'), r.move);
    expect(rulesFor('pairing').outcome(after)).toBeNull(); // a win in 3, not at once
  });

  it('does not walk into the Pairing trap (the capture that pairs the opponent)', () => {
    expect(think('pairing', 'OO.../...../....O/....X/XX... X').text).not.toBe('e4-e3');
  });

  it('searches to a node budget that the clock cannot cut short, so a fixed-node match repeats exactly', () => {
    const rules = rulesFor('tiger');
    const pos = rules.parse('./.T./...../.DDD./.DTD./.DDD./..... D 12');
    let ticks = 0;
    // A clock that races ahead on every read: a timed search would stop at once.
    const racing = (): number => (ticks += 1_000_000);
    const runs = [0, 1].map(() => {
      const s = new SparringSearch(sparringGameFor(rules), new Set(), racing);
      const r = s.think(pos, 1, 50_000);
      return { move: r.move, depth: r.depth, nodes: s.nodes };
    });
    expect(runs[0]).toEqual(runs[1]);
    expect(runs[0].depth).toBeGreaterThanOrEqual(3); // the budget, not the racing clock, ended it
    expect(runs[0].nodes).toBeLessThanOrEqual(50_000);
    const timed = new SparringSearch(sparringGameFor(rules), new Set(), racing).think(pos, 1);
    expect(timed.depth).toBeLessThanOrEqual(1);
  });

  it('solves Othello endgames exactly, as the solver does', () => {
    const rules = rulesFor('othello');
    const rnd = mulberry32(77);
    for (let game = 0; game < 4; game++) {
      let pos = rules.start();
      while (64 - rules.tally(pos).onBoard[0] - rules.tally(pos).onBoard[1] > 9 && !rules.outcome(pos)) {
        const moves = rules.moves(pos);
        pos = rules.play(pos, moves[Math.floor((rnd() / 2 ** 32) * moves.length)]);
      }
      if (rules.outcome(pos)) continue;
      const exact = solveOthello(pos as OthelloPosition, {}).score;
      const r = sparringThink(contextOf({ game: 'othello', position: rules.format(pos), history: [], panda: 'papa' }, rules), 60_000);
      // Terminal scores: WIN / 2 + 100 per disc, less the plies to the end.
      const discs = Math.sign(r.score) * Math.round((Math.abs(r.score) - (exact === 0 ? 0 : WIN / 2)) / 100);
      expect(discs, rules.format(pos)).toBe(exact);
    }
  });
});
