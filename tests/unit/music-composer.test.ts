// The seeded composer (src/audio/music/composer.ts): ten minutes of notes never repeat a
// phrase bar for bar, each game has its own mode and colour, and the mood follows the
// board's events (src/match/music-mood.ts).
import { describe, expect, it } from 'vitest';
import { createComposer, MEMORY } from '../../src/audio/music/composer';
import { barSeconds, MENU_STYLE, type Bar, type Mood, type MusicStyle } from '../../src/audio/music/style';
import { boardMood, followMood, prophecyTension, type MoodSource } from '../../src/match/music-mood';
import type { MatchEvent } from '../../src/match/match-types';
import type { Prophecy } from '../../src/ai/protocol';
import { GAME_IDS, kitOf } from '../../src/games/registry';

const STYLES: MusicStyle[] = [MENU_STYLE, ...GAME_IDS.map((id) => kitOf(id).music)];

/** A game's moods: turns of thinking and of the panda's reply, PAPA's prophecy coming and going. */
function moodAt(bar: number): Mood {
  const turn = Math.floor(bar / 3);
  const tension = [0, 0, 0.2, 0, 0.6, 0.8, 1, 0][Math.floor(bar / 40) % 8]!;
  return { tension, calm: turn % 2 === 0 };
}

/** Bars for `seconds` of music, the mood changing as in a game. */
function play(style: MusicStyle, seed: number, seconds: number, moods = moodAt): Bar[] {
  const c = createComposer(style, seed);
  const bars: Bar[] = [];
  for (let t = 0; t < seconds;) {
    c.setMood(moods(bars.length));
    const bar = c.next();
    bars.push(bar);
    t += barSeconds(bar);
  }
  return bars;
}

const barKey = (b: Bar) => b.notes.map((n) => `${n.beat}:${n.beats}:${n.midi}:${n.voice}`).join(',');

describe('the composer', () => {
  it.each(STYLES.map((s) => [s.name, s] as const))('%s: ten minutes without a phrase heard twice', (_name, style) => {
    for (const seed of [1, 2024]) {
      const bars = play(style, seed, 600);
      expect(bars.length).toBeGreaterThan(150);
      // every four bars in a row, wherever they start, are heard once in the ten minutes
      const seen = new Map<string, number>();
      for (let i = 0; i + 4 <= bars.length; i++) {
        const key = bars
          .slice(i, i + 4)
          .map(barKey)
          .join('|');
        expect(seen.get(key), `bars ${seen.get(key)} and ${i} of seed ${seed}`).toBeUndefined();
        seen.set(key, i);
      }
    }
  });

  it('is deterministic for a seed, and another seed writes other music', () => {
    const a = play(MENU_STYLE, 7, 60).map(barKey);
    expect(play(MENU_STYLE, 7, 60).map(barKey)).toEqual(a);
    expect(play(MENU_STYLE, 8, 60).map(barKey)).not.toEqual(a);
  });

  it('remembers a bounded number of phrases over an hour', () => {
    const c = createComposer(MENU_STYLE, 3);
    for (let t = 0; t < 3600;) t += barSeconds(c.next());
    expect(c.remembered).toBeLessThanOrEqual(MEMORY);
    expect(c.remembered).toBeGreaterThan(100);
  });

  it('gives each game its own mode and instrument colour, and the menu its own theme', () => {
    const pitchClasses = (s: MusicStyle) => {
      const set = new Set<number>();
      for (const bar of play(s, 5, 120)) for (const n of bar.notes) set.add((((n.midi - s.tonic) % 12) + 12) % 12);
      return [...set].sort((x, y) => x - y);
    };
    const heard = STYLES.map((s) => ({ s, pcs: pitchClasses(s) }));
    for (const { s, pcs } of heard) {
      // every note is in the mode, and the mode is heard whole
      expect(pcs, s.name).toEqual([...s.mode].sort((x, y) => x - y));
    }
    // no two themes share both their pitches (mode on its tonic) and their colour
    const sounds = heard.map(({ s, pcs }) =>
      JSON.stringify([pcs.map((p) => (p + s.tonic) % 12).sort((x, y) => x - y), s.lead, s.bass, s.sparkle ?? '']),
    );
    expect(new Set(sounds).size).toBe(STYLES.length);
    expect(new Set(heard.map(({ s }) => JSON.stringify(s.mode))).size).toBeGreaterThanOrEqual(4);
  });
});

