// The command-line contract of docs/architecture.md. Most cases call the dispatcher in-process;
// a few run the real process to check stdin handling, exit codes and one-line errors.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/run';

async function cli(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(
    args,
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function cliProcess(args: string[], input?: string) {
  // as `npm run cli` runs it (package.json)
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { input, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout.trimEnd(), err: r.stderr.trimEnd() };
}

describe('cli as a process', () => {
  it('perft --stdin answers every line, errors included, and never stops', () => {
    const input = [
      'OOOOO/O...O/...../X...X/XXXXX X',
      'garbage',
      '',
      'OOOOO/O...O/...../X...X/XXXXX O',
      'OOOOO/OOO../...../...../XXXXX X',
    ].join('\n');
    const r = cliProcess(['perft', 'pairing', '2', '--stdin'], input + '\n');
    const lines = r.out.split('\n');
    expect(r.code).toBe(0);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe('49');
    expect(lines[1]).toMatch(/^error: /);
    expect(lines[2]).toMatch(/^error: /);
    expect(lines[3]).toMatch(/^\d+$/);
    expect(lines[4]).toMatch(/^error: .*at most 7/);
  });

  it('a bad argument: one line on stderr, non-zero exit, no stack trace', () => {
    const r = cliProcess(['perft', 'othello', '2', '--position', 'nonsense X']);
    expect(r.code).not.toBe(0);
    expect(r.out).toBe('');
    expect(r.err.split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/^error: bad position/);
  });
});

describe('cli commands', () => {
  it('perft from the start and from a position', async () => {
    expect(await cli(['perft', 'othello', '3'])).toMatchObject({ code: 0, out: '56' });
    expect(await cli(['perft', 'alquerque', '2', '--variant', 'free-slide'])).toMatchObject({ code: 0, out: '1463' });
    expect(await cli(['perft', 'cannon', '1', '--position', 'O.../..../X.O./.X../.... X'])).toMatchObject({ code: 0 });
  });

  it('divide lists each move and the total', async () => {
    const lines = (await cli(['divide', 'tiger', '1'])).out.split('\n');
    expect(lines.at(-1)).toBe('total 19');
    expect(lines).toHaveLength(20);
    expect(lines[0]).toMatch(/^[a-e][1-7] 1$/);
    const two = (await cli(['divide', 'pairing', '2'])).out.split('\n');
    expect(two.at(-1)).toBe('total 49');
  });

  it('moves and play follow docs/rules.md §6 (the Pairing trap)', async () => {
    const trap = 'OO.../...../....O/....X/XX... X';
    expect((await cli(['moves', 'pairing', '--position', trap])).out.split(' ')).toContain('e4-e3');
    const r = await cli(['play', 'pairing', '--position', trap, 'e4-e3']);
    expect(r.out.split('\n')).toEqual(['OO.../...../....X/...../XX... O', 'result: O opponent-paired']);
  });

  it('play reports draws by repetition through the game record', async () => {
    const shuffle = ['a4-b4', 'a2-b2', 'b4-a4', 'b2-a2'];
    const r = await cli(['play', 'pairing', ...shuffle, ...shuffle]);
    expect(r.out.split('\n')[1]).toBe('result: draw repetition');
  });

  it('play accepts a timer pass in any game', async () => {
    const r = await cli(['play', 'cannon', 'pass']);
    expect(r.out.split('\n')[0]).toMatch(/ O$/);
  });

  it.each([
    [['perft'], /missing game/],
    [['perft', 'chess', '2'], /unknown game 'chess'/],
    [['perft', 'othello', 'x'], /depth must be a whole number/],
    [['perft', 'othello', '2', '--position', 'nonsense X'], /bad position/],
    [['perft', 'othello', '2', '--variant', 'free-slide'], /only in alquerque/],
    [['perft', 'alquerque', '2', '--variant', 'wild'], /unknown variant/],
    [['perft', 'othello', '2', '--position'], /needs a value/],
    [['moves', 'pairing', '--bogus', '1'], /unknown option --bogus/],
    [['play', 'pairing', 'a1-a9'], /move 1 'a1-a9'/],
    [['frobnicate'], /unknown command/],
  ])('bad arguments %j: one-line error, non-zero exit', async (args, message) => {
    const r = await cli(args);
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(message);
    expect(r.err.split('\n')).toHaveLength(1);
  });
});
