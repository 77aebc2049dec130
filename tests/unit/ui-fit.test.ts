// Wrapping for text boxes: English by word, Chinese by character, and never a line that
// starts with closing punctuation.
import { describe, expect, it } from 'vitest';
import { tokens, wrapText } from '../../src/ui/fit';

const width = (s: string) => [...s].length; // one unit per character

describe('wrapText', () => {
  it('wraps English at spaces', () => {
    expect(wrapText('one two three four', 9, width)).toBe('one two\nthree\nfour');
  });

  it('wraps Chinese between characters, keeping punctuation on the line before', () => {
    const out = wrapText('两子成炮打第三子，孤子可以远飞。', 8, width).split('\n');
    for (const line of out) {
      expect(width(line)).toBeLessThanOrEqual(9);
      expect(line).not.toMatch(/^[，。]/);
    }
    expect(out.join('')).toBe('两子成炮打第三子，孤子可以远飞。');
  });

  it('keeps paragraphs and a word longer than the line on its own line', () => {
    expect(wrapText('a\n\nsupercalifragilistic b', 5, width)).toBe('a\n\nsupercalifragilistic\nb');
  });

  it('tokens: CJK characters one by one, words with their space', () => {
    expect(tokens('熊猫 BABY wins！')).toEqual(['熊', '猫', ' ', 'BABY ', 'wins！']);
  });
});
