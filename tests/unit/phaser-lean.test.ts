// The game's build carries only the part of Phaser it uses (tools/phaser-lean.ts, docs/benchmarks.md
// "Start-up"). What the code asks of Phaser must be in it: every value it imports from
// 'phaser', and a factory for every `add.<object>(…)` a scene calls. A scene that starts
// using another game object fails here, before the browser tests would find
// `this.add.<object> is not a function`.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_OBJECTS, LOADER, NAMED, PHASER_SRC, REGISTERS, phaserLeanEntry } from '../../tools/phaser-lean';

const ROOT = join(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

// the page's code (the CLI builds its own bare Phaser page from Phaser's stock entry)
const pageCode = sources(join(ROOT, 'src'))
  .filter((f) => !f.includes(`${join('src', 'cli')}`))
  .map((f) => readFileSync(f, 'utf8'));

describe('the lean Phaser entry', () => {
  it('requires only modules that exist in the installed phaser package', () => {
    const modules = [...REGISTERS, ...Object.values(NAMED), ...Object.values(GAME_OBJECTS), ...Object.values(LOADER), 'const'];
    for (const m of modules) expect(existsSync(`${PHASER_SRC}${m}.js`), m).toBe(true);
  });

  it("exports every value the page's code imports from 'phaser'", () => {
    const wanted = new Set<string>();
    const nested = new Map<string, Set<string>>();
    for (const code of pageCode) {
      for (const m of code.matchAll(/^import\s+(?!type\b)\{([^}]*)\}\s+from\s+'phaser'/gm)) {
        for (const part of m[1].split(',')) {
          const name = part.trim();
          if (name && !name.startsWith('type ')) wanted.add(name);
        }
      }
      // GameObjects.X / Loader.X used as values (a base class, not a type annotation)
      for (const m of code.matchAll(/(?:extends|new|instanceof)\s+(GameObjects|Loader)\.(\w+)/g)) {
        if (!nested.has(m[1])) nested.set(m[1], new Set());
        nested.get(m[1])!.add(m[2]);
      }
    }
    expect(wanted.size).toBeGreaterThan(3);
    const entry = phaserLeanEntry();
    for (const name of wanted)
      expect(entry, `'${name}' from 'phaser'`).toMatch(new RegExp(`export (const ${name} =|\\{[^}]*\\b${name}\\b)`));
    expect(nested.get('GameObjects')?.size).toBeGreaterThan(0);
    for (const name of nested.get('GameObjects') ?? []) expect(Object.keys(GAME_OBJECTS)).toContain(name);
    for (const name of nested.get('Loader') ?? []) expect(Object.keys(LOADER)).toContain(name);
  });

  it('registers the input plugins the scenes reach (this.input.keyboard, …)', () => {
    // InputPluginCache: a plugin that is not registered is simply missing (`input.keyboard`
    // undefined), and code that guards with ?. then does nothing: Escape would not close a screen
    const plugins: Readonly<Record<string, string>> = { keyboard: 'input/keyboard/KeyboardPlugin', gamepad: 'input/gamepad/GamepadPlugin' };
    const used = new Set<string>();
    for (const code of pageCode) for (const m of code.matchAll(/\binput\.(keyboard|gamepad)\b/g)) used.add(m[1]);
    // (none today: the scenes read keys from the page's events, src/ui/scene-keys.ts)
    for (const name of used) expect(REGISTERS, `input.${name}`).toContain(plugins[name]);
  });

  it('registers a factory for every add.<object>(…) a scene calls', () => {
    const registered = new Set<string>();
    for (const m of REGISTERS.filter((r) => r.endsWith('Factory'))) {
      const code = readFileSync(`${PHASER_SRC}${m}.js`, 'utf8');
      for (const r of code.matchAll(/GameObjectFactory\.register\('(\w+)'/g)) registered.add(r[1]);
    }
    const called = new Set<string>();
    for (const code of pageCode) for (const m of code.matchAll(/\badd\.(\w+)\(/g)) called.add(m[1]);
    called.delete('existing'); // the factory's own method: adds an object made with `new`
    expect(called.size).toBeGreaterThan(4);
    for (const name of called) expect(registered, `add.${name}`).toContain(name);
  });
});
