// t() keeps each language's plain strings once looked up (a screen asks for its labels at
// every fit and layout pass): a switch of language must still give the other language's
// text at once, and a string with options is looked up afresh each time.
import { afterAll, describe, expect, it } from 'vitest';
import { initI18n, setLang, t } from '../../src/i18n';

describe('t()', () => {
  afterAll(() => setLang('en'));

  it('gives the current language after each switch, also for strings looked up before', () => {
    initI18n('en');
    expect(t('common:title')).toBe('Panda Board Games');
    expect(t('title')).toBe('Panda Board Games');
    setLang('zh');
    expect(t('common:title')).toBe('熊猫棋社');
    setLang('en');
    expect(t('common:title')).toBe('Panda Board Games');
    setLang('zh');
    expect(t('common:title')).toBe('熊猫棋社');
  });

  it('fills in options afresh each time', () => {
    initI18n('en');
    expect(t('common:player', { side: 'Black' })).toBe('Black');
    expect(t('common:player', { side: 'White' })).toBe('White');
  });
});
