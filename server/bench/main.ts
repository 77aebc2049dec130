// `npm run bench:online`: simulated players on one server process. For 100, 500 and 1000
// concurrent rooms (or the counts given: `-- 50 200`), two SDK clients per room play random
// legal games (a move every ~1 s per room, rematch at the end), and the table gives the round
// trip from a move sent to both boards updated (p50, p95), the server's CPU and its memory
// per room. A benchmark, never a timed test (docs/online.md has a table of figures).
import { readFileSync } from 'node:fs';
import { Client, type Room } from '@colyseus/sdk';
import { freePort, startServer } from '../../tests/online-server';
import { GameRecord } from '../../src/engine/record';
import { GAME_IDS, rulesFor } from '../../src/games/registry';
import type { OnlineSnapshot } from '../../src/online/protocol';

const LEVELS = process.argv.slice(2).map(Number).filter((n) => n > 0);
const levels = LEVELS.length ? LEVELS : [100, 500, 1000];
const WARM_MS = 4000;
const MEASURE_MS = 12_000;
const PACE_MS = 1000;

const clk = (pid: number): number => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 10; // utime + stime, ms (100 Hz ticks)
};
const rssMb = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

class Table {
  rooms: Room[] = [];
  sides: string[] = [];
  /** ply → [time sent, how many boards have it]. */
  pending = new Map<number, { at: number; seen: number }>();
  last: OnlineSnapshot | null = null;
  timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly game: string, private readonly rtts: number[], private readonly measuring: () => boolean) {}

  async open(url: string): Promise<void> {
    const a = await new Client(url).create('match', { game: this.game, name: 'A' });
    const b = await new Client(url).joinById(a.roomId, { name: 'B' });
    this.rooms = [a, b];
    for (const r of this.rooms) r.onMessage('state', (s: OnlineSnapshot) => this.seen(r, s));
    for (const r of this.rooms) r.onMessage('refused', () => undefined);
    for (const r of this.rooms) r.send('sync', {});
  }

  private seen(r: Room, s: OnlineSnapshot): void {
    this.sides[this.rooms.indexOf(r)] = s.side;
    const p = this.pending.get(s.moves.length);
    if (p) {
      p.seen++;
      if (p.seen === 2) {
        if (this.measuring()) this.rtts.push(performance.now() - p.at);
        this.pending.delete(s.moves.length);
      }
    }
    if (r !== this.rooms[0]) return;
    this.last = s;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.act(), PACE_MS * (0.5 + Math.random()));
  }

  private act(): void {
    const s = this.last;
    if (!s) return;
    if (s.status === 'ended') {
      for (const r of this.rooms) r.send('rematch', {});
      return;
    }
    if (s.status !== 'playing') return;
    const rules = rulesFor(this.game as (typeof GAME_IDS)[number]);
    const rec = GameRecord.replay(rules, rules.startText, s.moves);
    const legal = rec.legalMoves();
    if (!legal.length) return;
    const move = rules.moveToText(rec.position, legal[Math.floor(Math.random() * legal.length)]);
    const mover = this.rooms[this.sides.indexOf(rules.sides[rules.toMove(rec.position)])];
    if (!mover) return;
    this.pending.set(s.moves.length + 1, { at: performance.now(), seen: 0 });
    mover.send('move', { ply: s.moves.length, move });
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.last = null;
    for (const r of this.rooms) void r.leave(true).catch(() => undefined);
  }
}

const pct = (xs: number[], p: number) => (xs.length ? xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] : NaN);

const port = await freePort();
const server = await startServer({ PORT: String(port), STATIC_DIR: '', PANDA_TURN_SEC: '0' });
const pid = server.proc.pid as number;
const rows: string[] = [];
try {
  const base = rssMb(pid);
  for (const n of levels) {
    const rtts: number[] = [];
    let measuring = false;
    const tables: Table[] = [];
    for (let i = 0; i < n; i += 25) {
      const batch = Array.from({ length: Math.min(25, n - i) }, (_, k) => new Table(GAME_IDS[(i + k) % GAME_IDS.length], rtts, () => measuring));
      await Promise.all(batch.map((t) => t.open(server.url)));
      tables.push(...batch);
    }
    await new Promise((r) => setTimeout(r, WARM_MS));
    const c0 = clk(pid);
    const t0 = performance.now();
    measuring = true;
    await new Promise((r) => setTimeout(r, MEASURE_MS));
    measuring = false;
    const cpu = ((clk(pid) - c0) / (performance.now() - t0)) * 100;
    const mem = rssMb(pid);
    const row = `| ${n} | ${rtts.length} | ${(rtts.length / (MEASURE_MS / 1000)).toFixed(0)} | ${pct(rtts, 50).toFixed(1)} | ${pct(rtts, 95).toFixed(1)} | ${cpu.toFixed(0)}% | ${mem.toFixed(0)} | ${(((mem - base) * 1024) / n).toFixed(0)} |`;
    rows.push(row);
    console.log(row);
    for (const t of tables) t.close();
    await new Promise((r) => setTimeout(r, 3000));
  }
} finally {
  await server.stop();
}
console.log('\n| rooms | moves measured | moves/s | round trip p50 (ms) | p95 (ms) | server CPU (one core = 100%) | server RSS (MB) | KB per room |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
process.exit(0);
