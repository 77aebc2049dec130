// The portal's data module and this device's localStorage went their own ways (a visit with
// the SDK blocked by an ad blocker saved locally; another saved to the portal): reconciled
// key by key, nothing dropped. The newer save of a game wins, the records are joined line
// by line, the solved puzzles joined, a newer build's record kept whole; afterwards every
// write goes to both, and another tab's write reaches the portal's copy too.
import { describe, expect, it } from 'vitest';
import { GameRecord } from '../../src/engine/record';
import { legalMoveTexts } from '../../src/engine';
import { rulesFor, type GameId } from '../../src/games/registry';
import { encodeMatch, saveKey, type MatchSnapshot } from '../../src/platform/save';
import { mergeValue, mirrorStore, reconcile } from '../../src/storage/reconcile';
import { createStorage, type KeyValueStore } from '../../src/storage/storage';
import { decodeProgress, encodeProgress } from '../../src/progress/store';
import { mergeProgress, mergeProgressTexts } from '../../src/progress/merge';
import { emptyProgress, recordGame } from '../../src/progress/record';

const P = 'panda-board-games:';

function kv(initial: Record<string, string> = {}): KeyValueStore & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
  };
}

function save(game: GameId, plies: number, at: number): string {
  const rules = rulesFor(game);
  const record = new GameRecord(rules);
  for (let i = 0; i < plies; i++) record.play(legalMoveTexts(rules, record.position)[0]);
  const snap: MatchSnapshot = {
    game,
    options: {},
    startText: record.startText,
    moves: record.moveTexts,
    drawRules: { repetition: true, noProgress: true },
    opponent: 'baby',
    humanSide: rules.sides[0],
    timerSeconds: 0,
  };
  return encodeMatch(snap, at);
}

describe('portal and local copies', () => {
  it('keep the newer save of each game and every game either side has', () => {
    const portal = kv({ [P + saveKey('othello')]: save('othello', 6, 2000), [P + saveKey('cannon')]: save('cannon', 2, 1000) });
    const local = kv({
      [P + saveKey('othello')]: save('othello', 4, 1000),
      [P + saveKey('tiger')]: save('tiger', 3, 1500),
      [P + saveKey('cannon')]: save('cannon', 5, 3000),
    });
    reconcile(portal, local);
    for (const store of [portal, local]) {
      expect(JSON.parse(store.getItem(P + saveKey('othello')) ?? '{}').moves).toHaveLength(6);
      expect(JSON.parse(store.getItem(P + saveKey('cannon')) ?? '{}').moves).toHaveLength(5);
      expect(JSON.parse(store.getItem(P + saveKey('tiger')) ?? '{}').moves).toHaveLength(3);
    }
  });

  it("join the records: each line's later copy, every achievement, tour and puzzle", () => {
    const onPortal = recordGame(recordGame(emptyProgress(), 'othello', 'baby', 'won'), 'othello', 'baby', 'won');
    onPortal.achievements = ['beat-baby'];
    onPortal.tours = ['othello'];
    const onDevice = recordGame(recordGame(emptyProgress(), 'othello', 'baby', 'won'), 'pairing', 'mama', 'won');
    onDevice.achievements = ['beat-mama', 'beat-baby'];
    onDevice.puzzles = ['tiger'];
    const merged = mergeProgress(onPortal, onDevice);
    expect(merged.games.othello.baby.won).toBe(2);
    expect(merged.games.pairing.mama.won).toBe(1);
    expect(merged.achievements).toEqual(['beat-baby', 'beat-mama']);
    expect(merged.tours).toEqual(['othello']);
    expect(merged.puzzles).toEqual(['tiger']);
    const portal = kv({ [P + 'progress']: encodeProgress(onPortal) });
    const local = kv({ [P + 'progress']: encodeProgress(onDevice) });
    reconcile(portal, local);
    expect(decodeProgress(portal.getItem(P + 'progress')).data).toEqual(merged);
    expect(local.getItem(P + 'progress')).toBe(portal.getItem(P + 'progress'));
  });

  it("keep a newer build's records whole, and give way to the readable copy over an unreadable one", () => {
    const future = JSON.stringify({ ...emptyProgress(), v: 2 });
    const mine = encodeProgress(recordGame(emptyProgress(), 'tiger', 'papa', 'won'));
    expect(mergeProgressTexts(mine, future)).toBe(future);
    expect(mergeProgressTexts(future, mine)).toBe(future);
    expect(mergeProgressTexts('{oops', mine)).toBe(mine);
    expect(mergeProgressTexts(mine, '{oops')).toBe(mine);
  });

  it("join the solved puzzles, and keep the portal's settings over the device's", () => {
    const portal = kv({ [P + 'puzzles.solved']: JSON.stringify({ '2026-12-01': ['othello'] }), [P + 'lang']: 'zh' });
    const local = kv({
      [P + 'puzzles.solved']: JSON.stringify({ '2026-12-01': ['tiger'], '2026-12-02': ['cannon'] }),
      [P + 'lang']: 'en',
      [P + 'muted']: '1',
    });
    reconcile(portal, local);
    expect(JSON.parse(portal.getItem(P + 'puzzles.solved') ?? '{}')).toEqual({
      '2026-12-01': ['othello', 'tiger'],
      '2026-12-02': ['cannon'],
    });
    expect(portal.getItem(P + 'lang')).toBe('zh');
    expect(local.getItem(P + 'lang')).toBe('zh');
    expect(portal.getItem(P + 'muted')).toBe('1');
  });

  it('write both afterwards, read the portal, and take in what another tab wrote', () => {
    const portal = kv();
    const local = kv();
    const mirror = mirrorStore(portal, local);
    const s = createStorage(() => mirror, 0);
    s.set('match.othello', 'a');
    expect(portal.getItem(P + 'match.othello')).toBe('a');
    expect(local.getItem(P + 'match.othello')).toBe('a');
    // another tab wrote its localStorage copy (and its own portal cache, which this tab's is not)
    local.setItem(P + 'progress', 'theirs');
    s.outsideChange('progress');
    expect(s.get('progress')).toBe('theirs');
  });

  it("keep a newer build's save of a game over a more recent one of this build", () => {
    const future = JSON.stringify({ ...JSON.parse(save('othello', 2, 1000)), v: 2 });
    const recent = save('othello', 6, 9000);
    expect(mergeValue(saveKey('othello'), future, recent)).toBe(future);
    expect(mergeValue(saveKey('othello'), recent, future)).toBe(future);
    expect(mergeValue(saveKey('othello'), '{broken', recent)).toBe(recent);
  });

  it('never throws when localStorage is gone or full', () => {
    const portal = kv({ [P + saveKey('othello')]: save('othello', 2, 1) });
    const full = kv();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => reconcile(portal, full)).not.toThrow();
    expect(() => reconcile(portal, null)).not.toThrow();
    const mirror = mirrorStore(portal, full);
    expect(() => mirror.setItem(P + 'x', '1')).not.toThrow();
    expect(portal.getItem(P + 'x')).toBe('1');
  });
});
