// The AI commands of the CLI (docs/architecture.md "Command-line contract"), through the dispatcher.
import { describe, expect, it, vi } from 'vitest';
import { run } from '../../src/cli/run';

async function cli(...argv: string[]): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    const code = await run(argv, (l) => lines.push(l));
    return { code, lines };
  } finally {
    stderr.mockRestore();
  }
}

describe('cli think', () => {
  it('prints bestmove, and the proven result', async () => {
    const r = await cli('think', 'pairing', '--ai', 'papa', '--time-ms', '500', '--position', 'OOOOO/O..../....O/..X../XXXXX X');
    expect(r).toEqual({ code: 0, lines: ['bestmove c4-c3', 'score win 3'] });
    const b = await cli('think', 'othello', '--ai', 'baby', '--seed', '3');
    expect(b.code).toBe(0);
    expect(b.lines).toHaveLength(1);
    expect(b.lines[0]).toMatch(/^bestmove (d3|c4|f5|e6)$/);
  });

  it('prints the exact Othello score for the side to move, without a plus sign', async () => {
    const r = await cli(
      'think',
      'othello',
      '--ai',
      'papa',
      '--time-ms',
      '20000',
      '--position',
      'OOXXXXXX/XOXXXXXX/OOXOOOOX/OOXOOOXX/OOOOOOXX/...OOOOX/....O..X/........ O',
    );
    expect(r.code).toBe(0);
    expect(r.lines[1]).toBe('score -38');
  });

  it('refuses bad arguments with a non-zero exit', async () => {
    expect((await cli('think', 'pairing', '--ai', 'papi')).code).not.toBe(0);
    expect((await cli('think', 'pairing', '--ai', 'baby', '--position', 'nonsense')).code).toBe(2);
    expect((await cli('think', 'pairing')).code).toBe(2);
    expect((await cli('match', 'pairing', '--a', 'papa', '--b', 'baby')).code).toBe(2);
    expect((await cli('solve', 'pairing', '--position', 'x')).code).toBe(2);
  });
});

describe('cli match', () => {
  it("prints one line per game and the summary from A's side", async () => {
    const r = await cli('match', 'cannon', '--a', 'papa', '--b', 'baby', '--games', '4', '--time-ms', '10', '--seed', '9');
    expect(r.code).toBe(0);
    expect(r.lines).toHaveLength(5);
    expect(r.lines[0]).toMatch(/^game 1: papa X vs baby O: /);
    expect(r.lines[1]).toMatch(/^game 2: papa O vs baby X: /);
    expect(r.lines[4]).toBe('papa vs baby: 4-0-0 score 100%');
  });
});

describe('cli solve', () => {
  it('gives the exact score and the best move', async () => {
    // FFO #40 after a2 b1 c1 pass (17 empties): X wins by 38.
    const r = await cli('solve', 'othello', '--position', 'OOXXXXXX/XOXXXXXX/OOXOOOOX/OOXOOOXX/OOOOOOXX/...OOOOX/....O..X/........ X');
    expect(r.code).toBe(0);
    expect(r.lines[0]).toMatch(/^bestmove [a-h][1-8]$/);
    expect(r.lines[1]).toBe('score 38');
  });
});
