// Builds the Othello solver's WebAssembly binary (docs/ai.md, "WebAssembly") from its
// AssemblyScript sources in wasm/othello/ into src/games/othello/othello-solver.wasm, the
// asset the game ships: `npm run build:solver`. tests/unit/othello-solver-wasm.test.ts
// compiles the sources again and fails when the committed binary differs.

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SOLVER_SOURCE = 'wasm/othello/index.ts';
export const SOLVER_WASM = 'src/games/othello/othello-solver.wasm';

/** The compiler's options: optimised, no garbage collector (all memory is static), no imports but `now`. */
const FLAGS = ['-O3', '--runtime', 'stub', '--noAssert', '--use', 'abort=', '--initialMemory', '1'];

/** Compiles the sources; the binary's bytes. */
export async function compileOthelloSolver(): Promise<Uint8Array> {
  const asc = (await import('assemblyscript/asc')).default;
  let binary: Uint8Array | null = null;
  const errors: string[] = [];
  const { error } = await asc.main([SOLVER_SOURCE, '--outFile', 'solver.wasm', ...FLAGS], {
    readFile: (name, baseDir) => {
      try {
        return readFileSync(`${baseDir}/${name}`, 'utf8');
      } catch {
        return null;
      }
    },
    writeFile: (name, contents) => {
      if (name.endsWith('.wasm') && typeof contents !== 'string') binary = contents;
    },
    listFiles: () => [],
    stderr: {
      write: (s: string | Uint8Array) => {
        errors.push(String(s));
        return true;
      },
    } as never,
  });
  if (error || !binary) throw new Error(`asc failed: ${error?.message ?? 'no output'}\n${errors.join('')}`);
  return binary;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.chdir(ROOT);
  const bytes = await compileOthelloSolver();
  writeFileSync(SOLVER_WASM, bytes);
  console.log(`${SOLVER_WASM}: ${bytes.length} bytes`);
}
