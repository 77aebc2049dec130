// Checks behind the readability test: text size, line breaks, contrast from the rendered
// pixels, and touch target size, each returning the failures it finds as sentences.
import type { Page } from 'playwright-core';
import type { TextProbe } from '../../src/ui/text-probe';
import { controls, untilDrawn, type ControlInfo } from './harness';

export type { TextProbe };

export const MIN_TEXT_PX = 12;
export const MIN_TARGET_PX = 44;

/** A friend game of Pairing that ends at once: O is left in pairs (found by a search of the rules). */
export const PAIRING_QUICK_END = ['a4-a3', 'b1-b2', 'a3-b3', 'c1-c2', 'b3-b2', 'd1-c1'];

/** Waits until a control is on screen (a dialog is built in one frame: then all of it is). */
export async function waitForControl(page: Page, id: string): Promise<void> {
  await page
    .waitForFunction(
      (k) => (window as unknown as { __panda: { controls(): ControlInfo[] } }).__panda.controls().some((c) => c.id === k),
      id,
      {
        timeout: 15_000,
        polling: 30,
      },
    )
    .catch(() => undefined);
}

export async function textBoxes(page: Page): Promise<TextProbe[]> {
  return page.evaluate(() => (window as unknown as { __panda: { textBoxes(): TextProbe[] } }).__panda.textBoxes());
}

/** The texts a player can read now: on screen, and in the top dialog when one is open. */
export function readable(texts: TextProbe[], viewport: { width: number; height: number }): TextProbe[] {
  const top = Math.max(0, ...texts.map((t) => t.depth));
  return texts.filter(
    (t) => (top < 1000 || t.depth >= top) && t.x + t.w > 0 && t.y + t.h > 0 && t.x < viewport.width && t.y < viewport.height,
  );
}

export function tooSmall(texts: TextProbe[]): string[] {
  return texts.filter((t) => t.fontPx < MIN_TEXT_PX - 0.05).map((t) => `text ${t.fontPx.toFixed(1)} px: "${t.text}"`);
}

const CJK = /[\u2e80-\u9fff\uf900-\ufaff]/;
const PUNCT = /[\s，。、；：！？（）「」『』《》〈〉“”‘’,.;:!?()[\]{}%…—–·-]/g;

/**
 * Lines that break inside a phrase: a counter split inside "Reserve 5" (texts built from
 * " · " phrases break only at a " · "), a number or a single Chinese character alone on a line.
 */
export function badBreaks(texts: TextProbe[]): string[] {
  const out: string[] = [];
  for (const t of texts) {
    const lines = t.lines.map((l) => l.trim()).filter((l) => l !== '');
    if (lines.length < 2) continue;
    for (const line of lines) {
      const core = line.replace(PUNCT, '');
      if (/^\d+$/.test(core)) out.push(`a number alone on a line: "${line}" in "${t.text}"`);
      else if ([...core].length === 1 && CJK.test(core)) out.push(`one character alone on a line: "${line}" in "${t.text}"`);
    }
    // each phrase of a Chinese text marked for breaking (U+200B) stands whole on one line,
    // unless it is longer than any line
    const longest = Math.max(...lines.map((l) => [...l].length));
    for (const para of (t.unwrapped ?? '').split('\n')) {
      if (!para.includes('\u200b')) continue;
      for (const phrase of para.split('\u200b').map((p) => p.trim())) {
        if ([...phrase].length <= longest && !lines.some((l) => l.includes(phrase)))
          out.push(`a marked phrase broken across lines: "${phrase}" in "${t.text}"`);
      }
    }
    // each " · " phrase of a paragraph stands whole on one line
    for (const para of (t.unwrapped ?? t.lines.join('\n')).split('\n')) {
      if (!para.includes(' · ')) continue;
      for (const phrase of para.split(' · ').map((p) => p.trim())) {
        if (!lines.some((l) => l.includes(phrase))) out.push(`a phrase broken across lines: "${phrase}" in "${t.text}"`);
      }
    }
  }
  return out;
}

/** Controls smaller than a fingertip. */
export function smallTargets(list: ControlInfo[]): string[] {
  return list
    .filter((c) => c.w < MIN_TARGET_PX - 0.5 || c.h < MIN_TARGET_PX - 0.5)
    .map((c) => `control ${c.id} is ${c.w.toFixed(0)}x${c.h.toFixed(0)} px`);
}

export interface ContrastResult {
  text: string;
  ratio: number;
  need: number;
  fg: string;
  bg: string;
}

