// The replay code of shareable links (src/engine/replay-code.ts) and the link reader
// (src/match/shared-link.ts): round trips for random games of every game, the length
// bound of a 60-move Othello game, and a reason for every malformed input.
import { describe, expect, it } from 'vitest';
import { seededUnit as seeded } from '../../src/engine/hash';
import { GameRecord } from '../../src/engine/record';
import { decodeReplay, encodeReplay } from '../../src/engine/replay-code';
import type { RuleOptions } from '../../src/engine/types';
import { GAME_IDS, replayGame, rulesFor, type GameId } from '../../src/games/registry';
import { matchMeta, readLink, replayParams, setShareUrlSource, shareLink } from '../../src/match/shared-link';

/** A random game: mostly legal moves, now and then the timer's pass; stops at the end or `maxPlies`. */
function randomGame(game: GameId, seed: number, maxPlies: number, options: RuleOptions = {}, start?: string): GameRecord<unknown> {
  const rnd = seeded(seed);
  const draws = { repetition: rnd() < 0.7, noProgress: rnd() < 0.7 };
  const record = new GameRecord(rulesFor(game, options), start, draws);
  while (!record.isOver && record.history.length < maxPlies) {
    const legal = record.legalMoves();
    if (rnd() < 0.04) record.timerPass();
    else record.play(legal[Math.floor(rnd() * legal.length)]);
  }
  return record;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** A code of version A from a string of bits (zero padding added). */
function pack(bits: string): string {
  const padded = bits.padEnd(Math.ceil(bits.length / 6) * 6, '0');
  let text = 'A';
  for (let i = 0; i < padded.length; i += 6) text += ALPHABET[parseInt(padded.slice(i, i + 6), 2)];
  return text;
}
/** The code's varint: 5-bit groups, low group first, a leading bit when more follow. */
function varint(n: number): string {
  let out = '';
  do {
    const chunk = n & 15;
    n = Math.floor(n / 16);
    out += ((n > 0 ? 16 : 0) | chunk).toString(2).padStart(5, '0');
  } while (n > 0);
  return out;
}

const decodeFor = (game: GameId, code: string) => decodeReplay(code, replayGame(game));

function expectSameGame(a: GameRecord<unknown>, b: GameRecord<unknown>): void {
  expect(b.startText).toBe(a.startText);
  expect(b.moveTexts).toEqual(a.moveTexts);
  expect(b.history.map((p) => p.timerPass)).toEqual(a.history.map((p) => p.timerPass));
  expect(b.draws).toEqual(a.draws);
  expect(b.rules.options).toEqual(a.rules.options);
  expect(b.outcome).toEqual(a.outcome);
}

describe('replay code', () => {
  for (const game of GAME_IDS) {
    it(`${game}: random games come back move for move`, () => {
      for (let seed = 1; seed <= 12; seed++) {
        const record = randomGame(game, seed * 7919, 400, seed % 2 ? { freeSlide: true } : {});
        const code = encodeReplay(record);
        expect(code).toMatch(/^A[A-Za-z0-9_-]*$/);
        const back = decodeFor(game, code);
        if (!back.ok) throw new Error(`${game} seed ${seed}: ${back.detail}`);
        expectSameGame(record, back.record);
      }
    });
  }

  it('keeps a start position that is not the standard one', () => {
    for (const game of GAME_IDS) {
      const opening = randomGame(game, 99, 6);
      const start = opening.rules.format(opening.position);
      if (opening.isOver) continue;
      const record = randomGame(game, 5, 30, {}, start);
      const back = decodeFor(game, encodeReplay(record));
      if (!back.ok) throw new Error(back.detail);
      expect(back.record.startText).toBe(start);
      expectSameGame(record, back.record);
    }
  });

  it('the Alquerque free slide is part of the code', () => {
    const record = randomGame('alquerque', 3, 40, { freeSlide: true });
    const back = decodeFor('alquerque', encodeReplay(record));
    expect(back.ok && back.record.rules.options.freeSlide).toBe(true);
  });

  it('a whole 60-move Othello game makes a link under 200 characters', () => {
    let longest = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const rnd = seeded(seed);
      const record = new GameRecord(rulesFor('othello'));
      while (!record.isOver) {
        const legal = record.legalMoves();
        record.play(legal[Math.floor(rnd() * legal.length)]);
      }
      const placed = record.history.filter((p) => p.move !== record.rules.PASS).length;
      if (placed < 60) continue;
      const link = `https://example.com/panda-board-games/index.html?${new URLSearchParams(replayParams('othello', record))}`;
      longest = Math.max(longest, link.length);
    }
    expect(longest).toBeGreaterThan(0);
    expect(longest).toBeLessThan(200);
  });
});

