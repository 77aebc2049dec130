// Text that must stay inside its box: wrapped (by word in English, by character in
// Chinese, never starting a line with closing punctuation) and shrunk until it fits.
import type { GameObjects } from 'phaser';
import { markDirty } from './render-on-demand';

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/;
const NO_LINE_START = /^[，。、；：！？）」』》〉,.;:!?)\]}%…—–-]/;

let measureCtx: CanvasRenderingContext2D | null = null;
function ctx(): CanvasRenderingContext2D {
  if (!measureCtx) measureCtx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
  return measureCtx;
}

/** Splits a paragraph into wrap tokens: words (with their trailing space) and single CJK characters. */
export function tokens(paragraph: string): string[] {
  const out: string[] = [];
  let word = '';
  for (const ch of paragraph) {
    if (CJK.test(ch)) {
      if (word) out.push(word), (word = '');
      if (NO_LINE_START.test(ch) && out.length) out[out.length - 1] += ch;
      else out.push(ch);
    } else if (ch === ' ') {
      word += ch;
      out.push(word);
      word = '';
    } else {
      if (word === '' && NO_LINE_START.test(ch) && out.length && !out[out.length - 1].endsWith(' ')) {
        out[out.length - 1] += ch;
      } else word += ch;
    }
  }
  if (word) out.push(word);
  return out;
}

/** Wraps `text` (paragraphs separated by \n) to `maxWidth` with the given measure function. */
export function wrapText(text: string, maxWidth: number, measure: (s: string) => number): string {
  const lines: string[] = [];
  for (const para of text.split('\n')) {
    if (para === '') {
      lines.push('');
      continue;
    }
    let line = '';
    for (const tok of tokens(para)) {
      const candidate = line + tok;
      if (line !== '' && measure(candidate.trimEnd()) > maxWidth) {
        lines.push(line.trimEnd());
        line = tok.trimStart();
      } else line = candidate;
    }
    lines.push(line.trimEnd());
  }
  return lines.join('\n');
}

function fontString(text: GameObjects.Text, size: number): string {
  const style = text.style as unknown as { fontStyle: string; fontFamily: string };
  return `${style.fontStyle || ''} ${size}px ${style.fontFamily}`.trim();
}

export interface FitOptions {
  /** Largest font size (px); default the text's current size. */
  size?: number;
  /** Smallest font size allowed (px). */
  min?: number;
  /** Wrap to the box width (default false: one line). */
  wrap?: boolean;
}

/**
 * Sets `raw` on `text` at the largest font size (from `size` down to `min`) at which it
 * fits `maxW` x `maxH`. Returns the size used.
 */
export function fitText(text: GameObjects.Text, raw: string, maxW: number, maxH: number, opts: FitOptions = {}): number {
  const start = Math.round(opts.size ?? parseFloat(String(text.style.fontSize)));
  const min = Math.max(6, Math.round(opts.min ?? Math.min(start, 11)));
  let size = start;
  markDirty();
  for (;;) {
    let value = raw;
    if (opts.wrap) {
      const c = ctx();
      c.font = fontString(text, size);
      value = wrapText(raw, maxW - 6, (s) => c.measureText(s).width);
    }
    text.setFontSize(size);
    text.setText(value);
    const fits = text.width <= maxW + 1 && text.height <= maxH + 1;
    if (fits || size <= min) {
      // remembered for the test hook: a text that does not fit even at its smallest size
      (text as unknown as { overflowsBox: boolean }).overflowsBox = !fits;
      return size;
    }
    size = Math.max(min, size - Math.max(1, Math.round(size * 0.07)));
  }
}
