// The board's music follows the game (src/audio/music/): calmer while the player thinks,
// tenser when PAPA's prophecy says someone is winning, the nearer the end the tenser. Read
// from the match after each of its events; the scene hands the mood to the sound.
import type { Prophecy } from '../ai/protocol';
import type { Mood } from '../audio/music/style';
import type { MatchEvent } from './match-types';

/** What the mood is read from: a live match has all of it. */
export interface MoodSource {
  readonly prophecy: Prophecy | null;
  readonly humanToMove: boolean;
  readonly outcome: unknown;
  on(fn: (e: MatchEvent) => void): () => void;
}

/** 0 with nothing foreseen, a little for a draw, from 0.5 up to 1 as a foreseen result nears. */
export function prophecyTension(p: Prophecy | null): number {
  if (!p) return 0;
  if (p.kind === 'draw') return 0.2;
  if (p.kind === 'score') return p.score === 0 ? 0.2 : Math.min(1, 0.6 + Math.abs(p.score) / 64);
  return Math.max(0.5, 1 - (p.plies - 1) / 20);
}

export function boardMood(m: Omit<MoodSource, 'on'>): Mood {
  if (m.outcome) return { tension: 0, calm: true };
  return { tension: prophecyTension(m.prophecy), calm: m.humanToMove };
}

/** Calls `set` with the match's mood now and whenever one of its events changes it. */
export function followMood(match: MoodSource, set: (mood: Mood) => void): () => void {
  let last = boardMood(match);
  set(last);
  return match.on(() => {
    const mood = boardMood(match);
    if (mood.tension === last.tension && mood.calm === last.calm) return;
    last = mood;
    set(mood);
  });
}
