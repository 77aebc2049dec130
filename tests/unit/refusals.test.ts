// Every refusal of every game, reached from a real position (docs/rules.md notation): the
// kit names the rule a wrong click breaks. A code a kit declares but no position here reaches
// fails the last check; a refusal given for a legal click, or none for an illegal one, fails
// the random walk; every code has its sentence in both languages, short enough for a phone.
import { describe, expect, it } from 'vitest';
import { GAME_IDS, kitOf, rulesFor, type GameId } from '../../src/games/registry';
import { seededUnit } from '../../src/engine/hash';
import enExplain from '../../locales/en/explain.json';
import zhExplain from '../../locales/zh/explain.json';
import type { RuleOptions } from '../../src/engine/types';

/** [position, from (or '' for nothing selected), to, the code expected] */
type Case = readonly [string, string, string, string];

const CASES: Record<GameId, readonly Case[]> = {
  othello: [
    ['start', '', 'e4', 'own-disc'],
    ['start', '', 'd4', 'occupied'],
    ['start', '', 'a1', 'no-neighbour'],
    ['start', '', 'c3', 'no-bracket'],
  ],
  pairing: [
    ['start', '', 'a1', 'not-yours'],
    ['start', '', 'c3', 'pick-piece'],
    ['start', '', 'a5', 'hemmed-in'],
    ['start', 'a4', 'a2', 'one-step'],
    ['start', 'a4', 'b3', 'no-diagonal'],
  ],
  alquerque: [
    ['OOOOO/..O../...../XXXXX/XXXXX X 0 0', '', 'a1', 'not-yours'],
    ['OOOOO/..O../...../XXXXX/XXXXX X 0 0', '', 'e3', 'no-reserve'],
    ['OOOOO/..O../...../XXXXX/XXXXX X 0 0', '', 'a5', 'blocked'],
    ['OOOOO/..O../...../XXXXX/XXXXX X 0 0', 'a4', 'a1', 'land-empty'],
    ['OOOOO/..O../...../XXXXX/XXXXX X 0 0', 'a4', 'b3', 'no-diagonal-here'],
    ['OOOOO/..O../...../XXXXX/XXXXX X 0 0', 'a4', 'c3', 'not-on-line'],
    ['O.O.O/...../..O../XXXXX/XXXXX X 0 0', 'b4', 'd2', 'path-blocked'],
    ['OOOOO/..O../...../XXXXX/XXXXX X 0 0', 'a4', 'a3', 'slide-to-end'],
    // docs/rules.md's full slide: a5-a2 is the slide, a5-a3 stops short
    ['O..../...../...../...../X.... X 5 5', 'a5', 'a3', 'slide-to-end'],
  ],
  cannon: [
    ['start', '', 'a1', 'not-yours'],
    ['start', '', 'b3', 'pick-piece'],
    ['start', '', 'a5', 'hemmed-in'],
    ['O.../..../XO../.X../.... X', 'a3', 'b3', 'no-landing-capture'],
    ['O.../..../X.O./.X../.... X', 'b4', 'b2', 'one-step'],
    ['O.../..../X.O./.X../.... X', 'b4', 'a5', 'no-diagonal'],
    ['O.../.O../..../..../...X X', 'd5', 'c4', 'lone-straight'],
    ['O.../.O../...O/..../...X X', 'd5', 'd2', 'lone-path-blocked'],
  ],
  tiger: [
    ['start', '', 'c5', 'not-yours'],
    ['start', '', 'b4', 'place-first'],
    ['T/DDD/..D../...../...../...../T.... T 10', '', 'c1', 'hemmed-in'],
    ['./.../T...D/...../..T../DDDDD/DDDDD D 0', '', 'e7', 'hemmed-in'],
    ['./.../T...D/...../..T../DDDDD/DDDDD D 0', '', 'c4', 'pick-dog'],
    ['./.../..D../..D../..T../...../T.... T 9', '', 'a3', 'tiger-pick'],
    ['./.../T...D/...../..T../DDDDD/DDDDD D 0', 'a6', 'b5', 'not-on-line'],
    ['./.../T...D/...../..T../DDDDD/DDDDD D 0', 'a6', 'a4', 'dog-one-step'],
    ['./.../T...D/...../..T../DDDDD/DDDDD D 0', 'b6', 'c5', 'dogs-no-capture'],
    ['./.../..D../..D../..T../...../T.... T 9', 'c5', 'c4', 'land-empty'],
    // docs/rules.md's odd runs: two dogs cannot be jumped, one can, but only onto the next point
    ['./.../..D../..D../..T../...../T.... T 9', 'c5', 'c2', 'even-run'],
    ['./.../...../..D../..T../...../T.... T 10', 'c5', 'c2', 'jump-lands-next'],
    ['./.../...../..D../..T../...../T.... T 10', 'c5', 'e5', 'tiger-step'],
    ['./.../..T../..D../..T../...../..... T 10', 'c5', 'c2', 'jump-tiger'],
    ['./.../...../..D../..T../...../T.... T 10', 'c5', 'd3', 'not-on-line'],
  ],
};

