// The statistics `cli match` prints: score interval, Elo and the SPRT's ratio.
import { describe, expect, it } from 'vitest';
import {
  eloToScore,
  matchStats,
  openingLine,
  openingStats,
  pairedLine,
  pairedStats,
  scoreToElo,
  sprtLine,
  sprtLlr,
  sprtVerdict,
  statsLine,
} from '../../src/cli/duel/stats';

describe('match statistics', () => {
  it('an even match: 50% with a symmetric interval that narrows with more games', () => {
    const few = matchStats(5, 0, 5);
    const many = matchStats(50, 0, 50);
    expect(few.score).toBe(0.5);
    expect(few.elo).toBeCloseTo(0);
    expect(few.high - 0.5).toBeCloseTo(0.5 - few.low);
    // 10 games won or lost at random: the half-width is 1.96 × 0.5 / √10 ≈ 31%.
    expect(few.high - few.low).toBeCloseTo((2 * 1.96 * 0.5) / Math.sqrt(10), 6);
    expect(many.high - many.low).toBeLessThan((few.high - few.low) / 3);
  });

  it('draws narrow the interval; a clean sweep stays within 0..100%', () => {
    expect(matchStats(10, 20, 10).high - matchStats(10, 20, 10).low).toBeLessThan(matchStats(20, 0, 20).high - matchStats(20, 0, 20).low);
    const sweep = matchStats(12, 0, 0);
    expect(sweep.score).toBe(1);
    expect(sweep.high).toBe(1);
    expect(sweep.elo).toBe(1000);
  });

  it('Elo and score are inverse', () => {
    for (const elo of [-300, -50, 0, 35, 200]) expect(scoreToElo(eloToScore(elo))).toBeCloseTo(elo, 6);
    expect(eloToScore(0)).toBe(0.5);
    expect(eloToScore(100)).toBeCloseTo(0.64, 2);
  });

  it('the SPRT passes a clearly stronger side, fails a weaker one, waits on an even one', () => {
    expect(sprtVerdict(sprtLlr(60, 10, 20, 0, 30))).toBe('H1');
    expect(sprtVerdict(sprtLlr(20, 10, 60, 0, 30))).toBe('H0');
    expect(sprtVerdict(sprtLlr(5, 2, 5, 0, 30))).toBe('continue');
    expect(sprtLlr(30, 0, 10, 0, 30)).toBeGreaterThan(sprtLlr(25, 0, 15, 0, 30));
  });

  it('prints one line each', () => {
    expect(statsLine(matchStats(5, 0, 5))).toBe('interval 95%: 19%..81% (±31), elo +0 (-252..+252)');
    expect(sprtLine(3.1, 0, 30)).toBe('sprt elo0=0 elo1=30: llr 3.10 (bounds -2.94 2.94) H1 accepted (pass)');
  });

  it('paired: the mean difference per opening, with an interval from how much the differences vary', () => {
    // the same result from every opening: no doubt left
    expect(pairedStats([0.5, 0.5, 0.5, 0.5])).toEqual({ openings: 4, diff: 0.5, low: 0.5, high: 0.5 });
    // differences that cancel out: centred on 0, 1.96 standard errors each way
    const even = pairedStats([0.5, -0.5, 0.5, -0.5]);
    expect(even.diff).toBe(0);
    expect(even.high).toBeCloseTo(1.96 * Math.sqrt(1 / 3 / 4), 9);
    expect(even.low).toBeCloseTo(-even.high, 9);
    // an interval never leaves -100..+100 points; no opening says nothing
    expect(pairedStats([1, -1]).low).toBe(-1);
    expect(pairedStats([])).toEqual({ openings: 0, diff: 0, low: -1, high: 1 });
    expect(pairedLine(pairedStats([0.25, 0.5, 0, 0.25]), 'papa@new', 'papa@old', 'sparring')).toBe(
      'paired: papa@new - papa@old against sparring: +25 points (95%: +5..+45) over 4 openings',
    );
  });

  it("by opening: each opening's pair of games is one unit, so an opening that decides the game widens the interval", () => {
    // every opening won by its first mover: 50% either way, but each pair scores exactly ½: no doubt left
    const firstMover = openingStats([0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);
    expect(firstMover).toMatchObject({ openings: 6, games: 12, score: 0.5, low: 0.5, high: 0.5 });
    // the same 12 games counted one by one (6 wins, 6 losses) have an interval of ±28 points
    expect(matchStats(6, 0, 6).high - 0.5).toBeGreaterThan(0.25);
    // openings that go all one way or all the other: wider than the games counted alone
    const lopsided = openingStats([1, 0, 1, 0, 1, 0]);
    expect(lopsided.score).toBe(0.5);
    expect(lopsided.high - lopsided.low).toBeGreaterThan(matchStats(6, 0, 6).high - matchStats(6, 0, 6).low);
    expect(openingStats([])).toMatchObject({ openings: 0, low: 0, high: 1 });
    expect(openingLine(openingStats([0.75, 0.5, 0.75, 1]))).toBe('interval by opening 95%: 55%..95% (±20) over 4 openings');
  });
});
