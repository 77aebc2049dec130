// Wrapping for text boxes: English by word, Chinese by character, and never a line that
// starts with closing punctuation.
import { describe, expect, it } from 'vitest';
import { PHRASE_MARK, tokens, wrapText } from '../../src/ui/fit';

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

  it('breaks a counter line only between its " · " phrases', () => {
    // (no separator left hanging at a line's end)
    expect(wrapText('On board 5 · Reserve 5 · Lost 1', 14, width)).toBe('On board 5\nReserve 5\nLost 1');
    expect(wrapText('盘上 5 · 备用 5', 6, width)).toBe('盘上 5\n备用 5');
  });

  it('breaks a Chinese text marked with phrase marks only at the marks, and drops them', () => {
    const pitch = ['走一步、', '吃一子，', '先让', '全部棋子', '两两成对。'].join(PHRASE_MARK);
    // by character: "走一步、吃一子，先让全部棋子两两" then "成对。"; by phrase the last one stays whole
    expect(wrapText(pitch, 16, width).split('\n')).toEqual(['走一步、吃一子，先让全部棋子', '两两成对。']);
    expect(wrapText(pitch, 40, width)).toBe('走一步、吃一子，先让全部棋子两两成对。');
    // a phrase wider than the line breaks inside it
    expect(wrapText(['二十只狗围着大山', '追'].join(PHRASE_MARK), 4, width).split('\n')[0]).toBe('二十只狗');
  });

  it('never leaves one Chinese character or a number alone on the last line', () => {
    // greedy: "…好玩就下哪" then "步。" alone; the wrap moves "哪" down with it
    expect(wrapText('天真烂漫，看哪步好玩就下哪步。', 14, width).split('\n')).toEqual(['天真烂漫，看哪步好玩就下', '哪步。']);
    const zh = wrapText('天真烂漫，看哪步好玩就下哪。', 13, width).split('\n');
    expect(zh.at(-1)?.replace(/[，。]/g, '').length).toBeGreaterThan(1);
    expect(zh.join('')).toBe('天真烂漫，看哪步好玩就下哪。');
    expect(wrapText('Equal discs: 32 to 32', 18, width)).toBe('Equal discs: 32\nto 32');
  });
});