function explain(id: GameId, position: string, from: string, to: string, options: RuleOptions = {}): string | null {
  const rules = rulesFor(id, options);
  const pos = position === 'start' ? rules.start() : rules.parse(position);
  const g = rules.geometry;
  const at = (name: string) => {
    const i = g.indexOf(name);
    if (i < 0) throw new Error(`${id}: no point ${name}`);
    return i;
  };
  return kitOf(id).refusals.explain(rules, pos, from ? at(from) : null, at(to));
}

describe.each(GAME_IDS)('%s refusals', (id) => {
  const kit = kitOf(id);

  it.each(CASES[id].map((c) => [`${c[1] || '·'}→${c[2]} in ${c[0]}`, c] as const))('%s', (_name, [position, from, to, code]) => {
    expect(explain(id, position, from, to)).toBe(code);
  });

  it('reaches every code the kit declares', () => {
    const reached = new Set(CASES[id].map((c) => c[3]));
    expect(
      [...kit.refusals.codes].filter((c) => !reached.has(c)),
      'codes no position reaches',
    ).toEqual([]);
    expect(
      [...reached].filter((c) => !kit.refusals.codes.includes(c)),
      'codes not declared',
    ).toEqual([]);
  });

  it('names every code in both languages, in a line a phone shows', () => {
    for (const [lang, tree, max] of [
      ['en', enExplain, 80],
      ['zh', zhExplain, 30],
    ] as const) {
      const texts = (tree.refuse as Record<string, Record<string, string>>)[id];
      for (const code of kit.refusals.codes) {
        expect(texts[code], `${lang} ${id}.${code}`).toBeTruthy();
        expect(texts[code].length, `${lang} ${id}.${code}: ${texts[code]}`).toBeLessThanOrEqual(max);
      }
      expect(Object.keys(texts).sort()).toEqual([...kit.refusals.codes].sort());
    }
  });

  // each rule variant too (Alquerque's free slide)
  it.each([{}, ...kit.variants.map((v) => ({ [v.option]: true }))])(
    'refuses exactly the illegal clicks, along random games (options %o)',
    (options: RuleOptions) => {
      const rules = rulesFor(id, options);
      const rand = seededUnit(7);
      const points = rules.geometry.points.map((p) => p.index);
      for (let game = 0; game < 3; game++) {
        let pos = rules.start();
        for (let ply = 0; ply < 40 && !rules.outcome(pos); ply++) {
          const legal = rules.moves(pos);
          const effects = legal.map((m) => rules.effect(pos, m));
          const side = rules.sides[rules.toMove(pos)];
          for (const to of points) {
            const selects = rules.pieceAt(pos, to) === side && effects.some((e) => e.from === to);
            const places = effects.some((e) => e.from < 0 && e.to === to);
            const none = kit.refusals.explain(rules, pos, null, to);
            expect(none === null, `${rules.format(pos)} ·→${to}`).toBe(selects || places);
            if (none) expect(kit.refusals.codes).toContain(none);
            if (!selects) continue;
            for (const dest of points) {
              if (rules.pieceAt(pos, dest) === side) continue; // a click on an own piece selects it
              const code = kit.refusals.explain(rules, pos, to, dest);
              expect(code === null, `${rules.format(pos)} ${to}→${dest}`).toBe(effects.some((e) => e.from === to && e.to === dest));
              if (code) expect(kit.refusals.codes).toContain(code);
            }
          }
          pos = rules.play(pos, legal[Math.floor(rand() * legal.length)]);
        }
      }
    },
  );
});

describe('the free slide', () => {
  it('lets a slide stop short, and still refuses a blocked path', () => {
    expect(explain('alquerque', 'O..../...../...../...../X.... X 5 5', 'a5', 'a3', { freeSlide: true })).toBeNull();
    expect(explain('alquerque', 'O.O.O/...../..O../XXXXX/XXXXX X 0 0', 'b4', 'd2', { freeSlide: true })).toBe('path-blocked');
  });
});
