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
  loadSaves,
  migrateLegacy,
  peekSaves,
  saveKey,
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
    const loaded = loadMatch(game, store);
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
    expect(loadMatch('othello', store)).toEqual({ status: 'none' });
    saveMatch(snapshot('othello'), store);
    clearMatch('othello', store);
    expect(loadMatch('othello', store)).toEqual({ status: 'none' });
  });

  const good = JSON.parse(encodeMatch(snapshot('othello'))) as Record<string, unknown>;
  const cases: [string, string, string][] = [
    ['not JSON', '{"v":1,', 'corrupt'],
    ['an array', '[]', 'corrupt'],
    ['null', 'null', 'corrupt'],
    ['an old format', JSON.stringify({ ...good, v: 0 }), 'old-format'],
    ['a format without version', JSON.stringify({ game: 'othello', moves: [] }), 'old-format'],
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
    store.set(saveKey('othello'), text);
    const r = loadMatch('othello', store);
    expect(r.status).toBe('discarded');
    if (r.status === 'discarded') {
      expect(r.reason).toBe(reason);
      expect(r.notice).toBe(SAVE_DISCARDED_NOTICE);
    }
    // Removed at once: the notice shows once, the next visit starts clean.
    expect(store.get(saveKey('othello'))).toBeNull();
    expect(loadMatch('othello', store)).toEqual({ status: 'none' });
  });

  it('treats a finished game as no save', () => {
    const rules = rulesFor('othello');
    const record = new GameRecord(rules);
    while (!record.isOver) record.play(legalMoveTexts(rules, record.position)[0]);
    const snap = { ...snapshot('othello', 0), moves: record.moveTexts };
    const store = memory();
    saveMatch(snap, store);
    expect(loadMatch('othello', store)).toEqual({ status: 'none' });
    expect(store.get(saveKey('othello'))).toBeNull();
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

describe('one save per game', () => {
  it("keeps each game's save apart: starting one game never touches another's", () => {
    const store = memory();
    saveMatch(snapshot('othello', 4), store);
    saveMatch(snapshot('tiger', 0), store);
    saveMatch(snapshot('tiger', 2), store);
    const found = peekSaves(store);
    expect(found.saves.map((s) => s.save.game).sort()).toEqual(['othello', 'tiger']);
    expect(loadMatch('othello', store).status).toBe('ok');
    clearMatch('tiger', store);
    expect(peekSaves(store).saves.map((s) => s.save.game)).toEqual(['othello']);
  });

  it('lists the saves the most recent first, and leaves out one with no move yet', () => {
    const store = memory();
    store.set(saveKey('cannon'), encodeMatch(snapshot('cannon', 3), 1000));
    store.set(saveKey('pairing'), encodeMatch(snapshot('pairing', 3), 3000));
    store.set(saveKey('alquerque'), encodeMatch(snapshot('alquerque', 3), 2000));
    store.set(saveKey('othello'), encodeMatch(snapshot('othello', 0), 4000));
    expect(peekSaves(store).saves.map((s) => s.save.game)).toEqual(['pairing', 'alquerque', 'cannon']);
  });

  it('drops a corrupt save alone: the others stay', () => {
    const store = memory();
    saveMatch(snapshot('othello'), store);
    saveMatch(snapshot('cannon'), store);
    store.set(saveKey('tiger'), '{"v":1,"game":"tiger","moves":[');
    store.set(saveKey('pairing'), encodeMatch(snapshot('othello')));
    const peeked = peekSaves(store);
    expect(peeked.discarded.map((d) => d.game).sort()).toEqual(['pairing', 'tiger']);
    expect(store.get(saveKey('tiger'))).not.toBeNull();
    const found = loadSaves(store);
    expect(found.saves.map((s) => s.save.game).sort()).toEqual(['cannon', 'othello']);
    expect(store.get(saveKey('tiger'))).toBeNull();
    expect(store.get(saveKey('pairing'))).toBeNull();
    expect(loadSaves(store).discarded).toEqual([]);
  });

  it("keeps a newer build's save untouched: never offered, never written over or removed", () => {
    const store = memory();
    const future = JSON.stringify({ ...JSON.parse(encodeMatch(snapshot('othello'))), v: 2, extra: { new: 'field' } });
    store.set(saveKey('othello'), future);
    expect(decodeMatch(future)).toEqual({ status: 'newer', version: 2 });
    const found = loadSaves(store);
    expect(found.saves).toEqual([]);
    expect(found.newer).toEqual(['othello']);
    expect(saveMatch(snapshot('othello', 2), store)).toBe(false);
    clearMatch('othello', store);
    expect(loadMatch('othello', store).status).toBe('newer');
    expect(store.get(saveKey('othello'))).toBe(future);
  });

  it('moves the single save of earlier builds to its game', () => {
    const store = memory();
    const old = encodeMatch(snapshot('alquerque', 4), 5000);
    store.set(SAVE_KEY, old);
    expect(migrateLegacy(store).status).toBe('ok');
    expect(store.get(SAVE_KEY)).toBeNull();
    expect(store.get(saveKey('alquerque'))).toBe(old);
    expect(peekSaves(store).saves.map((s) => s.save.game)).toEqual(['alquerque']);
    expect(migrateLegacy(store)).toEqual({ status: 'none' });
  });

  it("never lets the old single save replace a more recent save of its game, nor a newer build's", () => {
    const store = memory();
    const recent = encodeMatch(snapshot('cannon', 5), 9000);
    store.set(saveKey('cannon'), recent);
    store.set(SAVE_KEY, encodeMatch(snapshot('cannon', 2), 1000));
    migrateLegacy(store);
    expect(store.get(saveKey('cannon'))).toBe(recent);
    expect(store.get(SAVE_KEY)).toBeNull();
    const future = JSON.stringify({ v: 3, game: 'othello' });
    store.set(SAVE_KEY, future);
    expect(migrateLegacy(store).status).toBe('newer');
    expect(store.get(SAVE_KEY)).toBe(future);
  });

  it('drops an unreadable old single save with its reason', () => {
    const store = memory();
    store.set(SAVE_KEY, '{"v":1,"game":"othello","moves":[');
    const r = migrateLegacy(store);
    expect(r.status).toBe('discarded');
    expect(store.get(SAVE_KEY)).toBeNull();
    expect(peekSaves(store).saves).toEqual([]);
  });
});
