// The canvas resolution (src/ui/viewport.ts): quarter steps up to 2 on big and dense
// screens, and below one device pixel per design pixel exactly the screen's pixels.
import { describe, expect, it } from 'vitest';
import { designSize, scaleFor } from '../../src/ui/viewport';

const backing = (w: number, h: number) => {
  const design = designSize(w, h);
  const k = scaleFor(w, h, design);
  return { k, width: Math.round(design.width * k), height: Math.round(design.height * k) };
};

describe('canvas resolution', () => {
  it('draws exactly the pixels of a small screen (one device pixel per CSS pixel here)', () => {
    expect(backing(390, 844)).toEqual({ k: 390 / 720, width: 390, height: 844 });
    expect(backing(800, 450)).toEqual({ k: 0.625, width: 800, height: 450 });
    expect(backing(1000, 600).width).toBe(1000);
  });

  it('keeps the design size at one device pixel per design pixel, and quarter steps above it up to 2', () => {
    expect(backing(1280, 720)).toEqual({ k: 1, width: 1280, height: 720 });
    expect(backing(1350, 760).k).toBe(1);
    expect(backing(1920, 1080).k).toBe(1.5);
    expect(backing(3840, 2160).k).toBe(2);
  });

  it('never goes below a quarter, and falls back to 1 for an empty parent', () => {
    expect(scaleFor(100, 60, designSize(100, 60))).toBe(0.25);
    expect(scaleFor(0, 0, designSize(0, 0))).toBe(1);
  });
});
