// Text that must stay inside its box: wrapped (by word in English, by character in
// Chinese, never starting a line with closing punctuation; a text made of " · " phrases
// only between phrases, without the " ·" at a line's end; a Chinese text marked with
// zero-width spaces only at the marks, as long as each phrase fits a line; never a lone
// Chinese character or number on a last line) and shrunk until it fits, but never below the
// size that reads as 12 CSS px.
import type { GameObjects } from 'phaser';
import { markDirty } from './render-on-demand';
import { FONT, minFontSize } from './theme';

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
      if (word) {
        out.push(word);
        word = '';
      }
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

/** Separator of the phrases of a counter line ("On board 5 · Reserve 5"). */
export const PHRASE_SEPARATOR = ' · ';

/**
 * Marks where a Chinese text may break (U+200B, zero width): between its phrases, so that
 * "两两成对" never splits (locales/zh; the marks are dropped from what is drawn).
 */
export const PHRASE_MARK = '\u200b';

/** A text without its phrase marks, as it is drawn. */
export const unmarked = (text: string): string => text.split(PHRASE_MARK).join('');

/**
 * Wrap units of a paragraph: whole phrases when it is made of " · " phrases or marked with
 * PHRASE_MARK (a marked phrase wider than a line breaks inside), else words and characters.
 */
function units(paragraph: string, maxWidth: number, measure: (s: string) => number): string[] {
  if (paragraph.includes(PHRASE_MARK)) {
    return paragraph.split(PHRASE_MARK).flatMap((p) => (measure(p) > maxWidth ? tokens(p) : [p]));
  }
  if (!paragraph.includes(PHRASE_SEPARATOR)) return tokens(paragraph);
  const parts = paragraph.split(PHRASE_SEPARATOR);
  return parts.map((p, i) => (i < parts.length - 1 ? p + PHRASE_SEPARATOR : p));
}

/** A line as drawn: no separator left hanging at its end ("On board 5 ·"). */
const lineEnd = (line: string): string =>
  (line.endsWith(PHRASE_SEPARATOR.trimEnd()) ? line.slice(0, -PHRASE_SEPARATOR.trimEnd().length) : line).trim();

const LONE = /^(\d+|[\u2e80-\u9fff\uf900-\ufaff])$/;
const PUNCTUATION = /[\s，。、；：！？（）「」『』《》〈〉“”‘’,.;:!?()[\]{}%…—–·-]/g;

/** A line that is one Chinese character or one number, punctuation aside. */
export function isLoneLine(line: string): boolean {
  return LONE.test(line.replace(PUNCTUATION, ''));
}

/** Wraps `text` (paragraphs separated by \n) to `maxWidth` with the given measure function. */
export function wrapText(text: string, maxWidth: number, measure: (s: string) => number): string {
  const lines: string[] = [];
  for (const para of text.split('\n')) {
    if (para === '') {
      lines.push('');
      continue;
    }
    // each line as its units, so a lone last unit can take company from the line above
    const rows: string[][] = [[]];
    for (const tok of units(para, maxWidth, measure)) {
      const row = rows[rows.length - 1];
      const candidate = row.join('') + tok;
      if (row.length > 0 && measure(candidate.trimEnd()) > maxWidth) rows.push([tok.trimStart()]);
      else row.push(tok);
    }
    for (let i = rows.length - 1; i > 0; i--) {
      const prev = rows[i - 1];
      // a lone character or number goes down with the unit before it (a line of one more unit)
      while (isLoneLine(rows[i].join('')) && prev.length > 1) {
        const moved = [prev.pop() as string, ...rows[i]];
        if (measure(moved.join('').trim()) > maxWidth) {
          prev.push(moved[0]);
          break;
        }
        rows[i] = moved;
      }
    }
    for (const row of rows) lines.push(lineEnd(row.join('').trim()));
  }
  return lines.join('\n');
}

/** The width of one line of text in the game's font (px). */
export function lineWidth(text: string, px: number, bold = false): number {
  const c = ctx();
  c.font = `${bold ? 'bold ' : ''}${px}px ${FONT}`;
  return c.measureText(text).width;
}

function fontString(text: GameObjects.Text, size: number): string {
  const style = text.style as unknown as { fontStyle: string; fontFamily: string };
  return `${style.fontStyle || ''} ${size}px ${style.fontFamily}`.trim();
}

/** Each text's last fit: what it was asked and what it shows. */
const lastFits = new WeakMap<GameObjects.Text, { key: string; size: number; value: string; fontSize: string | number }>();

/**
 * A new size and a new value with one redraw of the text's canvas: Phaser redraws on each of
 * setFontSize and setText (a canvas resized, a font looked up, the text drawn), and a fit
 * tries several sizes, for every label of a screen (docs/benchmarks.md, "Start-up").
 */
function setSizeAndText(text: GameObjects.Text, size: number, value: string): void {
  if (String(text.style.fontSize) !== `${size}px` && value !== text.text) {
    // the value goes in unseen; the size's redraw then draws it
    (text as unknown as { _text: string })._text = value;
  }
  text.setFontSize(size);
  text.setText(value);
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
  // never below what reads as 12 CSS px on this screen
  const floor = Math.ceil(minFontSize());
  const start = Math.max(floor, Math.round(opts.size ?? parseFloat(String(text.style.fontSize))));
  const min = Math.max(6, floor, Math.round(opts.min ?? Math.min(start, 11)));
  // the same fit asked again (a layout pass that leaves this box as it was) is already on screen
  const key = [raw, maxW, maxH, start, min, opts.wrap === true, fontString(text, start)].join('\u0000');
  const last = lastFits.get(text);
  if (last && last.key === key && last.value === text.text && last.fontSize === text.style.fontSize) return last.size;
  let size = start;
  markDirty();
  for (;;) {
    let value = unmarked(raw);
    if (opts.wrap) {
      const c = ctx();
      c.font = fontString(text, size);
      value = wrapText(raw, maxW - 6, (s) => c.measureText(s).width);
    }
    setSizeAndText(text, size, value);
    // a wrap that leaves a lone character or number on a line (a two-character word) shrinks instead
    const lone = opts.wrap === true && value.includes('\n') && value.split('\n').some((l) => l.trim() !== '' && isLoneLine(l));
    const fits = !lone && text.width <= maxW + 1 && text.height <= maxH + 1;
    if (fits || size <= min) {
      // remembered for the test hook: a text that does not fit even at its smallest size, and
      // the text before wrapping (its own paragraphs)
      (text as unknown as { overflowsBox: boolean }).overflowsBox = !fits;
      (text as unknown as { unwrapped: string }).unwrapped = raw;
      lastFits.set(text, { key, size, value, fontSize: text.style.fontSize });
      return size;
    }
    let next = size - Math.max(1, Math.round(size * 0.07));
    // one line too wide: its width follows the size, so go straight to the size that fits.
    // Each size tried is a font the browser sets up anew, a few ms at start-up (docs/benchmarks.md, "Start-up").
    if (!opts.wrap && text.height <= maxH + 1 && text.width > maxW + 1) next = Math.min(next, Math.floor((size * (maxW + 1)) / text.width));
    size = Math.max(min, next);
  }
}
