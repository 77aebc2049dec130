// fitText draws a label's canvas once per size it tries, and not at all when asked again
// what it already shows: each redraw resizes a canvas and may look a font up in the
// browser, for every label of a screen (docs/benchmarks.md, "Start-up").
import { describe, expect, it } from 'vitest';
import type { GameObjects } from 'phaser';
import { fitText } from '../../src/ui/fit';

/** A stand-in for Phaser's Text: as wide as its characters at 0.5 em, one line high; counts redraws. */
function fakeText(size = 30) {
  const t = {
    _text: '',
    redraws: 0,
    style: { fontSize: `${size}px` as string, fontStyle: 'bold', fontFamily: 'sans-serif' },
    get text() {
      return t._text;
    },
    get width() {
      return t._text.length * parseFloat(t.style.fontSize) * 0.5;
    },
    get height() {
      return parseFloat(t.style.fontSize) * 1.2;
    },
    setFontSize(px: number) {
      if (t.style.fontSize !== `${px}px`) {
        t.style.fontSize = `${px}px`;
        t.redraws++;
      }
      return t;
    },
    setText(value: string) {
      if (value !== t._text) {
        t._text = value;
        t.redraws++;
      }
      return t;
    },
  };
  return t;
}
const asText = (t: ReturnType<typeof fakeText>) => t as unknown as GameObjects.Text;

describe('fitText redraws', () => {
  it('takes the largest size that fits, drawing once per size tried', () => {
    const t = fakeText(12);
    // 20 characters in 200 px: 20 px fits (200), 21 px does not (210)
    const size = fitText(asText(t), 'abcdefghijklmnopqrst', 200, 100, { size: 28, min: 12 });
    expect(size).toBeLessThanOrEqual(20);
    expect(size).toBeGreaterThanOrEqual(19);
    expect(t.text).toBe('abcdefghijklmnopqrst');
    expect(t.style.fontSize).toBe(`${size}px`);
    // 28 is 280 px wide, so straight to 20 (a width follows the size) instead of 26, 24, 22
    // and 20 in 7 % steps: one redraw each, the first with its new text
    expect(t.redraws).toBe(2);
  });

  it('does not redraw when asked again for what it shows (a label that had to shrink)', () => {
    const t = fakeText(12);
    const size = fitText(asText(t), 'abcdefghijklmnopqrst', 200, 100, { size: 28, min: 12 });
    const before = t.redraws;
    expect(fitText(asText(t), 'abcdefghijklmnopqrst', 200, 100, { size: 28, min: 12 })).toBe(size);
    expect(t.redraws).toBe(before);
  });

  it('fits again when something else changed the text in between', () => {
    const t = fakeText(12);
    fitText(asText(t), 'a label', 200, 100, { size: 24 });
    t.setText('changed elsewhere');
    fitText(asText(t), 'a label', 200, 100, { size: 24 });
    expect(t.text).toBe('a label');
  });
});