/**
 * Contrast of each text against what lies behind it, measured in a screenshot: the text's
 * colour is found among the pixels of its box (the pixel nearest its fill colour), the
 * background is the most common colour of the other pixels of the box. Large text
 * (24 px, or 18.66 px bold) needs 3:1, other text 4.5:1 (WCAG 2.x AA).
 */
export async function contrast(page: Page, texts: TextProbe[]): Promise<ContrastResult[]> {
  const shot = (await page.screenshot({ type: 'png' })).toString('base64');
  const boxes = texts
    .filter((t) => t.alpha >= 0.99)
    .map((t) => ({ text: t.text, color: t.color, x: t.x, y: t.y, w: t.w, h: t.h, large: t.fontPx >= 24 || (t.bold && t.fontPx >= 18.66) }));
  return page.evaluate(
    async ({ shot, boxes }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${shot}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const g = c.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
      g.drawImage(img, 0, 0);
      const lin = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      const lum = (p: number[]) => 0.2126 * lin(p[0]) + 0.7152 * lin(p[1]) + 0.0722 * lin(p[2]);
      const ratio = (a: number[], b: number[]) => {
        const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
        return (hi + 0.05) / (lo + 0.05);
      };
      const dist = (a: number[], b: number[]) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
      const hex = (p: number[]) => '#' + p.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');
      const out = [];
      for (const b of boxes) {
        const x0 = Math.max(0, Math.floor(b.x));
        const y0 = Math.max(0, Math.floor(b.y));
        const x1 = Math.min(c.width, Math.ceil(b.x + b.w));
        const y1 = Math.min(c.height, Math.ceil(b.y + b.h));
        if (x1 - x0 < 2 || y1 - y0 < 2) continue;
        const data = g.getImageData(x0, y0, x1 - x0, y1 - y0).data;
        const declared = [1, 3, 5].map((i) => parseInt(b.color.slice(i, i + 2), 16));
        const pixels: number[][] = [];
        for (let i = 0; i < data.length; i += 4) pixels.push([data[i], data[i + 1], data[i + 2]]);
        // background: the most common colour (in coarse bins) among pixels unlike the text colour
        const bins = new Map<string, { n: number; sum: number[] }>();
        for (const p of pixels) {
          if (dist(p, declared) < 60) continue;
          const key = p.map((v) => v >> 4).join(',');
          const e = bins.get(key) ?? { n: 0, sum: [0, 0, 0] };
          e.n++;
          e.sum = e.sum.map((s, i) => s + p[i]);
          bins.set(key, e);
        }
        let best: { n: number; sum: number[] } | null = null;
        for (const e of bins.values()) if (!best || e.n > best.n) best = e;
        if (!best) continue;
        const bg = best.sum.map((s) => s / (best as { n: number }).n);
        // text: the drawn pixel nearest its fill colour (a glyph's core), else the one farthest from the background
        const core = pixels.reduce((a, p) => (dist(p, declared) < dist(a, declared) ? p : a), pixels[0]);
        const fg = dist(core, declared) < 48 ? core : pixels.reduce((a, p) => (dist(p, bg) > dist(a, bg) ? p : a), bg);
        out.push({ text: b.text, ratio: ratio(fg, bg), need: b.large ? 3 : 4.5, fg: hex(fg), bg: hex(bg) });
      }
      return out;
    },
    { shot, boxes },
  );
}

export function lowContrast(results: ContrastResult[]): string[] {
  return results
    .filter((r) => r.ratio < r.need)
    .map((r) => `contrast ${r.ratio.toFixed(2)}:1 < ${r.need}:1 (${r.fg} on ${r.bg}): "${r.text}"`);
}

/**
 * Every readability failure of the screen as it is now: small or badly broken text, low
 * contrast, small targets, text that does not fit, no language or sound button.
 */
export async function screenFailures(page: Page): Promise<string[]> {
  await untilDrawn(page);
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const texts = readable(await textBoxes(page), viewport);
  const list = await controls(page);
  const overflowing = await page.evaluate(() => (window as unknown as { __panda: { overflowing(): string[] } }).__panda.overflowing());
  const found = [
    ...tooSmall(texts),
    ...badBreaks(texts),
    ...lowContrast(await contrast(page, texts)),
    ...smallTargets(list),
    ...overflowing
      .map((t) => t.replace(/\n/g, ' '))
      .filter((t) => texts.some((x) => x.text === t))
      .map((t) => `text too big for its box: "${t}"`),
  ];
  const ids = list.filter((c) => c.enabled).map((c) => c.id);
  for (const id of ['lang.toggle', 'sound.toggle']) if (!ids.includes(id)) found.push(`no ${id} on screen`);
  return found;
}
