// Each panda's character, pinned (the list), and reproducibility.
import { describe, expect, it } from 'vitest';
import { type AnyRules } from '../../src/engine';
import { thinkNow } from '../../src/ai/think';
import type { PandaName, ThinkRequest } from '../../src/ai/protocol';
import { rulesFor, type GameId } from '../../src/games/registry';
import { resolveGame } from '../../src/games/brains';

const ask = (game: GameId, position: string, panda: PandaName, extra: Partial<ThinkRequest> = {}) =>
  thinkNow({ game, position, history: [], panda, ...extra }, resolveGame);

const TRAP = 'OO.../...../....O/....X/XX... X';
const SEEDS = [0, 1, 2, 3, 4, 5, 6, 7];

describe('BABY', () => {
  it('takes the corner in Othello whenever it can', () => {
    const pos = '..OX..../..OOX.OO/..OXXOO./...OOXOO/..OOOX../..XOOO../...O..../........ X'; // h1 is the only corner
    for (const seed of SEEDS) expect(ask('othello', pos, 'baby', { seed }).move).toBe('h1');
  });

  it('grabs the lone piece of the Pairing trap, and loses at once', () => {
    for (const seed of SEEDS) expect(ask('pairing', TRAP, 'baby', { seed }).move).toBe('e4-e3');
    const rules = rulesFor('pairing');
    const pos = rules.parse(TRAP);
    const after = rules.play(pos, rules.moveFromText(pos, 'e4-e3'));
    expect(rules.outcome(after)).toEqual({ winner: 'O', reason: 'opponent-paired' });
  });

  it('plays a random legal move when there is nothing to grab', () => {
    const rules = rulesFor('pairing');
    const start = rules.startText;
    const legal = rules.moves(rules.start()).map((m) => rules.moveToText(rules.start(), m));
    const seen = new Set(SEEDS.map((seed) => ask('pairing', start, 'baby', { seed }).move));
    for (const m of seen) expect(legal).toContain(m);
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe('MAMA', () => {
  it('picks the move that flips the most discs', () => {
    // f2 flips 6, every other move at most 4; no corner or X/C-square among them.
    const pos = 'OXXXXX.X/OXXXX.XO/OXOXOOOO/OXOOXOO./OXOOOOX./OXXXOXXO/...O.XXO/..O....O X';
    for (const seed of SEEDS) expect(ask('othello', pos, 'mama', { seed }).move).toBe('f2');
  });

  it('as dogs leaves the tigers the fewest moves', () => {
    const rules = rulesFor('tiger');
    for (const text of [rules.startText, './.T./...../.DDD./.DTD./.DDD./..D.. D 11']) {
      const pos = rules.parse(text);
      const tigerMoves = (m: number) => rules.moves(rules.play(pos, m)).length;
      const fewest = Math.min(...rules.moves(pos).map(tigerMoves));
      for (const seed of SEEDS.slice(0, 4)) {
        const move = rules.moveFromText(pos, ask('tiger', text, 'mama', { seed }).move);
        expect(tigerMoves(move)).toBe(fewest);
      }
    }
  });

  it('takes a capture (most material) in Pairing and Cannon', () => {
    expect(ask('cannon', 'O.../..../X.O./.X../.... X', 'mama').move).toBe('b4-b3');
    // In the trap the capture loses at once, which one ply already shows: MAMA declines it.
    for (const seed of SEEDS) expect(ask('pairing', TRAP, 'mama', { seed }).move).not.toBe('e4-e3');
  });
});

describe('PAPA', () => {
  it('never falls into the Pairing trap', () => {
    for (const seed of SEEDS.slice(0, 4)) {
      expect(ask('pairing', TRAP, 'papa', { seed, timeMs: 60 }).move).not.toBe('e4-e3');
      expect(ask('pairing', TRAP, 'papa', { seed, nodes: 3000 }).move).not.toBe('e4-e3');
    }
  });

  /** Can the side to move force a win within `plies` plies (its own moves included)? Plain minimax. */
  function forcedWin(rules: AnyRules, pos: unknown, plies: number): boolean {
    if (plies <= 0 || rules.outcome(pos)) return false;
    const me = rules.sides[rules.toMove(pos)];
    return rules.moves(pos).some((m) => {
      const next = rules.play(pos, m);
      const o = rules.outcome(next);
      if (o) return o.winner === me;
      return (
        plies >= 3 &&
        rules.moves(next).every((r) => {
          const after = rules.play(next, r);
          const o2 = rules.outcome(after);
          return o2 ? o2.winner === me : forcedWin(rules, after, plies - 2);
        })
      );
    });
  }

  const MATES: [GameId, string, number][] = [
    ['pairing', '.OO.O/O.O.O/....X/X..../.XXX. O', 1],
    ['pairing', 'OOOOO/O..../....O/..X../XXXXX X', 3],
    ['pairing', 'OOOOO/.O.../....O/X.X../.XXXX X', 5],
    ['cannon', '.OO./..O./..OO/..X./..OX O', 3],
    ['cannon', 'O.O./.X../.OOO/.OX./.... O', 5],
  ];
  for (const [game, position, plies] of MATES) {
    it(`finds the ${game} win in ${plies} plies and announces it`, () => {
      const rules = rulesFor(game);
      const pos = rules.parse(position);
      expect(forcedWin(rules, pos, plies)).toBe(true);
      if (plies > 1) expect(forcedWin(rules, pos, plies - 2)).toBe(false);
      const r = ask(game, position, 'papa', { timeMs: 2000, seed: 3 });
      expect(r.prophecy).toEqual({ kind: 'win', plies });
      const after = rules.play(pos, rules.moveFromText(pos, r.move));
      // The move keeps the win: the opponent cannot escape it within plies - 1.
      expect(plies === 1 ? rules.outcome(after)?.winner : 'ok').toBe(plies === 1 ? rules.sides[rules.toMove(pos)] : 'ok');
      if (plies > 1) {
        // From the loser's side, PAPA announces the loss with the plies left.
        const loser = ask(game, rules.format(after), 'papa', { timeMs: 2000 });
        expect(loser.prophecy).toEqual({ kind: 'loss', plies: plies - 1 });
      }
    });
  }
});

describe('reproducibility', () => {
  const cases: [GameId, string][] = [
    ['pairing', 'OOOOO/O...O/...../X...X/XXXXX X'],
    ['alquerque', 'OOOOO/...../...../...../XXXXX X 5 5'],
    ['cannon', 'OOOO/O..O/..../X..X/XXXX X'],
    ['tiger', './.T./...../.DDD./.DTD./.DDD./..... D 12'],
    ['othello', '......../......../......../...OX.../...XO.../......../......../........ X'],
  ];
  for (const [game, position] of cases) {
    it(`${game}: the same request and seed give the same move`, () => {
      for (const panda of ['baby', 'mama'] as const) {
        for (const seed of [1, 2, 3]) {
          expect(ask(game, position, panda, { seed }).move).toBe(ask(game, position, panda, { seed }).move);
        }
      }
      // PAPA on a node budget is reproducible on any machine, nodes included.
      const a = ask(game, position, 'papa', { seed: 5, nodes: 20_000, timeMs: 60_000 });
      const b = ask(game, position, 'papa', { seed: 5, nodes: 20_000, timeMs: 60_000 });
      expect(b).toMatchObject({ move: a.move, nodes: a.nodes, depth: a.depth });
    });
  }

  it('different seeds vary the random pandas', () => {
    const moves = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => ask('alquerque', 'OOOOO/...../...../...../XXXXX X 5 5', 'baby', { seed }).move),
    );
    expect(moves.size).toBeGreaterThan(2);
  });
});
