// What wins, told first: every game's tour opens with its goal page, whose sentences name
// every end reason the rules produce (reached here from real end positions), for each side;
// the numbers the tour states (en and zh) agree with docs/rules.md; and the panel's goal
// line counts what the goal is about.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EndReason } from '../../src/engine/types';
import { GAME_IDS, kitOf, rulesFor, type GameId } from '../../src/games/registry';
import enTour from '../../locales/en/tour.json';
import zhTour from '../../locales/zh/tour.json';

type Texts = Record<string, Record<string, string | Record<string, string>>>;
const tours = { en: enTour as unknown as Texts, zh: zhTour as unknown as Texts };

/** Positions where each end check of the game's own list (docs/rules.md) has fired. */
const ENDS: Record<GameId, [string, string, EndReason][]> = {
  othello: [
    ['XX....../......../......../......../......../......../......../.......O O', 'X', 'majority'],
    ['X......./......../......../......../......../......../......../.......O O', 'draw', 'majority'],
  ],
  pairing: [
    ['XX.../...../...../...../..... O', 'X', 'capture-all'],
    ['XX.XX/...../...../...../O.... O', 'X', 'paired'],
    ['XX.../...../...../...../O.O.O X', 'X', 'opponent-paired'],
  ],
  alquerque: [
    ['X..../...../...../...../..... O 0 0', 'X', 'eliminated'],
    ['OX.../XX.../...../...../..... O 0 0', 'X', 'no-moves'],
  ],
  cannon: [
    ['...O/..../..../..../.... X', 'O', 'capture-all'],
    ['XXO./OO../..../..../.... X', 'O', 'no-moves'],
    ['X.../..../..../..../...O X', 'draw', 'lone-pieces'],
  ],
  tiger: [
    ['./.../...../..D../..T../...../T.... T 9', 'T', 'ten-dogs'],
    ['T/DDD/..D../...../D.D../DD.../TDD.. T 2', 'D', 'tigers-trapped'],
  ],
};

/** What an English sentence naming the reason says, at least. */
const SAYS: Record<string, RegExp> = {
  majority: /more discs/,
  'capture-all': /(captured|shoot) all/i,
  paired: /in a pair/,
  'opponent-paired': /enemy's pieces in pairs, the enemy wins/,
  eliminated: /none left/,
  'no-moves': /cannot move/,
  'lone-pieces': /1 piece each.*draw/,
  'ten-dogs': /capturing 10 dogs/,
  'tigers-trapped': /trapping both tigers/,
};

function sentence(lang: 'en' | 'zh', game: string, key: string): string {
  const goal = tours[lang][game].goal as Record<string, string> | undefined;
  return goal?.[key] ?? '';
}

describe.each(GAME_IDS)('the %s goal', (id) => {
  const kit = kitOf(id);
  const rules = rulesFor(id);

  it('is the tour’s first page, over the start position, in both languages', () => {
    const first = kit.tour[0];
    expect(first.caption).toBe('goal');
    expect(first.position).toBe(rules.startText);
    expect(first.text).toEqual(kit.goal.sentences.map((s) => `goal.${s.key}`));
    for (const lang of ['en', 'zh'] as const)
      for (const s of kit.goal.sentences) expect(sentence(lang, id, s.key).length, `${lang} ${s.key}`).toBeGreaterThan(10);
  });

  it('tells each side how it wins', () => {
    for (const side of rules.sides)
      expect(
        kit.goal.sentences.some((s) => s.side === side || s.side === 'both'),
        side,
      ).toBe(true);
  });

  it.each(ENDS[id])('names the end of %s (%s, %s)', (text, winner, reason) => {
    expect(rules.outcome(rules.parse(text))).toEqual({ winner, reason });
    const named = kit.goal.sentences.filter((s) => s.reasons.includes(reason));
    expect(named.length, reason).toBe(1);
    const s = named[0];
    expect(s.side === winner || s.side === 'both' || (s.side === 'draw' && winner === 'draw') || reason === 'majority').toBe(true);
    expect(sentence('en', id, s.key)).toMatch(SAYS[reason]);
  });

  it('names no end the rules cannot reach', () => {
    const reached = new Set(ENDS[id].map((e) => e[2]));
    expect(new Set(kit.goal.sentences.flatMap((s) => s.reasons))).toEqual(reached);
  });
});

// ---- numbers the tours state, against docs/rules.md ------------------------------------

const RULES_MD = readFileSync(join(__dirname, '..', '..', 'docs', 'rules.md'), 'utf8');
const SECTION: Record<GameId, string> = { othello: '§1', pairing: '§2', alquerque: '§3', cannon: '§4', tiger: '§5' };
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** The game's section of docs/rules.md with §0 (the shared conventions). */
function ruleText(id: GameId): string {
  const parts = RULES_MD.split(/^## /m);
  return parts.filter((p) => p.startsWith('§0') || p.startsWith(SECTION[id])).join('\n');
}

/** Whole numbers written in English text, in digits or words; point names (c3) are not numbers. */
export function englishNumbers(text: string): number[] {
  const plain = text.replace(/\b[a-h][1-8]\b/g, ' ');
  const out = [...plain.matchAll(/\b\d+\b/g)].map((m) => Number(m[0]));
  for (const m of plain.toLowerCase().matchAll(/\b[a-z]+\b/g)) if (WORDS.includes(m[0])) out.push(WORDS.indexOf(m[0]));
  return out.sort((a, b) => a - b);
}

const ZH_DIGITS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };

