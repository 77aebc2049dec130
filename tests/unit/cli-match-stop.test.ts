// `npm run cli -- match`, stopped the way a time box or Ctrl-C stops it: a signal to the whole
// process group while a panda is in the middle of a long move. The match must get to report
// (src/cli/stop-request.ts); a wrapper process between npm and the match (the tsx command
// relays a signal, then kills a child that does not answer within 30 ms) cut it off.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('cli match stopped by a signal', () => {
  it('reports the games finished after SIGTERM to its process group, mid-move', async () => {
    const child = spawn(
      'npm',
      ['run', '--silent', 'cli', '--', 'match', 'tiger', '--a', 'papa', '--b', 'mama', '--games', '4', '--time-ms', '800'],
      {
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    // 'close': every process holding the output is done (npm itself exits at the signal)
    const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
    try {
      // well into the first game (its start loaded long before), where PAPA thinks 800 ms a move
      await new Promise((resolve) => setTimeout(resolve, 6000));
      process.kill(-child.pid!, 'SIGTERM');
      await closed;
    } finally {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // the group is gone, as it should be
      }
    }
    const lines = out.trimEnd().split('\n');
    expect(lines.find((l) => l.startsWith('stopped after '))).toMatch(/^stopped after \d of 4 games$/);
    expect(lines.at(-1)).toMatch(/^papa vs mama: \d-\d-\d score [\d.]+%$/);
  }, 30_000);
});
