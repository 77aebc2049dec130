// The live match in friend mode (no panda, no DOM): moves, a forced Othello pass played
// by itself after its notice, undo between friends (one move, forced passes with it),
// the timer pass, and the draw-rules switch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Match, type MatchEvent, NORMAL_PACE } from '../../src/match/match';
import { endMatch, newMatch } from '../../src/match/session';
import { rulesFor, type GameId } from '../../src/games/registry';

const friends = (game: GameId, timerSec: number) =>
  newMatch({ game, opponent: 'human', humanSide: 'X', options: {}, drawRules: true, timerSec, pace: NORMAL_PACE });

/** The player's move by its text, as a click would play it (false: not legal now). */
function playText(m: Match, text: string): boolean {
  let move: number;
  try {
    move = m.rules.moveFromText(m.record.position, text);
  } catch {
    return false;
  }
  return m.play(move);
}

/** A seeded random Othello game up to the first forced pass: the moves before it. */
function movesToForcedPass(): string[] {
  const rules = rulesFor('othello');
  for (let seed = 1; seed < 500; seed++) {
    let x = seed;
    const rnd = () => (x = (x * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    let pos = rules.start();
    const moves: string[] = [];
    for (;;) {
      const legal = rules.moves(pos);
      if (rules.outcome(pos) || legal.length === 0) break;
      if (legal.length === 1 && legal[0] === rules.PASS) return moves;
      const m = legal[Math.floor(rnd() * legal.length)];
      moves.push(rules.moveToText(pos, m));
      pos = rules.play(pos, m);
    }
  }
  throw new Error('no forced pass found');
}

describe('the live match between friends', () => {
  let match: Match | null = null;
  afterEach(() => {
    endMatch();
    match = null;
    vi.useRealTimers();
  });

  it('plays moves, announces a forced Othello pass and plays it, undoes over it', async () => {
    vi.useFakeTimers();
    match = friends('othello', 0);
    const events: MatchEvent[] = [];
    match.on((e) => {
      events.push(e);
    });
    match.start();
    const moves = movesToForcedPass();
    for (const mv of moves) {
      expect(match.canAct).toBe(true);
      expect(playText(match, mv)).toBe(true);
      await vi.advanceTimersByTimeAsync(0);
    }
    // the side to move has only `pass`: a notice, busy, then the pass is played
    expect(match.busy).toBe(true);
    expect(events.some((e) => e.type === 'notice' && e.key === 'board:pass')).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(match.record.moveTexts).toEqual([...moves, 'pass']);
    expect(match.busy).toBe(false);
    // undo between friends takes back the last chosen move and the forced pass after it
    expect(match.undo()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(match.record.moveTexts).toEqual(moves.slice(0, -1));
    expect(match.canAct).toBe(true);
  });

  it('passes the turn when the clock runs out, and refuses moves that are not legal', async () => {
    vi.useFakeTimers();
    match = friends('pairing', 30);
    match.start();
    expect(playText(match, 'a1-a2')).toBe(false);
    expect(match.timeLeft()).toBe(30);
    await vi.advanceTimersByTimeAsync(31_000);
    expect(match.record.moveTexts).toEqual(['pass']);
    expect(match.turn).toBe('O');
    expect(match.timeLeft()).not.toBeNull();
  });

  it('warns ten seconds before the end with a sound and a notice, at five with a sound, and holds the time-up notice', async () => {
    vi.useFakeTimers();
    match = friends('pairing', 60);
    const events: MatchEvent[] = [];
    match.on((e) => {
      events.push(e);
    });
    match.start();
    await vi.advanceTimersByTimeAsync(49_000);
    expect(events.filter((e) => e.type === 'cue' || e.type === 'notice')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(events.filter((e) => e.type === 'cue' || e.type === 'notice')).toEqual([
      { type: 'cue', cue: 'clock-warning' },
      { type: 'notice', key: 'board:timeLow', params: { s: '10' } },
    ]);
    events.length = 0;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(events.filter((e) => e.type === 'cue' || e.type === 'notice')).toEqual([{ type: 'cue', cue: 'clock-warning' }]);
    events.length = 0;
    await vi.advanceTimersByTimeAsync(5_100);
    // the time-up notice stays until the player's next action (the board clears it)
    expect(events.find((e) => e.type === 'notice')).toEqual({ type: 'notice', key: 'board:timeUp', hold: true });
    expect(match.record.moveTexts).toEqual(['pass']);
  });

  it('a frozen clock (still=1, the visual suite) shows its full time and never runs out', async () => {
    vi.useFakeTimers();
    match = newMatch({
      game: 'pairing',
      opponent: 'human',
      humanSide: 'X',
      options: {},
      drawRules: true,
      timerSec: 30,
      pace: { ...NORMAL_PACE, frozenClock: true },
    });
    match.start();
    await vi.advanceTimersByTimeAsync(40_000);
    expect(match.record.moveTexts).toEqual([]);
    expect(match.timeLeft()).toBe(30);
  });

  it('pauses the clock while a dialog is open', async () => {
    vi.useFakeTimers();
    match = friends('cannon', 30);
    match.start();
    match.pauseClock('modal');
    await vi.advanceTimersByTimeAsync(40_000);
    expect(match.record.moveTexts).toEqual([]);
    match.resumeClock('modal');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(match.timeLeft()).toBeCloseTo(20, 0);
  });
});