/** Whole numbers in Chinese text: digits, and a numeral before a measure word (not an ordinal 第…). */
export function chineseNumbers(text: string): number[] {
  const plain = text.replace(/[a-h][1-8]/g, ' ');
  const out = [...plain.matchAll(/\d+/g)].map((m) => Number(m[0]));
  for (const m of plain.matchAll(/(^|[^第])([一二两三四五六七八九十])(?=[格枚只子个步])/g)) out.push(ZH_DIGITS[m[2]]);
  return out.sort((a, b) => a - b);
}

describe('the numbers the tours state', () => {
  it('reads numbers in both languages', () => {
    expect(englishNumbers('A tiger jumps 1, 3 or 5 dogs from c5 to c1; two in a row')).toEqual([1, 2, 3, 5]);
    expect(chineseNumbers('跳过 1 只、3 只或 5 只狗，从 c5 跳到 c1；连着两只狗，第四枚')).toEqual([1, 2, 3, 5]);
  });

  it.each(GAME_IDS)('%s: the goal page’s piece counts are the kit’s start position’s', (id) => {
    const rules = rulesFor(id);
    const t = rules.tally(rules.start());
    const totals = [t.onBoard[0] + t.inHand[0], t.onBoard[1] + t.inHand[1]];
    const stated = englishNumbers(
      kitOf(id)
        .goal.sentences.map((x) => sentence('en', id, x.key))
        .join(' '),
    );
    // Othello's goal needs no count; every other game's names each side's pieces
    if (id !== 'othello') expect(stated).toEqual(expect.arrayContaining(totals));
    // the tigers' target is the panel's too: dogs captured of 10
    if (id === 'tiger') expect(stated).toContain(kitOf(id).goal.track(rules, rules.start()).params.of);
  });

  it('tiger: a jump takes a run of 1, 3 or 5 dogs, as docs/rules.md says', () => {
    const runs = /is odd \(([\d, or]+)\)/.exec(ruleText('tiger'))?.[1] ?? '';
    expect(englishNumbers(runs)).toEqual([1, 3, 5]);
    expect(englishNumbers(tours.en.tiger.jump as string)).toEqual([1, 3, 5]);
    expect(new Set(chineseNumbers(tours.zh.tiger.jump as string))).toEqual(new Set([1, 3, 5]));
  });

  for (const id of GAME_IDS) {
    const doc = ruleText(id);
    const docNumbers = new Set([...englishNumbers(doc)]);
    for (const step of kitOf(id).tour) {
      for (const key of step.text ?? [step.caption]) {
        const read = (lang: 'en' | 'zh') => {
          const [a, b] = key.split('.');
          const v = tours[lang][id][a];
          return (typeof v === 'string' ? v : v?.[b]) ?? '';
        };
        it(`${id} ${key}: each number it states, in en and zh, is in docs/rules.md; the digits agree`, () => {
          const digits = (text: string) => new Set([...text.replace(/[a-h][1-8]/g, ' ').matchAll(/\d+/g)].map((m) => Number(m[0])));
          expect(digits(read('zh'))).toEqual(digits(read('en')));
          for (const n of [...englishNumbers(read('en')), ...chineseNumbers(read('zh'))])
            expect(docNumbers.has(n), `${n} in docs/rules.md ${SECTION[id]} or §0`).toBe(true);
        });
      }
    }
  }
});

// ---- the panel's goal line ---------------------------------------------------------------

describe('the goal line’s figures', () => {
  const track = (id: GameId, text: string) => {
    const rules = rulesFor(id);
    return kitOf(id).goal.track(rules, rules.parse(text));
  };
  it('tiger: dogs captured of 10, tigers trapped of 2', () => {
    expect(track('tiger', rulesFor('tiger').startText)).toEqual({ key: 'tiger', params: { lost: 0, of: 10, trapped: 0 } });
    expect(track('tiger', 'T/DDD/..D../...../D.D../DD.../TDD.. T 2').params).toMatchObject({ trapped: 2 });
    // one tiger stuck in its corner, whoever is to move
    expect(track('tiger', 'T/DDD/..D../...../D.D../DD.../TDD.. D 2').params).toMatchObject({ trapped: 2 });
    expect(track('tiger', './.../...../..D../..T../...../T.... T 9').params).toMatchObject({ lost: 10 });
  });
  it('othello: who leads and by how much', () => {
    expect(track('othello', rulesFor('othello').startText)).toEqual({ key: 'othello.level', params: { n: 2 } });
    expect(track('othello', '......../......../......../...OX.../...XXX../......../......../........ O')).toEqual({
      key: 'othello.lead',
      params: { n: 3 },
      side: 0,
    });
  });
  it('pairing: pieces in pairs of pieces left', () => {
    expect(track('pairing', 'XX.XX/...../...../...../O.... O').params).toEqual({ pa: 4, na: 4, pb: 0, nb: 1 });
    // a4 and e4 (a2 and e2) each have one partner; a5 and e5 (a1, e1) two
    expect(track('pairing', rulesFor('pairing').startText).params).toEqual({ pa: 2, na: 7, pb: 2, nb: 7 });
  });
  it('cannon: pieces each side has taken', () => {
    expect(track('cannon', 'OOO./O..O/..../X..X/XXXX X').params).toEqual({ ta: 1, tb: 0, of: 6 });
  });
  it('alquerque: pieces each side has, board and reserve', () => {
    expect(track('alquerque', 'OOOOO/...../...../...../XXXXX X 5 5').params).toEqual({ na: 10, nb: 10, total: 20 });
  });
});
