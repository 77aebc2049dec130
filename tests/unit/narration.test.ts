// Every capture, conversion and pass told in words (src/views/narration.ts): who did it, to
// whom, on which points, in both languages; and the move list's marks all in its legend.
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setLang, t } from '../../src/i18n';
import { GameRecord } from '../../src/engine/record';
import { seededUnit } from '../../src/engine/hash';
import { MOVE_MARKS, moveNote } from '../../src/match/move-notes';
import { GAME_IDS, rulesFor } from '../../src/games/registry';
import { deedText, passText, type Deed } from '../../src/views/narration';

beforeAll(() => initI18n('en'));

const deed = (over: Partial<Deed>): Deed => ({
  game: 'pairing',
  mover: { side: 'O', owner: 'mama' },
  victim: { side: 'X', owner: 'human' },
  captured: [],
  converted: [],
  ...over,
});

describe('a capture told', () => {
  it('names the taker, the loser and the point, in English', () => {
    setLang('en');
    expect(deedText(deed({ captured: ['b4'] }))).toBe('MAMA took your piece on b4.');
    expect(
      deedText(deed({ game: 'tiger', mover: { side: 'T', owner: 'human' }, victim: { side: 'D', owner: 'papa' }, captured: ['c3', 'c5'] })),
    ).toBe("You took 2 of PAPA's dogs on c3 and c5.");
    expect(deedText(deed({ mover: { side: 'X', owner: 'friend' }, victim: { side: 'O', owner: 'friend' }, captured: ['a1'] }))).toBe(
      'Black took a piece on a1.',
    );
  });

  it('and in Chinese', () => {
    setLang('zh');
    expect(deedText(deed({ captured: ['b4'] }))).toBe('熊猫妈妈吃掉了你在b4的棋子。');
    expect(
      deedText(deed({ game: 'tiger', mover: { side: 'T', owner: 'human' }, victim: { side: 'D', owner: 'papa' }, captured: ['c3', 'c5'] })),
    ).toBe('你吃掉了熊猫爸爸的2只狗：c3和c5。');
    setLang('en');
  });

  it('says nothing of a quiet move', () => {
    expect(deedText(deed({}))).toBe('');
  });
});

describe('a conversion told', () => {
  it('counts the discs turned, and names a single one', () => {
    setLang('en');
    expect(
      deedText(
        deed({
          game: 'othello',
          mover: { side: 'X', owner: 'human' },
          victim: { side: 'O', owner: 'baby' },
          converted: ['d4', 'd5', 'd6'],
        }),
      ),
    ).toBe("You turned 3 of BABY's discs.");
    expect(deedText(deed({ game: 'alquerque', converted: ['c3'] }))).toBe('MAMA turned your piece on c3.');
    setLang('zh');
    expect(
      deedText(
        deed({
          game: 'othello',
          mover: { side: 'X', owner: 'human' },
          victim: { side: 'O', owner: 'baby' },
          converted: ['d4', 'd5', 'd6'],
        }),
      ),
    ).toBe('你翻转了熊猫宝宝的3枚棋子。');
    setLang('en');
  });
});

describe('a pass told', () => {
  it('says who passes and why: no move, or the clock', () => {
    setLang('en');
    expect(passText('othello', { side: 'O', owner: 'papa' }, 'forced')).toBe('PAPA passes: no move.');
    expect(passText('othello', { side: 'X', owner: 'human' }, 'forced')).toBe('You pass: no move.');
    expect(passText('cannon', { side: 'X', owner: 'human' }, 'timer')).toBe("Time's up: you pass.");
    expect(passText('cannon', { side: 'O', owner: 'friend' }, 'timer')).toBe("Time's up: White passes.");
    setLang('zh');
    expect(passText('othello', { side: 'O', owner: 'papa' }, 'forced')).toBe('熊猫爸爸无处可下，停一手。');
    expect(passText('cannon', { side: 'X', owner: 'human' }, 'timer')).toBe('时间到：你停一手。');
    setLang('en');
  });
});

describe("the move list's legend", () => {
  it('names every mark the move notes produce, in both languages', () => {
    // the marks of real games: captures, turned pieces, forced and timer passes
    const seen = new Set<string>();
    const rand = seededUnit(11);
    for (const id of GAME_IDS) {
      const rules = rulesFor(id);
      for (let game = 0; game < 4; game++) {
        const record = new GameRecord(rules);
        for (let ply = 0; ply < 120 && !record.outcome; ply++) {
          const legal = record.legalMoves();
          if (rand() < 0.05) record.timerPass();
          else record.play(legal[Math.floor(rand() * legal.length)]);
          const last = record.history[record.history.length - 1];
          const note = moveNote(rules, last);
          if (last.text === 'pass') seen.add('pass');
          for (const token of note.slice(last.text.length).trim().split(/\s+/).filter(Boolean)) seen.add(token.replace(/[a-z0-9].*$/, ''));
        }
      }
    }
    expect([...seen].sort()).toEqual(MOVE_MARKS.map((m) => m.mark).sort());
    for (const lang of ['en', 'zh'] as const) {
      setLang(lang);
      for (const m of MOVE_MARKS) expect(t(m.legend), `${lang} ${m.mark}`).toContain(m.mark);
    }
    setLang('en');
  });
});
