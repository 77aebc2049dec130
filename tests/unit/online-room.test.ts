// The online room against real SDK clients (@colyseus/testing): a whole game, the clock,
// resign and rematch, the held seat, and every kind of hostile message refused without
// harming the room (docs/online.md).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import type { Room } from '@colyseus/sdk';
import { makeServer } from '../../server/app';
import type { OnlineSnapshot } from '../../src/online/protocol';
import { rulesFor, type GameId } from '../../src/games/registry';
import { GameRecord } from '../../src/engine/record';

let colyseus: ColyseusTestServer;

beforeAll(async () => {
  process.env.PANDA_SEAT_HOLD_SEC = '1';
  process.env.PANDA_TURN_SEC = '60';
  colyseus = await boot(await makeServer({ staticDir: null }), 0);
});
afterAll(async () => colyseus?.shutdown());
beforeEach(async () => colyseus.cleanup());

/** The next message of `type` that satisfies `pred`. */
function next<T>(room: Room, type: string, pred: (m: T) => boolean = () => true, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} in ${ms} ms`)), ms);
    const off = room.onMessage(type, (m: T) => {
      if (!pred(m)) return;
      clearTimeout(timer);
      off();
      resolve(m);
    });
  });
}

/** The connection dies without a goodbye (and the SDK does not try again by itself). */
function drop(room: Room): void {
  room.reconnection.enabled = false;
  room.connection.close(4999);
}

async function pair(game: GameId): Promise<{ a: Room; b: Room; sa: OnlineSnapshot }> {
  const a = await colyseus.sdk.create('match', { game, name: 'Ann' });
  const b = await colyseus.sdk.joinById(a.roomId, { name: 'Bob' });
  const playing = next<OnlineSnapshot>(a, 'state', (s) => s.status === 'playing');
  a.send('sync');
  b.send('sync');
  return { a, b, sa: await playing };
}

/** Plays the first legal move for whoever is to move; returns both players' next states. */
async function step(game: GameId, a: Room, b: Room, s: OnlineSnapshot): Promise<OnlineSnapshot> {
  const rules = rulesFor(game);
  const rec = GameRecord.replay(rules, rules.startText, s.moves);
  const legal = rec.legalMoves();
  const move = rules.moveToText(rec.position, legal[Math.floor(Math.random() * legal.length)]);
  const mover = rules.sides[rules.toMove(rec.position)] === s.side ? a : b;
  const plies = s.moves.length;
  await new Promise((r) => setTimeout(r, 30)); // a player's pace, under the room's rate limit
  const got = next<OnlineSnapshot>(a, 'state', (x) => x.moves.length > plies || x.result !== null);
  mover.send('move', { ply: plies, move });
  return got;
}

describe('online room', () => {
  it('makes a six-character code, seats two, and refuses a third and an unknown game', async () => {
    const { a, sa } = await pair('othello');
    expect(a.roomId).toMatch(/^[A-Z2-9]{6}$/);
    expect(sa.names).toEqual(['Ann', 'Bob']);
    expect(sa.side).toBe('X');
    await expect(colyseus.sdk.joinById(a.roomId, { name: 'Eve' })).rejects.toThrow();
    await expect(colyseus.sdk.create('match', { game: 'chess' })).rejects.toThrow();
    await expect(colyseus.sdk.joinById('NOSUCH', {})).rejects.toThrow();
  });

  it('quick match pairs two waiting players of the same game, never into a private room or another game', async () => {
    const privateRoom = await colyseus.sdk.create('match', { game: 'tiger', name: 'Pia' });
    const q1 = await colyseus.sdk.joinOrCreate('match', { game: 'tiger', quick: true, name: 'Q1' });
    const other = await colyseus.sdk.joinOrCreate('match', { game: 'cannon', quick: true, name: 'Q2' });
    const q3 = await colyseus.sdk.joinOrCreate('match', { game: 'tiger', quick: true, name: 'Q3' });
    expect(q1.roomId).not.toBe(privateRoom.roomId);
    expect(other.roomId).not.toBe(q1.roomId);
    expect(q3.roomId).toBe(q1.roomId);
    const s = next<OnlineSnapshot>(q1, 'state', (x) => x.status === 'playing');
    q1.send('sync');
    expect((await s).names).toEqual(['Q1', 'Q3']);
  });

  for (const game of ['othello', 'cannon'] as GameId[]) {
    it(`${game}: a whole game of random legal moves ends with the engine's result on both sides`, async () => {
      const { a, b, sa } = await pair(game);
      let s = sa;
      for (let i = 0; i < 400 && !s.result; i++) s = await step(game, a, b, s);
      const rules = rulesFor(game);
      const rec = GameRecord.replay(rules, rules.startText, s.moves);
      expect(s.status).toBe('ended');
      expect(s.result).toEqual(rec.outcome);
      const sb = next<OnlineSnapshot>(b, 'state');
      b.send('sync');
      expect((await sb).result).toEqual(s.result);
    });
  }

  it('refuses malformed, out-of-turn, stale, illegal and unknown messages; the game goes on', async () => {
    const { a, b, sa } = await pair('tiger');
    const bad = async (room: Room, type: string, msg: unknown, reason: string) => {
      const r = next<{ reason: string }>(room, 'refused');
      room.send(type, msg);
      expect((await r).reason).toBe(reason);
    };
    await bad(a, 'move', null, 'malformed');
    await bad(a, 'move', { ply: 0, move: { evil: true } }, 'malformed');
    await bad(a, 'move', { ply: 0, move: 'x'.repeat(1000) }, 'malformed');
    await bad(b, 'move', { ply: 0, move: 'a1' }, 'not-your-turn');
    await bad(a, 'move', { ply: 3, move: 'a1' }, 'stale');
    await bad(a, 'move', { ply: 0, move: 'z9-z9' }, 'illegal');
    await bad(a, 'hack', { all: 'yours' }, 'malformed');
    await bad(a, 'emote', { n: 99 }, 'malformed');
    const s = await step('tiger', a, b, sa);
    expect(s.moves.length).toBe(1);
    expect(s.status).toBe('playing');
  });

  it('drops a flood without harm: the flooder is told, the other still plays', async () => {
    const { a, b, sa } = await pair('pairing');
    const told = next<{ reason: string }>(a, 'refused', (m) => m.reason === 'too-fast');
    for (let i = 0; i < 300; i++) a.send('move', { ply: 99, move: 'a1-a2' });
    await told;
    await new Promise((r) => setTimeout(r, 1500));
    const s = await step('pairing', a, b, sa);
    expect(s.moves.length).toBe(1);
  });

  it('resign ends the round; a rematch swaps the sides', async () => {
    const { a, b, sa } = await pair('alquerque');
    expect(sa.side).toBe('X');
    const ended = next<OnlineSnapshot>(a, 'state', (s) => s.status === 'ended');
    b.send('resign');
    expect((await ended).result).toEqual({ winner: 'X', reason: 'resigned' });
    const again = next<OnlineSnapshot>(a, 'state', (s) => s.status === 'playing');
    a.send('rematch');
    b.send('rematch');
    const s = await again;
    expect(s.side).toBe('O');
    expect(s.round).toBe(1);
    expect(s.moves).toEqual([]);
  });

  it('holds a dropped seat: the other sees the countdown, the player comes back to the same seat and moves', async () => {
    const { a, b, sa } = await pair('cannon');
    const token = b.reconnectionToken;
    const away = next<OnlineSnapshot>(a, 'state', (s) => s.away !== null);
    drop(b);
    const seen = await away;
    expect(seen.away?.side).toBe('O');
    expect(seen.away?.msLeft).toBeGreaterThan(0);
    const back = await colyseus.sdk.reconnect(token);
    const snap = next<OnlineSnapshot>(back, 'state');
    back.send('sync');
    const s = await snap;
    expect(s.seat).toBe(1);
    expect(s.away).toBeNull();
    expect((await step('cannon', a, back, { ...sa, moves: s.moves })).moves.length).toBe(1);
  });

  it('gives the game to the one who stayed when the held seat runs out', async () => {
    const { a, b } = await pair('othello');
    const ended = next<OnlineSnapshot>(a, 'state', (s) => s.status === 'ended', 8000);
    drop(b);
    const s = await ended;
    expect(s.result).toEqual({ winner: 'X', reason: 'abandoned' });
  });
});
