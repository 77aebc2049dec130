// The saved match: round trip through storage, and strict validation: anything that does
// not replay through the rules is discarded with the notice, never thrown.
import en from '../../locales/en/common.json';
import zh from '../../locales/zh/common.json';
import { describe, expect, it } from 'vitest';
import { legalMoveTexts, GameRecord } from '../../src/engine';
import { createStorage } from '../../src/storage/storage';
import {
  SAVE_DISCARDED_NOTICE,
  SAVE_KEY,
  clearMatch,
  decodeMatch,
  encodeMatch,
  loadMatch,
  saveMatch,
  type MatchSnapshot,
} from '../../src/platform/save';
import { GAME_IDS, rulesFor, type GameId } from '../../src/games/registry';

/** A few plies of the first legal move each time. */
function snapshot(game: GameId, plies = 4): MatchSnapshot {
  const rules = rulesFor(game);
  const record = new GameRecord(rules);
  for (let i = 0; i < plies && !record.isOver; i++) record.play(legalMoveTexts(rules, record.position)[0]);
  return {
    game,
    options: {},
    startText: record.startText,
    moves: record.moveTexts,
    drawRules: { repetition: true, noProgress: true },
    opponent: 'mama',
    humanSide: rules.sides[0],
    timerSeconds: 30,
  };
}

const memory = () => createStorage(() => null);

describe('match save', () => {
  it.each(GAME_IDS)('round-trips a %s game in progress', (game) => {
    const store = memory();
    const snap = snapshot(game);
    saveMatch(snap, store);
    const loaded = loadMatch(store);
    expect(loaded.status).toBe('ok');
    if (loaded.status !== 'ok') return;
    expect(loaded.save).toMatchObject({ v: 1, ...snap });
    expect(typeof loaded.save.savedAt).toBe('number');
    expect(loaded.record.moveTexts).toEqual(snap.moves);
  });

  it('keeps the Alquerque free-slide option and a game between two people', () => {
    const snap: MatchSnapshot = { ...snapshot('alquerque', 0), options: { freeSlide: true }, opponent: 'human', humanSide: null };
    const r = decodeMatch(encodeMatch(snap));
    expect(r.status).toBe('ok');
    if (r.status === 'ok') {
      expect(r.save.options).toEqual({ freeSlide: true });
      expect(r.record.rules.options.freeSlide).toBe(true);
    }
  });

  it('no save is no save, and clearMatch forgets it', () => {
    const store = memory();
    expect(loadMatch(store)).toEqual({ status: 'none' });
    saveMatch(snapshot('othello'), store);
    clearMatch(store);
    expect(loadMatch(store)).toEqual({ status: 'none' });
  });

  const good = JSON.parse(encodeMatch(snapshot('othello'))) as Record<string, unknown>;
  const cases: [string, string, string][] = [
    ['not JSON', '{"v":1,', 'corrupt'],
    ['an array', '[]', 'corrupt'],
    ['null', 'null', 'corrupt'],
    ['an old format', JSON.stringify({ ...good, v: 0 }), 'old-format'],
    ['a format without version', JSON.stringify({ game: 'othello', moves: [] }), 'old-format'],
    ['a future format', JSON.stringify({ ...good, v: 2 }), 'old-format'],
    ['an unknown game', JSON.stringify({ ...good, game: 'go' }), 'corrupt'],
    ['moves that are not strings', JSON.stringify({ ...good, moves: [1, 2] }), 'corrupt'],
    ['an illegal move', JSON.stringify({ ...good, moves: ['a1'] }), 'invalid'],
    ['garbage move text', JSON.stringify({ ...good, moves: ['zz99'] }), 'invalid'],
    ['a bad start position', JSON.stringify({ ...good, startText: 'nonsense' }), 'invalid'],
    ['a wrong side', JSON.stringify({ ...good, humanSide: 'T' }), 'invalid'],
    ['an unknown opponent', JSON.stringify({ ...good, opponent: 'grandpa' }), 'corrupt'],
    ['a panda game without a human side', JSON.stringify({ ...good, humanSide: null }), 'corrupt'],
    ['a negative timer', JSON.stringify({ ...good, timerSeconds: -1 }), 'corrupt'],
    ['missing draw rules', JSON.stringify({ ...good, drawRules: undefined }), 'corrupt'],
    ['a string timer', JSON.stringify({ ...good, timerSeconds: '30' }), 'corrupt'],
  ];

  it.each(cases)('discards %s with the notice', (_name, text, reason) => {
    const store = memory();
    store.set(SAVE_KEY, text);
    const r = loadMatch(store);
    expect(r.status).toBe('discarded');
    if (r.status === 'discarded') {
      expect(r.reason).toBe(reason);
      expect(r.notice).toBe(SAVE_DISCARDED_NOTICE);
    }
    // Removed at once: the notice shows once, the next visit starts clean.
    expect(store.get(SAVE_KEY)).toBeNull();
    expect(loadMatch(store)).toEqual({ status: 'none' });
  });

  it('treats a finished game as no save', () => {
    const rules = rulesFor('othello');
    const record = new GameRecord(rules);
    while (!record.isOver) record.play(legalMoveTexts(rules, record.position)[0]);
    const snap = { ...snapshot('othello', 0), moves: record.moveTexts };
    const store = memory();
    saveMatch(snap, store);
    expect(loadMatch(store)).toEqual({ status: 'none' });
    expect(store.get(SAVE_KEY)).toBeNull();
  });

  it('never throws, whatever the rules lookup does', () => {
    const r = decodeMatch(encodeMatch(snapshot('othello')), () => {
      throw new Error('no rules');
    });
    expect(r.status).toBe('discarded');
  });

  it('names a notice that both languages have', () => {
    const [group, key] = SAVE_DISCARDED_NOTICE.split('.');
    expect((en as unknown as Record<string, Record<string, string>>)[group][key]).toMatch(/saved game/);
    expect((zh as unknown as Record<string, Record<string, string>>)[group][key]).toMatch(/棋局/);
  });
});
