// The build's compile hint (scripts/vite-compile-hints.ts): it goes on the entry and on what
// the entry imports statically, never on a chunk loaded later, nor on the chunks named to
// stay lazy (Phaser's); and it stands on the first line, before Vite's own first line.
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, startupChunks } from '../../scripts/vite-compile-hints';

const chunk = (name: string, imports: string[], isEntry = false, dynamicImports: string[] = []) => ({
  type: 'chunk' as const,
  name,
  isEntry,
  imports,
  dynamicImports,
  code: `/* ${name} */`,
  map: null as { mappings: string } | null,
});

function bundle() {
  return {
    'index.js': chunk('index', ['base.js', 'phaser.js', 'runtime.js'], true, ['select.js']),
    'base.js': chunk('base', ['phaser.js', 'runtime.js']),
    'runtime.js': chunk('rolldown-runtime', []),
    'phaser.js': chunk('phaser', ['runtime.js']),
    'select.js': chunk('select', ['base.js', 'board-layout.js']),
    'board-layout.js': chunk('board-layout', []),
    'favicon.svg': { type: 'asset' as const },
  };
}

describe('compile hints', () => {
  it('marks the entry and its static imports, but the chunks named to stay lazy and the later ones', () => {
    expect([...startupChunks(bundle(), ['phaser'])].sort()).toEqual(['base.js', 'index.js', 'runtime.js']);
    expect([...startupChunks(bundle())].sort()).toEqual(['base.js', 'index.js', 'phaser.js', 'runtime.js']);
  });

  it('puts the hint on the first line and moves a source map down by one line', () => {
    const b = bundle();
    b['base.js'].map = { mappings: 'AAAA;AACA' };
    const plugin = compileHints(['phaser']);
    const hook = plugin.generateBundle as { order: string; handler: (o: unknown, b: unknown) => void };
    expect(hook.order).toBe('post');
    hook.handler({}, b);
    expect(b['index.js'].code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(b['base.js'].code).toBe(`${COMPILE_HINT}\n/* base */`);
    expect(b['base.js'].map?.mappings).toBe(';AAAA;AACA');
    expect(b['phaser.js'].code).toBe('/* phaser */');
    expect(b['select.js'].code).toBe('/* select */');
  });
});
