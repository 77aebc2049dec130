// The build's compile hint for the start-up chunks (README "Start-up"): V8 compiles a
// function lazily, on the main thread, the first time it runs. Nearly every function of the
// entry and of what it imports statically runs before the first screen can take input, so
// that compilation sat on the critical path (profiled: about a third of the module
// evaluation and of the menu's first frame). The magic comment `//# allFunctionsCalledOnLoad`
// at the top of a script asks Chromium (136 on) to compile all its functions eagerly, while
// the script streams in, off the main thread. Other engines ignore the comment.
// Chunks loaded later (the scenes after the menu, the worker) keep lazy compilation, and so
// does Phaser's chunk: most of its 1.1 MB never runs here, and compiling all of it made the
// script arrive later than the lazy compile it saved (measured with `cli bench --boot`).
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface ChunkLike {
  type: 'chunk';
  code: string;
  name: string;
  isEntry: boolean;
  imports: string[];
  map?: { mappings: string } | null;
}

/** File names of the entry chunks and of every chunk they import statically, but those named in `except`. */
export function startupChunks(bundle: Record<string, { type: string }>, except: readonly string[] = []): Set<string> {
  const chunks = new Map(Object.entries(bundle).filter(([, c]) => c.type === 'chunk') as [string, ChunkLike][]);
  const found = new Set<string>();
  const visit = (name: string): void => {
    const chunk = chunks.get(name);
    if (!chunk || found.has(name) || except.includes(chunk.name)) return;
    found.add(name);
    chunk.imports.forEach(visit);
  };
  for (const [name, chunk] of chunks) if (chunk.isEntry) visit(name);
  return found;
}

/** `except`: chunk names (as in the build's code-splitting groups) left to lazy compilation. */
export function compileHints(except: readonly string[]): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    // (after Vite's own last touches, which put a line of their own at the top of the entry)
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const name of startupChunks(bundle, except)) {
          const chunk = bundle[name] as unknown as ChunkLike;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // one more line at the top: the source map's lines move down by one
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}
