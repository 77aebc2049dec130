import { describe, expect, it } from 'vitest';
import { solveOthello } from '../../src/games/othello/solver';
import { PASS, othelloRules, type OthelloPosition } from '../../src/games/othello/rules';
import { stableCount } from '../../src/games/othello/stability';
import { lastFlipCount } from '../../src/games/othello/last-flip';
import { lineFlipsHi, lineFlipsLo } from '../../src/games/othello/line-flips';
import { flipsLo, lastHi, popcount64 } from '../../src/games/othello/bitboard';
import { mulberry32 } from '../../src/engine/hash';
import { randomEndgame } from './othello-endgames';

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

/** Plain alpha-beta over rules.moves/play (no ordering, no table): for positions too big for bruteForce. */
function alphaBeta(pos: OthelloPosition, alpha: number, beta: number): number {
  const moves = rules.moves(pos);
  if (moves.length === 0) return bruteForce(pos);
  for (const m of moves) {
    const v = -alphaBeta(rules.play(pos, m), -beta, -alpha);
    if (v >= beta) return v;
    if (v > alpha) alpha = v;
  }
  return alpha + 0;
}

/**
 * How many discs of the side to move no legal continuation ever flips: the true number of
 * stable discs, by walking every line of play (positions with few empties only).
 */
function trueStable(pos: OthelloPosition): number {
  const mine = (p: OthelloPosition): bigint => {
    const own = p.turn === pos.turn ? [p.pLo, p.pHi] : [p.oLo, p.oHi];
    return (BigInt(own[1] >>> 0) << 32n) | BigInt(own[0] >>> 0);
  };
  const walk = (p: OthelloPosition): bigint => {
    let keep = mine(p);
    for (const m of rules.moves(p)) keep &= walk(rules.play(p, m));
    return keep;
  };
  let bits = walk(pos);
  let n = 0;
  for (; bits; bits &= bits - 1n) n++;
  return n;
}

describe('othello endgame solver', () => {
  it('solves FFO #40: +38, best move a2', () => {
    const pos = rules.parse('O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X');
    const r = solveOthello(pos);
    expect(r.complete).toBe(true);
    expect(r.score).toBe(38);
    expect(rules.moveToText(pos, r.bestMove)).toBe('a2');
    expect(r.nodes).toBeGreaterThan(0);
  }); // well under a few seconds alone (the unit timeout leaves room for a loaded machine)

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

  it('agrees with plain alpha-beta on random positions with 10 to 14 empties', () => {
    let checked = 0;
    for (let seed = 1000; checked < 6; seed++) {
      const empties = 10 + (checked % 5);
      const pos = randomEndgame(seed, empties);
      if (!pos || rules.moves(pos).length === 0) continue;
      const exact = alphaBeta(pos, -65, 65);
      const r = solveOthello(pos);
      expect(r.score, rules.format(pos)).toBe(exact);
      expect(-alphaBeta(rules.play(pos, r.bestMove), -65, 65), rules.format(pos)).toBe(exact);
      checked++;
    }
  });

  it('counts stable discs soundly: never more than truly stable, all of them on a full board', () => {
    let found = 0;
    for (let seed = 1; seed < 60; seed++) {
      const pos = randomEndgame(seed, 4 + (seed % 5));
      if (!pos) continue;
      const counted = stableCount(pos.pLo, pos.pHi, pos.oLo, pos.oHi);
      expect(counted, rules.format(pos)).toBeLessThanOrEqual(trueStable(pos));
      found += counted;
    }
    expect(found).toBeGreaterThan(100); // it does find stable discs, not just a sound 0
    const full = rules.parse('XXXXXXXX/OOOOOOOO/XXXXXXXX/OOOOOOOO/XXXXXXXX/OOOOOOOO/XXXXXXXX/OOOOOOOX X');
    expect(stableCount(full.pLo, full.pHi, full.oLo, full.oHi)).toBe(33);
  });

  it('counts the flips of the last move like the ray walk, on every square and random full boards', () => {
    const rnd = mulberry32(77);
    let legal = 0;
    for (let trial = 0; trial < 4000; trial++) {
      const sq = trial & 63;
      // A random board with only sq empty: p random, o the rest.
      let pLo = rnd() | 0;
      let pHi = rnd() | 0;
      if (sq < 32) pLo &= ~(1 << sq);
      else pHi &= ~(1 << (sq - 32));
      const oLo = ~pLo & (sq < 32 ? ~(1 << sq) : -1);
      const oHi = ~pHi & (sq < 32 ? -1 : ~(1 << (sq - 32)));
      const walked = popcount64(flipsLo(sq, pLo, pHi, oLo, oHi), lastHi());
      expect(lastFlipCount(sq, pLo, pHi), `square ${sq}`).toBe(walked);
      if (walked > 0) legal++;
    }
    expect(legal).toBeGreaterThan(1000); // most random squares are legal: the counts are really compared
  });

  it('flips by whole lines exactly like the ray walk, on every empty square of random boards', () => {
    const rnd = mulberry32(91);
    let legal = 0;
    for (let trial = 0; trial < 3000; trial++) {
      // Three states per square at random, denser boards as trials go on (endgame-like).
      const fill = 0.3 + 0.7 * (trial / 3000);
      let pLo = 0,
        pHi = 0,
        oLo = 0,
        oHi = 0;
      for (let sq = 0; sq < 64; sq++) {
        const u = rnd() / 2 ** 32;
        if (u >= fill) continue;
        const bit = 1 << (sq & 31);
        if (u < fill / 2) sq < 32 ? (pLo |= bit) : (pHi |= bit);
        else sq < 32 ? (oLo |= bit) : (oHi |= bit);
      }
      for (let sq = 0; sq < 64; sq++) {
        if ((((sq < 32 ? pLo | oLo : pHi | oHi) >>> (sq & 31)) & 1) !== 0) continue;
        const lo = flipsLo(sq, pLo, pHi, oLo, oHi);
        const hi = lastHi();
        expect([lineFlipsLo(sq, pLo, pHi, oLo, oHi), lineFlipsHi()], `square ${sq}`).toEqual([lo, hi]);
        if ((lo | hi) !== 0) legal++;
      }
    }
    expect(legal).toBeGreaterThan(10000); // many legal moves: the flips are really compared
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
