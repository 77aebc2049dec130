// A real online server process for tests (server/main.ts), on a free port, and a redis-server
// for the several-process test; each is killed by its stop().
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface OnlineServer {
  url: string;
  proc: ChildProcess;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Starts `node server/main.ts` serving dist/ (built by the browser project's global setup); `nodeArgs` go to node (the benchmark's --cpu-prof). */
export async function startServer(env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<OnlineServer> {
  const port = Number(env.PORT) || (await freePort());
  const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, STATIC_DIR: 'dist', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  // ONLINE_SERVER_LOG=1 shows the server's own output (what it refused, why a room closed)
  const echo = (d: Buffer) => process.env.ONLINE_SERVER_LOG && process.stderr.write(`[server ${port}] ${d}`);
  proc.stdout?.on('data', (d: Buffer) => ((log += d), echo(d)));
  proc.stderr?.on('data', (d: Buffer) => ((log += d), echo(d)));
  const deadline = Date.now() + 60_000;
  while (!log.includes(`localhost:${port}`)) {
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`the online server did not start: ${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `http://127.0.0.1:${port}/`,
    proc,
    stop: async () => {
      if (proc.exitCode !== null) return;
      const gone = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 3000))]);
      if (proc.exitCode === null) proc.kill('SIGKILL');
    },
  };
}

/** A redis-server of its own (no disk), or null when none is installed. */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> } | null> {
  const port = await freePort();
  let proc: ChildProcess;
  try {
    proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch {
    return null;
  }
  let log = '';
  let failed = false;
  proc.on('error', () => (failed = true));
  proc.stdout?.on('data', (d) => (log += d));
  const deadline = Date.now() + 15_000;
  while (!/Ready to accept connections/i.test(log)) {
    if (failed || proc.exitCode !== null) return null;
    if (Date.now() > deadline) throw new Error(`redis-server did not start: ${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      proc.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 200));
    },
  };
}
