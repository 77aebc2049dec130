import { describe, expect, it } from 'vitest';
import { ART, allArtAssets, MOODS, PANDAS } from '../../src/art/index';
import { GAME_IDS, kitOf, rulesFor } from '../../src/games/registry';
import { pieceKey } from '../../src/games/game-art';

/** A small strict XML well-formedness check: balanced tags, quoted unique attributes, known entities. */
function checkXml(xml: string): { root: string; rootAttrs: Record<string, string> } {
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y;
  const attr = /\s+([\w:.-]+)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;
  const stack: string[] = [];
  let root = '';
  let rootAttrs: Record<string, string> = {};
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt < 0 ? xml.length : lt);
    if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text)) throw new Error(`bad entity in text near ${i}`);
    if (text.trim() && stack.length === 0) throw new Error('text outside the root');
    if (lt < 0) break;
    tag.lastIndex = lt;
    const m = tag.exec(xml);
    if (!m) throw new Error(`malformed tag at ${lt}: ${xml.slice(lt, lt + 60)}`);
    const [, close, name, attrs, selfClose] = m;
    if (close) {
      if (stack.pop() !== name) throw new Error(`unbalanced </${name}> at ${lt}`);
    } else {
      const seen = new Set<string>();
      const values: Record<string, string> = {};
      for (const a of attrs!.matchAll(attr)) {
        if (seen.has(a[1]!)) throw new Error(`duplicate attribute ${a[1]} on <${name}>`);
        seen.add(a[1]!);
        values[a[1]!] = a[2] ?? a[3] ?? '';
      }
      if (!root) {
        root = name!;
        rootAttrs = values;
      } else if (stack.length === 0) throw new Error('two roots');
      if (!selfClose) stack.push(name!);
    }
    i = tag.lastIndex;
  }
  if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`);
  return { root, rootAttrs };
}

const assets = allArtAssets();
const keys = new Set(assets.map((a) => a.key));

describe('art assets', () => {
  it('has unique keys', () => {
    expect(keys.size).toBe(assets.length);
  });

  it.each(assets.map((a) => [a.key, a] as const))('%s is well-formed SVG of its declared size', (_key, a) => {
    const { root, rootAttrs } = checkXml(a.svg);
    expect(root).toBe('svg');
    expect(rootAttrs.xmlns).toBe('http://www.w3.org/2000/svg');
    expect(Number(rootAttrs.width)).toBe(a.width);
    expect(Number(rootAttrs.height)).toBe(a.height);
    expect(rootAttrs.viewBox).toBe(`0 0 ${a.width} ${a.height}`);
    // ASCII only: the loader decodes base64 with atob (Latin-1)
    expect(/^[\x20-\x7e\n\t]*$/.test(a.svg)).toBe(true);
    // every url(#id) refers to an id defined in the same document
    for (const m of a.svg.matchAll(/url\(#([\w-]+)\)/g)) expect(a.svg).toContain(`id="${m[1]}"`);
  });

  it('references nothing outside the document', () => {
    for (const a of assets) {
      const body = a.svg.replace(' xmlns="http://www.w3.org/2000/svg"', '');
      expect(body, a.key).not.toMatch(
        /https?:|ftp:|\/\/|@import|@font-face|<image|<use|href=|src=|<text|<script|<foreignObject|font-family/i,
      );
    }
  });

  it('gives every ART key an asset', () => {
    const used: string[] = [
      ART.friend,
      ART.boardSurface,
      ART.feltSurface,
      ART.background,
      ...ART.discTurn,
      ART.portraitFrame,
      ART.logo,
      ...GAME_IDS.map(ART.gameThumb),
    ];
    for (const game of GAME_IDS)
      for (const s of rulesFor(game).sides) used.push(pieceKey(game, s), ART.pieceGhost(kitOf(game).look.pieces[s]!));
    for (const p of PANDAS) for (const m of [...MOODS, 'blink' as const]) used.push(ART.panda(p, m));
    for (const n of [
      'sound-on',
      'sound-off',
      'music',
      'lang',
      'settings',
      'undo',
      'hint',
      'rules',
      'back',
      'close',
      'menu',
      'timer',
    ] as const)
      used.push(ART.icon(n));
    for (const n of ['spark', 'dust', 'confetti', 'star'] as const) used.push(ART.effect(n));
    for (const k of used) expect(keys.has(k), k).toBe(true);
  });

  it('tells the tiger from the dog and dark from light', () => {
    for (const g of GAME_IDS) {
      const [a, b] = rulesFor(g).sides;
      expect(pieceKey(g, a), g).not.toBe(pieceKey(g, b));
    }
    expect(pieceKey('othello', 'X')).not.toBe(pieceKey('pairing', 'X'));
  });

  it('stays small', () => {
    const total = assets.reduce((n, a) => n + a.svg.length, 0);
    expect(total).toBeLessThan(400_000);
  });
});
