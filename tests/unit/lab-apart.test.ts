// Research lives in lab/ and the game never depends on it (docs/architecture.md, "Layers"):
// no module of src/ or tests/ imports from lab/, but for the command line's one way to the
// sparring engine (`cli match --b sparring`), a dynamic import in src/cli/duel/players.ts.
// The build's side (no lab code in dist/) is checked in tests/browser/portal-default-build.test.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const LAB = join(ROOT, 'lab');
const ALLOWED = new Set(['src/cli/duel/players.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sources(p) : /\.(ts|js)$/.test(name) ? [p] : [];
  });
}

/** Every module specifier of a file: static imports and exports, dynamic import(), and import types. */
function specifiers(text: string): string[] {
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]);
}

describe('lab/ stays apart', () => {
  it('no module of src/ or tests/ imports lab/, but the command line reaching the sparring engine', () => {
    const reaching: string[] = [];
    for (const file of [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'tests'))]) {
      for (const spec of specifiers(readFileSync(file, 'utf8'))) {
        if (!spec.startsWith('.')) continue;
        const target = resolve(dirname(file), spec);
        if (target === LAB || target.startsWith(LAB + '/')) reaching.push(`${relative(ROOT, file)} → ${spec}`);
      }
    }
    expect(reaching.filter((r) => !ALLOWED.has(r.split(' → ')[0]))).toEqual([]);
    // the exception exists (else ALLOWED would hide nothing and should go)
    expect(reaching.some((r) => r.startsWith('src/cli/duel/players.ts'))).toBe(true);
  });
});
