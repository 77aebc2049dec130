// Makes a bar of the composer's notes sound: each note through the style's synthesised
// instrument (src/audio/instruments.ts) into mono PCM at RATE. A bar's buffer runs past its
// end by TAIL seconds so that its last notes ring on under the next bar. A bar renders a
// few notes at a time (`step`), so that no frame of the page waits for a whole bar.
import { bell, hornTone, mtof, pluck, RATE } from '../instruments';
import { barSeconds, type Bar, type Instrument, type MusicStyle, type Note, type Voice } from './style';

/** Seconds a bar's buffer lasts beyond the bar. */
export const TAIL = 2;

function instrumentOf(style: MusicStyle, voice: Voice): Instrument {
  if (voice === 'lead') return style.lead;
  if (voice === 'bass') return style.bass;
  if (voice === 'sparkle') return style.sparkle ?? style.lead;
  return 'horn';
}

/** A bar being rendered: `step` adds notes until the deadline, then says whether it is done. */
export interface BarRender {
  readonly pcm: Float32Array;
  step(deadline: number, now: () => number): boolean;
}

function addNote(out: Float32Array, style: MusicStyle, bar: Bar, note: Note): void {
  const at = note.beat * bar.beatSeconds;
  const seconds = note.beats * bar.beatSeconds;
  const f = mtof(note.midi);
  const gain = note.gain * 0.5;
  switch (instrumentOf(style, note.voice)) {
    case 'pluck':
      pluck(out, at, f, gain, Math.min(1.3, 0.5 + seconds * 0.6));
      break;
    case 'bell':
      bell(out, at, f, gain * 0.8, Math.min(1.4, 0.5 + seconds));
      break;
    case 'horn':
      hornTone(out, at, f, Math.min(seconds, barSeconds(bar) + TAIL - at - 0.05), gain * 0.5);
      break;
  }
}

/** Peaks above 0.6 bend smoothly towards 1; the quiet rest is left as it is. */
function limit(out: Float32Array): void {
  for (let i = 0; i < out.length; i++) {
    const v = out[i]!;
    if (v > 0.6) out[i] = 0.6 + 0.4 * Math.tanh((v - 0.6) / 0.4);
    else if (v < -0.6) out[i] = -0.6 - 0.4 * Math.tanh((-v - 0.6) / 0.4);
  }
}

export function startBar(style: MusicStyle, bar: Bar): BarRender {
  const pcm = new Float32Array(Math.ceil((barSeconds(bar) + TAIL) * RATE));
  let next = 0;
  return {
    pcm,
    step(deadline, now) {
      while (next < bar.notes.length) {
        addNote(pcm, style, bar, bar.notes[next++]!);
        if (next < bar.notes.length && now() >= deadline) return false;
      }
      if (next === bar.notes.length) {
        limit(pcm);
        next++;
      }
      return true;
    },
  };
}

/** The whole bar at once: `barSeconds(bar) + TAIL` seconds of sound, peaks under 1. */
export function renderBar(style: MusicStyle, bar: Bar): Float32Array {
  const r = startBar(style, bar);
  r.step(Infinity, () => 0);
  return r.pcm;
}
