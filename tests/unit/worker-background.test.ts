// The pandas' worker script (src/match/panda-worker.ts) run in Node against a stand-in for
// the worker scope: after PAPA's first Cannon move it builds the endgame tables in slices
// while idle, and a request that arrives meanwhile is still answered.
import { describe, expect, it } from 'vitest';
import { cannonTablesReady } from '../../src/games/cannon/tablebase';
import type { FromWorker, ToWorker } from '../../src/ai/protocol';

const CANNON_START = 'OOOO/O..O/..../X..X/XXXX X';

describe('panda worker: background work while idle', () => {
  it('builds Cannon endgame tables after PAPA moves, answering requests in between', async () => {
    const replies: FromWorker[] = [];
    const scope = { onmessage: null as ((e: MessageEvent<ToWorker>) => void) | null, postMessage: (r: FromWorker) => replies.push(r) };
    (globalThis as { self?: unknown }).self = scope;
    await import('../../src/match/panda-worker');
    const send = (id: number, timeMs: number) =>
      scope.onmessage?.({
        data: { id, request: { game: 'cannon', position: CANNON_START, history: [], panda: 'papa', timeMs, seed: 1 } },
      } as unknown as MessageEvent<ToWorker>);

    // The worker answers in the order requests came, each in a microtask after its message
    // (src/match/panda-worker.ts): wait for that much, never for a timer (a slice is a timer task).
    const answered = async (n: number) => {
      for (let i = 0; i < 20 && replies.length < n; i++) await Promise.resolve();
    };
    expect(cannonTablesReady()).toBe(false);
    send(1, 30); // twelve pieces: nothing is built before this move
    await answered(1);
    expect(replies).toHaveLength(1);
    expect(cannonTablesReady()).toBe(false);
    // A request between the slices is answered while the build goes on.
    await new Promise((resolve) => setTimeout(resolve, 30));
    send(2, 30);
    await answered(2);
    expect(replies.map((r) => r.id)).toEqual([1, 2]);
    expect(replies.every((r) => r.ok)).toBe(true);
    const started = Date.now();
    while (!cannonTablesReady() && Date.now() - started < 80_000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cannonTablesReady()).toBe(true);
  }, 90_000);
});
