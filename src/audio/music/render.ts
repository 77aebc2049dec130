// Makes a bar of the composer's notes sound: each note through the style's synthesised
// instrument (src/audio/instruments.ts) into mono PCM at RATE. A bar's buffer runs past its
// end by TAIL seconds so that its last notes ring on under the next bar.
import { bell, horn, mtof, pluck, RATE } from '../instruments';
import { barSeconds, type Bar, type Instrument, type MusicStyle, type Voice } from './style';

/** Seconds a bar's buffer lasts beyond the bar. */
export const TAIL = 2;

function instrumentOf(style: MusicStyle, voice: Voice): Instrument {
  if (voice === 'lead') return style.lead;
  if (voice === 'bass') return style.bass;
  if (voice === 'sparkle') return style.sparkle ?? style.lead;
  return 'horn';
}

/** The bar as PCM: `barSeconds(bar) + TAIL` seconds, peaks kept under 1 by a soft limit. */
export function renderBar(style: MusicStyle, bar: Bar): Float32Array {
  const out = new Float32Array(Math.ceil((barSeconds(bar) + TAIL) * RATE));
  for (const note of bar.notes) {
    const at = note.beat * bar.beatSeconds;
    const seconds = note.beats * bar.beatSeconds;
    const f = mtof(note.midi);
    const gain = note.gain * 0.5;
    switch (instrumentOf(style, note.voice)) {
      case 'pluck':
        pluck(out, at, f, gain, Math.min(1.8, 0.6 + seconds));
        break;
      case 'bell':
        bell(out, at, f, gain * 0.8, Math.min(1.6, 0.5 + seconds));
        break;
      case 'horn':
        horn(out, at, f, Math.min(seconds, barSeconds(bar) + TAIL - at - 0.05), gain * 0.5);
        break;
    }
  }
  for (let i = 0; i < out.length; i++) out[i] = Math.tanh(out[i]!);
  return out;
}
