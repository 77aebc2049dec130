// Every game of the registry brings everything a game must: its texts in both languages,
// its art, the parts of its kit, and a perft table its rules reproduce. A sixth game that
// forgets one of these fails here (docs/architecture.md, "How to add a game").
import { describe, expect, it } from 'vitest';
import { allArtAssets, ART } from '../../src/art/index';
import { GAME_IDS, GAMES, kitOf, rulesFor } from '../../src/games/registry';
import { pieceKey } from '../../src/games/game-art';
import { aiFor, brainOf } from '../../src/games/brains';
import enGames from '../../locales/en/games.json';
import zhGames from '../../locales/zh/games.json';
import enRules from '../../locales/en/rules.json';
import zhRules from '../../locales/zh/rules.json';
import enSettings from '../../locales/en/settings.json';
import zhSettings from '../../locales/zh/settings.json';
import enResult from '../../locales/en/result.json';
import zhResult from '../../locales/zh/result.json';

type Tree = Record<string, unknown>;
const at = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, k) => (node && typeof node === 'object' ? (node as Tree)[k] : undefined), tree);
const LANGS = {
  en: { games: enGames, rules: enRules, settings: enSettings, result: enResult },
  zh: { games: zhGames, rules: zhRules, settings: zhSettings, result: zhResult },
};

describe.each(GAME_IDS)('the %s kit', (id) => {
  const kit = kitOf(id);
  const rules = rulesFor(id);

  it('is registered under its own id, with the rules of that id', () => {
    expect(kit.id).toBe(id);
    expect(rules.id).toBe(id);
    expect(Object.keys(GAMES)).toContain(id);
  });

  it('declares the sides, end reasons and variant flags its rules use', () => {
    expect(rules.sides).toEqual(kit.sides);
    expect(rulesFor(id).variantFlags).toEqual(kit.variants.map((v) => v.option));
    expect(kit.endReasons.length).toBeGreaterThan(0);
    for (const reason of kit.look.countedEnds ?? []) expect(kit.endReasons).toContain(reason);
  });

  it.each(Object.keys(LANGS) as (keyof typeof LANGS)[])('has its texts in %s', (lang) => {
    const l = LANGS[lang];
    for (const key of ['name', 'pitch']) expect(typeof at(l.games, `${id}.${key}`), `${lang} games:${id}.${key}`).toBe('string');
    for (const side of rules.sides) {
      expect(typeof at(l.games, `${id}.sides.${side}`), `${lang} games:${id}.sides.${side}`).toBe('string');
      expect(typeof at(l.games, `${id}.wins.${side}`), `${lang} games:${id}.wins.${side}`).toBe('string');
    }
    expect(typeof at(l.rules, `${id}.body`), `${lang} rules:${id}.body`).toBe('string');
    for (const reason of kit.endReasons)
      expect(typeof at(l.result, `reasons.${reason}`), `${lang} result:reasons.${reason}`).toBe('string');
    for (const reason of kit.look.countedEnds ?? [])
      expect(typeof at(l.result, `reasons.${reason}-draw`), `${lang} result:reasons.${reason}-draw`).toBe('string');
    for (const v of kit.variants) {
      for (const key of [v.labelKey, ...v.valueKeys, v.rulesNoteKey]) {
        const [ns, path] = key.split(':');
        expect(typeof at((l as Record<string, unknown>)[ns], path), `${lang} ${key}`).toBe('string');
      }
    }
  });

  it('has art for its pieces, ghosts and menu card', () => {
    const keys = new Set(allArtAssets().map((a) => a.key));
    for (const side of rules.sides) {
      expect(keys.has(pieceKey(id, side)), `${id} ${side}`).toBe(true);
      expect(keys.has(ART.pieceGhost(kit.look.pieces[side]!)), `${id} ${side} ghost`).toBe(true);
    }
    expect(keys.has(ART.gameThumb(id))).toBe(true);
    expect(kit.look.thumb()).toMatch(/^<svg/);
  });

  it('has the panda parts and board looks the rest of the game reads', () => {
    const ai = aiFor(rules);
    const start = rules.start();
    const legal = rules.moves(start);
    // (the search may answer through a cache of its own, Othello's: the same answers)
    expect(ai.search.rules.id).toBe(rules.id);
    expect(ai.search.rules.moves(start)).toEqual(legal);
    expect(Number.isFinite(ai.search.evaluate(start))).toBe(true);
    for (const m of ai.babyFavourites(start, legal)) expect(legal).toContain(m);
    expect(Number.isFinite(ai.mamaBonus(start, legal[0], rules.play(start, legal[0])))).toBe(true);
    for (const side of rules.sides) expect(kit.look.tallyParts(side)[0]).toBe('onBoard');
    for (const d of kit.look.decorations) for (const p of d.points) expect(rules.geometry.indexOf(p), p).toBeGreaterThanOrEqual(0);
    expect(brainOf(id).bench.perftDepth).toBeGreaterThan(0);
    expect(brainOf(id).bench.openingPlies).toBeGreaterThanOrEqual(0);
  });

  it('reproduces its perft table from the start', () => {
    expect(kit.perft.length).toBeGreaterThanOrEqual(4);
    const start = rules.start();
    // the first depths here; the deep ones are in the game's own test and in cli bench
    kit.perft.slice(0, 5).forEach((n, i) => expect(rules.perft(start, i + 1), `perft ${i + 1}`).toBe(n));
  });
});

describe('variants', () => {
  it('are kept only by the games that have them', () => {
    for (const id of GAME_IDS) {
      const own = new Set(kitOf(id).variants.map((v) => v.option));
      const every = Object.fromEntries(GAME_IDS.flatMap((g) => kitOf(g).variants.map((v) => [v.option, true])));
      const rules = rulesFor(id, every);
      expect(new Set(Object.keys(rules.options)), id).toEqual(own);
    }
  });
});
