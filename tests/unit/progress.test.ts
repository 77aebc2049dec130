// The player's records and achievements (src/progress): streaks and margins, the stored
// form (corrupt, old and blocked storage), what counts as a finished game (the session
// channel, undo, other start positions, friends, a panda switched mid-game) and the rules
// of the achievements.
import { afterEach, describe, expect, it } from 'vitest';
import { badge, BADGE_MOTIFS } from '../../src/art/badges';
import { GameRecord } from '../../src/engine/record';
import type { Side } from '../../src/engine/types';
import { NORMAL_PACE, type Match } from '../../src/match/match';
import type { Opponent } from '../../src/match/players';
import { endMatch, newMatch, onSession } from '../../src/match/session';
import { GAME_IDS, kitOf, rulesFor } from '../../src/games/registry';
import { initI18n, resources } from '../../src/i18n';
import { ACHIEVEMENTS, achievementParams, newlyEarned } from '../../src/progress/achievements';
import { addGame, emptyProgress, emptyStats, recordGame } from '../../src/progress/record';
import {
  decodeProgress,
  encodeProgress,
  PROGRESS_DROPPED_NOTICE,
  PROGRESS_KEY,
  PROGRESS_NEWER_NOTICE,
  PROGRESS_RESET_NOTICE,
  ProgressStore,
  type ProgressBackend,
} from '../../src/progress/store';
import { mayAnnounce, ProgressTracker } from '../../src/progress/tracker';
import { createStorage } from '../../src/storage/storage';

/** An in-memory backend (what a portal's data module would be). */
function memoryBackend(initial: Record<string, string> = {}): ProgressBackend & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return { map, get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v) };
}

