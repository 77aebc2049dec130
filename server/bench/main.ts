// `npm run bench:online`: simulated players on one server process. For 100, 500 and 1000
// concurrent rooms (or the counts given: `-- 50 200`), two SDK clients per room play random
// legal games (a move about every second per room, rematch at the end), spread over player
// processes (players.ts) so that the players' side is not the bottleneck, and the table gives
// the round trip from a move sent to both boards updated (p50, p95), the server's CPU and
// its memory per room. A benchmark, never a timed test (docs/online.md has the figures).
import { readFileSync } from 'node:fs';
import { fork, type ChildProcess } from 'node:child_process';
import { freePort, startServer } from '../../tests/online-server';

const LEVELS = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const levels = LEVELS.length ? LEVELS : [100, 500, 1000];
const WORKERS = Number(process.env.BENCH_WORKERS) || 4;
const WARM_MS = 4000;
const MEASURE_MS = 12_000;

const clk = (pid: number): number => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 10; // utime + stime, ms (100 Hz ticks)
};
const rssMb = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const pct = (xs: number[], p: number) => (xs.length ? xs[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] : NaN);

function worker(url: string, rooms: number, offset: number): { ready: Promise<void>; rtts: Promise<number[]>; w: ChildProcess } {
  const w = fork(new URL('./players.ts', import.meta.url), [url, String(rooms), String(offset)], { execArgv: ['--import', 'tsx'] });
  let ready!: () => void;
  let done!: (r: number[]) => void;
  const p = { ready: new Promise<void>((r) => (ready = r)), rtts: new Promise<number[]>((r) => (done = r)), w };
  w.on('message', (m: { type: string; rtts?: number[] }) =>
    m.type === 'ready' ? ready() : m.type === 'rtts' ? done(m.rtts ?? []) : undefined,
  );
  w.on('error', (e) => console.error(e));
  return p;
}

const port = await freePort();
const server = await startServer({ PORT: String(port), STATIC_DIR: '', PANDA_TURN_SEC: '0' });
const pid = server.proc.pid as number;
const rows: string[] = [];
try {
  const base = rssMb(pid);
  for (const n of levels) {
    const share = Math.ceil(n / WORKERS);
    const ws = Array.from({ length: WORKERS }, (_, i) => worker(server.url, Math.max(0, Math.min(share, n - i * share)), i * share));
    await Promise.all(ws.map((w) => w.ready));
    await new Promise((r) => setTimeout(r, WARM_MS));
    const c0 = clk(pid);
    const t0 = performance.now();
    for (const w of ws) w.w.send({ type: 'measure' });
    await new Promise((r) => setTimeout(r, MEASURE_MS));
    const cpu = ((clk(pid) - c0) / (performance.now() - t0)) * 100;
    const mem = rssMb(pid);
    for (const w of ws) w.w.send({ type: 'stop' });
    const rtts = (await Promise.all(ws.map((w) => w.rtts))).flat().sort((a, b) => a - b);
    const row = `| ${n} | ${rtts.length} | ${(rtts.length / (MEASURE_MS / 1000)).toFixed(0)} | ${pct(rtts, 50).toFixed(1)} | ${pct(rtts, 95).toFixed(1)} | ${cpu.toFixed(0)}% | ${mem.toFixed(0)} | ${(((mem - base) * 1024) / n).toFixed(0)} |`;
    rows.push(row);
    console.log(row);
    await new Promise((r) => setTimeout(r, 4000));
  }
} finally {
  await server.stop();
}
console.log(
  `\n${WORKERS} player processes; a move about every second per room; ${MEASURE_MS / 1000} s measured after ${WARM_MS / 1000} s\n`,
);
console.log(
  '| rooms | moves measured | moves/s | round trip p50 (ms) | p95 (ms) | server CPU (one core = 100%) | server RSS (MB) | KB per room |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
process.exit(0);
