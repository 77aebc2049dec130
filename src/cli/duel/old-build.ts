// PAPA of an earlier commit, as a match player: the commit's source tree is unpacked
// (`git archive`) into a temporary folder once, and a long-lived child process of Node
// runs that tree's own thinkNow, answering one request per line on stdin with one JSON
// line on stdout. Both builds then think with the same budget on the same machine.

import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { ThinkRequest, ThinkResult } from '../../ai/protocol';
import { CliError } from '../args';

/**
 * Runs in the unpacked tree; imports that tree's AI, not ours. Since the games moved into
 * their kits (src/games/), thinkNow takes a resolver: the brains' table's (brains.ts) since
 * the pandas' half of each game left its kit, the registry's before; earlier trees find the
 * game themselves. Trees with learned Othello weights load them first, and trees with the
 * WebAssembly Othello solver load it, as their command line does.
 */
const driver = (
  resolverFrom: string | null,
  withWeights: boolean,
  withWasmSolver: boolean,
) => `import { createInterface } from 'node:readline';
import { thinkNow } from './src/ai/think';
${resolverFrom ? `import { resolveGame } from './src/games/${resolverFrom}';` : 'const resolveGame = undefined;'}
${withWeights ? "import { loadOthelloWeightsForCli } from './src/cli/othello-weights';\nloadOthelloWeightsForCli();" : ''}
${withWasmSolver ? "import { loadOthelloSolverForCli } from './src/cli/othello-solver';\nloadOthelloSolverForCli();" : ''}
// Ctrl-C (or a SIGTERM to the process group) reaches this child too: the match stops and
// reports (stop-request.ts), and the child answers until the match closes its input.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  let answer;
  try {
    answer = { ok: true, result: thinkNow(JSON.parse(line), resolveGame) };
  } catch (e) {
    answer = { ok: false, error: String((e && e.message) || e) };
  }
  process.stdout.write(JSON.stringify(answer) + '\\n');
});
`;

function git(args: string[], input?: Buffer): Buffer {
  const r = spawnSync('git', args, { input, maxBuffer: 1 << 30 });
  if (r.status !== 0) throw new CliError(`git ${args[0]} failed: ${String(r.stderr).trim().split('\n')[0]}`);
  return r.stdout;
}

/** The folder holding the commit's tree (made once per commit). */
function unpack(rev: string): string {
  const sha = git(['rev-parse', '--verify', '--quiet', `${rev}^{commit}`])
    .toString()
    .trim();
  const dir = join(tmpdir(), `panda-papa-${sha.slice(0, 12)}`);
  if (existsSync(join(dir, '.ready'))) return dir;
  mkdirSync(dir, { recursive: true });
  const tar = git(['archive', '--format=tar', sha]);
  const r = spawnSync('tar', ['-x', '-C', dir], { input: tar, maxBuffer: 1 << 30 });
  if (r.status !== 0) throw new CliError(`could not unpack ${rev}`);
  if (!existsSync(join(dir, 'src/ai/think.ts'))) throw new CliError(`${rev} has no src/ai/think.ts to run`);
  if (!existsSync(join(dir, 'node_modules'))) symlinkSync(realpathSync('node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, '.ready'), sha);
  return dir;
}

/** The driver's file in an unpacked tree (named anew when the driver changes, so older unpacked trees get it too). */
const DRIVER = 'papa-driver-2.ts';

function writeDriver(dir: string): string {
  const path = join(dir, DRIVER);
  if (existsSync(path)) return path;
  // Trees with learned Othello weights or the WebAssembly solver choose them as their CLI does.
  const resolverFrom = ['brains', 'registry'].find((m) => existsSync(join(dir, `src/games/${m}.ts`))) ?? null;
  const has = (file: string) => existsSync(join(dir, file));
  writeFileSync(path, driver(resolverFrom, has('src/cli/othello-weights.ts'), has('src/cli/othello-solver.ts')));
  return path;
}

export class OldPapa {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting: ((line: string) => void)[] = [];
  private failure: string | null = null;

  constructor(rev: string) {
    if (!/^[\w./~^-]+$/.test(rev)) throw new CliError(`bad revision '${rev}'`);
    const dir = unpack(rev);
    const driverPath = writeDriver(dir);
    // OTHELLO_WEIGHTS and OTHELLO_SOLVER are for the PAPA of this tree only: the earlier one plays as it shipped.
    this.child = spawn(process.execPath, ['--import', 'tsx', driverPath], {
      cwd: dir,
      env: { ...process.env, OTHELLO_WEIGHTS: '', OTHELLO_SOLVER: '' },
    });
    createInterface({ input: this.child.stdout }).on('line', (line) => this.waiting.shift()?.(line));
    let stderr = '';
    this.child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    this.child.on('exit', (code) => {
      this.failure = `the PAPA of ${rev} stopped (exit ${code}): ${stderr.trim().split('\n').pop() ?? ''}`;
      for (const w of this.waiting.splice(0)) w('');
    });
  }

  think(req: ThinkRequest): Promise<ThinkResult> {
    if (this.failure) return Promise.reject(new CliError(this.failure));
    return new Promise((resolve, reject) => {
      this.waiting.push((line) => {
        if (line === '') return reject(new CliError(this.failure ?? 'no answer'));
        const answer = JSON.parse(line) as { ok: boolean; result?: ThinkResult; error?: string };
        if (answer.ok && answer.result) resolve(answer.result);
        else reject(new CliError(`the earlier PAPA failed: ${answer.error}`));
      });
      this.child.stdin.write(`${JSON.stringify(req)}\n`);
    });
  }

  close(): void {
    this.child.stdin.end();
  }
}
