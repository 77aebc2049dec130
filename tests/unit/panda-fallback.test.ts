// When the pandas' search cannot run (the worker failed, the page's own search could not be
// fetched): the simple choice that stands in (src/match/fallback-move.ts), and the client's
// word that its worker failed (PandaClient.trouble, the board's standing line).
import { describe, expect, it } from 'vitest';
import { fallbackMove } from '../../src/match/fallback-move';
import { PandaClient } from '../../src/match/panda-client';
import { GAME_IDS, rulesFor } from '../../src/games/registry';
import { seededUnit } from '../../src/engine/hash';
import type { AnyRules } from '../../src/engine/types';

/** Whether `move` wins at once for the side to move, and whether the other side can win at once after it. */
function judge(rules: AnyRules, pos: unknown, move: number): { wins: boolean; allowsWin: boolean; ends: boolean; lead: number } {
  const i = rules.toMove(pos);
  const me = rules.sides[i];
  const after = rules.play(pos, move);
  const out = rules.outcome(after);
  const t = rules.tally(after);
  const lead = t.onBoard[i] + t.inHand[i] - t.onBoard[1 - i] - t.inHand[1 - i];
  if (out) return { wins: out.winner === me, allowsWin: false, ends: true, lead };
  const allowsWin = rules.moves(after).some((r) => {
    const o = rules.outcome(rules.play(after, r));
    return !!o && o.winner !== 'draw' && o.winner !== me;
  });
  return { wins: false, allowsWin, ends: false, lead };
}

describe('the fallback move', () => {
  it('is legal, takes a win at once, never hands one over when it can help it, else takes the most pieces', () => {
    let positions = 0;
    let wins = 0;
    let dodges = 0;
    let greedy = 0;
    for (const id of GAME_IDS) {
      const rules = rulesFor(id);
      for (let game = 0; game < 6; game++) {
        const rnd = seededUnit(1000 * game + id.length);
        let pos = rules.start();
        for (let ply = 0; ply < 200 && !rules.outcome(pos); ply++) {
          const moves = rules.moves(pos);
          const chosen = fallbackMove(rules, pos, rnd);
          expect(moves).toContain(chosen);
          const all = moves.map((m) => judge(rules, pos, m));
          const mine = judge(rules, pos, chosen);
          if (all.some((j) => j.wins)) {
            expect(mine.wins, `${id} ${rules.format(pos)}`).toBe(true);
            wins++;
          } else if (all.some((j) => !j.allowsWin)) {
            expect(mine.allowsWin, `${id} ${rules.format(pos)}`).toBe(false);
            if (all.some((j) => j.allowsWin)) dodges++;
            // nothing decided by any move: the best count of pieces (a capture before a quiet move)
            if (all.every((j) => !j.ends && !j.allowsWin)) {
              expect(mine.lead, `${id} ${rules.format(pos)}`).toBe(Math.max(...all.map((j) => j.lead)));
              if (new Set(all.map((j) => j.lead)).size > 1) greedy++;
            }
          }
          positions++;
          // a random game, so that positions vary
          pos = rules.play(pos, moves[Math.floor(rnd() * moves.length)]);
        }
      }
    }
    // the checks above met the cases they are about
    expect(positions).toBeGreaterThan(500);
    expect(wins).toBeGreaterThan(0);
    expect(dodges).toBeGreaterThan(0);
    expect(greedy).toBeGreaterThan(0);
  });
});

/** A worker that fails to load (its error event comes at once), or one that answers. */
class FakeWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  constructor(private readonly answer: string | null) {}
  postMessage(msg: { id: number }): void {
    setTimeout(() => {
      if (this.answer === null) this.onerror?.({ preventDefault() {} } as ErrorEvent);
      else
        this.onmessage?.({
          data: { id: msg.id, ok: true, result: { move: this.answer, prophecy: null, depth: 1, nodes: 1, timeMs: 1 } },
        } as MessageEvent);
    }, 5);
  }
  terminate(): void {}
}

describe("the client's trouble", () => {
  it('is told while a worker has failed, and forgotten once a worker answers', async () => {
    const answers: (string | null)[] = [null, 'c3-c2'];
    const client = new PandaClient({
      graceMs: 50,
      startupMs: 0,
      createWorker: () => new FakeWorker(answers.shift() ?? null) as unknown as Worker,
    });
    const req = { game: 'pairing' as const, position: 'OOOOO/O...O/...../X...X/XXXXX X', history: [], panda: 'baby' as const, seed: 1 };
    expect(client.trouble).toBe(false);
    const first = await client.think(req);
    expect(first.move).toBeTruthy();
    expect(client.trouble).toBe(true);
    await client.think(req);
    expect(client.trouble).toBe(false);
    client.dispose();
  });

  it('is not told where no worker can be made at all (the whole search runs on the page)', async () => {
    const client = new PandaClient({ createWorker: () => null });
    await client.think({ game: 'pairing', position: 'OOOOO/O...O/...../X...X/XXXXX X', history: [], panda: 'baby', seed: 1 });
    expect(client.trouble).toBe(false);
    client.dispose();
  });
});
