// `npm run bench:online`: simulated players on one server process. For 100, 500 and 1000
// concurrent rooms (or the counts given: `-- 50 200`), two SDK clients per room play random
// legal games (a move about every second per room, rematch at the end), spread over player
// processes (players.ts) so that the players' side is not the bottleneck, and the table gives
// the round trip from a move sent to both boards updated (p50, p95), the server's CPU and
// its memory per room. A benchmark, never a timed test (docs/online.md has the figures).
// BENCH_REDIS=1: two server processes sharing one redis-server (started here on a free port);
// each room is made through one process and joined through the other; CPU and memory are
// the two processes' sums. BENCH_PROFILE=<dir>: the server processes write a CPU profile
// there (node --cpu-prof) when they stop. Each row carries the machine's load average.
import { loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import { fork, type ChildProcess } from 'node:child_process';
import { freePort, startRedis, startServer, type OnlineServer } from '../../tests/online-server';

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

const redis = process.env.BENCH_REDIS ? await startRedis() : null;
if (process.env.BENCH_REDIS && !redis) throw new Error('redis-server would not start');
const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
const servers: OnlineServer[] = [];
for (let i = 0; i < (redis ? 2 : 1); i++) {
  const port = await freePort();
  const shared: Record<string, string> = redis ? { REDIS_URL: redis.url, PUBLIC_ADDRESS: `127.0.0.1:${port}` } : {};
  servers.push(await startServer({ PORT: String(port), STATIC_DIR: '', PANDA_TURN_SEC: '0', ...shared }, profile));
}
const pids = servers.map((s) => s.proc.pid as number);
const urls = servers.map((s) => s.url).join(',');
const cpuMs = (): number => pids.reduce((n, p) => n + clk(p), 0);
const memMb = (): number => pids.reduce((n, p) => n + rssMb(p), 0);
const rows: string[] = [];
try {
  const base = memMb();
  for (const n of levels) {
    const share = Math.ceil(n / WORKERS);
    const ws = Array.from({ length: WORKERS }, (_, i) => worker(urls, Math.max(0, Math.min(share, n - i * share)), i * share));
    await Promise.all(ws.map((w) => w.ready));
    await new Promise((r) => setTimeout(r, WARM_MS));
    const load = loadavg()[0];
    const c0 = cpuMs();
    const t0 = performance.now();
    for (const w of ws) w.w.send({ type: 'measure' });
    await new Promise((r) => setTimeout(r, MEASURE_MS));
    const cpu = ((cpuMs() - c0) / (performance.now() - t0)) * 100;
    const mem = memMb();
    for (const w of ws) w.w.send({ type: 'stop' });
    const rtts = (await Promise.all(ws.map((w) => w.rtts))).flat().sort((a, b) => a - b);
    const row = `| ${n} | ${rtts.length} | ${(rtts.length / (MEASURE_MS / 1000)).toFixed(0)} | ${pct(rtts, 50).toFixed(1)} | ${pct(rtts, 95).toFixed(1)} | ${cpu.toFixed(0)}% | ${mem.toFixed(0)} | ${(((mem - base) * 1024) / n).toFixed(0)} | ${load.toFixed(1)} |`;
    rows.push(row);
    console.log(row);
    await new Promise((r) => setTimeout(r, 4000));
  }
} finally {
  for (const s of servers) await s.stop();
  await redis?.stop();
}
console.log(
  `\n${servers.length} server process${servers.length > 1 ? 'es and one Redis' : ''}; ${WORKERS} player processes; a move about every second per room; ${MEASURE_MS / 1000} s measured after ${WARM_MS / 1000} s\n`,
);
console.log(
  '| rooms | moves measured | moves/s | round trip p50 (ms) | p95 (ms) | server CPU (one core = 100%) | server RSS (MB) | KB per room | load average (1 min) |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
process.exit(0);