/** A seeded random Othello game from the start to its end. */
function finishedOthello(seed: number): GameRecord<unknown> {
  const record = new GameRecord(rulesFor('othello'));
  let x = seed;
  const rnd = () => (x = (x * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  while (!record.isOver) {
    const legal = record.legalMoves();
    record.play(legal[Math.floor(rnd() * legal.length)]);
  }
  return record;
}

const sideOfLast = (r: GameRecord<unknown>): Side => r.rules.sides[r.rules.toMove(r.history[r.history.length - 1].before)];

describe('records', () => {
  it('count wins, draws and losses with the current and best streak', () => {
    let s = emptyStats();
    for (const r of ['won', 'won', 'won', 'drawn', 'won', 'lost'] as const) s = addGame(s, r);
    expect(s).toMatchObject({ won: 4, drawn: 1, lost: 1, streak: 0, bestStreak: 3 });
    s = addGame(s, 'won');
    expect(s.streak).toBe(1);
  });

  it('keep the widest winning margin, and only from wins', () => {
    let s = addGame(emptyStats(), 'won', 12);
    s = addGame(s, 'won', 8);
    s = addGame(s, 'lost', 30);
    expect(s.bestMargin).toBe(12);
    expect(addGame(s, 'won', 40).bestMargin).toBe(40);
  });

  it('leave the old data untouched', () => {
    const before = emptyProgress();
    const after = recordGame(before, 'pairing', 'mama', 'won');
    expect(before.games.pairing.mama.won).toBe(0);
    expect(after.games.pairing.mama.won).toBe(1);
  });
});

describe('the stored records', () => {
  it('round-trip through their text', () => {
    const data = recordGame(emptyProgress(), 'othello', 'papa', 'won', 20);
    data.achievements = ['beat-papa'];
    expect(decodeProgress(encodeProgress(data))).toEqual({ status: 'ok', data, dropped: [] });
  });

  it('start afresh, without throwing, from records that cannot be read at all or are of an old version', () => {
    const good = emptyProgress();
    const bad = ['{not json', '[]', 'null', JSON.stringify({ ...good, v: 0 }), JSON.stringify({ ...good, v: '1' }), 'x'.repeat(200_000)];
    for (const text of bad) {
      const r = decodeProgress(text);
      expect(r.status, text.slice(0, 60)).toBe('reset');
      expect(r.data).toEqual(emptyProgress());
    }
  });

  it.each([
    ['won: -1', { won: -1 }],
    ['won: 1.5', { won: 1.5 }],
    ['won: null', { won: null }],
    ['a streak above the wins', { streak: 3 }],
    ['a margin that is text', { won: 1, bestStreak: 1, bestMargin: 'big' }],
  ])('drop a line with %s alone: every other line stays', (_name, bad) => {
    const data = recordGame(recordGame(emptyProgress(), 'othello', 'mama', 'won', 12), 'tiger', 'papa', 'lost');
    data.achievements = ['beat-mama'];
    data.tours = ['cannon'];
    const raw = JSON.parse(encodeProgress(data));
    raw.games.othello.baby = { ...emptyStats(), ...bad };
    const r = decodeProgress(JSON.stringify(raw));
    expect(r.status).toBe('ok');
    if (r.status !== 'ok') return;
    expect(r.dropped).toEqual(['othello.baby']);
    expect(r.data.games.othello.baby).toEqual(emptyStats());
    expect(r.data.games.othello.mama).toEqual(data.games.othello.mama);
    expect(r.data.games.tiger.papa.lost).toBe(1);
    expect(r.data.achievements).toEqual(['beat-mama']);
    expect(r.data.tours).toEqual(['cannon']);
  });

  it('drop a bad list alone (achievements, tours) and keep the games', () => {
    const data = recordGame(emptyProgress(), 'pairing', 'baby', 'won');
    const r = decodeProgress(JSON.stringify({ ...data, achievements: 'all', tours: { x: 1 } }));
    expect(r.status).toBe('ok');
    if (r.status !== 'ok') return;
    expect(r.dropped).toEqual(['achievements', 'tours']);
    expect(r.data.games.pairing.baby.won).toBe(1);
  });

  it('write the records back without the dropped line, with its notice, once', () => {
    const data = recordGame(emptyProgress(), 'cannon', 'mama', 'won');
    const raw = JSON.parse(encodeProgress(data));
    raw.games.alquerque.papa = { won: null };
    const backend = memoryBackend({ [PROGRESS_KEY]: JSON.stringify(raw) });
    const store = new ProgressStore(backend);
    expect(store.loadNotice).toBe(PROGRESS_DROPPED_NOTICE);
    const stored = decodeProgress(backend.map.get(PROGRESS_KEY) ?? null);
    expect(stored).toEqual({ status: 'ok', data, dropped: [] });
    expect(new ProgressStore(backend).loadNotice).toBeNull();
  });

  it('fill in a game added since and drop an achievement that no longer exists', () => {
    const data = emptyProgress() as unknown as { games: Record<string, unknown>; achievements: string[] };
    delete data.games.tiger;
    data.achievements = ['gone-away', 'beat-baby'];
    const r = decodeProgress(JSON.stringify(data));
    expect(r.status).toBe('ok');
    expect(r.data.games.tiger.baby).toEqual(emptyStats());
    expect(r.data.achievements).toEqual(['beat-baby']);
  });

  it('replace unreadable records once, with the calm notice', () => {
    const backend = memoryBackend({ [PROGRESS_KEY]: '{"v":1,"games":' });
    const store = new ProgressStore(backend);
    expect(store.loadNotice).toBe(PROGRESS_RESET_NOTICE);
    expect(decodeProgress(backend.map.get(PROGRESS_KEY) ?? null).status).toBe('ok');
    expect(new ProgressStore(backend).loadNotice).toBeNull();
    expect(new ProgressTracker(store).takeAnnouncement()).toEqual({ kind: 'notice', key: PROGRESS_RESET_NOTICE });
  });

  it('live for the visit when storage is blocked', () => {
    const blocked = createStorage(() => {
      throw new Error('SecurityError');
    });
    expect(blocked.persistent).toBe(false);
    const store = new ProgressStore(blocked);
    store.set(recordGame(store.get(), 'cannon', 'baby', 'won'));
    expect(store.get().games.cannon.baby.won).toBe(1);
    expect(new ProgressStore(blocked).get().games.cannon.baby.won).toBe(1);
  });

  it("keep a newer build's records untouched: shown, counted for this visit in memory, never written", () => {
    const future = { ...recordGame(emptyProgress(), 'othello', 'baby', 'won'), v: 2, achievements: ['beat-baby'], medals: ['gold'] };
    const text = JSON.stringify(future);
    const backend = memoryBackend({ [PROGRESS_KEY]: text });
    const store = new ProgressStore(backend);
    expect(store.loadNotice).toBe(PROGRESS_NEWER_NOTICE);
    expect(store.writable).toBe(false);
    expect(store.get().games.othello.baby.won).toBe(1);
    const tracker = new ProgressTracker(store);
    tracker.tourFinished('tiger');
    expect(store.get().tours).toEqual(['tiger']);
    expect(backend.map.get(PROGRESS_KEY)).toBe(text);
  });

  it('merge with what another tab wrote: two stores on one backend both keep their games', () => {
    const backend = memoryBackend();
    const tabA = new ProgressStore(backend);
    const tabB = new ProgressTracker(new ProgressStore(backend));
    // A wins at Pairing (and earns its achievement); B, which read the records before, finishes a tour
    tabA.update((d) => ({ ...recordGame(d, 'pairing', 'baby', 'won'), achievements: ['beat-baby'] }));
    tabB.tourFinished('othello');
    const stored = decodeProgress(backend.map.get(PROGRESS_KEY) ?? null);
    expect(stored.data.games.pairing.baby.won).toBe(1);
    expect(stored.data.tours).toEqual(['othello']);
    expect(stored.data.achievements).toContain('beat-baby');
    // B's view has A's win too
    expect(tabB.progress().games.pairing.baby.won).toBe(1);
  });

  it('read again when storage says another tab wrote', () => {
    const storage = createStorage(() => null);
    const a = new ProgressStore(storage);
    const b = new ProgressStore(storage);
    a.update((d) => recordGame(d, 'tiger', 'mama', 'won'));
    expect(b.get().games.tiger.mama.won).toBe(0);
    storage.outsideChange('progress');
    expect(b.get().games.tiger.mama.won).toBe(1);
  });

  it('survive a backend that throws', () => {
    const store = new ProgressStore({
      get: () => {
        throw new Error('gone');
      },
      set: () => {
        throw new Error('gone');
      },
    });
    store.set(recordGame(store.get(), 'tiger', 'mama', 'lost'));
    expect(store.get().games.tiger.mama.lost).toBe(1);
  });
});

describe('what counts', () => {
  let off: (() => void) | null = null;
  afterEach(() => {
    off?.();
    off = null;
    endMatch();
  });

  function tracked(): ProgressTracker {
    const tracker = new ProgressTracker(new ProgressStore(memoryBackend()));
    off = onSession((e) => tracker.onSessionEvent(e));
    return tracker;
  }

  /** A match that resumes `record` (finished or not) and starts: a finished one ends at once. */
  function resume(record: GameRecord<unknown>, opponent: Opponent, humanSide: Side): Match {
    const m = newMatch({ game: 'othello', opponent, humanSide, options: {}, drawRules: true, timerSec: 0, pace: NORMAL_PACE });
    m.resumeFrom = record;
    m.start();
    return m;
  }

  it('a finished game against a panda, once, from the player side', () => {
    const tracker = tracked();
    const record = finishedOthello(7);
    const winner = record.outcome?.winner as Side;
    expect(['X', 'O']).toContain(winner);
    resume(record, 'baby', winner);
    const s = tracker.progress().games.othello.baby;
    expect(s).toMatchObject({ won: 1, drawn: 0, lost: 0, streak: 1, bestStreak: 1 });
    const [x, o] = record.rules.tally(record.position).onBoard;
    expect(s.bestMargin).toBe(Math.abs(x - o));
    expect(tracker.achievements()).toContain('beat-baby');
    expect(tracker.takeAnnouncement()).toEqual({ kind: 'achievement', id: 'beat-baby' });
  });

  it('a result reached again after an undo counts once', () => {
    const tracker = tracked();
    const record = finishedOthello(11);
    const me = sideOfLast(record);
    const last = record.history[record.history.length - 1].move;
    const m = resume(record, 'mama', me);
    record.undo(1);
    m.resumeFrom = record;
    m.start();
    expect(m.canAct).toBe(true);
    expect(m.play(last)).toBe(true);
    return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
      expect(m.outcome).not.toBeNull();
      const s = tracker.progress().games.othello.mama;
      expect(s.won + s.drawn + s.lost).toBe(1);
    });
  });

  it('not a game between friends, nor one from another start position', () => {
    const tracker = tracked();
    const record = finishedOthello(3);
    resume(record, 'human', 'X');
    const rules = rulesFor('othello');
    const elsewhere = GameRecord.replay(rules, rules.format(record.history[10].before), record.moveTexts.slice(10));
    expect(elsewhere.isOver).toBe(true);
    resume(elsewhere, 'baby', 'X');
    const games = tracker.progress().games.othello;
    for (const p of ['baby', 'mama', 'papa'] as const) expect(games[p]).toEqual(emptyStats());
  });

  it('credits the weakest panda that sat in the game', () => {
    const tracker = tracked();
    const record = finishedOthello(5);
    const me = sideOfLast(record);
    const last = record.history[record.history.length - 1].move;
    record.undo(1);
    const m = resume(record, 'baby', me);
    m.setOpponent('papa');
    expect(m.play(last)).toBe(true);
    return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
      const g = tracker.progress().games.othello;
      expect(g.papa).toEqual(emptyStats());
      expect(g.baby.won + g.baby.drawn + g.baby.lost).toBe(1);
    });
  });

  it('a finished tour and a solved puzzle', () => {
    const tracker = tracked();
    tracker.tourFinished('tiger');
    tracker.tourFinished('tiger');
    tracker.puzzleSolved('cannon');
    expect(tracker.progress().tours).toEqual(['tiger']);
    expect(tracker.achievements()).toEqual(['tour', 'puzzle']);
  });
});

