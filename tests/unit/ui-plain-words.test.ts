// The sentences built from several strings read plainly in both languages: PAPA's prophecy
// (whose win, by how much, in whose moves) and each game's rules text (only the draw rules
// the game has; no Chinese character as a term in the English text).
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setLang, RAW_KEY } from '../../src/i18n';
import { GAME_IDS, rulesFor } from '../../src/games/registry';
import { prophecySentence } from '../../src/dialogs/prophecy-text';
import { rulesText } from '../../src/dialogs/rules-text';

beforeAll(() => initI18n('en'));

describe('prophecy sentence', () => {
  it("English: who wins, by how much, counted in the winner's moves", () => {
    setLang('en');
    expect(prophecySentence({ kind: 'score', score: 56 })).toBe('PAPA foresees: he wins by 56 discs');
    expect(prophecySentence({ kind: 'score', score: -4 })).toBe('PAPA foresees: you can win by 4 discs');
    expect(prophecySentence({ kind: 'score', score: 0 })).toBe('PAPA foresees: a draw');
    // 5 plies from his move: his move, yours, his, yours, his winning one: 2 more of his
    expect(prophecySentence({ kind: 'win', plies: 5 })).toBe('PAPA foresees: he wins in 2 moves of his');
    expect(prophecySentence({ kind: 'win', plies: 3 })).toBe('PAPA foresees: he wins with his next move');
    expect(prophecySentence({ kind: 'loss', plies: 4 })).toBe('PAPA foresees: you can win in 2 moves of yours');
    expect(prophecySentence({ kind: 'loss', plies: 2 })).toBe('PAPA foresees: you can win with your next move');
    expect(prophecySentence({ kind: 'draw', plies: 8 })).toBe('PAPA foresees: a draw');
  });

  it('Chinese', () => {
    setLang('zh');
    expect(prophecySentence({ kind: 'score', score: 56 })).toBe('熊猫爸爸预见：他会赢 56 子');
    expect(prophecySentence({ kind: 'win', plies: 5 })).toBe('熊猫爸爸预见：他再走 2 步就赢');
    expect(prophecySentence({ kind: 'loss', plies: 2 })).toBe('熊猫爸爸预见：你有机会下一步就赢');
    setLang('en');
  });
});

describe('rules text', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`${lang}: every game, its own draw rules, no raw key`, () => {
      setLang(lang);
      for (const id of GAME_IDS) {
        const rules = rulesFor(id);
        const text = rulesText(rules);
        for (const para of text.split('\n')) expect(RAW_KEY.test(para.trim()), para).toBe(false);
        if (lang === 'en') expect(text, id).not.toMatch(/[\u4e00-\u9fff]/);
        const draws = text.split('\n').find((p) => /^(Draws|和棋)/.test(p)) ?? '';
        expect(draws !== '', `${id} states its draws`).toBe(rules.hasDrawRules);
        // conversions and placements belong to Alquerque and the dogs only
        if (id === 'pairing' || id === 'cannon') expect(draws).not.toMatch(/placed|turned|conversion|placement|放|变色/);
      }
      expect(rulesText(rulesFor('alquerque', { freeSlide: true }))).toContain(lang === 'en' ? 'Free slide is on' : '可中途停');
      setLang('en');
    });
  }
});
