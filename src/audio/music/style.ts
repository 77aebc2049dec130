// What a piece of the music is made of, as plain data: a game declares its own style in
// src/games/<id>/music.ts (its mode and instrument colour); the menu's is MENU_STYLE. The
// composer (composer.ts) writes notes from a style and a mood; render.ts makes them sound.

/** The synthesised instruments the music may use (src/audio/instruments.ts). */
export type Instrument = 'pluck' | 'bell' | 'horn';

export interface MusicStyle {
  /** A name, mixed into the seed: two styles with the same seed still differ. */
  readonly name: string;
  /** MIDI note of the mode's first degree in the melody's register. */
  readonly tonic: number;
  /** The mode: semitones above the tonic, ascending, within an octave, starting with 0. */
  readonly mode: readonly number[];
  /** The melody's instrument and the bass's. */
  readonly lead: Instrument;
  readonly bass: Instrument;
  /** A second colour that doubles some melody notes an octave up (none: the lead alone). */
  readonly sparkle?: Instrument;
  /** Beats a minute at rest (the mood moves it). */
  readonly bpm: number;
}

/**
 * How the music should feel now. `tension` 0..1: 0 at rest, towards 1 when PAPA foresees a
 * result, the nearer the more; `calm`: the player is thinking (sparser, slower, softer).
 */
export interface Mood {
  readonly tension: number;
  readonly calm: boolean;
}

export const REST_MOOD: Mood = { tension: 0, calm: false };

export type Voice = 'lead' | 'bass' | 'sparkle' | 'pad';

/** One note: when (in beats from the bar's start), how long, which pitch, which voice, how loud. */
export interface Note {
  readonly beat: number;
  readonly beats: number;
  readonly midi: number;
  readonly voice: Voice;
  readonly gain: number;
}

/** One bar of four beats. */
export interface Bar {
  /** Its number since the composer began. */
  readonly index: number;
  /** The length of a beat in seconds (the tempo the mood gave it). */
  readonly beatSeconds: number;
  readonly notes: readonly Note[];
}

export const BEATS_PER_BAR = 4;

export function barSeconds(bar: Bar): number {
  return bar.beatSeconds * BEATS_PER_BAR;
}

/** The menu's theme: G major pentatonic (the gong mode), plucked, unhurried. */
export const MENU_STYLE: MusicStyle = {
  name: 'menu',
  tonic: 67,
  mode: [0, 2, 4, 7, 9],
  lead: 'pluck',
  bass: 'pluck',
  sparkle: 'bell',
  bpm: 84,
};
