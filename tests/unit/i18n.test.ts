// Every key exists in both languages, no value is empty, and every namespace file of one
// language has its twin in the other. Interpolation variables match across languages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, resources } from '../../src/i18n';

const root = join(__dirname, '..', '..', 'locales');

function flatten(obj: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
    for (const [k, v] of Object.entries(obj)) {
      for (const [kk, vv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
    }
  } else {
    out.set(prefix, obj);
  }
  return out;
}

const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('have the same namespace files in en and zh, all bundled', () => {
    const en = readdirSync(join(root, 'en')).sort();
    const zh = readdirSync(join(root, 'zh')).sort();
    expect(zh).toEqual(en);
    expect(en.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...NAMESPACES].sort());
  });

  for (const ns of NAMESPACES) {
    it(`${ns}: every key in both languages, none empty, same placeholders`, () => {
      const en = flatten(JSON.parse(readFileSync(join(root, 'en', `${ns}.json`), 'utf8')));
      const zh = flatten(JSON.parse(readFileSync(join(root, 'zh', `${ns}.json`), 'utf8')));
      const onlyEn = [...en.keys()].filter((k) => !zh.has(k));
      const onlyZh = [...zh.keys()].filter((k) => !en.has(k));
      expect(onlyEn, `keys only in en/${ns}.json`).toEqual([]);
      expect(onlyZh, `keys only in zh/${ns}.json`).toEqual([]);
      for (const [k, v] of [...en, ...zh]) {
        expect(typeof v, `${ns}:${k} is a string`).toBe('string');
        expect((v as string).trim().length, `${ns}:${k} is not empty`).toBeGreaterThan(0);
      }
      for (const [k, v] of en) expect(vars(zh.get(k) as string), `${ns}:${k} placeholders`).toEqual(vars(v as string));
    });
  }

  it('the bundled resources are the files', () => {
    for (const lang of ['en', 'zh'] as const) {
      for (const ns of NAMESPACES) {
        const file = JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8'));
        expect(resources[lang][ns]).toEqual(file);
      }
    }
  });
});