describe('malformed replay codes are refused with a reason', () => {
  const record = randomGame('pairing', 11, 40);
  const code = encodeReplay(record);
  const cases: [string, string, string][] = [
    ['empty', '', 'empty'],
    ['unknown version', `Z${code.slice(1)}`, 'version'],
    ['a character outside base64url', `${code.slice(0, 5)}+${code.slice(6)}`, 'chars'],
    ['a percent sign', `${code.slice(0, 5)}%${code.slice(6)}`, 'chars'],
    ['truncated', code.slice(0, Math.floor(code.length / 2)), 'truncated'],
    ['version only', 'A', 'truncated'],
    ['extra junk', `${code}AAAA`, 'junk'],
    ['far too long', `A${'A'.repeat(9000)}`, 'too-long'],
  ];
  for (const [what, text, problem] of cases) {
    it(what, () => {
      const r = decodeFor('pairing', text);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.problem).toBe(problem);
        expect(r.detail.length).toBeGreaterThan(3);
      }
    });
  }

  it('an index out of range', () => {
    // the first Othello move has 4 choices plus the timer pass: 3 bits, index 7 is past them
    const rules = rulesFor('othello');
    expect(rules.moves(rules.start()).length).toBe(4);
    // flags 0110 (both draw rules), one ply (varint 00001), index 111
    const r = decodeFor('othello', pack('0110' + '00001' + '111'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toBe('index');
  });

  it('moves after the end of the game', () => {
    // an own start position (flag 0001) that is already over, then one ply claimed
    const full = 'X'.repeat(64) + ' O';
    const text = [...full].map((c) => c.charCodeAt(0).toString(2).padStart(7, '0')).join('');
    const r = decodeFor('othello', pack('0001' + varint(full.length) + text + '00001' + '000'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toBe('after-end');
  });

  it('a start position the engine rejects', () => {
    const bad = 'XO?';
    const text = [...bad].map((c) => c.charCodeAt(0).toString(2).padStart(7, '0')).join('');
    const r = decodeFor('othello', pack('0001' + varint(bad.length) + text + '00000'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toBe('start');
  });

  it('a different game reads the code as garbage, never a crash', () => {
    for (const game of GAME_IDS) {
      const r = decodeFor(game, code);
      if (game === 'pairing') expect(r.ok).toBe(true);
      else expect(typeof r.ok).toBe('boolean');
    }
  });
});

describe('reading a link', () => {
  const record = randomGame('tiger', 21, 60);
  const params = replayParams('tiger', record);

  it('a replay link opens that game for review', () => {
    const open = readLink(`?${new URLSearchParams(params)}`);
    expect(open.kind).toBe('replay');
    if (open.kind === 'replay') {
      expect(open.shared.game).toBe('tiger');
      expect(open.shared.record.moveTexts).toEqual(record.moveTexts);
    }
  });

  it('a position link opens an analysis board from it', () => {
    const open = readLink('?game=pairing&position=' + encodeURIComponent('OO.../...../....O/....X/XX... X'));
    expect(open).toEqual({ kind: 'analysis', game: 'pairing', startText: 'OO.../...../....O/....X/XX... X' });
  });

  it('no link: nothing to open', () => {
    expect(readLink('?game=othello&lang=zh').kind).toBe('none');
  });

  const bad: [string, string][] = [
    ['?replay=' + params.replay, 'share:bad.noGame'],
    ['?game=chess&replay=' + params.replay, 'share:bad.game'],
    ['?game=tiger&replay=' + params.replay.slice(0, 4), 'share:bad.replay.truncated'],
    ['?game=tiger&replay=' + params.replay + '!', 'share:bad.replay.chars'],
    ['?game=pairing&position=nonsense', 'share:bad.position'],
    ['?game=othello&position=' + encodeURIComponent('XXXXXXXX/'.repeat(7) + 'XXXXXXXX O'), 'share:bad.finished'],
  ];
  for (const [search, key] of bad) {
    it(`${search.slice(0, 40)}… gives ${key}`, () => {
      const open = readLink(search);
      expect(open.kind).toBe('invalid');
      if (open.kind === 'invalid') expect(open.notice.key).toBe(key);
    });
  }
});

describe('a portal that makes the links', () => {
  it('its share URL is used, and its link parameters are read when the page has none', async () => {
    const record = randomGame('othello', 8, 20);
    const params = replayParams('othello', record);
    const kept = new Map(Object.entries(params));
    setShareUrlSource(
      async (p) => `https://portal.example/game?${new URLSearchParams(p)}`,
      (name) => kept.get(name) ?? null,
    );
    try {
      expect(await shareLink(params, 'https://own.example/')).toMatch(/^https:\/\/portal\.example\/game\?game=othello&replay=A/);
      const open = readLink('?lang=en');
      expect(open.kind).toBe('replay');
      if (open.kind === 'replay') expect(open.shared.record.moveTexts).toEqual(record.moveTexts);
    } finally {
      setShareUrlSource(async () => null);
    }
    expect(await shareLink(params, 'https://own.example/index.html')).toBe(`https://own.example/index.html?${new URLSearchParams(params)}`);
    expect(readLink('?lang=en').kind).toBe('none');
  });
});

describe('version B: who played and when', () => {
  const record = randomGame('othello', 77, 60);
  const meta = { players: ['papa', 'player'] as ('papa' | 'player')[], date: '2026-12-06' };

  it('comes back with the game, for every game and every player', () => {
    const players = [null, 'player', 'baby', 'mama', 'papa'] as const;
    for (const [i, game] of GAME_IDS.entries()) {
      const r = randomGame(game, 300 + i, 80);
      const m = { players: [players[i % 5], players[(i + 2) % 5]], date: `202${i}-0${i + 1}-1${i}` };
      const code = encodeReplay(r, m);
      expect(code).toMatch(/^B[A-Za-z0-9_-]*$/);
      const back = decodeFor(game, code);
      if (!back.ok) throw new Error(back.detail);
      expectSameGame(r, back.record);
      expect(back.meta).toEqual(m);
    }
  });

  it('an unknown date and unknown players are kept as unknown', () => {
    const back = decodeFor('othello', encodeReplay(record, { players: [null, null], date: null }));
    expect(back.ok && back.meta).toEqual({ players: [null, null], date: null });
    // a date that is not a day (or before 2020) is left out rather than kept wrong
    const odd = decodeFor('othello', encodeReplay(record, { players: ['baby', null], date: '2019-12-31' }));
    expect(odd.ok && odd.meta?.date).toBeNull();
    const junk = decodeFor('othello', encodeReplay(record, { players: ['baby', null], date: '2026-02-30' }));
    expect(junk.ok && junk.meta?.date).toBeNull();
  });

  it('costs a few characters more than version A, and A codes still open (no players, no date)', () => {
    const a = encodeReplay(record);
    const b = encodeReplay(record, meta);
    expect(a[0]).toBe('A');
    expect(b.length - a.length).toBeLessThanOrEqual(4);
    const old = decodeFor('othello', a);
    expect(old.ok && old.meta).toBeNull();
    expect(old.ok && old.record.moveTexts).toEqual(record.moveTexts);
  });

  it('a player or a day out of range is refused as damage', () => {
    // a B code's moves, then side 1's player 7 (none such)
    const body = encodeReplay(randomGame('pairing', 5, 0), { players: [null, null], date: null });
    expect(decodeFor('pairing', body).ok).toBe(true);
    // pairing from its start, no plies: 4 flag bits, varint 0; then 3 + 3 bits of players, varint day
    const bits = (players: string, day: string) => {
      const text = '0110' + varint(0) + players + day;
      const padded = text.padEnd(Math.ceil(text.length / 6) * 6, '0');
      let out = 'B';
      for (let i = 0; i < padded.length; i += 6) out += ALPHABET[parseInt(padded.slice(i, i + 6), 2)];
      return out;
    };
    expect(decodeFor('pairing', bits('000000', varint(0))).ok).toBe(true);
    const who = decodeFor('pairing', bits('111000', varint(0)));
    expect(!who.ok && who.problem).toBe('junk');
    const day = decodeFor('pairing', bits('000000', varint(5_000_000)));
    expect(!day.ok && day.problem).toBe('junk');
    const cut = decodeFor('pairing', bits('00', ''));
    expect(!cut.ok && cut.problem).toBe('truncated');
  });

  it('a link carries it to the review, and a match names its seats and today', () => {
    const open = readLink(`?${new URLSearchParams(replayParams('othello', record, meta))}`);
    expect(open.kind === 'replay' && open.shared.meta).toEqual(meta);
    expect(matchMeta({ opponent: 'mama', humanSide: 'O' }, ['X', 'O'], new Date(2026, 11, 6))).toEqual({
      players: ['mama', 'player'],
      date: '2026-12-06',
    });
    expect(matchMeta({ opponent: 'human', humanSide: 'X' }, ['X', 'O'], new Date(2027, 0, 9)).players).toEqual(['player', 'player']);
  });
});
