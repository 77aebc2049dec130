// The seeded composer: writes the music bar by bar as it plays, from a style (a mode and an
// instrument colour) and a mood. Pure and deterministic: the same style, seed and moods give
// the same notes. Nothing here makes a sound (render.ts does).
//
// A phrase is four bars over a chord progression: a motif, the motif varied, the motif on
// the third chord, a cadence onto the last chord's root. Every phrase is new: the composer
// remembers the phrases it wrote (MEMORY of them, more than 10 minutes' worth) and writes
// again one that it has already played. A change of tension starts a new phrase at the next
// bar; calm (the player thinking) slows the tempo at once and thins the next phrase.
import { seededUnit } from '../../engine/hash';
import { BEATS_PER_BAR, REST_MOOD, type Bar, type Mood, type MusicStyle, type Note } from './style';

export interface Composer {
  /** The next bar. */
  next(): Bar;
  setMood(mood: Mood): void;
  readonly mood: Mood;
  /** How many phrases it remembers (bounded by MEMORY). */
  readonly remembered: number;
}

/** Phrases remembered: at the fastest tempo a phrase lasts 6 s, so 400 cover 40 minutes. */
export const MEMORY = 400;
const BAR_CELLS = BEATS_PER_BAR * 2; // eighth notes

function nameSeed(name: string): number {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  return h >>> 0;
}

interface Motif {
  cells: number[]; // onsets, in eighths
  steps: number[]; // degree step before each onset (the first is 0)
}

