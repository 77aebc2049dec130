// The client without a worker (Node has no Worker): the same search on the main thread,
// in slices, with cancellation. And a fake worker that dies or hangs: the client replaces
// it and still answers with a legal move.
import { describe, expect, it } from 'vitest';
import { PandaClient } from '../../src/match/panda-client';
import { rulesFor } from '../../src/games/registry';

const PAIRING_START = 'OOOOO/O...O/...../X...X/XXXXX X';
const legal = (game: 'pairing' | 'othello', position: string) => {
  const rules = rulesFor(game);
  const pos = rules.parse(position);
  return rules.moves(pos).map((m) => rules.moveToText(pos, m));
};

describe('PandaClient on the main thread (no Worker)', () => {
  it('answers every panda with a legal move', async () => {
    const client = new PandaClient();
    for (const panda of ['baby', 'mama', 'papa'] as const) {
      const r = await client.think({ game: 'pairing', position: PAIRING_START, history: [], panda, timeMs: 50, seed: 1 });
      expect(legal('pairing', PAIRING_START)).toContain(r.move);
    }
    client.dispose();
  });

  it('rejects with an AbortError when cancelled, then keeps working', async () => {
    const client = new PandaClient();
    const ctrl = new AbortController();
    const p = client.think({ game: 'pairing', position: PAIRING_START, history: [], panda: 'papa', timeMs: 2000 }, ctrl.signal);
    setTimeout(() => ctrl.abort(), 20);
    await expect(p).rejects.toMatchObject({ name: 'AbortError' });
    const q = client.think({ game: 'pairing', position: PAIRING_START, history: [], panda: 'papa', timeMs: 2000 });
    client.cancelAll();
    await expect(q).rejects.toMatchObject({ name: 'AbortError' });
    const r = await client.think({ game: 'pairing', position: PAIRING_START, history: [], panda: 'baby' });
    expect(legal('pairing', PAIRING_START)).toContain(r.move);
    client.dispose();
    await expect(client.think({ game: 'pairing', position: PAIRING_START, history: [], panda: 'baby' })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('keeps the event loop turning while PAPA thinks (sliced search)', async () => {
    const client = new PandaClient({ sliceMs: 10 });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const r = await client.think({ game: 'othello', position: rulesFor('othello').startText, history: [], panda: 'papa', timeMs: 300 });
    clearInterval(timer);
    expect(legal('othello', rulesFor('othello').startText)).toContain(r.move);
    // A blocking 300 ms search would let the timer fire at most once; sliced, it fires
    // between slices (fewer times on a loaded machine, never just once).
    expect(ticks).toBeGreaterThan(2);
    expect(r.depth).toBeGreaterThan(2);
    client.dispose();
  });

  it('rejects a malformed position with a message', async () => {
    const client = new PandaClient();
    await expect(client.think({ game: 'pairing', position: 'nonsense', history: [], panda: 'baby' })).rejects.toThrow(/bad position/);
    client.dispose();
  });
});

/** A stand-in worker: 'hang' never answers, 'crash' fires an error event. */
class FakeWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  constructor(private readonly mode: 'hang' | 'crash') {}
  postMessage(): void {
    if (this.mode === 'crash') setTimeout(() => this.onerror?.({ preventDefault() {} } as ErrorEvent), 5);
  }
  terminate(): void {
    this.terminated = true;
  }
}

describe('PandaClient with a failing worker', () => {
  for (const mode of ['hang', 'crash'] as const) {
    it(`replaces a worker that ${mode}s and still plays a legal move`, async () => {
      const made: FakeWorker[] = [];
      const client = new PandaClient({
        graceMs: 50,
        startupMs: 0,
        createWorker: () => {
          const w = new FakeWorker(mode);
          made.push(w);
          return w as unknown as Worker;
        },
      });
      const r = await client.think({ game: 'pairing', position: PAIRING_START, history: [], panda: 'papa', timeMs: 30 });
      expect(legal('pairing', PAIRING_START)).toContain(r.move);
      expect(made[0].terminated).toBe(true);
      client.dispose();
    });
  }
});
