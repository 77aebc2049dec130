// Several server processes sharing rooms through one Redis (presence and driver): a room made
// on one process is joined through the other, and two players finish a game (docs/online.md).
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Room } from '@colyseus/sdk';
import { freePort, startRedis, startServer, type OnlineServer } from '../online-server';
import type { OnlineSnapshot } from '../../src/online/protocol';
import { rulesFor } from '../../src/games/registry';
import { GameRecord } from '../../src/engine/record';

function hasRedis(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const redisHere = hasRedis();
if (!redisHere && process.env.CI) throw new Error('redis-server is missing (.ci/run installs it)');

function next(room: Room, pred: (s: OnlineSnapshot) => boolean): Promise<OnlineSnapshot> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no state in time')), 15_000);
    const off = room.onMessage('state', (s: OnlineSnapshot) => {
      if (!pred(s)) return;
      clearTimeout(timer);
      off();
      resolve(s);
    });
  });
}

describe.skipIf(!redisHere)('online: two processes, one Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  const servers: OnlineServer[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    if (!redis) throw new Error('redis-server would not start');
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      servers.push(await startServer({ PORT: String(port), STATIC_DIR: '', REDIS_URL: redis.url, PUBLIC_ADDRESS: `127.0.0.1:${port}` }));
    }
  }, 120_000);
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await redis?.stop();
  });

  it('a room made on one process is joined through the other and played to the end', async () => {
    const one = new Client(servers[0].url);
    const two = new Client(servers[1].url);
    const a = await one.create('match', { game: 'othello', name: 'Ann' });
    const b = await two.joinById(a.roomId, { name: 'Bob' });
    const playing = next(a, (s) => s.status === 'playing');
    a.send('sync', {});
    let s = await playing;
    expect(s.names).toEqual(['Ann', 'Bob']);
    const rules = rulesFor('othello');
    for (let i = 0; i < 200 && !s.result; i++) {
      const rec = GameRecord.replay(rules, rules.startText, s.moves);
      const legal = rec.legalMoves();
      const move = rules.moveToText(rec.position, legal[i % legal.length]);
      const mover = rules.sides[rules.toMove(rec.position)] === s.side ? a : b;
      const got = next(a, (x) => x.moves.length > s.moves.length || x.result !== null);
      await new Promise((r) => setTimeout(r, 30));
      mover.send('move', { ply: s.moves.length, move });
      s = await got;
    }
    expect(s.result).not.toBeNull();
    const fromB = next(b, () => true);
    b.send('sync', {});
    expect((await fromB).result).toEqual(s.result);
    expect(s.result).toEqual(GameRecord.replay(rules, rules.startText, s.moves).outcome);
    await a.leave();
    await b.leave();
  }, 120_000);
});
