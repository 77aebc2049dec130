// The first screen's script carries no search: every module main.ts reaches through static
// imports is on the start-up's critical path (docs/architecture.md, "Start-up"). The pandas'
// search, the games' brains and the puzzle maker load later, as their own chunks (the
// panda worker, the page's fallback search, the puzzles screen).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');

/** Modules that think, or build the thinking's tables. */
const THINKING =
  /^src\/(ai\/(search|search-game|papa|mama|baby|think|tt)\.ts|games\/brains\.ts|games\/[a-z]+\/(ai|brain|search|solver[a-z-]*|puzzle|tablebase|endgame|evaluation|patterns|stability)\.ts|puzzles\/(maker|generator|proof)\.ts)$/;

function staticImports(file: string): string[] {
  const code = readFileSync(join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const specs: string[] = [];
  for (const m of code.matchAll(/^\s*(import|export)\s+(type\s)?([^;'"]*?)\s*from\s*'([^']+)'/gm)) if (!m[2]) specs.push(m[4]);
  for (const m of code.matchAll(/^\s*import\s+'([^']+)'/gm)) specs.push(m[1]);
  return specs
    .filter((s) => s.startsWith('.'))
    .map((s) => {
      const base = join(dirname(join(ROOT, file)), s);
      const hit = [`${base}.ts`, join(base, 'index.ts'), base].find((p) => existsSync(p) && p.endsWith('.ts'));
      return hit ? relative(ROOT, hit).replace(/\\/g, '/') : null;
    })
    .filter((p): p is string => p !== null);
}

function reachable(entry: string): Map<string, string> {
  const via = new Map<string, string>([[entry, '']]);
  const todo = [entry];
  for (let f = todo.pop(); f; f = todo.pop()) {
    for (const dep of staticImports(f)) {
      if (via.has(dep)) continue;
      via.set(dep, f);
      todo.push(dep);
    }
  }
  return via;
}

describe('the first screen', () => {
  const graph = reachable('src/main.ts');

  it('reaches the menu, the boot scene and the game kits through static imports', () => {
    for (const f of [
      'src/scenes/menu.ts',
      'src/scenes/boot.ts',
      'src/games/registry.ts',
      'src/games/othello/kit.ts',
      'src/games/tiger/rules.ts',
    ])
      expect(graph.has(f), f).toBe(true);
  });

  it('does not carry the search, the games’ brains or the puzzle maker', () => {
    const path = (f: string): string => (graph.get(f) ? `${path(graph.get(f) as string)} -> ${f}` : f);
    const thinking = [...graph.keys()].filter((f) => THINKING.test(f)).map(path);
    expect(thinking).toEqual([]);
  });
});