export function createComposer(style: MusicStyle, seed: number): Composer {
  const rnd = seededUnit((nameSeed(style.name) ^ seed) >>> 0);
  const n = style.mode.length;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const pitch = (degree: number, octaveShift = 0) => {
    const octave = Math.floor(degree / n);
    return style.tonic + 12 * (octave + octaveShift) + style.mode[degree - octave * n]!;
  };

  let mood: Mood = REST_MOOD;
  let index = 0;
  let queue: Note[][] = [];
  let lastDegree = n; // the melody starts around the tonic an octave up
  const seen = new Set<string>();
  const order: string[] = [];

  const remember = (key: string) => {
    seen.add(key);
    order.push(key);
    if (order.length > MEMORY) seen.delete(order.shift()!);
  };

  const density = () => (mood.calm ? 0.3 : 0.45) + 0.35 * mood.tension;
  const leapiness = () => 0.15 + 0.45 * mood.tension;

  function motif(): Motif {
    const cells = [0];
    for (let c = 1; c < BAR_CELLS; c++) if (rnd() < density() * (c % 2 ? 0.7 : 1.2)) cells.push(c);
    const steps = cells.map((_, i) => {
      if (i === 0) return 0;
      const s = rnd() < leapiness() ? pick([-3, -2, 2, 3]) : pick([-1, -1, 1, 1, 0]);
      return s;
    });
    return { cells, steps };
  }

  /** The melody of a bar from a motif, starting at the chord tone nearest the last note. */
  function melody(m: Motif, root: number, gain: number): Note[] {
    const tones = [root, root + 2, root + 4].flatMap((d) => [d, d + n, d + 2 * n]);
    let degree = tones.reduce((a, b) => (Math.abs(b - lastDegree) < Math.abs(a - lastDegree) ? b : a));
    const notes: Note[] = [];
    m.cells.forEach((cell, i) => {
      degree = Math.max(n - 2, Math.min(3 * n - 1, degree + m.steps[i]!));
      const end = m.cells[i + 1] ?? BAR_CELLS;
      notes.push({
        beat: cell / 2,
        beats: Math.min(4, (end - cell) / 2),
        midi: pitch(degree, -1),
        voice: 'lead',
        gain: gain * (cell % 4 === 0 ? 1 : 0.8),
      });
    });
    lastDegree = degree;
    return notes;
  }

  function cadence(root: number, gain: number): Note[] {
    const target = [root, root + n, root + 2 * n].reduce((a, b) => (Math.abs(b - lastDegree) < Math.abs(a - lastDegree) ? b : a));
    const approach = target + pick([1, 2, -1]);
    const notes: Note[] = [];
    if (rnd() < 0.6) notes.push({ beat: 0, beats: 1, midi: pitch(approach + pick([1, -1, 0]), -1), voice: 'lead', gain: gain * 0.9 });
    notes.push({ beat: notes.length ? 1 : 0, beats: 1, midi: pitch(approach, -1), voice: 'lead', gain: gain * 0.85 });
    notes.push({ beat: 2, beats: 2, midi: pitch(target, -1), voice: 'lead', gain });
    lastDegree = target;
    return notes;
  }

  function bass(root: number): Note[] {
    const low = (d: number) => pitch(d, -2);
    if (mood.tension >= 0.5) {
      return [0, 1, 2, 3].map((b) => ({ beat: b, beats: 1, midi: low(root) + (b % 2 ? 12 : 0), voice: 'bass' as const, gain: 0.4 }));
    }
    if (mood.calm) return [{ beat: 0, beats: 4, midi: low(root), voice: 'bass', gain: 0.42 }];
    return [
      { beat: 0, beats: 2, midi: low(root), voice: 'bass', gain: 0.45 },
      { beat: 2, beats: 2, midi: low(root + pick([2, 4, n])), voice: 'bass', gain: 0.28 },
    ];
  }

  function phrase(): Note[][] {
    const roots = [0, 1 + Math.floor(rnd() * (n - 1)), 1 + Math.floor(rnd() * (n - 1)), pick([0, 0, Math.floor(n / 2)])];
    const gain = (mood.calm ? 0.38 : 0.5) + 0.1 * mood.tension;
    const m = motif();
    const varied: Motif = { cells: [...m.cells], steps: m.steps.map((s, i) => (i > 0 && rnd() < 0.35 ? s + pick([-1, 1]) : s)) };
    const bars = [melody(m, roots[0]!, gain), melody(varied, roots[1]!, gain), melody(m, roots[2]!, gain), cadence(roots[3]!, gain)];
    return bars.map((notes, b) => {
      const all = [...notes, ...bass(roots[b]!)];
      if (style.sparkle && (b === 0 || b === 2 || rnd() < mood.tension)) {
        const first = notes[0]!;
        all.push({ ...first, midi: first.midi + 12, voice: 'sparkle', gain: 0.22, beats: Math.min(first.beats, 2) });
      }
      if (mood.tension >= 0.5) all.push({ beat: 0, beats: 4, midi: pitch(roots[b]!, -1), voice: 'pad', gain: 0.1 + 0.12 * mood.tension });
      return all;
    });
  }

  const keyOf = (bars: Note[][]) => bars.map((ns) => ns.map((x) => `${x.beat}:${x.midi}:${x.voice}`).join(',')).join('|');

  /** A phrase not heard within the memory: written again while it repeats one. */
  function freshPhrase(): Note[][] {
    const start = lastDegree;
    for (let tries = 0; ; tries++) {
      lastDegree = start;
      const bars = phrase();
      const key = keyOf(bars);
      if (!seen.has(key) || tries >= 50) {
        remember(key);
        return bars;
      }
    }
  }

  return {
    next(): Bar {
      if (!queue.length) queue = freshPhrase();
      const notes = queue.shift()!;
      const bpm = style.bpm * (mood.calm ? 0.88 : 1) * (1 + 0.3 * mood.tension);
      return { index: index++, beatSeconds: 60 / bpm, notes };
    },
    setMood(next: Mood): void {
      // the tempo follows at once; a change of tension also starts a new phrase
      const changed = Math.abs(next.tension - mood.tension) >= 0.15;
      mood = next;
      if (changed) queue = [];
    },
    get mood() {
      return mood;
    },
    get remembered() {
      return seen.size;
    },
  };
}
