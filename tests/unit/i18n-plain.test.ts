// t() reads plain strings straight from the resources and starts i18next only when a string
// needs it (options, interpolation, a missing key) or the language changes: the first
// screen's words then cost no i18next start-up (docs/benchmarks.md, "Start-up"). Every key in both
// languages must read exactly as i18next would give it.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { currentLang, initI18n, LANGS, NAMESPACES, onLanguageChanged, resources, setLang, t } from '../../src/i18n';

function keys(obj: unknown, prefix = ''): string[] {
  if (!obj || typeof obj !== 'object') return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('plain strings', () => {
  it('are read without starting i18next', () => {
    initI18n('zh');
    expect(t('common:title')).toBe('熊猫棋社');
    expect(t('games:othello.name')).toBe(resources.zh.games.othello.name);
    expect(currentLang()).toBe('zh');
    expect(!!i18next.isInitialized).toBe(false);
    // a string with options needs it, in the language chosen before
    expect(t('common:player', { side: '黑方' })).toBe('黑方');
    expect(!!i18next.isInitialized).toBe(true);
    expect(i18next.language).toBe('zh');
  });

  it('read as i18next gives them, every key in both languages, and a missing key as its name', () => {
    for (const lang of LANGS) {
      setLang(lang);
      for (const ns of NAMESPACES) {
        for (const key of keys(resources[lang][ns])) {
          const full = `${ns}:${key}`;
          expect(t(full), full).toBe(i18next.t(full));
        }
      }
    }
    expect(t('common:no.such.key')).toBe('no.such.key');
    setLang('en');
  });

  it('tells listeners of each change once, and no more after they leave', () => {
    const heard: string[] = [];
    const off = onLanguageChanged((lang) => heard.push(lang));
    setLang('zh');
    setLang('en');
    off();
    setLang('zh');
    expect(heard).toEqual(['zh', 'en']);
    expect(t('common:title')).toBe('熊猫棋社');
    setLang('en');
  });
});