describe('the toast', () => {
  it("waits while the opponent moves or a piece moves, and shows on the player's turn or after the game", () => {
    const board = (canAct: boolean, over: boolean) =>
      mayAnnounce('board', { canAct, outcome: over ? { winner: 'X', reason: 'majority' } : null });
    expect(board(false, false)).toBe(false);
    expect(board(true, false)).toBe(true);
    expect(board(false, true)).toBe(true);
    expect(mayAnnounce('result', null)).toBe(true);
    expect(mayAnnounce('menu', null)).toBe(true);
    expect(mayAnnounce('boot', null)).toBe(false);
  });

  it('waits while a dialog is open (the tour earns an achievement on its last step)', () => {
    expect(mayAnnounce('board', { canAct: true, outcome: null }, true)).toBe(false);
    expect(mayAnnounce('result', null, true)).toBe(false);
    expect(mayAnnounce('board', { canAct: true, outcome: null }, false)).toBe(true);
  });
});

describe('achievements', () => {
  it('are a dozen at most, each with a badge and a line in both languages', () => {
    expect(ACHIEVEMENTS.length).toBeLessThanOrEqual(12);
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(ACHIEVEMENTS.length);
    for (const a of ACHIEVEMENTS) {
      expect(BADGE_MOTIFS).toContain(a.badge);
      for (const lang of ['en', 'zh'] as const)
        expect((resources[lang].progress.achievements as Record<string, string>)[a.id], `${lang} ${a.id}`).toBeTruthy();
    }
    for (const m of BADGE_MOTIFS) {
      const svg = badge(m);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(/^[\x20-\x7e]*$/.test(svg)).toBe(true);
      expect(svg).not.toMatch(/href|url\((?!#)/);
    }
  });

  it('beat PAPA in every game, win in every game, a three-win streak', () => {
    let data = emptyProgress();
    for (const g of GAME_IDS.slice(0, -1)) data = recordGame(data, g, 'papa', 'won');
    expect(newlyEarned(data)).toEqual(['beat-papa']);
    data = recordGame(data, GAME_IDS[GAME_IDS.length - 1], 'papa', 'won');
    expect(newlyEarned(data)).toEqual(['beat-papa', 'papa-every-game', 'win-every-game']);
    data.achievements = newlyEarned(data);
    for (let i = 0; i < 2; i++) data = recordGame(data, 'alquerque', 'papa', 'won');
    expect(newlyEarned(data)).toEqual(['streak-three']);
  });

  it("each game's own feat reads the game that just ended", () => {
    const tally = (a: number, b: number) => ({
      onBoard: [a, b] as [number, number],
      inHand: [0, 0] as [number, number],
      lost: [0, 0] as [number, number],
    });
    const feat = (game: (typeof GAME_IDS)[number]) => kitOf(game).progress?.feats[0];
    const othello = feat('othello');
    expect(othello?.earned({ outcome: { winner: 'O', reason: 'majority' }, side: 'O', index: 1, tally: tally(12, 52) })).toBe(true);
    expect(othello?.earned({ outcome: { winner: 'O', reason: 'majority' }, side: 'O', index: 1, tally: tally(13, 51) })).toBe(false);
    expect(
      kitOf('othello').progress?.margin?.({ outcome: { winner: 'X', reason: 'majority' }, side: 'X', index: 0, tally: tally(40, 24) }),
    ).toBe(16);
    const tiger = feat('tiger');
    expect(tiger?.earned({ outcome: { winner: 'D', reason: 'tigers-trapped' }, side: 'D', index: 0, tally: tally(14, 2) })).toBe(true);
    expect(tiger?.earned({ outcome: { winner: 'T', reason: 'ten-dogs' }, side: 'T', index: 1, tally: tally(4, 2) })).toBe(false);
    const cannon = feat('cannon');
    expect(cannon?.earned({ outcome: { winner: 'X', reason: 'capture-all' }, side: 'X', index: 0, tally: tally(1, 0) })).toBe(true);
    expect(cannon?.earned({ outcome: { winner: 'X', reason: 'capture-all' }, side: 'X', index: 0, tally: tally(2, 0) })).toBe(false);
    // as an achievement: only in the game it belongs to
    const lone = ACHIEVEMENTS.find((a) => a.id === 'cannon-lone');
    const end = {
      outcome: { winner: 'X' as const, reason: 'capture-all' as const },
      side: 'X' as const,
      index: 0 as const,
      tally: tally(1, 0),
    };
    expect(lone?.earned(emptyProgress(), { game: 'cannon', panda: 'baby', end })).toBe(true);
    expect(lone?.earned(emptyProgress(), { game: 'pairing', panda: 'baby', end })).toBe(false);
  });
});

describe('online games', () => {
  it('count in their own record, apart from the pandas, and survive a reload of the store', async () => {
    const { recordOnline, emptyProgress: empty } = await import('../../src/progress/record');
    const { decodeProgress, encodeProgress } = await import('../../src/progress/store');
    let data = recordOnline(empty(), 'cannon', 'won');
    data = recordOnline(data, 'cannon', 'lost');
    expect(data.online.cannon).toMatchObject({ won: 1, lost: 1, drawn: 0 });
    expect(data.games.cannon.baby).toEqual(empty().games.cannon.baby);
    const back = decodeProgress(encodeProgress(data));
    expect(back.status).toBe('ok');
    expect(back.data.online.cannon).toMatchObject({ won: 1, lost: 1 });
    // records kept before online play have none, and stay valid
    const old = JSON.parse(encodeProgress(empty()));
    delete old.online;
    expect(decodeProgress(JSON.stringify(old)).status).toBe('ok');
  });
});

describe('the count of games in an achievement', () => {
  afterEach(() => initI18n('en'));
  it('is a word in each language, so the text reads as written', () => {
    initI18n('en');
    expect(achievementParams().games).toBe(resources.en.progress.countWords.split(' ')[GAME_IDS.length]);
    expect(achievementParams().games).toMatch(/^[a-z]+$/);
    initI18n('zh');
    expect(achievementParams().games).toMatch(/^[零一两三四五六七八九十]+$/);
  });
});
