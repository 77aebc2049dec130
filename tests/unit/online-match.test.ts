// An online match plays the room's moves and never its own before the room echoes them; the
// room's result (a resignation too) ends it (src/match/match.ts, src/match/remote-feed.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { Match, NORMAL_PACE } from '../../src/match/match';

const tick = () => new Promise((r) => setTimeout(r, 0));
let m: Match | null = null;
afterEach(() => m?.dispose());

function online(sent: { move: string; ply: number }[]): Match {
  return new Match({
    game: 'othello',
    opponent: 'human',
    humanSide: 'O',
    options: {},
    drawRules: true,
    timerSec: 60,
    pace: NORMAL_PACE,
    noAssists: true,
    transient: true,
    online: { send: (move, ply) => sent.push({ move, ply }), turnMsLeft: () => 30_000 },
  });
}

describe('online match', () => {
  it("plays the room's moves, sends the player's and waits for the echo, ends with the room's result", async () => {
    const sent: { move: string; ply: number }[] = [];
    m = online(sent);
    m.start();
    expect(m.canAct).toBe(false); // X (the other player) is to move
    expect(m.receive(['d3'], null)).toBe(true);
    await tick();
    expect(m.record.moveTexts).toEqual(['d3']);
    expect(m.canAct).toBe(true);
    expect(m.timeLeft()).toBeGreaterThan(25);
    const legal = m.record.legalMoves();
    expect(m.play(legal[0])).toBe(true);
    expect(sent).toEqual([{ move: m.rules.moveToText(m.record.position, legal[0]), ply: 1 }]);
    expect(m.record.history.length).toBe(1); // not played before the room says so
    expect(m.canAct).toBe(false);
    expect(m.receive(['d3', sent[0].move], null)).toBe(true);
    await tick();
    expect(m.record.history.length).toBe(2);
    expect(m.receive(['e3'], null)).toBe(false); // not this record: the session starts again from the room's
    expect(m.receive(['d3', sent[0].move], { winner: 'O', reason: 'resigned' })).toBe(true);
    await tick();
    expect(m.outcome).toEqual({ winner: 'O', reason: 'resigned' });
    expect(m.inProgress).toBe(false);
  });
});