/** A match's stand-in: its state set by the test, its events sent by `emit`. */
function fakeMatch() {
  const listeners: ((e: MatchEvent) => void)[] = [];
  const m = {
    prophecy: null as Prophecy | null,
    humanToMove: true,
    outcome: null as unknown,
    on(fn: (e: MatchEvent) => void) {
      listeners.push(fn);
      return () => listeners.splice(listeners.indexOf(fn), 1);
    },
    emit(e: MatchEvent) {
      for (const fn of [...listeners]) fn(e);
    },
  };
  return m satisfies MoodSource;
}

const stats = (bars: Bar[]) => ({
  beat: bars.reduce((s, b) => s + b.beatSeconds, 0) / bars.length,
  notes: bars.reduce((s, b) => s + b.notes.filter((n) => n.voice === 'lead').length, 0) / bars.length,
  pad: bars.some((b) => b.notes.some((n) => n.voice === 'pad')),
});

describe('the board mood', () => {
  it('reads tension from PAPA’s prophecy: none, a draw, a result far off, one at hand', () => {
    expect(prophecyTension(null)).toBe(0);
    expect(prophecyTension({ kind: 'draw', plies: 9 })).toBeLessThan(0.5);
    const far = prophecyTension({ kind: 'loss', plies: 15 });
    const near = prophecyTension({ kind: 'win', plies: 1 });
    expect(far).toBeGreaterThanOrEqual(0.5);
    expect(near).toBe(1);
    expect(near).toBeGreaterThan(far);
    expect(prophecyTension({ kind: 'score', score: 20 })).toBeGreaterThan(0.5);
    expect(boardMood({ prophecy: { kind: 'win', plies: 3 }, humanToMove: false, outcome: { winner: 0 } })).toEqual({
      tension: 0,
      calm: true,
    });
  });

  it('turns tense on a prophecy event and calm while the player thinks', () => {
    const kit = kitOf('cannon').music;
    const c = createComposer(kit, 11);
    const m = fakeMatch();
    const moods: Mood[] = [];
    followMood(m, (mood) => {
      moods.push(mood);
      c.setMood(mood);
    });
    const bars = (n: number) => Array.from({ length: n }, () => c.next());
    // the player to move, nothing foreseen: calm
    expect(moods.at(-1)).toEqual({ tension: 0, calm: true });
    const calm = stats(bars(24));
    // PAPA's turn: he thinks, then foresees his win in 3
    m.humanToMove = false;
    m.emit({ type: 'thinking' });
    const rest = stats(bars(24));
    m.prophecy = { kind: 'win', plies: 3 };
    m.emit({ type: 'prophecy' });
    expect(moods.at(-1)!.tension).toBeGreaterThan(0.8);
    const tense = stats(bars(24));
    expect(calm.beat).toBeGreaterThan(rest.beat);
    expect(rest.beat).toBeGreaterThan(tense.beat);
    expect(tense.notes).toBeGreaterThan(calm.notes);
    expect(calm.pad).toBe(false);
    expect(tense.pad).toBe(true);
    // the mood is sent only when it changes
    const count = moods.length;
    m.emit({ type: 'move', played: {} as never });
    expect(moods.length).toBe(count);
  });

  it('starts a new phrase at the next bar when the tension changes', () => {
    const a = createComposer(MENU_STYLE, 4);
    const b = createComposer(MENU_STYLE, 4);
    a.next();
    b.next();
    b.setMood({ tension: 1, calm: false });
    expect(barKey(b.next())).not.toBe(barKey(a.next()));
  });
});
